import type { enProfile } from './enProfile.js';

/** Сообщения сервера о собственном профиле и глобальном поиске администратора (входят в ru.ts). */
export const ruProfile = {
  profile: {
    saved: 'Профиль сохранён.',
    nameByAdmin: 'Имя студента ведут администраторы школы: попросите их изменить его.',
    avatarNotFound: 'Фото должно быть изображением, которое вы загрузили.',
    wrongPassword: 'Текущий пароль указан неверно.',
    samePassword: 'Новый пароль должен отличаться от текущего.',
    passwordChanged: 'Пароль изменён. Другие ваши сеансы завершены.',
  },
  search: {
    tooShort: 'Для поиска введите не меньше %{min} символов.',
  },
} satisfies typeof enProfile;
