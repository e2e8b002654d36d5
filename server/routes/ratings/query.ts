import { sql, type RawBuilder } from 'kysely';
import { DEFAULT_DISTRIBUTION } from '../../../src/api/ratings.js';
import type { Db } from '../../db/index.js';

/*
 * What the rating is computed from, read in a few set-based queries: the students of the
 * courses, their points summed per (course, student) by one GROUP BY per kind of item (tasks,
 * tests, exams; never a query per student or cell), and each course's maxima and weights. The
 * arithmetic on top (percentages, weights, places, search, sort) is in scoring.ts.
 *
 * Counted: points of ACCEPTED task answers; points of finished test attempts (submitted_at set,
 * submitted or closed at the deadline); exam marks. Items of trashed lessons count nowhere.
 * The students of a course are the live students of its live groups (students blocked on the
 * course included: a block stops them opening the course, not being rated).
 */

export type ItemKind = 'task' | 'test' | 'exam';

export interface RatingScope {
  schoolId: number;
  courseIds: number[];
  /**
   * Adds each student's maps of scored items (id → points or mark) as JSON text, straight from
   * the database: a big table passes them through to the answer unparsed (see json.ts).
   */
  detail?: boolean;
  /** Only this student's row. */
  studentId?: number;
}

/** A (course, student) row: who, and the sums (and maps) of what they scored. */
export interface FactRow {
  course_id: number;
  student_id: number;
  first_name: string;
  last_name: string;
  group_id: number;
  group_name: string;
  tasks_total: number;
  tests_total: number;
  exams_sum: number;
  /** JSON text of {id: points}: only the items scored (accepted, finished, marked). */
  tasks?: string | null;
  tests?: string | null;
  exams?: string | null;
}

interface PointsRow {
  course_id: number;
  student_id: number;
  total: number;
  detail?: string | null;
}

const only = (column: string, studentId: number | undefined) => (studentId === undefined ? sql`` : sql`and ${sql.ref(column)} = ${studentId}`);
/** `{"id":value,…}` built as compact text (cheaper than json_object_agg, and a quarter smaller). */
const detailOf = (scope: RatingScope, key: string, value: string) =>
  scope.detail ? sql`, '{' || string_agg('"' || ${sql.ref(key)}::text || '":' || ${sql.ref(value)}::text, ',') || '}' as detail` : sql``;

/** The live students of the courses' live groups (students blocked on a course included). */
async function courseStudents(db: Db, scope: RatingScope) {
  const result = await sql<Omit<FactRow, 'tasks_total' | 'tests_total' | 'exams_sum'>>`
    select cg.course_id, u.id as student_id, u.first_name, u.last_name, g.id as group_id, g.name as group_name
    from course_groups cg
    join courses c on c.id = cg.course_id and c.school_id = ${scope.schoolId} and c.deleted_at is null
    join groups g on g.id = cg.group_id and g.deleted_at is null
    join student_profiles sp on sp.group_id = g.id
    join users u on u.id = sp.user_id
    where cg.course_id = any(${scope.courseIds}::int[]) and u.school_id = ${scope.schoolId} and u.role = 'STUDENT' and u.deleted_at is null
      ${only('u.id', scope.studentId)}`.execute(db);
  return result.rows;
}

/*
 * The items of the courses' live lessons are a small MATERIALIZED list that drives the read of
 * the points: per task (test), an index-only scan of the covering partial index of migration
 * 0009. Left to itself the planner joined whole tables, a third slower on PGlite.
 */

/** Points of ACCEPTED answers to the tasks of the courses' live lessons, per (course, student). */
async function taskPoints(db: Db, scope: RatingScope) {
  const result = await sql<PointsRow>`
    with items as materialized (
      select t.id, l.course_id from lessons l join tasks t on t.lesson_id = l.id
      where l.course_id = any(${scope.courseIds}::int[]) and l.school_id = ${scope.schoolId} and l.deleted_at is null
    )
    select i.course_id, a.student_id, sum(a.points)::float8 as total ${detailOf(scope, 'a.task_id', 'a.points')}
    from items i join task_answers a on a.task_id = i.id and a.status = 'ACCEPTED'
    where true ${only('a.student_id', scope.studentId)}
    group by i.course_id, a.student_id`.execute(db);
  return result.rows;
}

