import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/lib/crypto.js';
import type { Db } from '../../server/db/index.js';
import { ADMIN_EMAIL, DEMO_PASSWORD, INSTRUCTOR_EMAIL, STUDENT_EMAIL, call, createTestApp, login, type TestApp } from './helpers.js';
import { addCourse, addGroup, addStudent, createOtherSchool, demoIds } from './schoolFixtures.js';

/*
 * Exams, the rating distribution and the rating tables (issue 4 "Exams and ratings", issue 5
 * "Results and ratings"). The course below is built straight in the database so every number
 * of the table can be checked by hand:
 *
 *   lesson 1: task T1 (max 10), task T2 (max 20), test S1 (questions 4 + 6 = 10)
 *   lesson 2: nothing (the placeholder task 99999 '---')
 *   lesson 3: test S2 (max 20), shown to students only next year
 *   exams E1, E2 (added through the API)
 *
 *   Alice Zed:   T1 ACCEPTED 8, T2 WAITING;   S1 submitted 7.5, S2 submitted 10;   E1 90
 *   Boris Young: T1 NOT_ACCEPTED, T2 ACCEPTED 20;  S1 running (not finished);     E1 60, E2 80
 *   Carl Xavier: nothing accepted;            S1 closed at the deadline with 4;    no marks
 *
 *   tasksMax 30, testsMax 30, 2 exams. With the default 40/40/20:
 *   Alice: 40×(8/30) + 40×(17.5/30) + 20×(45/100)  → 10.667 + 23.333 + 9 = 43.00
 *   Boris: 40×(20/30) + 0 + 20×(70/100)             → 26.667 + 14        = 40.67
 *   Carl:  0 + 40×(4/30) + 0                         →                      5.33
 *   With 50/30/20: Alice 13.333 + 17.5 + 9 = 39.83; Boris 33.333 + 14 = 47.33; Carl 4.00.
 */

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let other: Awaited<ReturnType<typeof createOtherSchool>>;
const tokens = { ADMIN: '', INSTRUCTOR: '', STUDENT: '', OTHER: '', ALICE: '', CARL: '' };
const c = {
  course: 0,
  group: 0,
  alice: 0,
  boris: 0,
  carl: 0,
  lessons: [0, 0, 0],
  t1: 0,
  t2: 0,
  s1: 0,
  s2: 0,
  outsider: 0,
  pythonCourse: 0,
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, opts: { token?: string; lang?: string } = {}) =>
  call(t.app, { method, url: `/api/${url}`, payload, token: opts.token ?? tokens.INSTRUCTOR, lang: opts.lang });
const ok = async (method: Method, url: string, payload?: object, opts: { token?: string; lang?: string } = {}) => {
  const res = await api(method, url, payload, opts);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
};

const FUTURE = new Date('2100-01-01T00:00:00Z');
const PAST = new Date('2020-01-01T00:00:00Z');

