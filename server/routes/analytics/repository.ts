import { sql } from 'kysely';
import { monthsOf, type AnalyticsDto } from '../../../src/api/analytics.js';
import type { Db } from '../../db/index.js';
import { roundPoints } from '../../../src/api/points.js';
import { scoredCourses } from '../ratings/scoredCourses.js';

/*
 * The reads behind GET /analytics (the figures are described in src/api/analytics.ts). Every
 * read is of one school. The period's days are the school's: its bounds are the school-timezone
 * midnights of `from` and of the day after `to`, compared with the stored UTC instants, so the
 * indexes on those instants can serve the range.
 */

export interface Period {
  from: string;
  to: string;
}

const collator = new Intl.Collator(['en', 'ru'], { sensitivity: 'base', numeric: true });

/** The period's bounds as instants: [start, end). */
function bounds(period: Period, timeZone: string) {
  return {
    start: sql<Date>`(${period.from}::date::timestamp at time zone ${timeZone})`,
    end: sql<Date>`((${period.to}::date + 1)::timestamp at time zone ${timeZone})`,
  };
}

/** The counts as of now: students by format and blocked, groups by state, courses, instructors. */
async function counts(db: Db, schoolId: number) {
  const result = await sql<{
    students: number;
    online: number;
    offline: number;
    blocked: number;
    active_groups: number;
    finished_groups: number;
    courses: number;
    instructors: number;
  }>`
    select s.students, s.online, s.offline, s.blocked, g.active_groups, g.finished_groups,
      (select count(*)::int from courses c where c.school_id = ${schoolId} and c.deleted_at is null) as courses,
      (select count(*)::int from users u where u.school_id = ${schoolId} and u.role = 'INSTRUCTOR' and u.deleted_at is null) as instructors
    from (
      select count(*)::int as students,
        count(*) filter (where sp.study_format = 'ONLINE')::int as online,
        count(*) filter (where sp.study_format = 'OFFLINE')::int as offline,
        count(*) filter (where u.blocked)::int as blocked
      from users u join student_profiles sp on sp.user_id = u.id
      where u.school_id = ${schoolId} and u.role = 'STUDENT' and u.deleted_at is null
    ) s, (
      select count(*) filter (where not g.finished)::int as active_groups, count(*) filter (where g.finished)::int as finished_groups
      from groups g where g.school_id = ${schoolId} and g.deleted_at is null
    ) g`.execute(db);
  return result.rows[0];
}

/** Live students made in the period, per month of the school's calendar, zero-filled. */
async function newStudentsByMonth(db: Db, schoolId: number, period: Period, timeZone: string): Promise<AnalyticsDto['newStudentsByMonth']> {
  const { start, end } = bounds(period, timeZone);
  const result = await sql<{ month: string; count: number }>`
    select to_char(u.created_at at time zone ${timeZone}, 'YYYY-MM') as month, count(*)::int as count
    from users u
    where u.school_id = ${schoolId} and u.role = 'STUDENT' and u.deleted_at is null
      and u.created_at >= ${start} and u.created_at < ${end}
    group by 1`.execute(db);
  const byMonth = new Map(result.rows.map((r) => [r.month, r.count]));
  return monthsOf(period.from, period.to).map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
}

/**
 * The average rating total per live course with students, from the rating's own reads and
 * arithmetic (ratings/scoredCourses.ts): the same totals the rating table shows.
 */
async function averageRatingByCourse(db: Db, schoolId: number, now: Date): Promise<AnalyticsDto['averageRatingByCourse']> {
  const courses = await db.selectFrom('courses').select('id').where('school_id', '=', schoolId).where('deleted_at', 'is', null).execute();
  const courseIds = courses.map((c) => c.id);
  const { rows, courses: rules } = await scoredCourses(db, schoolId, courseIds, now);
  const sums = new Map<number, { sum: number; students: number }>();
  for (const row of rows) {
    const entry = sums.get(row.courseId) ?? { sum: 0, students: 0 };
    entry.sum += row.total;
    entry.students += 1;
    sums.set(row.courseId, entry);
  }
  return [...sums.entries()]
    .map(([courseId, { sum, students }]) => ({
      courseId,
      courseName: rules.get(courseId)?.course_name ?? '',
      average: roundPoints(sum / students),
      students,
    }))
    .sort((a, b) => b.average - a.average || collator.compare(a.courseName, b.courseName) || a.courseId - b.courseId);
}

