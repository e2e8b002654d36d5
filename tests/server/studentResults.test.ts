import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentResultsDto } from '../../src/api/studentResults.js';
import type { Db } from '../../server/db/index.js';
import { hashPassword } from '../../server/lib/crypto.js';
import { ADMIN_EMAIL, DEMO_PASSWORD, INSTRUCTOR_EMAIL, STUDENT_EMAIL, call, createTestApp, login, type TestApp } from './helpers.js';
import { addCourse, addGroup, addStudent, createOtherSchool, demoIds } from './schoolFixtures.js';

/*
 * GET /student/results/{courseId}: the student's own results on a course in one call. The
 * course is built straight in the database, so every number can be checked by hand:
 *
 *   "First"  (position 1, shown):  T1 (max 10), T2 (max 20); S1 (4 + 6), S2 (5)
 *   "Second" (position 2, shown):  nothing
 *   "Later"  (position 3, shown in 10 days): T3, S3
 *   a shown lesson in the trash:   T4
 *   exams E1, E2
 *
 *   Alice: T1 ACCEPTED 8, late, 'Good'; T2 none; S1 submitted 7.5 passed; S2 running, its time
 *          long over; E1 90
 *   Boris: T1 NOT_ACCEPTED 'Boris, fix it'; T2 ACCEPTED 20 'Boris did well'; S1 submitted 3;
 *          E1 60, E2 80
 */

const START = new Date('2026-03-02T09:00:00Z');
const DAY = 86_400_000;
const PAST = new Date(START.getTime() - 5 * DAY);

let t: TestApp;
let other: Awaited<ReturnType<typeof createOtherSchool>>;
const tok = { alice: '', boris: '', blocked: '', outsider: '', inst: '', admin: '', demo: '' };
const c = {
  course: 0,
  alice: 0,
  boris: 0,
  blocked: 0,
  first: 0,
  second: 0,
  later: 0,
  trashed: 0,
  t1: 0,
  t2: 0,
  t3: 0,
  s1: 0,
  s2: 0,
  s3: 0,
  e1: 0,
  e2: 0,
};

