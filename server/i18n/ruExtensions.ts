import type { enExtensions } from './enExtensions.js';

/** Серверные сообщения о продлении сроков, напоминаниях и штрафах за опоздание (входят в ru.ts). */
export const ruExtensions = {
  extensions: {
    granted: 'Срок для студента продлён.',
    revoked: 'Продление отменено: для студента снова действует срок задания.',
    notLater: 'Срок студента должен быть позже срока задания.',
  },
  reminders: {
    sent: 'Напоминаний отправлено: %{reminded}.',
    sentSkipped: 'Напоминаний отправлено: %{reminded}. Пропущено, так как напоминали в последний час: %{skipped}.',
    notOwing: 'Студенту %{id} нечего отправлять по этому заданию: он уже ответил или не учится на этом курсе.',
  },
} satisfies typeof enExtensions;