/** Points of finished attempts (submitted, or closed at the deadline) at the tests of the courses' live lessons. */
async function testPoints(db: Db, scope: RatingScope) {
  const result = await sql<PointsRow>`
    with items as materialized (
      select s.id, l.course_id from lessons l join tests s on s.lesson_id = l.id
      where l.course_id = any(${scope.courseIds}::int[]) and l.school_id = ${scope.schoolId} and l.deleted_at is null
    )
    select i.course_id, a.student_id, sum(coalesce(a.points, 0))::float8 as total ${detailOf(scope, 'a.test_id', 'a.points')}
    from items i join test_attempts a on a.test_id = i.id and a.submitted_at is not null
    where a.points is not null ${only('a.student_id', scope.studentId)}
    group by i.course_id, a.student_id`.execute(db);
  return result.rows;
}

/** Marks of the courses' exams. */
async function examMarks(db: Db, scope: RatingScope) {
  const result = await sql<PointsRow>`
    select e.course_id, m.student_id, sum(m.mark)::float8 as total ${detailOf(scope, 'm.exam_id', 'm.mark')}
    from exams e join exam_marks m on m.exam_id = e.id
    where e.course_id = any(${scope.courseIds}::int[]) and e.school_id = ${scope.schoolId}
      ${only('m.student_id', scope.studentId)}
    group by e.course_id, m.student_id`.execute(db);
  return result.rows;
}

/**
 * The students of the scope's courses with their sums (and maps): four set-based reads, each
 * kind of points aggregated once per (course, student) with GROUP BY, side by side on
 * PostgreSQL. For speed on a big course (1,000 students × 200 items = 160,000 facts), the
 * answers and attempts are read per task and test from the covering partial indexes of
 * migration 0009 (index-only scans: no heap page visited per answer), and one aggregate per
 * kind is cheaper on PGlite than one over a UNION of the kinds.
 */
export async function courseFacts(db: Db, scope: RatingScope): Promise<FactRow[]> {
  if (!scope.courseIds.length) return [];
  const [students, tasks, tests, exams] = await Promise.all([courseStudents(db, scope), taskPoints(db, scope), testPoints(db, scope), examMarks(db, scope)]);
  const rows = new Map<string, FactRow>();
  for (const s of students) {
    rows.set(`${s.course_id}:${s.student_id}`, { ...s, tasks_total: 0, tests_total: 0, exams_sum: 0 });
  }
  const add = (points: PointsRow[], total: 'tasks_total' | 'tests_total' | 'exams_sum', map: 'tasks' | 'tests' | 'exams') => {
    for (const p of points) {
      // Answers of students no longer on the course count nowhere.
      const row = rows.get(`${p.course_id}:${p.student_id}`);
      if (!row) continue;
      row[total] = p.total;
      row[map] = p.detail;
    }
  };
  add(tasks, 'tasks_total', 'tasks');
  add(tests, 'tests_total', 'tests');
  add(exams, 'exams_sum', 'exams');
  return [...rows.values()];
}

/** What a course's totals are measured against: its maxima and the distribution's weights. */
export interface CourseMaxima {
  course_id: number;
  course_name: string;
  tasks_max: number;
  tests_max: number;
  exams_count: number;
  w_tasks: number;
  w_tests: number;
  w_exams: number;
}

/** The maxima of every live lesson of the courses (shown or not) and their weights (40/40/20 by default). */
export async function courseMaxima(db: Db, schoolId: number, courseIds: number[]): Promise<Map<number, CourseMaxima>> {
  if (!courseIds.length) return new Map();
  const live = (alias: string): RawBuilder<unknown> => sql`${sql.ref(`${alias}.course_id`)} = c.id and ${sql.ref(`${alias}.deleted_at`)} is null`;
  const result = await sql<CourseMaxima>`
    select c.id as course_id, c.name as course_name,
      coalesce((select sum(t.max_points) from lessons l join tasks t on t.lesson_id = l.id where ${live('l')}), 0)::float8 as tasks_max,
      coalesce((select sum(q.points) from lessons l join tests s on s.lesson_id = l.id join test_questions q on q.test_id = s.id where ${live('l')}), 0)::float8 as tests_max,
      (select count(*) from exams e where e.course_id = c.id)::int as exams_count,
      coalesce(rd.tasks_percent, ${DEFAULT_DISTRIBUTION.tasks})::int as w_tasks,
      coalesce(rd.tests_percent, ${DEFAULT_DISTRIBUTION.tests})::int as w_tests,
      coalesce(rd.exams_percent, ${DEFAULT_DISTRIBUTION.exams})::int as w_exams
    from courses c left join rating_distributions rd on rd.course_id = c.id
    where c.id = any(${courseIds}::int[]) and c.school_id = ${schoolId} and c.deleted_at is null`.execute(db);
  return new Map(result.rows.map((r) => [r.course_id, r]));
}