interface CourseActivity {
  course_id: number;
  course_name: string;
  on_time: number;
  late: number;
  passed: number;
  failed: number;
}

/**
 * Per live course, what live students did in the period in its live lessons: task answers
 * first sent (on time / late) and test attempts finished (passed / failed). Courses with
 * nothing are left out.
 */
async function courseActivity(db: Db, schoolId: number, period: Period, timeZone: string): Promise<CourseActivity[]> {
  const { start, end } = bounds(period, timeZone);
  // Counted per task and per test first, leaving out trashed students by an anti-join: the
  // joins up to the course then join a row per item, not one per answer or attempt.
  const result = await sql<CourseActivity>`
    with answers as (
      select a.task_id, count(*) filter (where not a.late)::int as on_time, count(*) filter (where a.late)::int as late
      from task_answers a
      where a.school_id = ${schoolId} and a.created_at >= ${start} and a.created_at < ${end}
        and not exists (select 1 from users u where u.id = a.student_id and u.deleted_at is not null)
      group by a.task_id
    ),
    attempts as (
      select a.test_id, count(*) filter (where a.passed)::int as passed, count(*) filter (where a.passed is not true)::int as failed
      from test_attempts a
      where a.school_id = ${schoolId} and a.submitted_at >= ${start} and a.submitted_at < ${end}
        and not exists (select 1 from users u where u.id = a.student_id and u.deleted_at is not null)
      group by a.test_id
    ),
    per_course as (
      select l.course_id, sum(an.on_time)::int as on_time, sum(an.late)::int as late, 0 as passed, 0 as failed
      from answers an join tasks t on t.id = an.task_id join lessons l on l.id = t.lesson_id and l.deleted_at is null
      group by l.course_id
      union all
      select l.course_id, 0, 0, sum(at.passed)::int, sum(at.failed)::int
      from attempts at join tests s on s.id = at.test_id join lessons l on l.id = s.lesson_id and l.deleted_at is null
      group by l.course_id
    )
    select c.id as course_id, c.name as course_name,
      sum(p.on_time)::int as on_time, sum(p.late)::int as late, sum(p.passed)::int as passed, sum(p.failed)::int as failed
    from per_course p join courses c on c.id = p.course_id
    where c.school_id = ${schoolId} and c.deleted_at is null
    group by c.id, c.name`.execute(db);
  return result.rows;
}

const MOST_ACTIVE = 5;

/** Every figure of GET /analytics for one school and period. */
export async function schoolAnalytics(db: Db, schoolId: number, period: Period, timeZone: string, now: Date): Promise<AnalyticsDto> {
  // One connection on PGlite anyway; on PostgreSQL the reads run side by side.
  const [count, months, ratings, activity] = await Promise.all([
    counts(db, schoolId),
    newStudentsByMonth(db, schoolId, period, timeZone),
    averageRatingByCourse(db, schoolId, now),
    courseActivity(db, schoolId, period, timeZone),
  ]);
  let passed = 0;
  let failed = 0;
  let onTime = 0;
  let late = 0;
  for (const c of activity) {
    passed += c.passed;
    failed += c.failed;
    onTime += c.on_time;
    late += c.late;
  }
  const mostActiveCourses = activity
    .map((c) => ({
      courseId: c.course_id,
      courseName: c.course_name,
      taskAnswers: c.on_time + c.late,
      testAttempts: c.passed + c.failed,
      total: c.on_time + c.late + c.passed + c.failed,
    }))
    .sort((a, b) => b.total - a.total || collator.compare(a.courseName, b.courseName) || a.courseId - b.courseId)
    .slice(0, MOST_ACTIVE);
  return {
    period: { from: period.from, to: period.to },
    students: { total: count.students, online: count.online, offline: count.offline, blocked: count.blocked },
    groups: { active: count.active_groups, finished: count.finished_groups },
    courses: count.courses,
    instructors: count.instructors,
    newStudentsByMonth: months,
    averageRatingByCourse: ratings,
    testPassRate: { passed, failed, rate: passed + failed > 0 ? Math.round((passed / (passed + failed)) * 10_000) / 10_000 : null },
    taskAnswers: { onTime, late },
    mostActiveCourses,
  };
}
