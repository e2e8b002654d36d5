import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { AnalyticsDto } from '../../src/api/analytics.js';
import type {
  CourseRatingDto,
  ExamDto,
  GroupRatingDto,
  RatingStudentRow,
  StudentRatingDto,
  StudentsRatingDto,
} from '../../src/api/ratings.js';
import type { SavedResponse } from '../../src/api/types.js';
import type { Db } from '../../server/db/index.js';
import { hashPassword } from '../../server/lib/crypto.js';
import { ADMIN_EMAIL, DEMO_PASSWORD, INSTRUCTOR_EMAIL, apiClient, createTestApp, login, type TestApp } from './helpers.js';
import { addCourse, addGroup, addStudent, demoIds } from './schoolFixtures.js';

/*
 * The rule of a rating total (src/api/ratingFormula.ts), on the server's clock: what counts
 * (graded, or past due when the course says missing work counts 0), the weights as the
 * distribution gives them, and each total's formula. The three defects of issue 18 are here
 * by their numbers: 50/50 under a 40/40/20 header, 82.5 → 66 on an unmarked exam, 95 → 47.5
 * on a future exam.
 *
 *   one lesson: task T (max 10, due TASK_DUE), test Q (one 10-point question, closes TEST_CLOSES)
 *   Ann:  T accepted 8, Q finished 8.5  → tasks 80%, tests 85%
 *   Ben:  nothing
 *   Cleo: T waiting for review; a personal window on Q closing after it closes for everyone
 */

const START = new Date('2026-03-02T09:00:00Z');
const TASK_DUE = new Date('2026-03-10T20:00:00Z');
const TEST_CLOSES = new Date('2026-03-12T20:00:00Z');
const CLEO_CLOSES = new Date('2026-03-20T20:00:00Z');
const AFTER_ALL = new Date('2026-03-15T09:00:00Z');
const PAST = new Date('2026-02-01T00:00:00Z');

let t: TestApp;
const tokens = { INSTRUCTOR: '', ADMIN: '', ANN: '' };
const c = { course: 0, group: 0, ann: 0, ben: 0, cleo: 0, task: 0, test: 0 };
const { api, ok } = apiClient(
  () => t.app,
  () => tokens.INSTRUCTOR,
);

