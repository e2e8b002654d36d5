import type { NotificationServerMessages } from './enNotifications.js';

/** Server messages of the notifications area in Russian (see enNotifications.ts). */
export const ruNotifications = {
  viewed: 'Уведомление отмечено как просмотренное.',
  viewedAll: 'Все уведомления отмечены как просмотренные.',
  deleted: 'Уведомление удалено.',
  settingsSaved: 'Настройки уведомлений сохранены.',
  unsubscribe: {
    title: 'Уведомления по почте',
    ask: 'Больше не присылать уведомления на %{email}? В приложении уведомления останутся.',
    button: 'Не присылать',
    done: 'Готово: на %{email} больше не придут письма с уведомлениями. Включить их снова можно в настройках уведомлений.',
    unknown: 'Эта ссылка недействительна. Отключить письма с уведомлениями можно в настройках уведомлений.',
  },
  mail: {
    open: 'Открыть в приложении: %{url}',
    footer: 'Вы получили это письмо, потому что у вас включены уведомления по почте. Отключить их можно в настройках уведомлений: %{url}',
  },
  points: '%{points} %{unit} из %{maxPoints}',
  pointUnits: { one: 'балл', few: 'балла', many: 'баллов', other: 'балла' },
  comment: 'Комментарий: %{comment}',
  kinds: {
    TASK_ANSWER_SUBMITTED: {
      title: 'Новый ответ: %{taskName}',
      titleAgain: 'Ответ отправлен повторно: %{taskName}',
      text: '%{student} отправил(а) ответ на задание «%{taskName}».',
      textAgain: '%{student} повторно отправил(а) возвращённый ответ на задание «%{taskName}».',
      late: 'Ответ пришёл после дедлайна.',
    },
    TASK_ANSWER_ACCEPTED: {
      title: 'Ответ принят: %{taskName}',
      text: 'Ваш ответ на задание «%{taskName}» принят: %{points}.',
    },
    TASK_ANSWER_REJECTED: {
      title: 'Ответ возвращён: %{taskName}',
      text: 'Ваш ответ на задание «%{taskName}» возвращён на доработку. Исправьте его и отправьте снова.',
    },
    TASK_ANSWER_REGRADED: {
      title: 'Баллы изменены: %{taskName}',
      text: 'Баллы за задание «%{taskName}» изменены: %{points}.',
    },
    QUIZ_FINISHED: {
      title: 'Результат теста: %{testName}',
    },
    QUIZ_REGRADED: {
      title: 'Результат теста изменён: %{testName}',
    },
    test: {
      timeUp: 'Время вышло: тест закрыт с сохранёнными ответами.',
      passed: 'Тест сдан: %{points}.',
      failed: 'Тест не сдан: %{points} — ниже проходного порога.',
      awaitingReview: 'Пока %{points}; часть ответов ещё проверит преподаватель.',
    },
    ANNOUNCEMENT_PUBLISHED: {
      title: 'Новое объявление',
    },
    TASK_CREATED: {
      title: 'Новое задание: %{taskName}',
      text: 'В уроке «%{lessonName}» курса «%{courseName}» новое задание. Дедлайн: %{deadline}.',
    },
    TEST_CREATED: {
      title: 'Новый тест: %{testName}',
      text: 'В уроке «%{lessonName}» курса «%{courseName}» новый тест.',
    },
    EVENT_PUBLISHED: {
      title: 'Новое событие: %{title}',
      titleSchedule: 'Новое занятие в расписании: %{title}',
      text: 'Когда: %{when}.',
    },
    EVENT_CANCELLED: {
      title: 'Отменено: %{title}',
      text: 'Событие «%{title}» (%{when}) отменено.',
      reason: 'Причина: %{reason}',
    },
    TASK_DEADLINE_CHANGED: {
      title: 'Ваш срок: %{taskName}',
      text: 'Ваш срок сдачи задания «%{taskName}» курса «%{courseName}» теперь %{deadline}.',
    },
    TASK_REMINDED: {
      title: 'Напоминание: %{taskName}',
      text: '%{instructorFullName} напоминает: отправьте ответ на задание «%{taskName}» курса «%{courseName}». Ваш срок: %{deadline}.',
    },
    TASK_DEADLINE_SOON: {
      title: 'Скоро дедлайн: %{taskName}',
      text: 'Отправьте ответ на задание «%{taskName}» курса «%{courseName}» до %{deadline}.',
    },
    unknown: {
      title: 'Уведомление',
    },
  },
} satisfies NotificationServerMessages;
