import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND_LIST } from '../../src/api/notifications.js';
import { NOTIFICATION_KINDS } from '../../server/lib/notifications.js';
import { formatSchoolTime, notificationText, type Reader } from '../../server/lib/notificationTexts.js';

/* Each kind's title, text and link in both languages, from the params its callers record. */

const en: Reader = { lang: 'en', role: 'STUDENT', timeZone: 'Europe/Moscow' };
const ru: Reader = { ...en, lang: 'ru' };
const task = { taskId: 5, taskName: 'Counter', lessonId: 3, courseId: 2, answerId: 9 };
const taskLink = '/student/courses/2/lessons/3/tasks/5';

describe('notificationText', () => {
  it('has a text for every kind the contract names, and the server records no other', () => {
    expect(Object.values(NOTIFICATION_KINDS).sort()).toEqual([...NOTIFICATION_KIND_LIST].sort());
    for (const kind of NOTIFICATION_KIND_LIST) {
      for (const reader of [en, ru]) {
        const text = notificationText(kind, {}, reader);
        expect(text.title, `${kind} ${reader.lang}`).not.toMatch(/notifications\.|%\{/);
        expect(text.text, `${kind} ${reader.lang}`).not.toMatch(/notifications\.|%\{/);
      }
    }
  });

  it('tells the instructor of an answer, sent again or late, linking to its review', () => {
    const params = { ...task, studentId: 4, studentFullName: 'Amy Able', late: false, again: false };
    expect(notificationText('TASK_ANSWER_SUBMITTED', params, { ...en, role: 'INSTRUCTOR' })).toEqual({
      title: 'New answer: Counter',
      text: 'Amy Able sent an answer to the task "Counter".',
      link: '/instructor/courses/2/lessons/3?tab=tasks&task=5&answers=waiting',
    });
    expect(notificationText('TASK_ANSWER_SUBMITTED', { ...params, late: true, again: true }, { ...ru, role: 'INSTRUCTOR' })).toMatchObject({
      title: 'Ответ отправлен повторно: Counter',
      text: 'Amy Able повторно отправил(а) возвращённый ответ на задание «Counter». Ответ пришёл после дедлайна.',
    });
  });

  it('tells the student of a review, with the points agreeing with the number', () => {
    expect(notificationText('TASK_ANSWER_ACCEPTED', { ...task, points: 1, maxPoints: 1, comment: null }, en)).toEqual({
      title: 'Answer accepted: Counter',
      text: 'Your answer to the task "Counter" has been accepted: 1 of 1 point.',
      link: taskLink,
    });
    const ruText = (points: number) => notificationText('TASK_ANSWER_REGRADED', { ...task, points, maxPoints: 25, comment: '' }, ru).text;
    expect([1, 2, 5, 21].map(ruText)).toEqual([
      'Баллы за задание «Counter» изменены: 1 балл из 25.',
      'Баллы за задание «Counter» изменены: 2 балла из 25.',
      'Баллы за задание «Counter» изменены: 5 баллов из 25.',
      'Баллы за задание «Counter» изменены: 21 балл из 25.',
    ]);
    expect(notificationText('TASK_ANSWER_REJECTED', { ...task, comment: 'Handle null' }, ru)).toEqual({
      title: 'Ответ возвращён: Counter',
      text: 'Ваш ответ на задание «Counter» возвращён на доработку. Исправьте его и отправьте снова. Комментарий: Handle null',
      link: taskLink,
    });
  });

  it('tells a test result: passed, failed, waiting for review, time up', () => {
    const base = {
      testId: 8,
      testName: 'Quiz',
      lessonId: 3,
      courseId: 2,
      status: 'SUBMITTED',
      pointsReceived: 4,
      maxPoints: 5,
      passed: true,
      awaitingReview: false,
    };
    expect(notificationText('QUIZ_FINISHED', base, en)).toEqual({
      title: 'Test result: Quiz',
      text: 'Test passed: 4 of 5 points.',
      link: '/student/courses/2/lessons/3/tests/8',
    });
    expect(notificationText('QUIZ_FINISHED', { ...base, passed: false, status: 'TIME_UP' }, en).text).toBe(
      'Time ran out: the test was closed with your saved answers. Test not passed: 4 of 5 points, below the pass mark.',
    );
    expect(notificationText('QUIZ_REGRADED', { ...base, awaitingReview: true }, ru)).toMatchObject({
      title: 'Результат теста изменён: Quiz',
      text: 'Пока 4 балла из 5; часть ответов ещё проверит преподаватель.',
    });
  });

  it('tells of new tasks, tests, deadlines and announcements, with times in the school’s zone', () => {
    const deadline = '2026-03-05T20:59:00Z';
    const created = { taskId: 5, taskName: 'Counter', lessonId: 3, lessonName: 'Closures', courseId: 2, courseName: 'JS', deadline };
    expect(notificationText('TASK_CREATED', created, en)).toEqual({
      title: 'New task: Counter',
      text: 'The lesson "Closures" of the course "JS" has a new task. Deadline: 5 Mar 2026, 23:59.',
      link: taskLink,
    });
    expect(notificationText('TASK_DEADLINE_SOON', created, { ...ru, timeZone: 'UTC' })).toEqual({
      title: 'Скоро дедлайн: Counter',
      text: 'Отправьте ответ на задание «Counter» курса «JS» до 05.03.2026, 20:59.',
      link: taskLink,
    });
    expect(notificationText('TASK_DEADLINE_CHANGED', created, en)).toEqual({
      title: 'Your deadline: Counter',
      text: 'Your deadline for the task "Counter" of the course "JS" is now 5 Mar 2026, 23:59.',
      link: taskLink,
    });
    expect(notificationText('TASK_REMINDED', { ...created, instructorFullName: 'Ivan Petrov' }, { ...ru, timeZone: 'UTC' })).toEqual({
      title: 'Напоминание: Counter',
      text: 'Ivan Petrov напоминает: отправьте ответ на задание «Counter» курса «JS». Ваш срок: 05.03.2026, 20:59.',
      link: taskLink,
    });
    expect(
      notificationText(
        'TEST_CREATED',
        { testId: 8, testName: 'Quiz', lessonId: 3, lessonName: 'Closures', courseId: 2, courseName: 'JS' },
        ru,
      ),
    ).toEqual({
      title: 'Новый тест: Quiz',
      text: 'В уроке «Closures» курса «JS» новый тест.',
      link: '/student/courses/2/lessons/3/tests/8',
    });
    expect(
      notificationText('ANNOUNCEMENT_PUBLISHED', { announcementId: 1, text: 'No classes on Friday.' }, { ...en, role: 'INSTRUCTOR' }),
    ).toEqual({
      title: 'New announcement',
      text: 'No classes on Friday.',
      link: '/instructor/',
    });
  });

  it('tells of events, in the reader’s area’s calendar', () => {
    const event = {
      eventId: 1,
      title: 'Open day',
      start: '2026-03-10T07:00:00Z',
      end: '2026-03-10T09:30:00Z',
      allDay: false,
      eventType: 'EVENT',
    };
    expect(notificationText('EVENT_PUBLISHED', event, en)).toEqual({
      title: 'New event: Open day',
      text: 'When: 10 Mar 2026, 10:00–12:30.',
      link: '/student/calendar',
    });
    // All day, Monday to Wednesday: the end is the midnight after the last day.
    const days = { ...event, eventType: 'SCHEDULE', allDay: true, start: '2026-03-08T21:00:00Z', end: '2026-03-11T21:00:00Z' };
    expect(notificationText('EVENT_PUBLISHED', days, { ...ru, role: 'INSTRUCTOR' })).toEqual({
      title: 'Новое занятие в расписании: Open day',
      text: 'Когда: 09.03.2026 – 11.03.2026.',
      link: '/instructor/calendar',
    });
    expect(
      notificationText('EVENT_CANCELLED', { eventId: 1, title: 'Open day', start: event.start, reason: 'Snow' }, { ...en, role: 'ADMIN' }),
    ).toEqual({
      title: 'Cancelled: Open day',
      text: 'The event "Open day" (10 Mar 2026, 10:00) has been cancelled. Reason: Snow',
      link: '/admin/calendar',
    });
  });

  it('leaves a blank, never an error, for what an old row lacks, and has no link without ids', () => {
    expect(notificationText('TASK_ANSWER_ACCEPTED', null, en)).toEqual({
      title: 'Answer accepted: ',
      text: 'Your answer to the task "" has been accepted:  of  points.',
      link: null,
    });
    expect(notificationText('SOMETHING_NEW', { a: 1 }, ru)).toEqual({ title: 'Уведомление', text: '', link: null });
    expect(formatSchoolTime('not a date', 'en', 'UTC')).toBe('');
    expect(formatSchoolTime('2026-01-01T00:00:00Z', 'ru', 'No/Such_Zone')).toBe('01.01.2026, 00:00');
    expect(formatSchoolTime('2026-01-01T00:00:00Z', 'en', 'No/Such_Zone', false)).toBe('1 Jan 2026');
  });
});
