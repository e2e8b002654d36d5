import type { enProfile } from './enProfile';

/** Профиль пользователя (во всех разделах) и глобальный поиск администратора в верхней панели. */
export const ruProfile = {
  profile: {
    menu: 'Профиль',
    title: 'Мой профиль',
    photo: {
      label: 'Фото',
      hint: 'PNG, JPEG, WebP или GIF, до 2 МБ. Показывается в верхней панели.',
      choose: 'Выбрать фото',
      replace: 'Заменить',
      remove: 'Удалить',
      tooLarge: 'Фото больше 2 МБ.',
    },
    details: {
      title: 'Имя и язык',
      firstName: 'Имя',
      lastName: 'Фамилия',
      nameByAdmin: 'Ваше имя ведут администраторы школы: обратитесь к ним, если его нужно изменить.',
      language: 'Язык писем',
      save: 'Сохранить',
    },
    password: {
      title: 'Пароль',
      current: 'Текущий пароль',
      new: 'Новый пароль',
      repeat: 'Повторите новый пароль',
      submit: 'Сменить пароль',
      hint: 'После смены пароля другие ваши сеансы завершатся, этот останется.',
    },
    notifications: {
      title: 'Уведомления',
      text: 'Выберите, приходят ли уведомления в приложении и по почте.',
      open: 'Настройки уведомлений',
    },
  },
  globalSearch: {
    open: 'Поиск',
    label: 'Поиск студентов, преподавателей, групп и курсов',
    placeholder: 'Поиск…',
    tooShort: 'Введите не меньше %{min} символов.',
    nothing: 'Ничего не найдено.',
    failed: 'Поиск не удался.',
    close: 'Закрыть',
    kinds: { student: 'Студенты', instructor: 'Преподаватели', group: 'Группы', course: 'Курсы' },
  },
} satisfies typeof enProfile;
