import type { enPeople } from './enPeople.js';

/** Сообщения страниц студента и преподавателя: приглашения и блокировка преподавателей (входят в ru.ts). */
export const ruPeople = {
  people: {
    invitationSent: 'Новое приглашение отправлено на %{email}. Прежняя ссылка больше не действует.',
    invitationAccepted: 'Пароль уже задан: повторно отправлять приглашение не нужно.',
    invitationTooSoon: 'Приглашение было отправлено меньше минуты назад. Подождите немного, прежде чем отправлять снова.',
    instructorBlocked: 'Преподаватель заблокирован, его сеансы завершены.',
    instructorUnblocked: 'Преподаватель разблокирован.',
  },
} satisfies typeof enPeople;