async function addLesson(db: Db, schoolId: number, courseId: number, name: string, position: number, showDate = PAST) {
  const row = await db
    .insertInto('lessons')
    .values({ school_id: schoolId, course_id: courseId, name, show_date: showDate, position, updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function addTask(db: Db, schoolId: number, lessonId: number, name: string, maxPoints: number) {
  const row = await db
    .insertInto('tasks')
    .values({ school_id: schoolId, lesson_id: lessonId, name, deadline: FUTURE, max_points: maxPoints })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function addTest(db: Db, schoolId: number, lessonId: number, name: string, questionPoints: number[]) {
  const row = await db
    .insertInto('tests')
    .values({ school_id: schoolId, lesson_id: lessonId, name, time_limit_seconds: 600 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('test_questions')
    .values(questionPoints.map((points, i) => ({ test_id: row.id, position: i + 1, text: `Q${i + 1}`, type: 'ONE' as const, points })))
    .execute();
  return row.id;
}
async function answer(db: Db, schoolId: number, taskId: number, studentId: number, status: 'WAITING' | 'ACCEPTED' | 'NOT_ACCEPTED', points: number | null) {
  await db
    .insertInto('task_answers')
    .values({ school_id: schoolId, task_id: taskId, student_id: studentId, status, points, submitted_at: PAST, updated_at: PAST })
    .execute();
}
async function attempt(db: Db, schoolId: number, testId: number, studentId: number, closed: 'SUBMITTED' | 'TIME_UP' | null, points: number | null) {
  await db
    .insertInto('test_attempts')
    .values({
      school_id: schoolId,
      test_id: testId,
      student_id: studentId,
      started_at: PAST,
      deadline: PAST,
      submitted_at: closed ? PAST : null,
      closed_reason: closed,
      points,
      max_points: null,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.db);
  other = await createOtherSchool(t.db);
  const { db } = t;
  const school = ids.schoolId;
  c.course = await addCourse(db, school, 'Ratings course');
  c.group = await addGroup(db, school, 'Ratings group');
  await db.insertInto('course_groups').values({ course_id: c.course, group_id: c.group }).execute();
  await db.insertInto('course_instructors').values({ course_id: c.course, instructor_id: ids.user[INSTRUCTOR_EMAIL] }).execute();
  c.alice = await addStudent(db, school, { groupId: c.group, firstName: 'Alice', lastName: 'Zed', email: 'alice@ratings.test' });
  c.boris = await addStudent(db, school, { groupId: c.group, firstName: 'Boris', lastName: 'Young' });
  c.carl = await addStudent(db, school, { groupId: c.group, firstName: 'Carl', lastName: 'Xavier', email: 'carl@ratings.test' });
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.updateTable('users').set({ password_hash: hash }).where('id', 'in', [c.alice, c.carl]).execute();
  // A student of the school whose group is not on the course.
  c.outsider = await addStudent(db, school, { groupId: await addGroup(db, school, 'Elsewhere') });
  c.pythonCourse = ids.course['Основы Python'];

  c.lessons[0] = await addLesson(db, school, c.course, 'Lesson one', 1);
  c.lessons[1] = await addLesson(db, school, c.course, 'Lesson two', 2);
  c.lessons[2] = await addLesson(db, school, c.course, 'Lesson three', 3, FUTURE);
  // A trashed lesson counts nowhere.
  const trashed = await addLesson(db, school, c.course, 'Trashed', 4);
  await db.updateTable('lessons').set({ deleted_at: PAST, position: -4 }).where('id', '=', trashed).execute();
  await addTask(db, school, trashed, 'Gone', 1000);

  c.t1 = await addTask(db, school, c.lessons[0], 'T1', 10);
  c.t2 = await addTask(db, school, c.lessons[0], 'T2', 20);
  c.s1 = await addTest(db, school, c.lessons[0], 'S1', [4, 6]);
  c.s2 = await addTest(db, school, c.lessons[2], 'S2', [20]);

  await answer(db, school, c.t1, c.alice, 'ACCEPTED', 8);
  await answer(db, school, c.t2, c.alice, 'WAITING', null);
  await answer(db, school, c.t1, c.boris, 'NOT_ACCEPTED', null);
  await answer(db, school, c.t2, c.boris, 'ACCEPTED', 20);
  await attempt(db, school, c.s1, c.alice, 'SUBMITTED', 7.5);
  await attempt(db, school, c.s2, c.alice, 'SUBMITTED', 10);
  await attempt(db, school, c.s1, c.boris, null, null);
  await attempt(db, school, c.s1, c.carl, 'TIME_UP', 4);

  tokens.ADMIN = await login(t.app, ADMIN_EMAIL);
  tokens.INSTRUCTOR = await login(t.app, INSTRUCTOR_EMAIL);
  tokens.STUDENT = await login(t.app, STUDENT_EMAIL);
  tokens.OTHER = await login(t.app, other.adminEmail);
  tokens.ALICE = await login(t.app, 'alice@ratings.test');
  tokens.CARL = await login(t.app, 'carl@ratings.test');
});
afterAll(async () => {
  await t?.close();
});

let e1 = 0;
let e2 = 0;

describe('exams', () => {
  it('adds exams to the course of the instructor', async () => {
    const first = await ok('POST', `exam/create/${c.course}`, { name: 'Midterm', date: '2026-12-01' });
    expect(first).toEqual({ message: 'The exam has been added.', examId: expect.any(Number), courseId: c.course, name: 'Midterm', date: '2026-12-01', mark: 100 });
    e1 = first.examId;
    const second = await ok('POST', `exam/create/${c.course}`, { name: 'Final', date: '2027-01-20' }, { lang: 'ru' });
    expect(second.message).toBe('Экзамен добавлен.');
    e2 = second.examId;
  });

  it('refuses bad input with 400 naming the field', async () => {
    expect((await api('POST', `exam/create/${c.course}`, { name: 'X', date: '2026-02-31' })).json()).toMatchObject({ status: 400, field: 'date' });
    expect((await api('POST', `exam/create/${c.course}`, { name: 'X', date: '01.02.2026' })).json()).toMatchObject({ status: 400, field: 'date' });
    expect((await api('POST', `exam/create/${c.course}`, { name: '   ', date: '2026-02-01' })).json()).toMatchObject({ status: 400, field: 'name' });
    expect((await api('POST', `exam/create/${c.course}`, { date: '2026-02-01' })).json()).toMatchObject({ status: 400, field: 'name' });
  });

  it('answers 403 to admins and students, 404 for another instructor\'s or school\'s course', async () => {
    const body = { name: 'X', date: '2026-02-01' };
    expect((await api('POST', `exam/create/${c.course}`, body, { token: tokens.ADMIN })).statusCode).toBe(403);
    expect((await api('POST', `exam/create/${c.course}`, body, { token: tokens.ALICE })).statusCode).toBe(403);
    expect((await api('POST', `exam/create/${c.pythonCourse}`, body)).statusCode).toBe(404);
    expect((await api('POST', `exam/create/${other.courseId}`, body)).statusCode).toBe(404);
    expect((await api('POST', 'exam/create/999999', body)).statusCode).toBe(404);
  });

  it('gives marks 0..100 to students of the course only', async () => {
    expect(await ok('PUT', `exam/${e1}/give/mark/${c.alice}`, { mark: 90 })).toEqual({ message: 'The mark has been saved.', examId: e1, studentId: c.alice, mark: 90 });
    await ok('PUT', `exam/${e1}/give/mark/${c.boris}`, { mark: 55 });
    // Giving it again replaces it.
    await ok('PUT', `exam/${e1}/give/mark/${c.boris}`, { mark: 60 });
    await ok('PUT', `exam/${e2}/give/mark/${c.boris}`, { mark: 80 });
    await ok('PUT', `exam/${e2}/give/mark/${c.carl}`, { mark: 0 });
    // null takes it away: Carl has no mark at all.
    expect((await ok('PUT', `exam/${e2}/give/mark/${c.carl}`, { mark: null })).message).toBe('The mark has been taken away.');
    const marks = await t.db
      .selectFrom('exam_marks')
      .select(['exam_id', 'student_id', 'mark'])
      .where('exam_id', 'in', [e1, e2])
      .orderBy('exam_id')
      .orderBy('mark')
      .execute();
    expect(marks).toEqual([
      { exam_id: e1, student_id: c.boris, mark: 60 },
      { exam_id: e1, student_id: c.alice, mark: 90 },
      { exam_id: e2, student_id: c.boris, mark: 80 },
    ]);
  });

  it('refuses a mark above 100, below 0 or fractional, and a student not on the course (400 naming the field)', async () => {
    expect((await api('PUT', `exam/${e1}/give/mark/${c.alice}`, { mark: 101 })).json()).toMatchObject({ status: 400, field: 'mark' });
    expect((await api('PUT', `exam/${e1}/give/mark/${c.alice}`, { mark: -1 })).json()).toMatchObject({ status: 400, field: 'mark' });
    expect((await api('PUT', `exam/${e1}/give/mark/${c.alice}`, { mark: 50.5 })).json()).toMatchObject({ status: 400, field: 'mark' });
    expect((await api('PUT', `exam/${e1}/give/mark/${c.alice}`, {})).json()).toMatchObject({ status: 400, field: 'mark' });
    const outsider = await api('PUT', `exam/${e1}/give/mark/${c.outsider}`, { mark: 50 });
    expect(outsider.json()).toEqual({ status: 400, field: 'studentId', message: `Student ${c.outsider} does not study this course.` });
    const ru = await api('PUT', `exam/${e1}/give/mark/${other.studentId}`, { mark: 50 }, { lang: 'ru' });
    expect(ru.json()).toEqual({ status: 400, field: 'studentId', message: `Студент ${other.studentId} не учится на этом курсе.` });
    // An instructor is no student.
    expect((await api('PUT', `exam/${e1}/give/mark/${ids.user[INSTRUCTOR_EMAIL]}`, { mark: 50 })).json()).toMatchObject({ status: 400, field: 'studentId' });
  });

  it('keeps exams of other courses and schools out of reach (404), and refuses admins and students (403)', async () => {
    const foreign = await t.db
      .insertInto('exams')
      .values({ school_id: ids.schoolId, course_id: c.pythonCourse, name: 'Python exam', date: '2026-05-05' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherSchool = await t.db
      .insertInto('exams')
      .values({ school_id: other.schoolId, course_id: other.courseId, name: 'Other exam', date: '2026-05-05' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const id of [foreign.id, otherSchool.id, 999999]) {
      expect((await api('DELETE', `exam/delete/${id}`)).statusCode).toBe(404);
      expect((await api('PUT', `exam/${id}/give/mark/${c.alice}`, { mark: 5 })).statusCode).toBe(404);
    }
    expect((await api('PUT', `exam/${e1}/give/mark/${c.alice}`, { mark: 5 }, { token: tokens.ADMIN })).statusCode).toBe(403);
    expect((await api('PUT', `exam/${e1}/give/mark/${c.alice}`, { mark: 100 }, { token: tokens.ALICE })).statusCode).toBe(403);
    expect((await api('DELETE', `exam/delete/${e1}`, undefined, { token: tokens.ADMIN })).statusCode).toBe(403);
    expect((await api('DELETE', `exam/delete/${e1}`, undefined, { token: tokens.STUDENT })).statusCode).toBe(403);
  });

  it('deletes an exam with its marks', async () => {
    const extra = await ok('POST', `exam/create/${c.course}`, { name: 'Quiz', date: '2026-11-11' });
    await ok('PUT', `exam/${extra.examId}/give/mark/${c.alice}`, { mark: 10 });
    expect(await ok('DELETE', `exam/delete/${extra.examId}`)).toEqual({ message: 'The exam has been deleted.' });
    expect(await t.db.selectFrom('exam_marks').select('mark').where('exam_id', '=', extra.examId).execute()).toEqual([]);
    expect((await api('DELETE', `exam/delete/${extra.examId}`)).statusCode).toBe(404);
  });
});

interface Row {
  studentId: number;
  studentFullName: string;
  groupName: string | null;
  place: number;
  tasks: Record<string, number>;
  tests: Record<string, number>;
  exams: Record<string, number>;
  tasksTotal: number;
  testsTotal: number;
  examsAverage: number;
  total: number;
}
const table = async (query = '', token = tokens.INSTRUCTOR) => ok('GET', `courses/${c.course}/students/rating${query}`, undefined, { token });
const byName = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.studentFullName, r]));

describe('course rating table', () => {
  it('shows lessons in order with their tasks and tests, the placeholder, and the exams', async () => {
    const body = await table();
    expect(body.courseId).toBe(c.course);
    expect(body.courseName).toBe('Ratings course');
    expect(body.distribution).toEqual({ courseId: c.course, tasks: 40, tests: 40, exams: 20, isDefault: true });
    expect(body.tasksMax).toBe(30);
    expect(body.testsMax).toBe(30);
    expect(body.lessons).toEqual([
      {
        lessonId: c.lessons[0],
        lessonName: 'Lesson one',
        tasks: [
          { taskId: c.t1, taskName: 'T1', maxPoints: 10 },
          { taskId: c.t2, taskName: 'T2', maxPoints: 20 },
        ],
        tests: [{ testId: c.s1, testName: 'S1', maxPoints: 10 }],
      },
      { lessonId: c.lessons[1], lessonName: 'Lesson two', tasks: [{ taskId: 99999, taskName: '---', maxPoints: 0 }], tests: [] },
      { lessonId: c.lessons[2], lessonName: 'Lesson three', tasks: [], tests: [{ testId: c.s2, testName: 'S2', maxPoints: 20 }] },
    ]);
    expect(body.exams).toEqual([
      { examId: e1, courseId: c.course, name: 'Midterm', date: '2026-12-01', mark: 100 },
      { examId: e2, courseId: c.course, name: 'Final', date: '2027-01-20', mark: 100 },
    ]);
    expect(body.count).toBe(3);
  });

  it('counts accepted tasks, finished tests and exam marks, missing ones as 0 (hand-checked)', async () => {
    const rows = byName((await table()).students);
    expect(rows['Alice Zed']).toEqual({
      studentId: c.alice,
      studentFullName: 'Alice Zed',
      groupName: 'Ratings group',
      place: 1,
      // T2 waits for review: no entry, counted 0.
      tasks: { [c.t1]: 8 },
      tests: { [c.s1]: 7.5, [c.s2]: 10 },
      exams: { [e1]: 90 },
      tasksTotal: 8,
      testsTotal: 17.5,
      examsAverage: 45,
      total: 43,
    });
    expect(rows['Boris Young']).toMatchObject({
      place: 2,
      // T1 was rejected and S1 is still running: neither has an entry.
      tasks: { [c.t2]: 20 },
      tests: {},
      exams: { [e1]: 60, [e2]: 80 },
      tasksTotal: 20,
      testsTotal: 0,
      examsAverage: 70,
      total: 40.67,
    });
    expect(rows['Carl Xavier']).toMatchObject({
      place: 3,
      tasks: {},
      tests: { [c.s1]: 4 },
      exams: {},
      tasksTotal: 0,
      testsTotal: 4,
      examsAverage: 0,
      total: 5.33,
    });
    // The placeholder column has no entry in the maps; an accepted 0 has one.
    expect(rows['Alice Zed'].tasks).not.toHaveProperty('99999');
    await t.db.updateTable('task_answers').set({ status: 'ACCEPTED', points: 0 }).where('task_id', '=', c.t1).where('student_id', '=', c.boris).execute();
    expect(byName((await table()).students)['Boris Young'].tasks).toEqual({ [c.t1]: 0, [c.t2]: 20 });
    await t.db.updateTable('task_answers').set({ status: 'NOT_ACCEPTED', points: null }).where('task_id', '=', c.t1).where('student_id', '=', c.boris).execute();
  });

  it('sorts by name by default and by any column on request', async () => {
    const names = (body: { students: Row[] }) => body.students.map((r) => r.studentFullName);
    expect(names(await table())).toEqual(['Carl Xavier', 'Boris Young', 'Alice Zed']);
    expect(names(await table('?sort=name&order=desc'))).toEqual(['Alice Zed', 'Boris Young', 'Carl Xavier']);
    expect(names(await table('?sort=total'))).toEqual(['Alice Zed', 'Boris Young', 'Carl Xavier']);
    expect(names(await table('?sort=total&order=asc'))).toEqual(['Carl Xavier', 'Boris Young', 'Alice Zed']);
    expect(names(await table('?sort=place'))).toEqual(['Alice Zed', 'Boris Young', 'Carl Xavier']);
    expect(names(await table(`?sort=task:${c.t2}`))).toEqual(['Boris Young', 'Carl Xavier', 'Alice Zed']);
    expect(names(await table(`?sort=test:${c.s1}&order=asc`))).toEqual(['Boris Young', 'Carl Xavier', 'Alice Zed']);
    expect(names(await table(`?sort=exam:${e2}`))).toEqual(['Boris Young', 'Carl Xavier', 'Alice Zed']);
    expect(names(await table('?sort=testsTotal'))).toEqual(['Alice Zed', 'Carl Xavier', 'Boris Young']);
    expect(names(await table('?sort=examsAverage&order=asc'))).toEqual(['Carl Xavier', 'Alice Zed', 'Boris Young']);
    expect(names(await table('?sort=tasksTotal'))).toEqual(['Boris Young', 'Alice Zed', 'Carl Xavier']);
    expect((await api('GET', `courses/${c.course}/students/rating?sort=secret`)).json()).toMatchObject({ status: 400, field: 'sort' });
    expect((await api('GET', `courses/${c.course}/students/rating?sort=task:abc`)).json()).toMatchObject({ status: 400, field: 'sort' });
  });

  it('searches a student by name, first or last name first, and pages', async () => {
    const search = async (q: string) => (await table(`?search=${encodeURIComponent(q)}`)).students.map((r: Row) => r.studentFullName);
    expect(await search('zed')).toEqual(['Alice Zed']);
    expect(await search('Zed Alice')).toEqual(['Alice Zed']);
    expect(await search('alice z')).toEqual(['Alice Zed']);
    expect(await search('nobody')).toEqual([]);
    const searched = await table('?search=o');
    expect(searched.count).toBe(1);
    // Places stay those of the whole course.
    expect(searched.students[0]).toMatchObject({ studentFullName: 'Boris Young', place: 2 });
    const page = await table('?sort=total&page=2&size=2');
    expect(page.students.map((r: Row) => r.studentFullName)).toEqual(['Carl Xavier']);
    expect(page.count).toBe(3);
    const beyond = await table('?page=5&size=2');
    expect(beyond.students).toEqual([]);
    expect(beyond.count).toBe(3);
    expect((await api('GET', `courses/${c.course}/students/rating?size=1001`)).json()).toMatchObject({ status: 400, field: 'size' });
    expect((await table('?size=1000')).students).toHaveLength(3);
  });

  it('is read by the instructor of the course and the school admin only', async () => {
    expect((await table('', tokens.ADMIN)).students).toHaveLength(3);
    expect((await api('GET', `courses/${c.course}/students/rating`, undefined, { token: tokens.OTHER })).statusCode).toBe(404);
    expect((await api('GET', `courses/${c.course}/students/rating`, undefined, { token: tokens.ALICE })).statusCode).toBe(403);
    expect((await api('GET', `courses/${c.pythonCourse}/students/rating`)).statusCode).toBe(404);
    expect((await api('GET', `courses/${other.courseId}/students/rating`)).statusCode).toBe(404);
  });

  it('answers an empty table for a course with no lessons, exams or students', async () => {
    const empty = await addCourse(t.db, ids.schoolId, 'Empty course');
    await t.db.insertInto('course_instructors').values({ course_id: empty, instructor_id: ids.user[INSTRUCTOR_EMAIL] }).execute();
    const body = await ok('GET', `courses/${empty}/students/rating`);
    expect(body).toMatchObject({ lessons: [], exams: [], students: [], count: 0, tasksMax: 0, testsMax: 0 });
  });
});

describe('rating distribution', () => {
  const url = () => `courses/${c.course}/rating/distribution`;

  it('reads the default 40/40/20 until one is saved', async () => {
    expect(await ok('GET', url())).toEqual({ courseId: c.course, tasks: 40, tests: 40, exams: 20, isDefault: true });
    expect(await ok('GET', url(), undefined, { token: tokens.ADMIN })).toMatchObject({ isDefault: true });
  });

  it('refuses percentages that do not add up to 100, naming the sum in both languages', async () => {
    const en = await api('POST', url(), { tasks: 50, tests: 30, exams: 10 });
    expect(en.json()).toEqual({
      status: 400,
      field: 'distribution',
      message: 'The percentages for tasks, tests and exams must add up to 100; now they add up to 90.',
    });
    const ru = await api('POST', url(), { tasks: 60, tests: 40, exams: 20 }, { lang: 'ru' });
    expect(ru.json()).toEqual({
      status: 400,
      field: 'distribution',
      message: 'Проценты за задания, тесты и экзамены должны в сумме давать 100; сейчас их сумма — 120.',
    });
    expect((await api('POST', url(), { tasks: 101, tests: 0, exams: -1 })).json()).toMatchObject({ status: 400, field: 'tasks' });
    expect((await api('POST', url(), { tasks: 50, tests: 50 })).json()).toMatchObject({ status: 400, field: 'exams' });
    expect((await api('POST', url(), { tasks: 33.5, tests: 33.5, exams: 33 })).json()).toMatchObject({ status: 400, field: 'tasks' });
  });

  it('is written by the instructor of the course only', async () => {
    const body = { tasks: 50, tests: 30, exams: 20 };
    expect((await api('POST', url(), body, { token: tokens.ADMIN })).statusCode).toBe(403);
    expect((await api('POST', url(), body, { token: tokens.ALICE })).statusCode).toBe(403);
    expect((await api('POST', `courses/${c.pythonCourse}/rating/distribution`, body)).statusCode).toBe(404);
    expect((await api('POST', `courses/${other.courseId}/rating/distribution`, body)).statusCode).toBe(404);
    expect((await api('GET', `courses/${other.courseId}/rating/distribution`, undefined, { token: tokens.ADMIN })).statusCode).toBe(404);
    expect((await api('GET', url(), undefined, { token: tokens.ALICE })).statusCode).toBe(403);
  });

  it('saves it, and the totals follow (hand-checked)', async () => {
    expect(await ok('POST', url(), { tasks: 50, tests: 30, exams: 20 })).toEqual({
      message: 'The rating distribution has been saved.',
      courseId: c.course,
      tasks: 50,
      tests: 30,
      exams: 20,
      isDefault: false,
    });
    const body = await table('?sort=total');
    expect(body.distribution).toMatchObject({ tasks: 50, tests: 30, exams: 20, isDefault: false });
    expect(body.students.map((r: Row) => [r.studentFullName, r.total, r.place])).toEqual([
      ['Boris Young', 47.33, 1],
      ['Alice Zed', 39.83, 2],
      ['Carl Xavier', 4, 3],
    ]);
    // Saving again replaces it.
    await ok('POST', url(), { tasks: 100, tests: 0, exams: 0 });
    expect(byName((await table()).students)['Alice Zed'].total).toBe(26.67);
    await ok('POST', url(), { tasks: 50, tests: 30, exams: 20 });
  });

  it('leaves out a part with nothing to score and scales the others up', async () => {
    // A course with a task only: 100% of the total is the tasks part, whatever the distribution.
    const course = await addCourse(t.db, ids.schoolId, 'Tasks only');
    await t.db.insertInto('course_groups').values({ course_id: course, group_id: c.group }).execute();
    await t.db.insertInto('course_instructors').values({ course_id: course, instructor_id: ids.user[INSTRUCTOR_EMAIL] }).execute();
    const lesson = await addLesson(t.db, ids.schoolId, course, 'Only lesson', 1);
    const task = await addTask(t.db, ids.schoolId, lesson, 'Only task', 4);
    await answer(t.db, ids.schoolId, task, c.alice, 'ACCEPTED', 3);
    const rows = byName((await ok('GET', `courses/${course}/students/rating`)).students);
    expect(rows['Alice Zed']).toMatchObject({ tasksTotal: 3, total: 75, examsAverage: 0 });
    expect(rows['Boris Young']).toMatchObject({ total: 0, place: 2 });
  });
});

describe("the students' views", () => {
  it('gives a student their own row, with the lessons shown so far', async () => {
    const body = await ok('GET', `student/rating/${c.course}`, undefined, { token: tokens.ALICE });
    expect(body.lessons.map((l: { lessonName: string }) => l.lessonName)).toEqual(['Lesson one', 'Lesson two']);
    expect(body.studentsCount).toBe(3);
    expect(body.tasksMax).toBe(30);
    expect(body.testsMax).toBe(30);
    expect(body.student).toEqual({
      studentId: c.alice,
      studentFullName: 'Alice Zed',
      groupName: 'Ratings group',
      place: 2,
      tasks: { [c.t1]: 8 },
      // S2 belongs to a lesson not shown yet: its column is left out, its points still count.
      tests: { [c.s1]: 7.5 },
      exams: { [e1]: 90 },
      tasksTotal: 8,
      testsTotal: 17.5,
      examsAverage: 45,
      total: 39.83,
    });
  });

  it('gives students names, places and totals only', async () => {
    const body = await ok('GET', `student/all/ratings/${c.course}`, undefined, { token: tokens.CARL });
    expect(body).toEqual({
      courseId: c.course,
      courseName: 'Ratings course',
      count: 3,
      objects: [
        { studentId: c.boris, studentFullName: 'Boris Young', place: 1, total: 47.33, isMe: false },
        { studentId: c.alice, studentFullName: 'Alice Zed', place: 2, total: 39.83, isMe: false },
        { studentId: c.carl, studentFullName: 'Carl Xavier', place: 3, total: 4, isMe: true },
      ],
    });
  });

  it('refuses a student blocked on the course (403 with a message) and anyone else', async () => {
    await t.db.insertInto('course_student_blocks').values({ course_id: c.course, student_id: c.carl }).execute();
    try {
      for (const url of [`student/rating/${c.course}`, `student/all/ratings/${c.course}`]) {
        const res = await api('GET', url, undefined, { token: tokens.CARL });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('You are blocked on this course. Please contact your school administrator.');
      }
    } finally {
      await t.db.deleteFrom('course_student_blocks').where('student_id', '=', c.carl).execute();
    }
    // The blocked student stays in the instructor's table.
    expect((await table()).count).toBe(3);
    // The demo student does not study this course; Alice does not study another school's.
    expect((await api('GET', `student/rating/${c.course}`, undefined, { token: tokens.STUDENT })).statusCode).toBe(404);
    expect((await api('GET', `student/all/ratings/${other.courseId}`, undefined, { token: tokens.ALICE })).statusCode).toBe(404);
    // Staff use the course table instead.
    expect((await api('GET', `student/rating/${c.course}`, undefined, { token: tokens.INSTRUCTOR })).statusCode).toBe(403);
    expect((await api('GET', `student/all/ratings/${c.course}`, undefined, { token: tokens.ADMIN })).statusCode).toBe(403);
  });
});

describe('group rating', () => {
  it("gives each group's averages on a course", async () => {
    const second = await addGroup(t.db, ids.schoolId, 'Second group');
    await addStudent(t.db, ids.schoolId, { groupId: second, firstName: 'Dan', lastName: 'Wolf' });
    await t.db.insertInto('course_groups').values({ course_id: c.course, group_id: second }).execute();
    try {
      const body = await ok('GET', `courses/${c.course}/groups/rating`);
      expect(body).toEqual({
        count: 2,
        objects: [
          {
            courseId: c.course,
            courseName: 'Ratings course',
            groupId: c.group,
            groupName: 'Ratings group',
            studentsCount: 3,
            tasksAverage: 9.33,
            testsAverage: 7.17,
            examsAverage: 38.33,
            // (47.33 + 39.83 + 4) / 3
            totalAverage: 30.39,
            tasksMax: 30,
            testsMax: 30,
          },
          expect.objectContaining({ groupId: second, studentsCount: 1, totalAverage: 0 }),
        ],
      });
      expect((await api('GET', `courses/${c.course}/groups/rating`, undefined, { token: tokens.ADMIN })).statusCode).toBe(200);
      expect((await api('GET', `courses/${c.pythonCourse}/groups/rating`)).statusCode).toBe(404);
      expect((await api('GET', `courses/${c.course}/groups/rating`, undefined, { token: tokens.OTHER })).statusCode).toBe(404);
      expect((await api('GET', `courses/${c.course}/groups/rating`, undefined, { token: tokens.ALICE })).statusCode).toBe(403);
    } finally {
      await t.db.deleteFrom('course_groups').where('group_id', '=', second).execute();
    }
  });

  it('gives an instructor the groups of their courses, and an admin every course', async () => {
    const mine = await ok('GET', 'groups/rating');
    const courses = new Set(mine.objects.map((r: { courseName: string }) => r.courseName));
    expect(courses.has('Ratings course')).toBe(true);
    expect(courses.has('JavaScript Fundamentals')).toBe(true);
    expect(courses.has('Основы Python')).toBe(false);
    expect(mine.count).toBe(mine.objects.length);
    const all = await ok('GET', 'groups/rating', undefined, { token: tokens.ADMIN });
    expect(new Set(all.objects.map((r: { courseName: string }) => r.courseName)).has('Основы Python')).toBe(true);
    const theirs = await ok('GET', 'groups/rating', undefined, { token: tokens.OTHER });
    expect(theirs.objects.every((r: { courseId: number }) => r.courseId === other.courseId)).toBe(true);
    expect((await api('GET', 'groups/rating', undefined, { token: tokens.ALICE })).statusCode).toBe(403);
  });
});

describe('demo seed', () => {
  it('gives the demo course exams with marks and a distribution', async () => {
    const courseId = ids.course['JavaScript Fundamentals'];
    const body = await ok('GET', `courses/${courseId}/students/rating?sort=total`);
    expect(body.distribution).toMatchObject({ tasks: 40, tests: 30, exams: 30, isDefault: false });
    expect(body.exams.map((e: { name: string }) => e.name)).toEqual(['Midterm exam', 'Final exam']);
    expect(body.lessons.length).toBeGreaterThan(0);
    const demo = body.students.find((r: Row) => r.studentId === ids.user[STUDENT_EMAIL]);
    expect(demo.exams[body.exams[0].examId]).toBe(85);
    expect(demo.exams[body.exams[1].examId]).toBeUndefined();
    expect(body.students[0].total).toBeGreaterThan(0);
    const own = await ok('GET', `student/rating/${courseId}`, undefined, { token: tokens.STUDENT });
    expect(own.student).toMatchObject({ studentId: ids.user[STUDENT_EMAIL], total: demo.total, place: demo.place });
  });
});
