import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StudentDeadlineDto } from '../../src/api/deadlines.js';
import type { RemindResponse, TaskExtensionDto } from '../../src/api/latePenalty.js';
import type { CourseRatingDto } from '../../src/api/ratings.js';
import type { TaskAnswerDto, TaskAnswersResponse, TaskDto } from '../../src/api/tasks.js';
import type { ListResponse } from '../../src/api/types.js';
import { runNotificationJob } from '../../server/lib/notificationJob.js';
import { apiClient, INSTRUCTOR_EMAIL, createTestApp, login, type TestApp } from './helpers.js';
import { loginUser } from './learningFixtures.js';
import { addCourse, addGroup, addStudent, createOtherSchool, demoIds } from './schoolFixtures.js';

/*
 * Late penalties and deadline extensions (src/api/latePenalty.ts), on the server's clock: the
 * penalty by whole days late down to the floor, an extension judging one student's answer
 * against their own deadline (and forgiving its penalty), and every reader of "due for this
 * student" following it: their views, their deadlines, the reminders and the rating.
 */

const START = new Date('2026-03-02T09:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DEADLINE = new Date(START.getTime() + DAY);
const at = (ms: number) => new Date(DEADLINE.getTime() + ms);

let t: TestApp;
let other: Awaited<ReturnType<typeof createOtherSchool>>;
let courseId: number;
let taskId: number;
let otherTaskId: number;
const who = { amy: 0, ben: 0, cat: 0, outsider: 0 };
const tok = { inst: '', amy: '', ben: '', cat: '' };

const { api, ok } = apiClient(() => t.app);
const asInst = { token: '' };
const student = (name: 'amy' | 'ben' | 'cat') => ({ token: tok[name] });

const answer = async (name: 'amy' | 'ben' | 'cat', when: Date) => {
  t.clock.set(when);
  return (await ok<TaskAnswerDto>('POST', `lessons/tasks/students/answers/${taskId}`, { text: `${name}'s counter` }, student(name)))
    .answerId;
};
const approve = (answerId: number, points: number) =>
  ok<TaskAnswerDto>('POST', `lessons/tasks/answers/${answerId}`, { status: 'APPROVE', points }, asInst);
const extend = (studentId: number, deadline: Date) =>
  api('PUT', `lessons/tasks/${taskId}/extensions/${studentId}`, { deadline: deadline.toISOString() }, asInst);
const tabs = () => ok<TaskAnswersResponse>('GET', `lessons/tasks/${taskId}/answers`, undefined, asInst);
/** A student's notifications of a kind about this test's task. */
const notesOf = (userId: number, kind: string) =>
  t.db
    .selectFrom('notifications')
    .where(sql<boolean>`params->>'taskId' = ${String(taskId)}`)
    .select(['params', 'created_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp({ startAt: START });
  const ids = await demoIds(t.db);
  other = await createOtherSchool(t.db);
  courseId = await addCourse(t.db, ids.schoolId, 'Extensions course');
  const groupId = await addGroup(t.db, ids.schoolId, 'Extensions group');
  await t.db.insertInto('course_groups').values({ course_id: courseId, group_id: groupId }).execute();
  await t.db.insertInto('course_instructors').values({ course_id: courseId, instructor_id: ids.user[INSTRUCTOR_EMAIL] }).execute();
  who.amy = await addStudent(t.db, ids.schoolId, { groupId, firstName: 'Amy', lastName: 'Able' });
  who.ben = await addStudent(t.db, ids.schoolId, { groupId, firstName: 'Ben', lastName: 'Baker' });
  who.cat = await addStudent(t.db, ids.schoolId, { groupId, firstName: 'Cat', lastName: 'Cole' });
  who.outsider = await addStudent(t.db, ids.schoolId, { groupId: await addGroup(t.db, ids.schoolId), firstName: 'Out', lastName: 'Sider' });
  tok.inst = asInst.token = await login(t.app, INSTRUCTOR_EMAIL);
  for (const name of ['amy', 'ben', 'cat'] as const) tok[name] = await loginUser(t.app, t.db, who[name]);
  const otherLesson = await t.db
    .insertInto('lessons')
    .values({ school_id: other.schoolId, course_id: other.courseId, name: 'Theirs', show_date: START, position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  otherTaskId = (
    await t.db
      .insertInto('tasks')
      .values({ school_id: other.schoolId, lesson_id: otherLesson.id, name: 'Theirs', deadline: DEADLINE, max_points: 5 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t?.close();
});

// Each test has its own lesson and task (10 points, −10% a day, keeping at least 50%), at START.
let position = 1;
beforeEach(async () => {
  t.clock.set(START);
  const lesson = await t.db
    .insertInto('lessons')
    .values({
      school_id: (await demoIds(t.db)).schoolId,
      course_id: courseId,
      name: `Lesson ${position}`,
      show_date: START,
      position: position++,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const task = await ok<TaskDto>(
    'POST',
    `lessons/${lesson.id}/tasks`,
    { taskName: 'Counter', deadline: DEADLINE.toISOString(), mark: 10, latePenaltyPerDay: 10, latePenaltyFloor: 50 },
    asInst,
  );
  taskId = task.taskId;
  await t.db.deleteFrom('notifications').where('user_id', 'in', [who.amy, who.ben, who.cat]).execute();
});

describe('late penalties', () => {
  it('takes the penalty per day late, a part of a day counting whole, never below the floor', async () => {
    const a = await answer('amy', at(HOUR));
    const b = await answer('ben', at(3.5 * DAY));
    const c = await answer('cat', at(9 * DAY));
    const graded = [await approve(a, 10), await approve(b, 10), await approve(c, 10)];
    expect(graded.map((x) => [x.daysLate, x.penaltyPercent, x.pointsGiven, x.points])).toEqual([
      [1, 10, 10, 9],
      [4, 40, 10, 6],
      [9, 50, 10, 5],
    ]);
    expect((await notesOf(who.amy, 'TASK_ANSWER_ACCEPTED'))[0]!.params).toMatchObject({ points: 9, maxPoints: 10 });
    // The rating counts the points after the penalty.
    const rating = await ok<CourseRatingDto>('GET', `courses/${courseId}/students/rating`, undefined, asInst);
    const amy = rating.students.find((s) => s.studentId === who.amy)!;
    expect(amy.tasks[taskId]).toBe(9);

    // A regrade is penalised alike: 8 given four days late keeps 60%, 4.8, rounded as marks are.
    const regraded = await ok<TaskAnswerDto>('PUT', `lessons/tasks/answers/${b}`, { status: 'APPROVE', points: 8 }, asInst);
    expect([regraded.pointsGiven, regraded.points]).toEqual([8, 5]);
    // A rule changed later applies to every answer at once; the points given stay.
    await ok('PUT', `lessons/tasks/${taskId}`, { latePenaltyPerDay: 0 }, asInst);
    expect((await tabs()).accepted.map((x) => [x.pointsGiven, x.points, x.penaltyPercent])).toEqual([
      [10, 10, 0],
      [8, 8, 0],
      [10, 10, 0],
    ]);
  });

  it('keeps an answer sent in time whole, and refuses a rule out of range', async () => {
    const a = await answer('amy', at(-HOUR));
    expect(await approve(a, 7)).toMatchObject({ late: false, daysLate: 0, penaltyPercent: 0, pointsGiven: 7, points: 7 });
    for (const body of [{ latePenaltyPerDay: 101 }, { latePenaltyFloor: -1 }, { latePenaltyPerDay: 2.5 }]) {
      const res = await api('PUT', `lessons/tasks/${taskId}`, body, asInst);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ field: string }>().field).toBe(Object.keys(body)[0]);
    }
    expect(await ok<TaskDto>('GET', `lessons/tasks/${taskId}`, undefined, asInst)).toMatchObject({
      latePenaltyPerDay: 10,
      latePenaltyFloor: 50,
    });
  });
});

describe('deadline extensions', () => {
  it("judges the student's answer against their own deadline, forgives its penalty, and tells them", async () => {
    const a = await answer('amy', at(HOUR));
    expect((await approve(a, 10)).points).toBe(9);
    t.clock.set(at(2 * HOUR));
    const ownDeadline = at(DAY);
    expect((await extend(who.amy, ownDeadline)).json()).toEqual({ message: 'The deadline has been extended for the student.' });

    const [graded] = (await tabs()).accepted;
    expect(graded).toMatchObject({ answerId: a, late: false, daysLate: 0, points: 10, extendedTo: ownDeadline.toISOString() });
    expect((await notesOf(who.amy, 'TASK_DEADLINE_CHANGED'))[0]!.params).toMatchObject({ taskId, deadline: ownDeadline.toISOString() });
    // The student sees their own deadline, and the task's beside it.
    const seen = await ok<TaskDto>('GET', `lessons/tasks/${taskId}`, undefined, student('amy'));
    expect([seen.deadline, seen.extendedFrom]).toEqual([ownDeadline.toISOString(), DEADLINE.toISOString()]);
    expect((await ok<TaskDto>('GET', `lessons/tasks/${taskId}`, undefined, student('ben'))).extendedFrom).toBeNull();
    expect((await ok<TaskAnswerDto>('GET', `lessons/tasks/students/answers/${a}`, undefined, student('amy'))).deadline).toBe(
      ownDeadline.toISOString(),
    );
    expect(await ok<TaskExtensionDto[]>('GET', `lessons/tasks/${taskId}/extensions`, undefined, asInst)).toEqual([
      expect.objectContaining({ studentId: who.amy, studentFullName: 'Amy Able', deadline: ownDeadline.toISOString() }),
    ]);

    // Taken back, the task's deadline holds again: late, and penalised again.
    const revoked = await api('DELETE', `lessons/tasks/${taskId}/extensions/${who.amy}`, undefined, { ...asInst, lang: 'ru' });
    expect(revoked.json()).toEqual({ message: 'Продление отменено: для студента снова действует срок задания.' });
    expect((await tabs()).accepted[0]).toMatchObject({ late: true, daysLate: 1, points: 9, extendedTo: null });
    expect((await notesOf(who.amy, 'TASK_DEADLINE_CHANGED')).at(-1)!.params).toMatchObject({ deadline: DEADLINE.toISOString() });
    expect((await api('DELETE', `lessons/tasks/${taskId}/extensions/${who.amy}`, undefined, asInst)).statusCode).toBe(404);
  });

  it('refuses an extension that is not later, a student not of the course, and anyone but the instructor', async () => {
    for (const lang of ['en', 'ru'] as const) {
      const res = await api(
        'PUT',
        `lessons/tasks/${taskId}/extensions/${who.amy}`,
        { deadline: DEADLINE.toISOString() },
        { ...asInst, lang },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'deadline',
        message: lang === 'en' ? "The student's deadline must be later than the task's." : 'Срок студента должен быть позже срока задания.',
      });
    }
    const bad = await api('PUT', `lessons/tasks/${taskId}/extensions/${who.amy}`, { deadline: 'next week' }, asInst);
    expect([bad.statusCode, bad.json<{ field: string }>().field]).toEqual([400, 'deadline']);
    expect((await extend(who.outsider, at(DAY))).statusCode).toBe(404);
    expect(
      (await api('PUT', `lessons/tasks/${otherTaskId}/extensions/${who.amy}`, { deadline: at(DAY).toISOString() }, asInst)).statusCode,
    ).toBe(404);
    const byStudent = await api(
      'PUT',
      `lessons/tasks/${taskId}/extensions/${who.amy}`,
      { deadline: at(DAY).toISOString() },
      student('amy'),
    );
    expect(byStudent.statusCode).toBe(403);
    expect(await ok<TaskExtensionDto[]>('GET', `lessons/tasks/${taskId}/extensions`, undefined, asInst)).toEqual([]);
  });

  it("moves the student's deadlines list, their reminder and their rating with the extension", async () => {
    await extend(who.cat, at(3 * DAY));
    // A day before the task's deadline, Ben is reminded of it; Cat only a day before her own.
    t.clock.set(at(-12 * HOUR));
    await runNotificationJob(t.db, t.clock.now());
    expect((await notesOf(who.ben, 'TASK_DEADLINE_SOON')).map((n) => n.params)).toEqual([
      expect.objectContaining({ taskId, deadline: DEADLINE.toISOString() }),
    ]);
    expect(await notesOf(who.cat, 'TASK_DEADLINE_SOON')).toEqual([]);
    t.clock.set(at(2.5 * DAY));
    await runNotificationJob(t.db, t.clock.now());
    expect((await notesOf(who.cat, 'TASK_DEADLINE_SOON')).map((n) => n.params)).toEqual([
      expect.objectContaining({ taskId, deadline: at(3 * DAY).toISOString() }),
    ]);

    // Past the task's deadline: still owed by Cat, with her deadline; Ben's is over.
    t.clock.set(at(HOUR));
    const owed = (name: 'ben' | 'cat') => ok<ListResponse<StudentDeadlineDto>>('GET', 'student/deadlines', undefined, student(name));
    expect((await owed('cat')).objects.filter((d) => d.taskId === taskId).map((d) => d.deadline)).toEqual([at(3 * DAY).toISOString()]);
    expect((await owed('ben')).objects.filter((d) => d.taskId === taskId)).toEqual([]);
    // In the rating Ben's missing answer counts 0 now; given Cat's extension, it no longer does.
    const bensTasks = async () =>
      (await ok<CourseRatingDto>('GET', `courses/${courseId}/students/rating`, undefined, asInst)).students.find(
        (s) => s.studentId === who.ben,
      )!.formula.tasks!;
    const before = await bensTasks();
    await extend(who.ben, at(3 * DAY));
    const after = await bensTasks();
    expect([before.counted - after.counted, before.max - after.max, before.points - after.points]).toEqual([1, 10, 0]);
  });
});

describe('reminders', () => {
  it('reminds who has not answered, each with their deadline, once an hour', async () => {
    await answer('amy', at(-2 * HOUR));
    await extend(who.cat, at(2 * DAY));
    t.clock.set(at(-HOUR));
    const first = await ok<RemindResponse>('POST', `lessons/tasks/${taskId}/remind`, {}, asInst);
    expect(first).toEqual({ message: 'Reminders sent: 2.', reminded: 2, skipped: 0 });
    expect(await notesOf(who.amy, 'TASK_REMINDED')).toEqual([]);
    expect((await notesOf(who.cat, 'TASK_REMINDED'))[0]!.params).toMatchObject({
      taskId,
      deadline: at(2 * DAY).toISOString(),
      instructorFullName: expect.any(String),
    });
    expect((await notesOf(who.ben, 'TASK_REMINDED'))[0]!.params).toMatchObject({ deadline: DEADLINE.toISOString() });

    t.clock.set(at(-HOUR + 30 * 60_000));
    const again = await api('POST', `lessons/tasks/${taskId}/remind`, { studentIds: [who.ben] }, { ...asInst, lang: 'ru' });
    expect(again.json()).toEqual({
      message: 'Напоминаний отправлено: 0. Пропущено, так как напоминали в последний час: 1.',
      reminded: 0,
      skipped: 1,
    });
    t.clock.set(at(HOUR));
    expect(await ok<RemindResponse>('POST', `lessons/tasks/${taskId}/remind`, { studentIds: [who.ben] }, asInst)).toMatchObject({
      reminded: 1,
    });
    expect(await notesOf(who.ben, 'TASK_REMINDED')).toHaveLength(2);
  });

  it('refuses a student who owes nothing, and anyone but the instructor', async () => {
    await answer('amy', at(-2 * HOUR));
    const res = await api('POST', `lessons/tasks/${taskId}/remind`, { studentIds: [who.amy] }, asInst);
    expect([res.statusCode, res.json<{ field: string }>().field]).toEqual([400, 'studentIds']);
    expect((await api('POST', `lessons/tasks/${taskId}/remind`, { studentIds: [] }, asInst)).statusCode).toBe(400);
    expect((await api('POST', `lessons/tasks/${taskId}/remind`, {}, student('ben'))).statusCode).toBe(403);
    expect((await api('POST', `lessons/tasks/${otherTaskId}/remind`, {}, asInst)).statusCode).toBe(404);
    expect(
      await t.db
        .selectFrom('notifications')
        .select('id')
        .where('kind', '=', 'TASK_REMINDED')
        .where('user_id', 'in', [who.ben, who.cat])
        .execute(),
    ).toEqual([]);
  });
});