const api = (url: string, token: string, lang?: string) => call(t.app, { method: 'GET', url: `/api/${url}`, token, lang });
async function results(courseId: number, token = tok.alice): Promise<StudentResultsDto> {
  const res = await api(`student/results/${courseId}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StudentResultsDto>();
}

async function addLesson(db: Db, schoolId: number, name: string, position: number, showDate: Date) {
  const row = await db
    .insertInto('lessons')
    .values({ school_id: schoolId, course_id: c.course, name, show_date: showDate, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function addTask(
  db: Db,
  schoolId: number,
  lessonId: number,
  name: string,
  maxPoints: number,
  deadline = new Date(START.getTime() - DAY),
) {
  const row = await db
    .insertInto('tasks')
    .values({ school_id: schoolId, lesson_id: lessonId, name, deadline, max_points: maxPoints })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function addTest(db: Db, schoolId: number, lessonId: number, name: string, questionPoints: number[]) {
  const row = await db
    .insertInto('tests')
    .values({ school_id: schoolId, lesson_id: lessonId, name, time_limit_seconds: 600, published_at: new Date('2020-01-01T00:00:00Z') })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, points] of questionPoints.entries()) {
    const question = await db
      .insertInto('test_questions')
      .values({ test_id: row.id, position: i + 1, text: `Q${i + 1}`, type: 'ONE', points })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('test_options')
      .values([
        { question_id: question.id, position: 1, text: 'Right one', is_correct: true },
        { question_id: question.id, position: 2, text: 'Wrong one', is_correct: false },
      ])
      .execute();
  }
  return row.id;
}
async function answer(
  db: Db,
  schoolId: number,
  taskId: number,
  studentId: number,
  fields: { status: 'WAITING' | 'ACCEPTED' | 'NOT_ACCEPTED'; points?: number; comment?: string; late?: boolean },
) {
  await db
    .insertInto('task_answers')
    .values({
      school_id: schoolId,
      task_id: taskId,
      student_id: studentId,
      status: fields.status,
      points: fields.points ?? null,
      comment: fields.comment ?? null,
      late: fields.late ?? false,
      text: 'My answer',
      submitted_at: PAST,
      updated_at: PAST,
    })
    .execute();
}
/** An attempt started long ago: finished with a result, or still open with its time over. */
async function attempt(db: Db, schoolId: number, testId: number, studentId: number, result: { points: number; passed: boolean } | null) {
  const finished = result && {
    submitted_at: new Date(PAST.getTime() + 300_000),
    closed_reason: 'SUBMITTED' as const,
    points: result.points,
    max_points: 10,
    passed: result.passed,
  };
  await db
    .insertInto('test_attempts')
    .values({
      school_id: schoolId,
      test_id: testId,
      student_id: studentId,
      started_at: PAST,
      deadline: new Date(PAST.getTime() + 600_000),
      ...finished,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ startAt: START });
  const { db } = t;
  const ids = await demoIds(db);
  other = await createOtherSchool(db);
  const school = ids.schoolId;
  c.course = await addCourse(db, school, 'Results course');
  const group = await addGroup(db, school, 'Results group');
  await db.insertInto('course_groups').values({ course_id: c.course, group_id: group }).execute();
  await db.insertInto('course_instructors').values({ course_id: c.course, instructor_id: ids.user[INSTRUCTOR_EMAIL] }).execute();
  c.alice = await addStudent(db, school, { groupId: group, firstName: 'Alice', lastName: 'Zed', email: 'alice@results.test' });
  c.boris = await addStudent(db, school, { groupId: group, firstName: 'Boris', lastName: 'Young', email: 'boris@results.test' });
  c.blocked = await addStudent(db, school, { groupId: group, firstName: 'Dan', lastName: 'Dull', email: 'dan@results.test' });
  const outsider = await addStudent(db, school, { groupId: await addGroup(db, school, 'Elsewhere'), email: 'out@results.test' });
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('id', 'in', [c.alice, c.boris, c.blocked, outsider])
    .execute();
  await db.insertInto('course_student_blocks').values({ course_id: c.course, student_id: c.blocked }).execute();

  // Made out of order, so the answer's order is the positions', not the ids'.
  c.second = await addLesson(db, school, 'Second', 2, new Date(START.getTime() - DAY));
  c.first = await addLesson(db, school, 'First', 1, new Date(START.getTime() - 2 * DAY));
  c.later = await addLesson(db, school, 'Later', 3, new Date(START.getTime() + 10 * DAY));
  c.trashed = await addLesson(db, school, 'Trashed', 4, PAST);
  await db.updateTable('lessons').set({ deleted_at: PAST, position: -4 }).where('id', '=', c.trashed).execute();
  await addTask(db, school, c.trashed, 'T4', 50);

  c.t1 = await addTask(db, school, c.first, 'T1', 10);
  c.t2 = await addTask(db, school, c.first, 'T2', 20, new Date(START.getTime() + 3 * DAY));
  c.s1 = await addTest(db, school, c.first, 'S1', [4, 6]);
  c.s2 = await addTest(db, school, c.first, 'S2', [5]);
  c.t3 = await addTask(db, school, c.later, 'T3', 30, new Date(START.getTime() + 20 * DAY));
  c.s3 = await addTest(db, school, c.later, 'S3', [10]);

  await answer(db, school, c.t1, c.alice, { status: 'ACCEPTED', points: 8, comment: 'Good', late: true });
  await answer(db, school, c.t1, c.boris, { status: 'NOT_ACCEPTED', comment: 'Boris, fix it' });
  await answer(db, school, c.t2, c.boris, { status: 'ACCEPTED', points: 20, comment: 'Boris did well' });
  await attempt(db, school, c.s1, c.alice, { points: 7.5, passed: true });
  await attempt(db, school, c.s2, c.alice, null);
  await attempt(db, school, c.s1, c.boris, { points: 3, passed: false });

  const exam = async (name: string, date: string) =>
    (await db.insertInto('exams').values({ school_id: school, course_id: c.course, name, date }).returning('id').executeTakeFirstOrThrow())
      .id;
  c.e1 = await exam('Midterm', '2026-04-01');
  c.e2 = await exam('Final', '2026-06-01');
  await db
    .insertInto('exam_marks')
    .values([
      { exam_id: c.e1, student_id: c.alice, mark: 90 },
      { exam_id: c.e1, student_id: c.boris, mark: 60 },
      { exam_id: c.e2, student_id: c.boris, mark: 80 },
    ])
    .execute();

  tok.alice = await login(t.app, 'alice@results.test');
  tok.boris = await login(t.app, 'boris@results.test');
  tok.blocked = await login(t.app, 'dan@results.test');
  tok.outsider = await login(t.app, 'out@results.test');
  tok.inst = await login(t.app, INSTRUCTOR_EMAIL);
  tok.admin = await login(t.app, ADMIN_EMAIL);
  tok.demo = await login(t.app, STUDENT_EMAIL);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /student/results/{courseId}', () => {
  it("answers the shown lessons in order with the student's own tasks, tests, exams and rating row", async () => {
    const body = await results(c.course);
    const finishedAt = new Date(PAST.getTime() + 300_000).toISOString();
    expect(body).toEqual({
      courseId: c.course,
      courseName: 'Results course',
      lessons: [
        {
          lessonId: c.first,
          lessonName: 'First',
          tasks: [
            {
              taskId: c.t1,
              taskName: 'T1',
              deadline: new Date(START.getTime() - DAY).toISOString(),
              mark: 10,
              status: 'ACCEPTED',
              late: true,
              points: 8,
              comment: 'Good',
            },
            {
              taskId: c.t2,
              taskName: 'T2',
              deadline: new Date(START.getTime() + 3 * DAY).toISOString(),
              mark: 20,
              status: null,
              late: false,
              points: null,
              comment: null,
            },
          ],
          tests: [
            {
              testId: c.s1,
              testName: 'S1',
              maxPoints: 10,
              status: 'SUBMITTED',
              pointsReceived: 7.5,
              passed: true,
              submittedAt: finishedAt,
            },
            // Its time ran out long ago: the call closes it, as the job would, with what was saved.
            {
              testId: c.s2,
              testName: 'S2',
              maxPoints: 5,
              status: 'TIME_UP',
              pointsReceived: 0,
              passed: false,
              submittedAt: new Date(PAST.getTime() + 600_000).toISOString(),
            },
          ],
        },
        { lessonId: c.second, lessonName: 'Second', tasks: [], tests: [] },
      ],
      exams: [
        { examId: c.e1, name: 'Midterm', date: '2026-04-01', maxMark: 100, mark: 90 },
        { examId: c.e2, name: 'Final', date: '2026-06-01', maxMark: 100, mark: null },
      ],
      rating: {
        studentId: c.alice,
        studentFullName: 'Alice Zed',
        groupName: 'Results group',
        place: expect.any(Number),
        tasks: { [c.t1]: 8 },
        tests: { [c.s1]: 7.5, [c.s2]: 0 },
        exams: { [c.e1]: 90 },
        tasksTotal: 8,
        testsTotal: 7.5,
        // Only E1 is marked and neither exam is held yet: the mean of what counts.
        examsAverage: 90,
        total: expect.any(Number),
        formula: expect.any(Object),
      },
      studentsCount: 3,
      // Every live lesson counts, shown or not: 10 + 20 + 30 and 10 + 5 + 10.
      tasksMax: 60,
      testsMax: 25,
      distribution: { courseId: c.course, tasks: 40, tests: 40, exams: 20, missingCountsZero: true, isDefault: true },
    });
    // The row is the rating's own: the same as GET /student/rating/{courseId} gives.
    const own = await call(t.app, { method: 'GET', url: `/api/student/rating/${c.course}`, token: tok.alice });
    expect(body.rating).toEqual(own.json().student);
    // What counts by START (src/api/ratingFormula.ts): T1 (past due; T2 and T3 are not yet),
    // S1 and S2 (finished), E1 (marked): 40 × 8/10 + 40 × 7.5/15 + 20 × 90/100 = 32 + 20 + 18.
    expect(body.rating.total).toBe(70);
    expect(body.rating.formula).toEqual({
      tasks: { points: 8, max: 10, counted: 1, percent: 80, weight: 40 },
      tests: { points: 7.5, max: 15, counted: 2, percent: 50, weight: 40 },
      exams: { points: 90, max: 100, counted: 1, percent: 90, weight: 20 },
      total: 70,
    });
  });

  it('shows a lesson once its show date has come', async () => {
    t.clock.set(new Date(START.getTime() + 11 * DAY));
    try {
      const body = await results(c.course);
      expect(body.lessons.map((l) => l.lessonName)).toEqual(['First', 'Second', 'Later']);
      expect(body.lessons[2]).toEqual({
        lessonId: c.later,
        lessonName: 'Later',
        tasks: [expect.objectContaining({ taskId: c.t3, status: null, points: null })],
        tests: [{ testId: c.s3, testName: 'S3', maxPoints: 10, status: null, pointsReceived: null, passed: null, submittedAt: null }],
      });
    } finally {
      t.clock.set(START);
    }
  });

  it("never holds another student's data, nor which option is correct", async () => {
    const alice = await api(`student/results/${c.course}`, tok.alice);
    expect(alice.body).not.toMatch(/Boris|Young|did well|fix it/);
    expect(alice.body).not.toMatch(/isCorrect|correct|Right one|Wrong one/i);
    const body = alice.json<StudentResultsDto>();
    // Boris's accepted T2, his marks and his S1 stay his.
    expect(body.lessons[0].tasks[1]).toMatchObject({ taskId: c.t2, status: null, points: null, comment: null });
    expect(body.exams.map((e) => e.mark)).toEqual([90, null]);
    // Boris gets his own, and none of Alice's.
    const boris = await results(c.course, tok.boris);
    expect(boris.rating).toMatchObject({
      studentId: c.boris,
      studentFullName: 'Boris Young',
      tasksTotal: 20,
      testsTotal: 3,
      examsAverage: 70,
    });
    expect(boris.lessons[0].tasks.map((x) => [x.status, x.points, x.comment])).toEqual([
      ['NOT_ACCEPTED', null, 'Boris, fix it'],
      ['ACCEPTED', 20, 'Boris did well'],
    ]);
    expect(boris.lessons[0].tests.map((x) => [x.status, x.pointsReceived, x.passed])).toEqual([
      ['SUBMITTED', 3, false],
      [null, null, null],
    ]);
    expect(boris.exams.map((e) => e.mark)).toEqual([60, 80]);
    expect(JSON.stringify(boris)).not.toMatch(/Alice|Good/);
  });

  it('answers 403 with a message to a student blocked on the course, in English and Russian', async () => {
    const en = await api(`student/results/${c.course}`, tok.blocked, 'en');
    expect(en.statusCode).toBe(403);
    expect(en.json().message).toBe('You are blocked on this course. Please contact your school administrator.');
    const ru = await api(`student/results/${c.course}`, tok.blocked, 'ru');
    expect(ru.statusCode).toBe(403);
    expect(ru.json().message).toBe('Вы заблокированы на этом курсе. Обратитесь к администратору школы.');
  });

  it("answers 404 for another school's course, a course the student does not study and an unknown id", async () => {
    for (const [courseId, token] of [
      [other.courseId, tok.alice],
      [c.course, tok.outsider],
      [c.course, tok.demo],
      [999_999, tok.alice],
    ] as const) {
      const res = await api(`student/results/${courseId}`, token);
      expect(res.statusCode, `${courseId}`).toBe(404);
      expect(res.json().message).toBe('Not found.');
    }
    // A trashed course is gone too.
    await t.db.updateTable('courses').set({ deleted_at: START }).where('id', '=', c.course).execute();
    try {
      expect((await api(`student/results/${c.course}`, tok.alice)).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('courses').set({ deleted_at: null }).where('id', '=', c.course).execute();
    }
  });

  it('is documented in the OpenAPI document, with its answer', async () => {
    const doc = (await call(t.app, { method: 'GET', url: '/api/docs/json' })).json();
    const route = doc.paths['/api/student/results/{courseId}'].get;
    const answer = route.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual([
      'courseId',
      'courseName',
      'lessons',
      'exams',
      'rating',
      'studentsCount',
      'tasksMax',
      'testsMax',
      'distribution',
    ]);
    expect(Object.keys(answer.properties.lessons.items.properties.tests.items.properties)).not.toContain('correctOptionIds');
  });

  it('is for students only, and refuses bad ids with a 400 naming the field', async () => {
    expect((await api(`student/results/${c.course}`, tok.inst)).statusCode).toBe(403);
    expect((await api(`student/results/${c.course}`, tok.admin)).statusCode).toBe(403);
    expect((await api(`student/results/${c.course}`, '')).statusCode).toBe(401);
    const bad = await api('student/results/abc', tok.alice, 'ru');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('courseId');
  });
});