async function build(db: Db, schoolId: number) {
  c.course = await addCourse(db, schoolId, 'Rules course');
  c.group = await addGroup(db, schoolId, 'Rules group');
  await db.insertInto('course_groups').values({ course_id: c.course, group_id: c.group }).execute();
  c.ann = await addStudent(db, schoolId, { groupId: c.group, firstName: 'Ann', lastName: 'Able', email: 'ann@rules.test' });
  c.ben = await addStudent(db, schoolId, { groupId: c.group, firstName: 'Ben', lastName: 'Baker' });
  c.cleo = await addStudent(db, schoolId, { groupId: c.group, firstName: 'Cleo', lastName: 'Cole' });
  const lesson = await db
    .insertInto('lessons')
    .values({ school_id: schoolId, course_id: c.course, name: 'Only lesson', show_date: PAST, position: 1, updated_at: PAST })
    .returning('id')
    .executeTakeFirstOrThrow();
  c.task = (
    await db
      .insertInto('tasks')
      .values({ school_id: schoolId, lesson_id: lesson.id, name: 'T', deadline: TASK_DUE, max_points: 10 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  c.test = (
    await db
      .insertInto('tests')
      .values({ school_id: schoolId, lesson_id: lesson.id, name: 'Q', time_limit_seconds: 600, published_at: PAST, closes_at: TEST_CLOSES })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db.insertInto('test_questions').values({ test_id: c.test, position: 1, text: 'Q1', type: 'ONE', points: 10 }).execute();
  const answer = (student_id: number, status: 'ACCEPTED' | 'WAITING', points: number | null) => ({
    school_id: schoolId,
    task_id: c.task,
    student_id,
    status,
    points,
    submitted_at: PAST,
    updated_at: PAST,
  });
  await db
    .insertInto('task_answers')
    .values([answer(c.ann, 'ACCEPTED', 8), answer(c.cleo, 'WAITING', null)])
    .execute();
  await db
    .insertInto('test_attempts')
    .values({
      school_id: schoolId,
      test_id: c.test,
      student_id: c.ann,
      started_at: PAST,
      deadline: PAST,
      submitted_at: PAST,
      closed_reason: 'SUBMITTED',
      points: 8.5,
      max_points: 10,
    })
    .execute();
  await db
    .insertInto('test_accommodations')
    .values({ school_id: schoolId, test_id: c.test, student_id: c.cleo, closes_at: CLEO_CLOSES })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ startAt: START });
  const ids = await demoIds(t.db);
  await build(t.db, ids.schoolId);
  await t.db.insertInto('course_instructors').values({ course_id: c.course, instructor_id: ids.user[INSTRUCTOR_EMAIL] }).execute();
  await t.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('id', '=', c.ann)
    .execute();
  tokens.INSTRUCTOR = await login(t.app, INSTRUCTOR_EMAIL);
  tokens.ADMIN = await login(t.app, ADMIN_EMAIL);
  tokens.ANN = await login(t.app, 'ann@rules.test');
});
afterAll(async () => {
  await t?.close();
});

async function rows(): Promise<Record<string, RatingStudentRow>> {
  const body = await ok<CourseRatingDto>('GET', `courses/${c.course}/students/rating`);
  return Object.fromEntries(body.students.map((r) => [r.studentFullName.split(' ')[0], r]));
}
const addExam = async (name: string, date: string) =>
  (await ok<SavedResponse<ExamDto>>('POST', `exam/create/${c.course}`, { name, date })).examId;
const distribution = (body: object) => ok('POST', `courses/${c.course}/rating/distribution`, { tasks: 40, tests: 40, exams: 20, ...body });

describe('what counts toward a total', () => {
  it('with no exams, applies the 40/40/20 of the header scaled over tasks and tests, and says so (82.5)', async () => {
    const { Ann, Ben } = await rows();
    expect(Ann.formula).toEqual({
      tasks: { points: 8, max: 10, counted: 1, percent: 80, weight: 50 },
      tests: { points: 8.5, max: 10, counted: 1, percent: 85, weight: 50 },
      exams: null,
      total: 82.5,
    });
    expect(Ann.total).toBe(82.5);
    // Nothing of Ben's is graded and nothing is due yet: nothing counts.
    expect(Ben.formula).toEqual({ tasks: null, tests: null, exams: null, total: 0 });
  });

  it('leaves every total as it was when an exam without marks is added (not 82.5 → 66)', async () => {
    const exam = await addExam('Later exam', '2026-04-01');
    try {
      expect((await rows()).Ann).toMatchObject({ total: 82.5, examsAverage: 0, formula: { exams: null } });
    } finally {
      await ok('DELETE', `exam/delete/${exam}`);
    }
  });

  it('averages the exams held or marked, so a future exam does not halve the average (95, not 47.5)', async () => {
    const held = await addExam('Midterm', '2026-02-20');
    const future = await addExam('Final', '2026-06-01');
    try {
      await ok('PUT', `exam/${held}/give/mark/${c.ann}`, { mark: 95 });
      const { Ann, Ben } = await rows();
      expect(Ann.examsAverage).toBe(95);
      expect(Ann.formula.exams).toEqual({ points: 95, max: 100, counted: 1, percent: 95, weight: 20 });
      // 40 × 80 + 40 × 85 + 20 × 95, over 100.
      expect(Ann.total).toBe(85);
      // The held exam is past due: Ben's missing mark counts 0; the future one not yet.
      expect(Ben.formula.exams).toEqual({ points: 0, max: 100, counted: 1, percent: 0, weight: 100 });
    } finally {
      await ok('DELETE', `exam/delete/${held}`);
      await ok('DELETE', `exam/delete/${future}`);
    }
  });
});

describe('missing work past its due time', () => {
  it('counts 0 once due, but never an answer waiting for review nor a test still open in a personal window', async () => {
    t.clock.set(AFTER_ALL);
    try {
      const { Ann, Ben, Cleo } = await rows();
      expect(Ann.total).toBe(82.5);
      expect(Ben.formula).toMatchObject({ tasks: { points: 0, max: 10, counted: 1 }, tests: { points: 0, max: 10, counted: 1 }, total: 0 });
      // Cleo's answer waits for review and her window on Q is open: neither counts yet.
      expect(Cleo.formula).toEqual({ tasks: null, tests: null, exams: null, total: 0 });
      t.clock.set(new Date(CLEO_CLOSES.getTime() + 1000));
      expect((await rows()).Cleo.formula.tests).toEqual({ points: 0, max: 10, counted: 1, percent: 0, weight: 100 });
    } finally {
      t.clock.set(START);
    }
  });

  it('counts only what is graded when the course says missing work does not count', async () => {
    t.clock.set(AFTER_ALL);
    try {
      await distribution({ missingCountsZero: false });
      const { Ben } = await rows();
      expect(Ben.formula).toEqual({ tasks: null, tests: null, exams: null, total: 0 });
      // Saving the weights alone keeps the rule.
      await distribution({});
      const saved = await ok<{ missingCountsZero: boolean }>('GET', `courses/${c.course}/rating/distribution`);
      expect(saved.missingCountsZero).toBe(false);
    } finally {
      await distribution({ missingCountsZero: true });
      t.clock.set(START);
    }
  });

  it('refuses a rule that is not true or false, naming the field, and changes nothing', async () => {
    const res = await api('POST', `courses/${c.course}/rating/distribution`, { tasks: 50, tests: 30, exams: 20, missingCountsZero: 'yes' });
    expect(res.json()).toMatchObject({ status: 400, field: 'missingCountsZero' });
    expect(await ok('GET', `courses/${c.course}/rating/distribution`)).toMatchObject({ tasks: 40, missingCountsZero: true });
  });
});

describe('one total everywhere', () => {
  it("gives the table's totals and formula to the student's own row, the ranking, the group mean and analytics", async () => {
    t.clock.set(AFTER_ALL);
    try {
      const table = await rows();
      const own = await ok<StudentRatingDto>('GET', `student/rating/${c.course}`, undefined, { token: tokens.ANN });
      expect(own.student.formula).toEqual(table.Ann.formula);
      expect(own.student.total).toBe(table.Ann.total);
      expect(own.student.place).toBe(table.Ann.place);
      const ranking = await ok<StudentsRatingDto>('GET', `student/all/ratings/${c.course}`, undefined, { token: tokens.ANN });
      expect(ranking.objects[0]).toMatchObject({ studentId: c.ann, total: table.Ann.total });
      const mean = (Object.values(table).reduce((s, r) => s + r.total, 0) / 3).toFixed(2);
      const groups = await ok<GroupRatingDto>('GET', `courses/${c.course}/groups/rating`);
      expect(groups.objects[0].totalAverage.toFixed(2)).toBe(mean);
      const analytics = await ok<AnalyticsDto>('GET', 'analytics', undefined, { token: tokens.ADMIN });
      expect(analytics.averageRatingByCourse.find((x) => x.courseId === c.course)?.average.toFixed(2)).toBe(mean);
    } finally {
      t.clock.set(START);
    }
  });
});

describe('the gradebook export', () => {
  it('holds every item, the totals and the formula, as the table shows them, in the caller’s language', async () => {
    const table = await rows();
    const res = await api('GET', `courses/${c.course}/rating/export?format=xlsx&sort=total`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=.*Rules%20course%20gradebook-2026-03-02\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const cell = (row: number, header: string) => sheet.getRow(row).getCell(headers.indexOf(header)).value;
    expect(headers).toEqual(
      expect.arrayContaining(['Student', 'L1 task: T (max 10)', 'L1 test: Q (max 10)', 'Tasks, % of counted', 'Tasks, weight %', 'Total']),
    );
    // Best first, as asked: Ann, with the table's own numbers.
    expect(cell(2, 'Student')).toBe('Ann Able');
    expect(cell(2, 'L1 task: T (max 10)')).toBe(8);
    expect(cell(2, 'Tasks, % of counted')).toBe(table.Ann.formula.tasks?.percent);
    expect(cell(2, 'Tasks, weight %')).toBe(table.Ann.formula.tasks?.weight);
    expect(cell(2, 'Exams, % of counted')).toBeNull();
    expect(cell(2, 'Total')).toBe(table.Ann.total);
    expect(cell(2, 'Place')).toBe(1);
    // Nothing scored is an empty cell, not a 0.
    expect(cell(3, 'L1 task: T (max 10)')).toBeNull();
  });

  it('speaks Russian in a CSV, and is the course staff’s only', async () => {
    const res = await api('GET', `courses/${c.course}/rating/export?format=csv`, undefined, { lang: 'ru' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Задания, % от учтённого');
    expect(res.body).toContain('У1, задание: T (макс. 10)');
    expect((await api('GET', `courses/${c.course}/rating/export?format=csv`, undefined, { token: tokens.ANN })).statusCode).toBe(403);
    expect((await api('GET', `courses/${c.course}/rating/export?format=csv`, undefined, { token: tokens.ADMIN })).statusCode).toBe(200);
    expect((await api('GET', `courses/${c.course}/rating/export?format=pdf`)).json()).toMatchObject({ status: 400, field: 'format' });
    expect((await api('GET', 'courses/999999/rating/export?format=csv')).statusCode).toBe(404);
  });
});
