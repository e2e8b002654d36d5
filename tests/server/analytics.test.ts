import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsDto } from '../../src/api/analytics.js';
import type { Db } from '../../server/db/index.js';
import { hashPassword } from '../../server/lib/crypto.js';
import {
  ADMIN_EMAIL,
  DEMO_PASSWORD,
  INSTRUCTOR_EMAIL,
  STUDENT_EMAIL,
  call,
  createTestApp,
  login,
  rowCount,
  type TestApp,
} from './helpers.js';
import { createOtherSchool } from './schoolFixtures.js';

/*
 * GET /analytics. A school of its own (timezone Europe/Moscow, UTC+3, no
 * daylight saving) is built straight in the database so every figure can be counted by hand.
 * The clock stands at 2026-06-15 12:00 Moscow, so the default period is 2025-07-01..2026-06-15.
 *
 *   groups:  Morning, Evening (active), Alumni (finished), a trashed one   → active 2, finished 1
 *   courses: Algebra (Morning, Evening), Biology (Evening), Chemistry (Alumni), Drawing (no group),
 *            a trashed course (Morning)                                     → 4
 *   instructors: two live (one blocked), one trashed                       → 2
 *   students (made at, Moscow time):
 *     s1 ONLINE  Morning  2026-01-10
 *     s2 ONLINE  Morning  2026-01-20  blocked
 *     s3 OFFLINE Evening  2026-04-01 00:30 (2026-03-31 21:30 UTC)
 *     s4 OFFLINE Evening  2025-07-01 00:00 (2025-06-30 21:00 UTC)
 *     s5 ONLINE  Alumni   2025-06-30 23:59 (before the default period)
 *     s6 ONLINE  Morning  2026-02-01, trashed: counts nowhere
 *   → total 5, online 3, offline 2, blocked 1; new by month: 2025-07 1, 2026-01 2, 2026-04 1.
 *
 *   Algebra:   lesson 1: task T1 (max 10), test S1 (4 + 6 = 10); a trashed lesson with task Tx
 *   Biology:   lesson 1: task T2 (max 20)
 *   Chemistry: lesson 1: test S3 (10)
 *   Default distribution 40/40/20 and no exams: total = the mean of the task and test percentages
 *   over what counts (src/api/ratingFormula.ts): T1 and T2 are past due, no test closes.
 *
 *   Task answers (first sent, Moscow):        Test attempts (finished, Moscow):
 *     a1 s1 T1 ACCEPTED 8   2026-02-10 on time   t1 s1 S1 6 passed   2026-02-15
 *     a2 s2 T1 WAITING      2026-03-05 late      t2 s2 S1 2 failed   2026-06-15 00:30 (06-14 21:30 UTC)
 *     a3 s3 T1 ACCEPTED 10  2026-05-01 late      t3 s5 S3 9 passed   2026-04-10
 *     a4 s3 T2 ACCEPTED 15  2026-05-02 on time   t4 s3 S1 running (not finished)
 *     a5 s4 T2 NOT_ACCEPTED 2025-05-01 on time   t5 s6 S1 10 passed  2026-02-16 (trashed student)
 *     a6 s6 T1 ACCEPTED 10  2026-02-11 (trashed student)
 *     a7 s1 Tx WAITING      2026-02-12 (trashed lesson)
 *     a8 s1 Ty WAITING      2026-02-13 (trashed course)
 *
 *   Ratings: Algebra s1 (8/10, 6/10) 70, s2 (T1 waits for review, 2/10) 20, s3 (10/10, S1 not
 *            finished) 100, s4 (T1 missing past due) 0 → 47.5 over 4;
 *            Biology s3 15/20 75, s4 0 → 37.5 over 2; Chemistry s5 9/10 90 → 90 over 1.
 *   Default period: answers on time 2 (a1, a4), late 2 (a2, a3); attempts passed 2, failed 1;
 *   most active: Algebra 3 + 2 = 5, Biology 1 + 0, Chemistry 0 + 1 (tie: by name).
 */

const MOSCOW_NOON = new Date('2026-06-15T09:00:00Z');

let t: TestApp;
let s: Awaited<ReturnType<typeof buildSchool>>;
let other: Awaited<ReturnType<typeof createOtherSchool>>;
const tokens = { ADMIN: '', DEMO_ADMIN: '', INSTRUCTOR: '', STUDENT: '', OTHER: '' };

const get = (query: string, token = tokens.ADMIN, lang?: string) =>
  call(t.app, { method: 'GET', url: `/api/analytics${query}`, token, lang });
