import type { Messages } from './en.js';

/** Server messages in Russian; typed against en.ts so a missing key fails the build. */
export const ru = {
  validation: {
    emailRequired: 'Введите email!',
    emailInvalid: 'Некорректный email!',
    passwordRequired: 'Введите пароль!',
    passwordTooShort: 'Пароль должен содержать не менее 6 символов!',
    passwordTooLong: 'Пароль должен содержать не более 128 символов!',
    passwordsDoNotMatch: 'Пароли не совпадают!',
    fieldRequired: 'Поле «%{field}» обязательно.',
    fieldType: 'Поле «%{field}» должно быть: %{type}.',
    fieldTooShort: 'Поле «%{field}» должно содержать не менее %{limit} символов.',
    fieldTooLong: 'Поле «%{field}» должно содержать не более %{limit} символов.',
    fieldPattern: 'Поле «%{field}» имеет неверный формат.',
    fieldEnum: 'Поле «%{field}» должно быть одним из: %{values}.',
    fieldMinimum: 'Поле «%{field}» должно быть не меньше %{limit}.',
    fieldMaximum: 'Поле «%{field}» должно быть не больше %{limit}.',
    fieldUnknown: 'Поле «%{field}» здесь не допускается.',
    fieldInvalid: 'Поле «%{field}» заполнено неверно.',
    bodyInvalid: 'Тело запроса не является корректным JSON.',
  },
  types: {
    string: 'текстом',
    integer: 'целым числом',
    number: 'числом',
    boolean: 'да или нет',
    object: 'объектом',
    array: 'списком',
  },
  errors: {
    unauthorized: 'Войдите, чтобы продолжить.',
    sessionExpired: 'Сеанс завершён. Войдите снова.',
    sessionReplaced: 'Вы вошли с другого аккаунта',
    forbidden: 'У вас нет прав на это действие.',
    notFound: 'Не найдено.',
    routeNotFound: 'Такого адреса нет: %{method} %{url}.',
    invalidCredentials: 'Неверный email или пароль.',
    accountBlocked: 'Ваш аккаунт заблокирован. Обратитесь к администратору школы.',
    tooManyAttempts: 'Слишком много неудачных попыток входа. Попробуйте через %{minutes} мин.',
    resetTokenInvalid: 'Ссылка для смены пароля недействительна, устарела или уже использована. Запросите новую.',
    payloadTooLarge: 'Слишком большой запрос.',
    unsupportedMediaType: 'Этот тип содержимого не поддерживается.',
    internal: 'Что-то пошло не так!',
  },
  messages: {
    resetLinkSent: 'Если аккаунт с таким email существует, мы отправили на него ссылку для смены пароля.',
    loggedOut: 'Вы вышли из системы.',
  },
  mail: {
    resetSubject: 'Смена пароля в %{school}',
    resetText:
      'Здравствуйте, %{name}!\n\nКто-то (надеемся, вы) попросил сменить пароль вашего аккаунта в %{school}.\n' +
      'Откройте эту ссылку в течение часа, чтобы задать новый пароль:\n\n%{link}\n\n' +
      'Если вы этого не просили, просто проигнорируйте письмо: пароль останется прежним.',
    inviteSubject: 'Ваш аккаунт в %{school}',
    inviteText:
      'Здравствуйте, %{name}!\n\nДля вас создан аккаунт в %{school}, роль: %{role}.\n' +
      'Откройте эту ссылку в течение %{days} дней, чтобы задать пароль и войти:\n\n%{link}\n\n' +
      'Если вы не ждали этого письма, просто проигнорируйте его.',
    roleStudent: 'студент',
    roleInstructor: 'преподаватель',
  },
} satisfies Messages;
