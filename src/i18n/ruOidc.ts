import type { enOidc } from './enOidc';

/** Russian strings of sign-in with an external provider; `satisfies` makes a missing key fail the build. */
export const ruOidc = {
  oidc: {
    or: 'или',
    signInWith: 'Войти через %{label}',
    signingIn: 'Выполняем вход…',
    errors: {
      state: 'Не удалось проверить вход: он устарел, уже использован или начат в другом браузере. Попробуйте ещё раз.',
      nonce: 'Не удалось проверить ответ сервиса входа. Попробуйте ещё раз.',
      unverified: 'Сервис входа не подтверждает ваш email. Подтвердите его там или войдите по email и паролю.',
      unknownUser:
        'Нет учётной записи с email из вашего сервиса входа. Попросите администратора школы добавить вас или войдите по email и паролю.',
      blocked: 'Ваш аккаунт заблокирован. Обратитесь к администратору школы.',
      denied: 'Вход отменён.',
      provider: 'Сервис входа не смог завершить вход. Попробуйте позже или войдите по email и паролю.',
      disabled: 'Вход через внешний сервис здесь не настроен. Войдите по email и паролю.',
    },
  },
} satisfies typeof enOidc;