async function analytics(query = '', token = tokens.ADMIN): Promise<AnalyticsDto> {
  const res = await get(query, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AnalyticsDto>();
}

const at = (iso: string) => new Date(iso);
/** Moscow midday of a date, as a UTC instant. */
const moscowDay = (date: string) => new Date(`${date}T12:00:00+03:00`);

async function buildSchool(db: Db) {
  const school = await db
    .insertInto('schools')
    .values({ name: 'Analytics School', domain: 'analytics', description: '', timezone: 'Europe/Moscow', language: 'en' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const schoolId = school.id;
  const adminEmail = 'admin@analytics.test';
  await db
    .insertInto('users')
    .values({
      school_id: schoolId,
      role: 'ADMIN',
      first_name: 'Ada',
      last_name: 'Admin',
      email: adminEmail,
      password_hash: await hashPassword(DEMO_PASSWORD),
    })
    .execute();

  const group = async (name: string, extra: { finished?: boolean; deleted?: boolean } = {}) =>
    (
      await db
        .insertInto('groups')
        .values({ school_id: schoolId, name, finished: extra.finished ?? false, deleted_at: extra.deleted ? MOSCOW_NOON : null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const morning = await group('Morning');
  const evening = await group('Evening');
  const alumni = await group('Alumni', { finished: true });
  await group('Gone group', { deleted: true });

  const course = async (name: string, groups: number[], deleted = false) => {
    const { id } = await db
      .insertInto('courses')
      .values({ school_id: schoolId, name, deleted_at: deleted ? MOSCOW_NOON : null })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (groups.length)
      await db
        .insertInto('course_groups')
        .values(groups.map((g) => ({ course_id: id, group_id: g })))
        .execute();
    return id;
  };
  const algebra = await course('Algebra', [morning, evening]);
  const biology = await course('Biology', [evening]);
  const chemistry = await course('Chemistry', [alumni]);
  const drawing = await course('Drawing', []);
  const trashedCourse = await course('Gone course', [morning], true);

  let n = 0;
  const person = async (role: 'STUDENT' | 'INSTRUCTOR', createdAt: Date, extra: { blocked?: boolean; deleted?: boolean } = {}) =>
    (
      await db
        .insertInto('users')
        .values({
          school_id: schoolId,
          role,
          first_name: role === 'STUDENT' ? 'Stu' : 'Ins',
          last_name: `Person${++n}`,
          email: `person${n}@analytics.test`,
          blocked: extra.blocked ?? false,
          created_at: createdAt,
          deleted_at: extra.deleted ? MOSCOW_NOON : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const student = async (
    format: 'ONLINE' | 'OFFLINE',
    groupId: number,
    createdAt: Date,
    extra: { blocked?: boolean; deleted?: boolean } = {},
  ) => {
    const id = await person('STUDENT', createdAt, extra);
    await db.insertInto('student_profiles').values({ user_id: id, study_format: format, group_id: groupId }).execute();
    return id;
  };
  for (const [blocked, deleted] of [
    [false, false],
    [true, false],
    [false, true],
  ]) {
    const id = await person('INSTRUCTOR', moscowDay('2025-01-01'), { blocked, deleted });
    await db.insertInto('instructor_profiles').values({ user_id: id }).execute();
  }
  const s1 = await student('ONLINE', morning, moscowDay('2026-01-10'));
  const s2 = await student('ONLINE', morning, moscowDay('2026-01-20'), { blocked: true });
  const s3 = await student('OFFLINE', evening, at('2026-03-31T21:30:00Z'));
  const s4 = await student('OFFLINE', evening, at('2025-06-30T21:00:00Z'));
  const s5 = await student('ONLINE', alumni, at('2025-06-30T20:59:00Z'));
  const s6 = await student('ONLINE', morning, moscowDay('2026-02-01'), { deleted: true });

  let position = 0;
  const lesson = async (courseId: number, deleted = false) =>
    (
      await db
        .insertInto('lessons')
        .values({
          school_id: schoolId,
          course_id: courseId,
          name: `Lesson ${++position}`,
          show_date: at('2025-01-01T00:00:00Z'),
          position: deleted ? 100 + position : 1,
          updated_at: MOSCOW_NOON,
          deleted_at: deleted ? MOSCOW_NOON : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const task = async (lessonId: number, maxPoints: number) =>
    (
      await db
        .insertInto('tasks')
        .values({
          school_id: schoolId,
          lesson_id: lessonId,
          name: `Task ${lessonId}`,
          deadline: at('2026-03-01T00:00:00Z'),
          max_points: maxPoints,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const test = async (lessonId: number, points: number[]) => {
    const { id } = await db
      .insertInto('tests')
      .values({
        school_id: schoolId,
        lesson_id: lessonId,
        name: `Test ${lessonId}`,
        time_limit_seconds: 600,
        published_at: new Date('2020-01-01T00:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('test_questions')
      .values(points.map((p, i) => ({ test_id: id, position: i + 1, text: `Q${i + 1}`, type: 'ONE' as const, points: p })))
      .execute();
    return id;
  };
  const algebra1 = await lesson(algebra);
  const T1 = await task(algebra1, 10);
  const S1 = await test(algebra1, [4, 6]);
  const Tx = await task(await lesson(algebra, true), 10);
  const T2 = await task(await lesson(biology), 20);
  const S3 = await test(await lesson(chemistry), [10]);
  const Ty = await task(await lesson(trashedCourse), 10);

  const answer = async (
    taskId: number,
    studentId: number,
    status: 'WAITING' | 'ACCEPTED' | 'NOT_ACCEPTED',
    points: number | null,
    sent: Date,
    late: boolean,
  ) =>
    db
      .insertInto('task_answers')
      .values({
        school_id: schoolId,
        task_id: taskId,
        student_id: studentId,
        status,
        points,
        submitted_at: sent,
        late,
        created_at: sent,
        updated_at: sent,
      })
      .execute();
  await answer(T1, s1, 'ACCEPTED', 8, moscowDay('2026-02-10'), false);
  await answer(T1, s2, 'WAITING', null, moscowDay('2026-03-05'), true);
  await answer(T1, s3, 'ACCEPTED', 10, moscowDay('2026-05-01'), true);
  await answer(T2, s3, 'ACCEPTED', 15, moscowDay('2026-05-02'), false);
  await answer(T2, s4, 'NOT_ACCEPTED', null, moscowDay('2025-05-01'), false);
  await answer(T1, s6, 'ACCEPTED', 10, moscowDay('2026-02-11'), false);
  await answer(Tx, s1, 'WAITING', null, moscowDay('2026-02-12'), false);
  await answer(Ty, s1, 'WAITING', null, moscowDay('2026-02-13'), false);

  const attempt = async (testId: number, studentId: number, points: number, passed: boolean, finished: Date | null) =>
    db
      .insertInto('test_attempts')
      .values({
        school_id: schoolId,
        test_id: testId,
        student_id: studentId,
        started_at: finished ?? MOSCOW_NOON,
        deadline: new Date((finished ?? MOSCOW_NOON).getTime() + 600_000),
        submitted_at: finished,
        closed_reason: finished ? 'SUBMITTED' : null,
        points: finished ? points : null,
        max_points: finished ? 10 : null,
        passed: finished ? passed : null,
      })
      .execute();
  await attempt(S1, s1, 6, true, moscowDay('2026-02-15'));
  await attempt(S1, s2, 2, false, at('2026-06-14T21:30:00Z'));
  await attempt(S3, s5, 9, true, moscowDay('2026-04-10'));
  await attempt(S1, s3, 0, false, null);
  await attempt(S1, s6, 10, true, moscowDay('2026-02-16'));

  return { schoolId, adminEmail, course: { algebra, biology, chemistry, drawing, trashedCourse }, student: { s1, s2, s3, s4, s5, s6 } };
}

/** Activity in another school, inside every period the tests ask for. */
async function busyOtherSchool(db: Db, o: Awaited<ReturnType<typeof createOtherSchool>>) {
  await db.insertInto('course_groups').values({ course_id: o.courseId, group_id: o.groupId }).execute();
  // created_at is never updated by the app; the fixture dates the other school's student.
  await sql`update users set created_at = ${moscowDay('2026-04-02')} where id = ${o.studentId}`.execute(db);
  const lesson = await db
    .insertInto('lessons')
    .values({
      school_id: o.schoolId,
      course_id: o.courseId,
      name: 'Other lesson',
      show_date: at('2025-01-01T00:00:00Z'),
      position: 1,
      updated_at: MOSCOW_NOON,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const task = await db
    .insertInto('tasks')
    .values({ school_id: o.schoolId, lesson_id: lesson.id, name: 'Other task', deadline: at('2026-03-01T00:00:00Z'), max_points: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sent = moscowDay('2026-04-03');
  await db
    .insertInto('task_answers')
    .values({
      school_id: o.schoolId,
      task_id: task.id,
      student_id: o.studentId,
      status: 'ACCEPTED',
      points: 10,
      submitted_at: sent,
      late: true,
      created_at: sent,
      updated_at: sent,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ startAt: MOSCOW_NOON });
  s = await buildSchool(t.db);
  other = await createOtherSchool(t.db, 'Europe/Moscow');
  await busyOtherSchool(t.db, other);
  tokens.ADMIN = await login(t.app, s.adminEmail);
  tokens.DEMO_ADMIN = await login(t.app, ADMIN_EMAIL);
  tokens.INSTRUCTOR = await login(t.app, INSTRUCTOR_EMAIL);
  tokens.STUDENT = await login(t.app, STUDENT_EMAIL);
  tokens.OTHER = await login(t.app, other.adminEmail);
});
afterAll(async () => {
  await t?.close();
});

const monthsFrom = (first: string, counts: Record<string, number>, length: number) => {
  const [y, m] = first.split('-').map(Number);
  return Array.from({ length }, (_, i) => {
    const index = y * 12 + m - 1 + i;
    const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    return { month, count: counts[month] ?? 0 };
  });
};

describe('GET /analytics: every figure of the school', () => {
  it('counts the school as of now and the default period (the last 12 months)', async () => {
    const a = await analytics();
    expect(a.period).toEqual({ from: '2025-07-01', to: '2026-06-15' });
    expect(a.students).toEqual({ total: 5, online: 3, offline: 2, blocked: 1 });
    expect(a.groups).toEqual({ active: 2, finished: 1 });
    expect(a.courses).toBe(4);
    expect(a.instructors).toBe(2);
    expect(a.newStudentsByMonth).toEqual(monthsFrom('2025-07', { '2025-07': 1, '2026-01': 2, '2026-04': 1 }, 12));
    expect(a.averageRatingByCourse).toEqual([
      { courseId: s.course.chemistry, courseName: 'Chemistry', average: 90, students: 1 },
      { courseId: s.course.algebra, courseName: 'Algebra', average: 47.5, students: 4 },
      { courseId: s.course.biology, courseName: 'Biology', average: 37.5, students: 2 },
    ]);
    expect(a.testPassRate).toEqual({ passed: 2, failed: 1, rate: 0.6667 });
    expect(a.taskAnswers).toEqual({ onTime: 2, late: 2 });
    expect(a.mostActiveCourses).toEqual([
      { courseId: s.course.algebra, courseName: 'Algebra', taskAnswers: 3, testAttempts: 2, total: 5 },
      { courseId: s.course.biology, courseName: 'Biology', taskAnswers: 1, testAttempts: 0, total: 1 },
      { courseId: s.course.chemistry, courseName: 'Chemistry', taskAnswers: 0, testAttempts: 1, total: 1 },
    ]);
  });

  it('averages the same totals the course rating table shows', async () => {
    const res = await call(t.app, { method: 'GET', url: `/api/courses/${s.course.algebra}/students/rating`, token: tokens.ADMIN });
    expect(res.statusCode, res.body).toBe(200);
    const totals = res.json<{ students: Array<{ total: number }> }>().students.map((r) => r.total);
    expect(totals.sort((x, y) => y - x)).toEqual([100, 70, 20, 0]);
    const a = await analytics();
    expect(a.averageRatingByCourse.find((c) => c.courseId === s.course.algebra)?.average).toBe(
      totals.reduce((x, y) => x + y, 0) / totals.length,
    );
  });

  it('follows the rating as it changes: a new mark, a changed distribution', async () => {
    await t.db
      .insertInto('rating_distributions')
      .values({ course_id: s.course.algebra, tasks_percent: 100, tests_percent: 0, exams_percent: 0 })
      .execute();
    try {
      // Tasks only: s1 80, s2 0, s3 100, s4 0.
      const a = await analytics();
      expect(a.averageRatingByCourse.find((c) => c.courseId === s.course.algebra)).toMatchObject({ average: 45, students: 4 });
    } finally {
      await t.db.deleteFrom('rating_distributions').where('course_id', '=', s.course.algebra).execute();
    }
  });

  it('applies a period to new students, answers, attempts and activity, by the school calendar', async () => {
    const april = await analytics('?from=2026-04-01&to=2026-04-30');
    expect(april.period).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(april.newStudentsByMonth).toEqual([{ month: '2026-04', count: 1 }]);
    expect(april.taskAnswers).toEqual({ onTime: 0, late: 0 });
    expect(april.testPassRate).toEqual({ passed: 1, failed: 0, rate: 1 });
    expect(april.mostActiveCourses).toEqual([
      { courseId: s.course.chemistry, courseName: 'Chemistry', taskAnswers: 0, testAttempts: 1, total: 1 },
    ]);
    // The counts and the rating averages are as of now, whatever the period.
    expect(april.students.total).toBe(5);
    expect(april.averageRatingByCourse).toHaveLength(3);

    // s3 was made at 00:30 on April 1 in Moscow (still March 31 in UTC).
    expect((await analytics('?from=2026-03-31&to=2026-03-31')).newStudentsByMonth).toEqual([{ month: '2026-03', count: 0 }]);
    expect((await analytics('?from=2026-04-01&to=2026-04-01')).newStudentsByMonth).toEqual([{ month: '2026-04', count: 1 }]);
    // t2 was finished at 00:30 on June 15 in Moscow: today, not yesterday.
    expect((await analytics('?from=2026-06-14&to=2026-06-14')).testPassRate).toEqual({ passed: 0, failed: 0, rate: null });
    expect((await analytics('?from=2026-06-15&to=2026-06-15')).testPassRate).toEqual({ passed: 0, failed: 1, rate: 0 });
    // s4 was made at midnight starting July 1 2025; s5 a minute before it.
    expect((await analytics('?from=2025-06-01&to=2025-07-31')).newStudentsByMonth).toEqual([
      { month: '2025-06', count: 1 },
      { month: '2025-07', count: 1 },
    ]);
  });

  it('takes a wider period, and one given by one end only', async () => {
    const wide = await analytics('?from=2025-01-01&to=2026-12-31');
    expect(wide.newStudentsByMonth).toHaveLength(24);
    expect(wide.newStudentsByMonth.reduce((sum, m) => sum + m.count, 0)).toBe(5);
    expect(wide.taskAnswers).toEqual({ onTime: 3, late: 2 });
    expect(wide.mostActiveCourses.map((c) => [c.courseName, c.total])).toEqual([
      ['Algebra', 5],
      ['Biology', 2],
      ['Chemistry', 1],
    ]);

    const upTo = await analytics('?to=2026-01-31');
    expect(upTo.period).toEqual({ from: '2025-02-01', to: '2026-01-31' });
    expect(upTo.newStudentsByMonth).toHaveLength(12);
    expect(upTo.taskAnswers).toEqual({ onTime: 1, late: 0 });

    const since = await analytics('?from=2026-05-01');
    expect(since.period).toEqual({ from: '2026-05-01', to: '2026-06-15' });
    expect(since.taskAnswers).toEqual({ onTime: 1, late: 1 });
    expect(since.testPassRate).toEqual({ passed: 0, failed: 1, rate: 0 });
  });

  it('leaves empty figures empty', async () => {
    const quiet = await analytics('?from=2024-01-01&to=2024-03-31');
    expect(quiet.newStudentsByMonth).toEqual(monthsFrom('2024-01', {}, 3));
    expect(quiet.testPassRate).toEqual({ passed: 0, failed: 0, rate: null });
    expect(quiet.taskAnswers).toEqual({ onTime: 0, late: 0 });
    expect(quiet.mostActiveCourses).toEqual([]);
  });
});

describe('GET /analytics: the school boundary and the trash', () => {
  it("never counts another school's people or work", async () => {
    const mine = await analytics('?from=2025-01-01&to=2026-12-31');
    const theirs = await analytics('?from=2025-01-01&to=2026-12-31', tokens.OTHER);
    expect(theirs.students).toEqual({ total: 1, online: 1, offline: 0, blocked: 0 });
    expect(theirs.groups).toEqual({ active: 1, finished: 0 });
    expect(theirs.courses).toBe(1);
    expect(theirs.instructors).toBe(1);
    expect(theirs.taskAnswers).toEqual({ onTime: 0, late: 1 });
    expect(theirs.mostActiveCourses).toEqual([
      { courseId: other.courseId, courseName: 'Other course', taskAnswers: 1, testAttempts: 0, total: 1 },
    ]);
    expect(theirs.averageRatingByCourse).toEqual([{ courseId: other.courseId, courseName: 'Other course', average: 100, students: 1 }]);
    expect(mine.students.total).toBe(5);
    expect(mine.taskAnswers).toEqual({ onTime: 3, late: 2 });
    expect(mine.mostActiveCourses.map((c) => c.courseId)).not.toContain(other.courseId);
    expect(mine.averageRatingByCourse.map((c) => c.courseId)).not.toContain(other.courseId);

    // The demo school's admin sees the demo school: its own live rows, none of ours.
    const demo = await analytics('', tokens.DEMO_ADMIN);
    const demoSchool = await t.db.selectFrom('schools').select('id').where('domain', '=', 'demo').executeTakeFirstOrThrow();
    const live = (table: 'courses' | 'groups') =>
      rowCount(t.db, table, (eb) => eb.and([eb('school_id', '=', demoSchool.id), eb('deleted_at', 'is', null)]));
    expect(demo.courses).toBe(await live('courses'));
    expect(demo.groups.active + demo.groups.finished).toBe(await live('groups'));
    const demoCourseNames = demo.averageRatingByCourse.map((c) => c.courseName);
    for (const name of ['Algebra', 'Biology', 'Chemistry', 'Other course']) expect(demoCourseNames).not.toContain(name);
  });

  it('stops counting what goes to the trash, and counts it again when restored', async () => {
    await t.db.updateTable('users').set({ deleted_at: MOSCOW_NOON }).where('id', '=', s.student.s1).execute();
    await t.db.updateTable('courses').set({ deleted_at: MOSCOW_NOON }).where('id', '=', s.course.chemistry).execute();
    try {
      const a = await analytics();
      expect(a.students).toEqual({ total: 4, online: 2, offline: 2, blocked: 1 });
      expect(a.courses).toBe(3);
      // Without s1 (a1, t1) and Chemistry (t3).
      expect(a.taskAnswers).toEqual({ onTime: 1, late: 2 });
      expect(a.testPassRate).toEqual({ passed: 0, failed: 1, rate: 0 });
      expect(a.averageRatingByCourse.map((c) => [c.courseName, c.average, c.students])).toEqual([
        ['Algebra', 40, 3],
        ['Biology', 37.5, 2],
      ]);
      expect(a.mostActiveCourses.map((c) => [c.courseName, c.total])).toEqual([
        ['Algebra', 3],
        ['Biology', 1],
      ]);
    } finally {
      await t.db.updateTable('users').set({ deleted_at: null }).where('id', '=', s.student.s1).execute();
      await t.db.updateTable('courses').set({ deleted_at: null }).where('id', '=', s.course.chemistry).execute();
    }
    expect((await analytics()).students.total).toBe(5);
  });
});

describe('GET /analytics: who may ask, and bad periods', () => {
  it.each(['INSTRUCTOR', 'STUDENT'] as const)('refuses a %s with 403', async (role) => {
    const res = await get('', tokens[role]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You do not have permission to do this.', status: 403 });
  });

  it('asks for a login', async () => {
    expect((await get('', '')).statusCode).toBe(401);
  });

  it.each([
    ['?from=2026-1-1', 'from'],
    ['?to=yesterday', 'to'],
    ['?from=2026-02-31', 'from'],
    ['?to=2026-13-01', 'to'],
  ])('refuses %s naming the field', async (query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message: `The field "${field}" has an invalid format.` });
  });

  it('refuses a period that ends before it starts, in the user language', async () => {
    const en = await get('?from=2026-05-02&to=2026-05-01');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      status: 400,
      field: 'from',
      message: 'The start of the period (from, 2026-05-02) must not be later than its end (to, 2026-05-01).',
    });
    const ru = await get('?from=2026-05-02&to=2026-05-01', tokens.ADMIN, 'ru');
    expect(ru.statusCode).toBe(400);
    expect(ru.json()).toEqual({
      status: 400,
      field: 'from',
      message: 'Начало периода (from, 2026-05-02) не может быть позже его конца (to, 2026-05-01).',
    });
    // Only from, after today: the period would end today, before it starts.
    expect((await get('?from=2026-07-01')).json()).toMatchObject({ status: 400, field: 'from' });
  });

  it('says a malformed date in Russian too', async () => {
    const res = await get('?from=2026-02-30', tokens.ADMIN, 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, field: 'from', message: 'Поле «from» имеет неверный формат.' });
  });

  it('refuses a period over 10 years, and takes one of exactly 10', async () => {
    const res = await get('?from=2016-01-01&to=2026-01-01', tokens.ADMIN, 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, field: 'from', message: 'Период не может быть длиннее 10 лет.' });
    expect((await analytics('?from=2016-01-01&to=2025-12-31')).newStudentsByMonth).toHaveLength(120);
  });
});
