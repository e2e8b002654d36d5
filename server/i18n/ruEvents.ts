import type { enEvents } from './enEvents.js';

/** Server messages of events, the schedule and the calendar feed, in Russian (spread into ru.ts). */
export const ruEvents = {
  events: {
    created: 'Событие создано как черновик. Опубликуйте его, чтобы его увидели группы.',
    updated: 'Событие успешно обновлено',
    cancelled: 'Событие успешно отменено',
    published: 'Событие опубликовано, группы получили уведомление.',
    deleted: 'Событие удалено.',
    endBeforeStart: 'Окончание должно быть позже начала.',
    tooLong: 'Событие может длиться не больше %{days} дней.',
    weeklyTooLong: 'Еженедельное занятие должно заканчиваться меньше чем через 7 дней после начала.',
    repeatOnlySchedule: 'Каждую неделю может повторяться только занятие расписания: для события оставьте «repeatUntil» пустым.',
    repeatBeforeStart: 'Дата окончания повторов не может быть раньше первого дня (%{day}).',
    repeatTooLong: 'Еженедельные повторы могут идти не больше %{days} дней от первого дня.',
    groupNotFound: 'Группа %{id} не найдена.',
    toBeforeFrom: 'Дата «to» не может быть раньше даты «from».',
    periodTooLong: 'Период может охватывать не больше %{days} дней.',
    alreadyPublished: 'Событие уже опубликовано.',
    publishCancelled: 'Отменённое событие нельзя опубликовать снова.',
    editCancelled: 'Отменённое событие нельзя изменить, его можно удалить.',
    alreadyCancelled: 'Событие уже отменено.',
  },
  calendar: {
    feedRotated: 'Создан новый адрес календаря; старый больше не работает.',
    feedRevoked: 'Адрес календаря отключён.',
    place: 'Место: %{place}',
    online: 'Онлайн: %{link}',
    cancelledBecause: 'Отменено: %{reason}',
    deadline: 'Срок сдачи: %{task}',
    course: 'Курс: %{course}',
    lesson: 'Урок: %{lesson}',
    deadlineCategory: 'Срок сдачи задания',
  },
} satisfies typeof enEvents;
