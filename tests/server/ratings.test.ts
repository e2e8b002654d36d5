import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CourseRatingDto,
  ExamDto,
  ExamMarkSaved,
  GroupRatingDto,
  RatingDistributionDto,
  RatingStudentRow,
  StudentRatingDto,
  StudentsRatingDto,
} from '../../src/api/ratings.js';
import type { SchoolSettings } from '../../src/api/schools.js';
import type { MessageResponse, SavedResponse } from '../../src/api/types.js';
import { hashPassword } from '../../server/lib/crypto.js';
import { closeLessonGap } from '../../server/lib/lessonOrder.js';
import type { Db } from '../../server/db/index.js';
import {
  apiClient,
  ADMIN_EMAIL,
  DEMO_PASSWORD,
  INSTRUCTOR_EMAIL,
  STUDENT_EMAIL,
  createTestApp,
  login,
  waitFor,
  type TestApp,
} from './helpers.js';
import { addCourse, addGroup, addStudent, createOtherSchool, demoIds } from './schoolFixtures.js';

/*
 * Exams, the rating distribution and the rating tables, as the instructor and the student see
 * them. The course below is built straight in the database so every number of the table can be
 * checked by hand:
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
 *   The server's clock stands at NOW, after every due time: tasks and tests closed at DUE, both
 *   exams held. So every item counts, missing ones as 0, except Alice's T2, which waits for
 *   review (src/api/ratingFormula.ts; the rule's other cases are in ratingRules.test.ts).
 *   tasksMax 30, testsMax 30, 2 exams. With the default 40/40/20:
 *   Alice: 40×(8/10) + 40×(17.5/30) + 20×(90/200)  → 32 + 23.333 + 9    = 64.33
 *   Boris: 40×(20/30) + 40×(0/30) + 20×(140/200)   → 26.667 + 0 + 14    = 40.67
 *   Carl:  0 + 40×(4/30) + 0                        →                      5.33
 *   With 50/30/20: Alice 40 + 17.5 + 9 = 66.5; Boris 33.333 + 14 = 47.33; Carl 4.00.
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

const { api, ok } = apiClient(
  () => t.app,
  () => tokens.INSTRUCTOR,
);

const FUTURE = new Date('2100-01-01T00:00:00Z');
const PAST = new Date('2020-01-01T00:00:00Z');
/** When tasks are due and tests close; the server's clock stands at NOW, after it and after both exams. */
const DUE = new Date('2027-01-25T00:00:00Z');
const NOW = new Date('2027-02-01T12:00:00Z');

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
    .values({ school_id: schoolId, lesson_id: lessonId, name, deadline: DUE, max_points: maxPoints })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function addTest(db: Db, schoolId: number, lessonId: number, name: string, questionPoints: number[]) {
  const row = await db
    .insertInto('tests')
    .values({ school_id: schoolId, lesson_id: lessonId, name, time_limit_seconds: 600, published_at: PAST, closes_at: DUE })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('test_questions')
    .values(questionPoints.map((points, i) => ({ test_id: row.id, position: i + 1, text: `Q${i + 1}`, type: 'ONE' as const, points })))
    .execute();
  return row.id;
}
async function answer(
  db: Db,
  schoolId: number,
  taskId: number,
  studentId: number,
  status: 'WAITING' | 'ACCEPTED' | 'NOT_ACCEPTED',
  points: number | null,
) {
  await db
    .insertInto('task_answers')
    .values({ school_id: schoolId, task_id: taskId, student_id: studentId, status, points, submitted_at: PAST, updated_at: PAST })
    .execute();
}
async function attempt(
  db: Db,
  schoolId: number,
  testId: number,
  studentId: number,
  closed: 'SUBMITTED' | 'TIME_UP' | null,
  points: number | null,
) {
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
  t = await createTestApp({ startAt: NOW });
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

/**
 * Puts the course's exams back to E1 and E2 (with the marks of the table above when `marked`)
 * and its distribution to the given one (null: the default), whatever earlier cases changed.
 */
async function resetExams(marked: boolean, distribution: { tasks: number; tests: number; exams: number } | null) {
  const exams = await t.db.selectFrom('exams').select('id').where('course_id', '=', c.course).execute();
  for (const { id } of exams) await ok('DELETE', `exam/delete/${id}`);
  e1 = (await ok<SavedResponse<ExamDto>>('POST', `exam/create/${c.course}`, { name: 'Midterm', date: '2026-12-01' })).examId;
  e2 = (await ok<SavedResponse<ExamDto>>('POST', `exam/create/${c.course}`, { name: 'Final', date: '2027-01-20' })).examId;
  if (marked) {
    await ok('PUT', `exam/${e1}/give/mark/${c.alice}`, { mark: 90 });
    await ok('PUT', `exam/${e1}/give/mark/${c.boris}`, { mark: 60 });
    await ok('PUT', `exam/${e2}/give/mark/${c.boris}`, { mark: 80 });
  }
  await t.db.deleteFrom('rating_distributions').where('course_id', '=', c.course).execute();
  if (distribution) await ok('POST', `courses/${c.course}/rating/distribution`, distribution);
}
const SAVED = { tasks: 50, tests: 30, exams: 20 };

/** Sets whether students see classmates in ratings, as an admin does on the settings page (the rest as it is). */
async function showClassmates(ratingNamesVisible: boolean) {
  const { name, description, timezone, themeColor } = await ok<SchoolSettings>('GET', 'schools/settings', undefined, {
    token: tokens.ADMIN,
  });
  await ok('PUT', 'schools/settings', { name, description, timezone, themeColor, ratingNamesVisible }, { token: tokens.ADMIN });
}

describe('exams', () => {
  beforeEach(() => resetExams(false, null));

  it('adds exams to the course of the instructor', async () => {
    const first = await ok<SavedResponse<ExamDto>>('POST', `exam/create/${c.course}`, { name: 'Midterm', date: '2026-12-01' });
    expect(first).toEqual({
      message: 'The exam has been added.',
      examId: expect.any(Number),
      courseId: c.course,
      name: 'Midterm',
      date: '2026-12-01',
      mark: 100,
    });
    e1 = first.examId;
    const second = await ok<SavedResponse<ExamDto>>(
      'POST',
      `exam/create/${c.course}`,
      { name: 'Final', date: '2027-01-20' },
      { lang: 'ru' },
    );
    expect(second.message).toBe('Экзамен добавлен.');
    e2 = second.examId;
  });

  it('refuses bad input with 400 naming the field', async () => {
    expect((await api('POST', `exam/create/${c.course}`, { name: 'X', date: '2026-02-31' })).json()).toMatchObject({
      status: 400,
      field: 'date',
    });
    expect((await api('POST', `exam/create/${c.course}`, { name: 'X', date: '01.02.2026' })).json()).toMatchObject({
      status: 400,
      field: 'date',
    });
    expect((await api('POST', `exam/create/${c.course}`, { name: '   ', date: '2026-02-01' })).json()).toMatchObject({
      status: 400,
      field: 'name',
    });
    expect((await api('POST', `exam/create/${c.course}`, { date: '2026-02-01' })).json()).toMatchObject({ status: 400, field: 'name' });
  });

  it("answers 403 to admins and students, 404 for another instructor's or school's course", async () => {
    const body = { name: 'X', date: '2026-02-01' };
    expect((await api('POST', `exam/create/${c.course}`, body, { token: tokens.ADMIN })).statusCode).toBe(403);
    expect((await api('POST', `exam/create/${c.course}`, body, { token: tokens.ALICE })).statusCode).toBe(403);
    expect((await api('POST', `exam/create/${c.pythonCourse}`, body)).statusCode).toBe(404);
    expect((await api('POST', `exam/create/${other.courseId}`, body)).statusCode).toBe(404);
    expect((await api('POST', 'exam/create/999999', body)).statusCode).toBe(404);
  });

  it('gives marks 0..100 to students of the course only', async () => {
    expect(await ok<ExamMarkSaved>('PUT', `exam/${e1}/give/mark/${c.alice}`, { mark: 90 })).toEqual({
      message: 'The mark has been saved.',
      examId: e1,
      studentId: c.alice,
      mark: 90,
    });
    await ok('PUT', `exam/${e1}/give/mark/${c.boris}`, { mark: 55 });
    // Giving it again replaces it.
    await ok('PUT', `exam/${e1}/give/mark/${c.boris}`, { mark: 60 });
    await ok('PUT', `exam/${e2}/give/mark/${c.boris}`, { mark: 80 });
    await ok('PUT', `exam/${e2}/give/mark/${c.carl}`, { mark: 0 });
    // null takes it away: Carl has no mark at all.
    expect((await ok<ExamMarkSaved>('PUT', `exam/${e2}/give/mark/${c.carl}`, { mark: null })).message).toBe(
      'The mark has been taken away.',
    );
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
    expect((await api('PUT', `exam/${e1}/give/mark/${ids.user[INSTRUCTOR_EMAIL]}`, { mark: 50 })).json()).toMatchObject({
      status: 400,
      field: 'studentId',
    });
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
    const extra = await ok<SavedResponse<ExamDto>>('POST', `exam/create/${c.course}`, { name: 'Quiz', date: '2026-11-11' });
    await ok('PUT', `exam/${extra.examId}/give/mark/${c.alice}`, { mark: 10 });
    expect(await ok<MessageResponse>('DELETE', `exam/delete/${extra.examId}`)).toEqual({ message: 'The exam has been deleted.' });
    expect(await t.db.selectFrom('exam_marks').select('mark').where('exam_id', '=', extra.examId).execute()).toEqual([]);
    expect((await api('DELETE', `exam/delete/${extra.examId}`)).statusCode).toBe(404);
  });
});

const table = async (query = '', token = tokens.INSTRUCTOR) =>
  ok<CourseRatingDto>('GET', `courses/${c.course}/students/rating${query}`, undefined, { token });
const byName = (rows: RatingStudentRow[]) => Object.fromEntries(rows.map((r) => [r.studentFullName, r]));

describe('course rating table', () => {
  beforeEach(() => resetExams(true, null));

  it('shows lessons in order with their tasks and tests, the placeholder, and the exams', async () => {
    const body = await table();
    expect(body.courseId).toBe(c.course);
    expect(body.courseName).toBe('Ratings course');
    expect(body.distribution).toEqual({ courseId: c.course, tasks: 40, tests: 40, exams: 20, missingCountsZero: true, isDefault: true });
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
      // T2 waits for review: no entry, and not counted until reviewed.
      tasks: { [c.t1]: 8 },
      tests: { [c.s1]: 7.5, [c.s2]: 10 },
      exams: { [e1]: 90 },
      tasksTotal: 8,
      testsTotal: 17.5,
      examsAverage: 45,
      total: 64.33,
      formula: {
        tasks: { points: 8, max: 10, counted: 1, percent: 80, weight: 40 },
        tests: { points: 17.5, max: 30, counted: 2, percent: 58.33, weight: 40 },
        exams: { points: 90, max: 200, counted: 2, percent: 45, weight: 20 },
        total: 64.33,
      },
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
    await t.db
      .updateTable('task_answers')
      .set({ status: 'ACCEPTED', points: 0 })
      .where('task_id', '=', c.t1)
      .where('student_id', '=', c.boris)
      .execute();
    expect(byName((await table()).students)['Boris Young'].tasks).toEqual({ [c.t1]: 0, [c.t2]: 20 });
    await t.db
      .updateTable('task_answers')
      .set({ status: 'NOT_ACCEPTED', points: null })
      .where('task_id', '=', c.t1)
      .where('student_id', '=', c.boris)
      .execute();
  });

  it('sorts by name by default and by any column on request', async () => {
    const names = (body: CourseRatingDto) => body.students.map((r) => r.studentFullName);
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
    const search = async (q: string) => (await table(`?search=${encodeURIComponent(q)}`)).students.map((r) => r.studentFullName);
    expect(await search('zed')).toEqual(['Alice Zed']);
    expect(await search('Zed Alice')).toEqual(['Alice Zed']);
    expect(await search('alice z')).toEqual(['Alice Zed']);
    expect(await search('nobody')).toEqual([]);
    const searched = await table('?search=o');
    expect(searched.count).toBe(1);
    // Places stay those of the whole course.
    expect(searched.students[0]).toMatchObject({ studentFullName: 'Boris Young', place: 2 });
    const page = await table('?sort=total&page=2&size=2');
    expect(page.students.map((r) => r.studentFullName)).toEqual(['Carl Xavier']);
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
    const body = await ok<CourseRatingDto>('GET', `courses/${empty}/students/rating`);
    expect(body).toMatchObject({ lessons: [], exams: [], students: [], count: 0, tasksMax: 0, testsMax: 0 });
  });
});

describe('rating distribution', () => {
  beforeEach(() => resetExams(true, null));

  const url = () => `courses/${c.course}/rating/distribution`;

  it('reads the default 40/40/20 until one is saved', async () => {
    expect(await ok<RatingDistributionDto>('GET', url())).toEqual({
      courseId: c.course,
      tasks: 40,
      tests: 40,
      exams: 20,
      missingCountsZero: true,
      isDefault: true,
    });
    expect(await ok<RatingDistributionDto>('GET', url(), undefined, { token: tokens.ADMIN })).toMatchObject({ isDefault: true });
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
    expect(await ok<SavedResponse<RatingDistributionDto>>('POST', url(), { tasks: 50, tests: 30, exams: 20 })).toEqual({
      message: 'The rating distribution has been saved.',
      courseId: c.course,
      tasks: 50,
      tests: 30,
      exams: 20,
      missingCountsZero: true,
      isDefault: false,
    });
    const body = await table('?sort=total');
    expect(body.distribution).toMatchObject({ tasks: 50, tests: 30, exams: 20, isDefault: false });
    expect(body.students.map((r) => [r.studentFullName, r.total, r.place])).toEqual([
      ['Alice Zed', 66.5, 1],
      ['Boris Young', 47.33, 2],
      ['Carl Xavier', 4, 3],
    ]);
    // Saving again replaces it.
    await ok('POST', url(), { tasks: 100, tests: 0, exams: 0 });
    expect(byName((await table()).students)['Alice Zed'].total).toBe(80);
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
    const rows = byName((await ok<CourseRatingDto>('GET', `courses/${course}/students/rating`)).students);
    expect(rows['Alice Zed']).toMatchObject({ tasksTotal: 3, total: 75, examsAverage: 0 });
    expect(rows['Boris Young']).toMatchObject({ total: 0, place: 2 });
  });
});

describe("the students' views", () => {
  beforeEach(() => resetExams(true, SAVED));

  it('gives a student their own row, with the lessons shown so far', async () => {
    const body = await ok<StudentRatingDto>('GET', `student/rating/${c.course}`, undefined, { token: tokens.ALICE });
    expect(body.lessons.map((l) => l.lessonName)).toEqual(['Lesson one', 'Lesson two']);
    expect(body.studentsCount).toBe(3);
    expect(body.tasksMax).toBe(30);
    expect(body.testsMax).toBe(30);
    expect(body.student).toEqual({
      studentId: c.alice,
      studentFullName: 'Alice Zed',
      groupName: 'Ratings group',
      place: 1,
      tasks: { [c.t1]: 8 },
      // S2 belongs to a lesson not shown yet: its column is left out, its points still count.
      tests: { [c.s1]: 7.5 },
      exams: { [e1]: 90 },
      tasksTotal: 8,
      testsTotal: 17.5,
      examsAverage: 45,
      total: 66.5,
      formula: {
        tasks: { points: 8, max: 10, counted: 1, percent: 80, weight: 50 },
        tests: { points: 17.5, max: 30, counted: 2, percent: 58.33, weight: 30 },
        exams: { points: 90, max: 200, counted: 2, percent: 45, weight: 20 },
        total: 66.5,
      },
    });
  });

  it('gives a student their own row and place only, unless the school shows classmates', async () => {
    const mine = await ok<StudentsRatingDto>('GET', `student/all/ratings/${c.course}`, undefined, { token: tokens.CARL });
    expect(mine).toEqual({
      courseId: c.course,
      courseName: 'Ratings course',
      classmatesShown: false,
      studentsCount: 3,
      count: 1,
      objects: [{ studentId: c.carl, studentFullName: 'Carl Xavier', place: 3, total: 4, isMe: true }],
    });
  });

  it("gives students each other's names, places and totals only, when the school's settings show them", async () => {
    await showClassmates(true);
    try {
      const body = await ok<StudentsRatingDto>('GET', `student/all/ratings/${c.course}`, undefined, { token: tokens.CARL });
      expect(body).toEqual({
        courseId: c.course,
        courseName: 'Ratings course',
        classmatesShown: true,
        studentsCount: 3,
        count: 3,
        objects: [
          { studentId: c.alice, studentFullName: 'Alice Zed', place: 1, total: 66.5, isMe: false },
          { studentId: c.boris, studentFullName: 'Boris Young', place: 2, total: 47.33, isMe: false },
          { studentId: c.carl, studentFullName: 'Carl Xavier', place: 3, total: 4, isMe: true },
        ],
      });
      // Another school's choice is its own.
      expect(
        (await t.db.selectFrom('schools').select('rating_names_visible').where('id', '=', other.schoolId).executeTakeFirstOrThrow())
          .rating_names_visible,
      ).toBe(false);
    } finally {
      await showClassmates(false);
    }
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
  beforeEach(() => resetExams(true, SAVED));

  it("gives each group's averages on a course", async () => {
    const second = await addGroup(t.db, ids.schoolId, 'Second group');
    await addStudent(t.db, ids.schoolId, { groupId: second, firstName: 'Dan', lastName: 'Wolf' });
    await t.db.insertInto('course_groups').values({ course_id: c.course, group_id: second }).execute();
    try {
      const body = await ok<GroupRatingDto>('GET', `courses/${c.course}/groups/rating`);
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
            // (66.5 + 47.33 + 4) / 3
            totalAverage: 39.28,
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
    const mine = await ok<GroupRatingDto>('GET', 'groups/rating');
    const courses = new Set(mine.objects.map((r) => r.courseName));
    expect(courses.has('Ratings course')).toBe(true);
    expect(courses.has('JavaScript Fundamentals')).toBe(true);
    expect(courses.has('Основы Python')).toBe(false);
    expect(mine.count).toBe(mine.objects.length);
    const all = await ok<GroupRatingDto>('GET', 'groups/rating', undefined, { token: tokens.ADMIN });
    expect(new Set(all.objects.map((r) => r.courseName)).has('Основы Python')).toBe(true);
    const theirs = await ok<GroupRatingDto>('GET', 'groups/rating', undefined, { token: tokens.OTHER });
    expect(theirs.objects.every((r) => r.courseId === other.courseId)).toBe(true);
    expect((await api('GET', 'groups/rating', undefined, { token: tokens.ALICE })).statusCode).toBe(403);
  });
});

describe('demo seed', () => {
  it('gives the demo course exams with marks and a distribution', async () => {
    const courseId = ids.course['JavaScript Fundamentals'];
    const body = await ok<CourseRatingDto>('GET', `courses/${courseId}/students/rating?sort=total`);
    expect(body.distribution).toMatchObject({ tasks: 40, tests: 30, exams: 30, isDefault: false });
    expect(body.exams.map((e) => e.name)).toEqual(['Midterm exam', 'Final exam']);
    expect(body.lessons.length).toBeGreaterThan(0);
    const demo = body.students.find((r) => r.studentId === ids.user[STUDENT_EMAIL])!;
    expect(demo.exams[body.exams[0].examId]).toBe(85);
    expect(demo.exams[body.exams[1].examId]).toBeUndefined();
    expect(body.students[0].total).toBeGreaterThan(0);
    const own = await ok<StudentRatingDto>('GET', `student/rating/${courseId}`, undefined, { token: tokens.STUDENT });
    expect(own.student).toMatchObject({ studentId: ids.user[STUDENT_EMAIL], total: demo.total, place: demo.place });
  });
});

/*
 * rating_scores (migration 0010) keeps per (course, student) the sums and maps the rating reads,
 * by triggers. These tests compare it with a from-scratch computation, written independently
 * of the migration's, after random sequences of every kind of write that changes it: through
 * the API (reviews, marks, exams, lesson trash and restore, task deletion) and straight in the
 * database (answers, attempts and marks in every state, bulk statements, transactions, items
 * deleted, moved or added, lessons deleted, students moving group).
 */
describe('maintained rating scores', () => {
  interface Scores {
    tasks: Record<string, number>;
    tests: Record<string, number>;
    exams: Record<string, number>;
    tasksTotal: number;
    testsTotal: number;
    examsSum: number;
  }
  const empty = (s: Scores) => !Object.keys(s.tasks).length && !Object.keys(s.tests).length && !Object.keys(s.exams).length;

  /** Every (course, student) with something counted, computed from the tables themselves. */
  async function fromScratch(db: Db): Promise<Map<string, Scores>> {
    const result = await sql<{ course_id: number; student_id: number; kind: 'tasks' | 'tests' | 'exams'; item_id: number; points: number }>`
      select l.course_id, a.student_id, 'tasks' as kind, a.task_id as item_id, a.points::float8 as points
      from task_answers a join tasks t on t.id = a.task_id join lessons l on l.id = t.lesson_id
      where a.status = 'ACCEPTED' and l.deleted_at is null
      union all
      select l.course_id, a.student_id, 'tests', a.test_id, a.points
      from test_attempts a join tests s on s.id = a.test_id join lessons l on l.id = s.lesson_id
      where a.submitted_at is not null and a.points is not null and l.deleted_at is null
      union all
      select e.course_id, m.student_id, 'exams', m.exam_id, m.mark::float8
      from exam_marks m join exams e on e.id = m.exam_id`.execute(db);
    const out = new Map<string, Scores>();
    for (const r of result.rows) {
      const key = `${r.course_id}:${r.student_id}`;
      let s = out.get(key);
      if (!s) out.set(key, (s = { tasks: {}, tests: {}, exams: {}, tasksTotal: 0, testsTotal: 0, examsSum: 0 }));
      s[r.kind][r.item_id] = r.points;
    }
    const sum = (m: Record<string, number>) => Object.values(m).reduce((a, b) => a + b, 0);
    for (const s of out.values()) {
      s.tasksTotal = sum(s.tasks);
      s.testsTotal = sum(s.tests);
      s.examsSum = sum(s.exams);
    }
    return out;
  }

  /** The rows of rating_scores that hold anything; each map's text is checked to be compact JSON ordered by id. */
  async function maintained(db: Db): Promise<Map<string, Scores>> {
    const rows = await db.selectFrom('rating_scores').selectAll().execute();
    const out = new Map<string, Scores>();
    for (const r of rows) {
      for (const text of [r.tasks, r.tests, r.exams]) {
        const entries = Object.entries(JSON.parse(text) as Record<string, number>).sort((a, b) => Number(a[0]) - Number(b[0]));
        expect(text).toBe(`{${entries.map(([k, v]) => `"${k}":${v}`).join(',')}}`);
      }
      const s: Scores = {
        tasks: JSON.parse(r.tasks),
        tests: JSON.parse(r.tests),
        exams: JSON.parse(r.exams),
        tasksTotal: r.tasks_total,
        testsTotal: r.tests_total,
        examsSum: r.exams_sum,
      };
      if (empty(s)) {
        expect([s.tasksTotal, s.testsTotal, s.examsSum]).toEqual([0, 0, 0]);
        continue;
      }
      out.set(`${r.course_id}:${r.student_id}`, s);
    }
    return out;
  }

  async function expectNoDrift(db: Db, context: () => string) {
    const [want, have] = await Promise.all([fromScratch(db), maintained(db)]);
    const keys = [...new Set([...want.keys(), ...have.keys()])].sort();
    for (const key of keys) {
      const w = want.get(key);
      const h = have.get(key);
      const where = `${key} after ${context()}`;
      expect(h, where).toBeDefined();
      expect(w, where).toBeDefined();
      if (!w || !h) continue;
      expect({ tasks: h.tasks, tests: h.tests, exams: h.exams }, where).toEqual({ tasks: w.tasks, tests: w.tests, exams: w.exams });
      expect(h.tasksTotal, where).toBeCloseTo(w.tasksTotal, 9);
      expect(h.testsTotal, where).toBeCloseTo(w.testsTotal, 9);
      expect(h.examsSum, where).toBeCloseTo(w.examsSum, 9);
    }
  }

  /** A small deterministic PRNG (mulberry32), so a failure can be replayed from its seed. */
  function random(seed: number) {
    let a = seed >>> 0;
    const next = () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let x = a;
      x = Math.imul(x ^ (x >>> 15), x | 1);
      x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    const int = (n: number) => Math.floor(next() * n);
    const pick = <T>(list: T[]): T | undefined => (list.length ? list[int(list.length)] : undefined);
    return { next, int, pick };
  }

  const drift = { courses: [0, 0], groups: [0, 0, 0], students: [] as number[] };

  beforeAll(async () => {
    const { db } = t;
    const school = ids.schoolId;
    drift.courses = [await addCourse(db, school, 'Drift one'), await addCourse(db, school, 'Drift two')];
    drift.groups = [await addGroup(db, school, 'Drift A'), await addGroup(db, school, 'Drift B'), await addGroup(db, school, 'Drift C')];
    // A on course one, B on both, C on neither.
    await db
      .insertInto('course_groups')
      .values([
        { course_id: drift.courses[0], group_id: drift.groups[0] },
        { course_id: drift.courses[0], group_id: drift.groups[1] },
        { course_id: drift.courses[1], group_id: drift.groups[1] },
      ])
      .execute();
    await db
      .insertInto('course_instructors')
      .values(drift.courses.map((course_id) => ({ course_id, instructor_id: ids.user[INSTRUCTOR_EMAIL] })))
      .execute();
    for (let i = 0; i < 6; i++) {
      drift.students.push(await addStudent(db, school, { groupId: drift.groups[i % 3], firstName: `Drift${i}`, lastName: 'Student' }));
    }
    let position = 0;
    for (const [course, lessons] of [
      [drift.courses[0], 3],
      [drift.courses[1], 2],
    ] as const) {
      for (let i = 0; i < lessons; i++) {
        const lesson = await addLesson(db, school, course, `Drift lesson ${++position}`, i + 1);
        await addTask(db, school, lesson, `Drift task ${position}a`, 10);
        if (i % 2 === 0) await addTask(db, school, lesson, `Drift task ${position}b`, 5);
        await addTest(db, school, lesson, `Drift test ${position}`, [3, 4]);
      }
    }
    await db
      .insertInto('exams')
      .values([
        { school_id: school, course_id: drift.courses[0], name: 'Drift exam 1', date: '2026-12-01' },
        { school_id: school, course_id: drift.courses[0], name: 'Drift exam 2', date: '2026-12-02' },
        { school_id: school, course_id: drift.courses[1], name: 'Drift exam 3', date: '2026-12-03' },
      ])
      .execute();
  });

  /** The drift courses' tasks (or tests), of live and trashed lessons. */
  const items = async (table: 'tasks' | 'tests') =>
    (
      await sql<{ id: number; lesson_id: number }>`
        select x.id, x.lesson_id from ${sql.table(table)} x join lessons l on l.id = x.lesson_id
        where l.course_id = any(${drift.courses}::int[]) order by x.id`.execute(t.db)
    ).rows.map((r) => ({ id: r.id, lessonId: r.lesson_id }));
  const lessons = async (live: boolean) =>
    t.db
      .selectFrom('lessons')
      .select(['id', 'course_id'])
      .where('course_id', 'in', drift.courses)
      .where('deleted_at', live ? 'is' : 'is not', null)
      .orderBy('id')
      .execute();
  const exams = async () =>
    t.db.selectFrom('exams').select(['id', 'course_id']).where('course_id', 'in', drift.courses).orderBy('id').execute();
  const nextPosition = async (db: Db, courseId: number) => {
    const row = await db
      .selectFrom('lessons')
      .select((eb) => eb.fn.max('position').as('p'))
      .where('course_id', '=', courseId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.p ?? 0) + 1;
  };
  /** Test points as the scoring makes them: whole, halves and thirds. */
  const testPoints = (r: ReturnType<typeof random>) => [0, 2, 3.5, 7, 10 / 3, 4 + 2 / 3][r.int(6)];

  /** One kind of change; answers what it did, or undefined when there was nothing to do it to. */
  type Op = (r: ReturnType<typeof random>, db: Db) => Promise<string | undefined>;
  const school = () => ids.schoolId;
  const driftAnswers = () =>
    t.db
      .selectFrom('task_answers as a')
      .innerJoin('tasks as x', 'x.id', 'a.task_id')
      .innerJoin('lessons as l', 'l.id', 'x.lesson_id')
      .select(['a.id', 'a.task_id', 'l.deleted_at'])
      .where('l.course_id', 'in', drift.courses)
      .orderBy('a.id')
      .execute();
  const driftAttempts = () =>
    t.db.selectFrom('test_attempts').select('id').where('student_id', 'in', drift.students).orderBy('id').execute();
  const student = (r: ReturnType<typeof random>) => r.pick(drift.students) as number;
  const status = (r: ReturnType<typeof random>) => (['WAITING', 'ACCEPTED', 'NOT_ACCEPTED'] as const)[r.int(3)];

  /** [name, weight, change]: every kind of write that changes what is scored, or where. */
  const ops: Array<[string, number, Op]> = [
    [
      'answer (insert or update)',
      6,
      async (r, db) => {
        const task = r.pick(await items('tasks'));
        if (!task) return undefined;
        const [who, state] = [student(r), status(r)];
        const points = state === 'ACCEPTED' ? r.int(11) : null;
        await db
          .insertInto('task_answers')
          .values({ school_id: school(), task_id: task.id, student_id: who, status: state, points, submitted_at: PAST })
          .onConflict((oc) => oc.columns(['task_id', 'student_id']).doUpdateSet({ status: state, points }))
          .execute();
        return `task ${task.id} student ${who}: ${state} ${points}`;
      },
    ],
    [
      'API review',
      3,
      async (r) => {
        const answer = r.pick((await driftAnswers()).filter((a) => a.deleted_at === null));
        if (!answer) return undefined;
        const body = r.int(3) ? { status: 'APPROVE', points: r.int(6) } : { status: 'REJECT', comment: 'Again, please' };
        const res = await api('POST', `lessons/tasks/answers/${answer.id}`, body);
        expect(res.statusCode, res.body).toBe(200);
        return `answer ${answer.id} ${JSON.stringify(body)}`;
      },
    ],
    [
      'answer deleted',
      2,
      async (r, db) => {
        const answer = r.pick(await driftAnswers());
        if (!answer) return undefined;
        await db.deleteFrom('task_answers').where('id', '=', answer.id).execute();
        return `answer ${answer.id}`;
      },
    ],
    [
      'attempt (insert or update)',
      6,
      async (r, db) => {
        const test = r.pick(await items('tests'));
        if (!test) return undefined;
        const who = student(r);
        const state = r.int(4);
        const closed = state === 0 ? null : state === 1 ? ('TIME_UP' as const) : ('SUBMITTED' as const);
        const points = closed ? testPoints(r) : null;
        const fields = { submitted_at: closed ? PAST : null, closed_reason: closed, points };
        await db
          .insertInto('test_attempts')
          .values({ school_id: school(), test_id: test.id, student_id: who, started_at: PAST, deadline: PAST, ...fields })
          // One attempt each here (attempt_no 1): the rating of several is in quizzes/attemptGrades.test.ts.
          .onConflict((oc) => oc.columns(['test_id', 'student_id', 'attempt_no']).doUpdateSet(fields))
          .execute();
        return `test ${test.id} student ${who}: ${closed} ${points}`;
      },
    ],
    [
      "attempt's answers saved",
      2,
      async (r, db) => {
        // What a running test's answers saved as they change do: nothing counted changes.
        const attempt = r.pick(await driftAttempts());
        if (!attempt) return undefined;
        await db
          .updateTable('test_attempts')
          .set({ answers: JSON.stringify({ 1: [r.int(4)] }), saved_at: PAST })
          .where('id', '=', attempt.id)
          .execute();
        return `attempt ${attempt.id}`;
      },
    ],
    [
      'attempt regraded',
      2,
      async (r, db) => {
        const attempt = r.pick(await driftAttempts());
        if (!attempt) return undefined;
        const points = r.int(3) ? testPoints(r) : null;
        await db.updateTable('test_attempts').set({ points }).where('id', '=', attempt.id).execute();
        return `attempt ${attempt.id}: ${points}`;
      },
    ],
    [
      'attempt closed or reopened, its points kept',
      1,
      async (r, db) => {
        const attempt = r.pick(
          await db
            .selectFrom('test_attempts')
            .select(['id', 'submitted_at'])
            .where('student_id', 'in', drift.students)
            .orderBy('id')
            .execute(),
        );
        if (!attempt) return undefined;
        const close = attempt.submitted_at === null;
        await db
          .updateTable('test_attempts')
          .set(
            close
              ? { submitted_at: PAST, closed_reason: 'TIME_UP', points: sql<number>`coalesce(points, 2)` }
              : { submitted_at: null, closed_reason: null },
          )
          .where('id', '=', attempt.id)
          .execute();
        return `attempt ${attempt.id} ${close ? 'closed' : 'reopened'}`;
      },
    ],
    [
      'attempt deleted',
      1,
      async (r, db) => {
        const attempt = r.pick(await driftAttempts());
        if (!attempt) return undefined;
        await db.deleteFrom('test_attempts').where('id', '=', attempt.id).execute();
        return `attempt ${attempt.id}`;
      },
    ],
    [
      'API mark (given, replaced or taken away)',
      3,
      async (r) => {
        const exam = r.pick(await exams());
        if (!exam) return undefined;
        const [who, mark] = [student(r), r.int(4) ? r.int(101) : null];
        const res = await api('PUT', `exam/${exam.id}/give/mark/${who}`, { mark });
        // 400: the student is not on the exam's course (not in its groups now).
        expect([200, 400], res.body).toContain(res.statusCode);
        return `exam ${exam.id} student ${who}: ${mark} (${res.statusCode})`;
      },
    ],
    [
      'mark (insert or update, any student)',
      2,
      async (r, db) => {
        const exam = r.pick(await exams());
        if (!exam) return undefined;
        const [who, mark] = [student(r), r.int(101)];
        await db
          .insertInto('exam_marks')
          .values({ exam_id: exam.id, student_id: who, mark })
          .onConflict((oc) => oc.columns(['exam_id', 'student_id']).doUpdateSet({ mark }))
          .execute();
        return `exam ${exam.id} student ${who}: ${mark}`;
      },
    ],
    [
      'mark deleted',
      1,
      async (r, db) => {
        const marks = db.selectFrom('exam_marks').select(['exam_id', 'student_id']).where('student_id', 'in', drift.students);
        const mark = r.pick(await marks.orderBy('exam_id').orderBy('student_id').execute());
        if (!mark) return undefined;
        await db.deleteFrom('exam_marks').where('exam_id', '=', mark.exam_id).where('student_id', '=', mark.student_id).execute();
        return `exam ${mark.exam_id} student ${mark.student_id}`;
      },
    ],
    [
      'API exam added',
      1,
      async (r) => {
        const course = r.pick(drift.courses) as number;
        await ok('POST', `exam/create/${course}`, { name: `Exam ${r.int(1000)}`, date: '2026-12-01' });
        return `course ${course}`;
      },
    ],
    [
      'API exam deleted',
      1,
      async (r) => {
        const exam = r.pick(await exams());
        if (!exam) return undefined;
        await ok('DELETE', `exam/delete/${exam.id}`);
        return `exam ${exam.id}`;
      },
    ],
    [
      'API lesson trashed',
      2,
      async (r) => {
        const lesson = r.pick(await lessons(true));
        if (!lesson) return undefined;
        await ok('DELETE', `courses/${lesson.course_id}/lessons/${lesson.id}`);
        return `lesson ${lesson.id}`;
      },
    ],
    [
      'API lesson restored',
      2,
      async (r) => {
        const trashed = await t.db
          .selectFrom('trash')
          .innerJoin('lessons', 'lessons.id', 'trash.entity_id')
          .select(['trash.id', 'lessons.id as lesson_id'])
          .where('trash.entity_type', '=', 'LESSON')
          .where('lessons.course_id', 'in', drift.courses)
          .orderBy('trash.id')
          .execute();
        const item = r.pick(trashed);
        if (!item) return undefined;
        await ok('PUT', `trash/${item.id}/restore`, undefined, { token: tokens.ADMIN });
        return `lesson ${item.lesson_id}`;
      },
    ],
    [
      'lesson trashed and restored in one transaction',
      1,
      async (r, db) => {
        const lesson = r.pick(await lessons(true));
        if (!lesson) return undefined;
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('lessons').set({ deleted_at: PAST }).where('id', '=', lesson.id).execute();
          await trx.updateTable('lessons').set({ deleted_at: null }).where('id', '=', lesson.id).execute();
        });
        return `lesson ${lesson.id}`;
      },
    ],
    [
      'live lesson with scores deleted',
      1,
      async (r, db) => {
        const scored = await sql<{ id: number; course_id: number }>`
          select distinct l.id, l.course_id from lessons l join tasks x on x.lesson_id = l.id join task_answers a on a.task_id = x.id
          where l.course_id = any(${drift.courses}::int[]) and l.deleted_at is null and a.status = 'ACCEPTED' order by l.id`.execute(db);
        const lesson = r.pick(scored.rows);
        if (!lesson) return undefined;
        await db.transaction().execute(async (trx) => {
          const gone = await trx.deleteFrom('lessons').where('id', '=', lesson.id).returning('position').executeTakeFirstOrThrow();
          // The live lessons after it move up, as the app keeps them (no gaps).
          await closeLessonGap(trx, lesson.course_id, gone.position);
        });
        return `lesson ${lesson.id}`;
      },
    ],
    [
      'trashed lesson deleted (the purge)',
      1,
      async (r, db) => {
        const lesson = r.pick(await lessons(false));
        if (!lesson) return undefined;
        await db.deleteFrom('lessons').where('id', '=', lesson.id).execute();
        return `lesson ${lesson.id}`;
      },
    ],
    [
      'lesson added with a task and a test',
      1,
      async (r, db) => {
        const course = r.pick(drift.courses) as number;
        const id = await addLesson(db, school(), course, 'Added lesson', await nextPosition(db, course));
        await addTask(db, school(), id, 'Added task', 6);
        await addTest(db, school(), id, 'Added test', [2, 2]);
        return `lesson ${id} on course ${course}`;
      },
    ],
    [
      'API task deleted',
      1,
      async (r) => {
        const live = new Set((await lessons(true)).map((l) => l.id));
        const task = r.pick((await items('tasks')).filter((i) => live.has(i.lessonId)));
        if (!task) return undefined;
        await ok('DELETE', `lessons/tasks/${task.id}`);
        return `task ${task.id}`;
      },
    ],
    [
      'task or test deleted',
      2,
      async (r, db) => {
        const kind = r.int(2) ? 'tasks' : 'tests';
        const item = r.pick(await items(kind));
        if (!item) return undefined;
        await db.deleteFrom(kind).where('id', '=', item.id).execute();
        return `${kind} ${item.id}`;
      },
    ],
    [
      'task or test added',
      2,
      async (r, db) => {
        const lesson = r.pick(await lessons(true));
        if (!lesson) return undefined;
        const id = r.int(2)
          ? await addTask(db, school(), lesson.id, 'New task', 8)
          : await addTest(db, school(), lesson.id, 'New test', [5]);
        return `item ${id} on lesson ${lesson.id}`;
      },
    ],
    [
      'task or test moved to another lesson (maybe trashed, maybe of the other course)',
      2,
      async (r, db) => {
        const kind = r.int(2) ? 'tasks' : 'tests';
        const item = r.pick(await items(kind));
        const lesson = r.pick([...(await lessons(true)), ...(await lessons(false))]);
        if (!item || !lesson) return undefined;
        await db.updateTable(kind).set({ lesson_id: lesson.id }).where('id', '=', item.id).execute();
        return `${kind} ${item.id} to lesson ${lesson.id}`;
      },
    ],
    [
      'student moves group',
      2,
      async (r, db) => {
        const [who, group] = [student(r), r.pick([...drift.groups, null]) ?? null];
        await db.updateTable('student_profiles').set({ group_id: group }).where('user_id', '=', who).execute();
        return `student ${who} to group ${group}`;
      },
    ],
    [
      'bulk insert: every student answers a task',
      1,
      async (r, db) => {
        const task = r.pick(await items('tasks'));
        if (!task) return undefined;
        await sql`
          insert into task_answers (school_id, task_id, student_id, status, points, submitted_at)
          select ${school()}, ${task.id}, s, case when s % 2 = 0 then 'ACCEPTED' else 'WAITING' end, case when s % 2 = 0 then s % 7 end, now()
          from unnest(${drift.students}::int[]) as s
          on conflict (task_id, student_id) do nothing`.execute(db);
        return `task ${task.id}`;
      },
    ],
    [
      'bulk update: every waiting answer of a task accepted',
      1,
      async (r, db) => {
        const task = r.pick(await items('tasks'));
        if (!task) return undefined;
        await db
          .updateTable('task_answers')
          .set({ status: 'ACCEPTED', points: r.int(4) })
          .where('task_id', '=', task.id)
          .where('status', '=', 'WAITING')
          .execute();
        return `task ${task.id}`;
      },
    ],
    [
      'several writes in one transaction, maybe rolled back',
      2,
      async (r, db) => {
        const [task, test, exam] = [r.pick(await items('tasks')), r.pick(await items('tests')), r.pick(await exams())];
        if (!task || !test) return undefined;
        const who = student(r);
        const rollback = r.int(3) === 0;
        try {
          await db.transaction().execute(async (trx) => {
            await trx
              .insertInto('task_answers')
              .values({ school_id: school(), task_id: task.id, student_id: who, status: 'ACCEPTED', points: 3, submitted_at: PAST })
              .onConflict((oc) => oc.columns(['task_id', 'student_id']).doUpdateSet({ status: 'ACCEPTED', points: 4 }))
              .execute();
            await trx
              .updateTable('test_attempts')
              .set({ points: 1.5 })
              .where('test_id', '=', test.id)
              .where('submitted_at', 'is not', null)
              .execute();
            if (exam) await trx.deleteFrom('exam_marks').where('exam_id', '=', exam.id).where('student_id', '=', who).execute();
            await trx.updateTable('tests').set({ lesson_id: task.lessonId }).where('id', '=', test.id).execute();
            if (rollback) throw new Error('rollback');
          });
        } catch (err) {
          if ((err as Error).message !== 'rollback') throw err;
        }
        return `task ${task.id} test ${test.id} exam ${exam?.id} student ${who}${rollback ? ', rolled back' : ''}`;
      },
    ],
  ];
  const totalWeight = ops.reduce((n, [, w]) => n + w, 0);
  /** The kinds of change the random runs made (not those that found nothing to change). */
  const done = new Set<string>();

  const SEEDS = [1, 2, 3];
  const ran = new Set<number>();
  /** One random sequence of changes, checked at each step and against the API's table at the end. */
  async function runSeed(seed: number) {
    ran.add(seed);
    const r = random(seed);
    const log: string[] = [];
    // Every kind once, in a shuffled order, then random kinds by weight.
    const firstRound = ops
      .map((op) => [r.next(), op] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, op]) => op);
    for (let step = 0; step < 100; step++) {
      let roll = r.int(totalWeight);
      const [name, , op] = firstRound[step] ?? (ops.find(([, w]) => (roll -= w) < 0) as [string, number, Op]);
      const what = await op(r, t.db);
      log.push(`${name}: ${what ?? 'nothing to change'}`);
      if (what !== undefined) done.add(name);
      await expectNoDrift(t.db, () => `seed ${seed}, step ${step}: ${log.slice(-3).join(' | ')}`);
    }
    // The API's table shows exactly what a from-scratch computation gives its students.
    const want = await fromScratch(t.db);
    for (const course of drift.courses) {
      const body = await ok<CourseRatingDto>('GET', `courses/${course}/students/rating`);
      for (const row of body.students) {
        const w = want.get(`${course}:${row.studentId}`);
        expect({ tasks: row.tasks, tests: row.tests, exams: row.exams }).toEqual({
          tasks: w?.tasks ?? {},
          tests: w?.tests ?? {},
          exams: w?.exams ?? {},
        });
        expect(row.tasksTotal).toBe(Math.round((w?.tasksTotal ?? 0) * 100) / 100);
      }
    }
  }
  for (const seed of SEEDS) {
    it(`stays equal to a from-scratch computation after random changes (seed ${seed})`, () => runSeed(seed));
  }

  it('made every kind of change in those random sequences', async () => {
    // Run here the sequences the order of the cases has not run yet.
    for (const seed of SEEDS) if (!ran.has(seed)) await runSeed(seed);
    expect([...done].sort()).toEqual(ops.map(([name]) => name).sort());
  });

  it('recomputes a whole course when rating_scores is rebuilt, with the same rows', async () => {
    const before = await maintained(t.db);
    await sql`select rating_scores_refresh_courses(array_agg(id)) from courses`.execute(t.db);
    expect(await maintained(t.db)).toEqual(before);
    await expectNoDrift(t.db, () => 'a rebuild');
  });

  it('goes away with its course, its student or its school', async () => {
    const course = await addCourse(t.db, ids.schoolId, 'Short-lived');
    const lesson = await addLesson(t.db, ids.schoolId, course, 'Only', 1);
    const task = await addTask(t.db, ids.schoolId, lesson, 'Only', 5);
    const student = await addStudent(t.db, ids.schoolId, {});
    await answer(t.db, ids.schoolId, task, student, 'ACCEPTED', 4);
    await answer(t.db, ids.schoolId, c.t1, student, 'ACCEPTED', 2);
    const rows = () =>
      t.db.selectFrom('rating_scores').select(['course_id', 'tasks']).where('student_id', '=', student).orderBy('course_id').execute();
    expect(await rows()).toEqual([
      { course_id: c.course, tasks: `{"${c.t1}":2}` },
      { course_id: course, tasks: `{"${task}":4}` },
    ]);
    await t.db.deleteFrom('courses').where('id', '=', course).execute();
    expect(await rows()).toEqual([{ course_id: c.course, tasks: `{"${c.t1}":2}` }]);
    await t.db.deleteFrom('users').where('id', '=', student).execute();
    expect(await rows()).toEqual([]);
    // A whole school, whose deletion cascades to everything in any order.
    const gone = await createOtherSchool(t.db);
    const goneLesson = await addLesson(t.db, gone.schoolId, gone.courseId, 'Gone', 1);
    await answer(t.db, gone.schoolId, await addTask(t.db, gone.schoolId, goneLesson, 'Gone', 5), gone.studentId, 'ACCEPTED', 5);
    await attempt(t.db, gone.schoolId, await addTest(t.db, gone.schoolId, goneLesson, 'Gone', [5]), gone.studentId, 'SUBMITTED', 3);
    const exam = await t.db
      .insertInto('exams')
      .values({ school_id: gone.schoolId, course_id: gone.courseId, name: 'Gone', date: '2026-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('exam_marks').values({ exam_id: exam.id, student_id: gone.studentId, mark: 70 }).execute();
    expect(await t.db.selectFrom('rating_scores').select('tasks_total').where('course_id', '=', gone.courseId).execute()).toEqual([
      { tasks_total: 5 },
    ]);
    await t.db.deleteFrom('schools').where('id', '=', gone.schoolId).execute();
    expect(await t.db.selectFrom('rating_scores').select('student_id').where('course_id', '=', gone.courseId).execute()).toEqual([]);
    await expectNoDrift(t.db, () => 'deleting a course, a student and a school');
  });

  // Two transactions at once need two connections: PostgreSQL only (PGlite has one).
  const onPostgres = !!process.env.TEST_DATABASE_URL;

  /** Runs `first` in a transaction held open until `second` (autocommit) waits on a lock, then commits it. */
  async function race(first: (trx: Db) => Promise<void>, second: () => Promise<unknown>) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const inside = new Promise<void>((resolve) => (started = resolve));
    const one = t.db.transaction().execute(async (trx) => {
      await first(trx);
      started();
      await held;
    });
    await inside;
    const two = second();
    try {
      await waitFor(
        async () => {
          const waiting = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
          return waiting.rows[0].n > 0 ? true : undefined;
        },
        10_000,
        'the second transaction to wait',
      );
    } finally {
      release();
    }
    await Promise.all([one, two]);
  }

  it.skipIf(!onPostgres)('keeps both of two transactions grading one student at once', async () => {
    const course = await addCourse(t.db, ids.schoolId, 'Race one');
    const lesson = await addLesson(t.db, ids.schoolId, course, 'Race lesson', 1);
    const [a, b, done] = [
      await addTask(t.db, ids.schoolId, lesson, 'A', 10),
      await addTask(t.db, ids.schoolId, lesson, 'B', 10),
      await addTask(t.db, ids.schoolId, lesson, 'Done', 10),
    ];
    const student = await addStudent(t.db, ids.schoolId, {});
    // Already scored: the student's row exists before the race, and both transactions rewrite it.
    await answer(t.db, ids.schoolId, done, student, 'ACCEPTED', 1);
    await answer(t.db, ids.schoolId, a, student, 'WAITING', null);
    await answer(t.db, ids.schoolId, b, student, 'WAITING', null);
    const accept = (db: Db, task: number, points: number) =>
      db
        .updateTable('task_answers')
        .set({ status: 'ACCEPTED', points })
        .where('task_id', '=', task)
        .where('student_id', '=', student)
        .execute();
    await race(
      (trx) => accept(trx, a, 6).then(() => undefined),
      () => accept(t.db, b, 7),
    );
    const row = await t.db
      .selectFrom('rating_scores')
      .selectAll()
      .where('course_id', '=', course)
      .where('student_id', '=', student)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tasks: `{"${a}":6,"${b}":7,"${done}":1}`, tasks_total: 14 });
    await expectNoDrift(t.db, () => 'two concurrent gradings');
  });

  it.skipIf(!onPostgres)("does not count a grading racing its lesson's trashing", async () => {
    const course = await addCourse(t.db, ids.schoolId, 'Race two');
    const kept = await addLesson(t.db, ids.schoolId, course, 'Kept', 1);
    const trashed = await addLesson(t.db, ids.schoolId, course, 'Trashed', 2);
    const [a, b] = [await addTask(t.db, ids.schoolId, kept, 'A', 10), await addTask(t.db, ids.schoolId, trashed, 'B', 10)];
    const [one, two] = [await addStudent(t.db, ids.schoolId, {}), await addStudent(t.db, ids.schoolId, {})];
    await answer(t.db, ids.schoolId, a, one, 'ACCEPTED', 5);
    await race(
      async (trx) => {
        await trx.updateTable('lessons').set({ deleted_at: new Date(), position: -2 }).where('id', '=', trashed).execute();
      },
      // A student with no row yet: nothing to lock but the course.
      () => answer(t.db, ids.schoolId, b, two, 'ACCEPTED', 9),
    );
    const rows = await t.db
      .selectFrom('rating_scores')
      .select(['student_id', 'tasks'])
      .where('course_id', '=', course)
      .orderBy('student_id')
      .execute();
    expect(rows).toEqual([
      { student_id: one, tasks: `{"${a}":5}` },
      { student_id: two, tasks: '{}' },
    ]);
    await expectNoDrift(t.db, () => 'a grading racing a trashing');
  });
});
