import { sql, type RawBuilder } from 'kysely';
import { DEFAULT_DISTRIBUTION } from '../../../src/api/ratings.js';
import type { Db } from '../../db/index.js';

/*
 * What the rating is computed from: the students of the courses with what they scored, and
 * each course's maxima and weights. The arithmetic on top (percentages, weights, places,
 * search, sort) is in scoring.ts.
 *
 * Counted: points of ACCEPTED task answers; points of finished test attempts (submitted_at set,
 * submitted or closed at the deadline); exam marks. Items of trashed lessons count nowhere.
 * Those sums and maps are not aggregated here: rating_scores keeps them per (course, student),
 * maintained by the triggers of migration 0010 in the same transaction as every write that
 * changes them, so a read of a 1,000 × 200 table reads 1,000 rows instead of 160,000 answers.
 * The students of a course are read live: the live students of its live groups (students
 * blocked on the course included: a block stops them opening the course, not being rated);
 * what a student scored while out of the course's groups waits in rating_scores, not shown.
 */

export type ItemKind = 'task' | 'test' | 'exam';

export interface RatingScope {
  schoolId: number;
  courseIds: number[];
  /**
   * Adds each student's maps of scored items (id → points or mark) as JSON text, as stored:
   * a big table passes them through to the answer unparsed (see json.ts).
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
  /** JSON text of {id: points} ordered by id: only the items scored (accepted, finished, marked). */
  tasks?: string | null;
  tests?: string | null;
  exams?: string | null;
}

const only = (column: string, studentId: number | undefined) =>
  studentId === undefined ? sql`` : sql`and ${sql.ref(column)} = ${studentId}`;

/** `[course_id, student_id, first_name, last_name, group_id, group_name, tasks_total, tests_total, exams_sum]`. */
type PackedScalars = [number, number, string, string, number, string, number, number, number];

/**
 * The live students of the scope's courses' live groups with their sums (and maps), in one
 * read: membership joined with the maintained rating_scores (no row there: nothing scored).
 *
 * Each student comes back as ONE text field: a JSON array of the scalars, then with `detail`
 * the three maps, tab-separated (JSON text holds no raw tab). PGlite's client copies every
 * field of a result into a buffer of its own, about a microsecond each: the 12 columns of
 * 1,000 students were 15 ms of a rating request, one field per row is about 1.
 */
export async function courseFacts(db: Db, scope: RatingScope): Promise<FactRow[]> {
  if (!scope.courseIds.length) return [];
  const maps = scope.detail
    ? sql`|| chr(9) || coalesce(r.tasks, '{}') || chr(9) || coalesce(r.tests, '{}') || chr(9) || coalesce(r.exams, '{}')`
    : sql``;
  const result = await sql<{ packed: string }>`
    select json_build_array(cg.course_id, u.id, u.first_name, u.last_name, g.id, g.name,
      coalesce(r.tasks_total, 0), coalesce(r.tests_total, 0), coalesce(r.exams_sum, 0))::text ${maps} as packed
    from course_groups cg
    join courses c on c.id = cg.course_id and c.school_id = ${scope.schoolId} and c.deleted_at is null
    join groups g on g.id = cg.group_id and g.deleted_at is null
    join student_profiles sp on sp.group_id = g.id
    join users u on u.id = sp.user_id
    left join rating_scores r on r.course_id = cg.course_id and r.student_id = u.id
    where cg.course_id = any(${scope.courseIds}::int[]) and u.school_id = ${scope.schoolId} and u.role = 'STUDENT' and u.deleted_at is null
      ${only('u.id', scope.studentId)}`.execute(db);
  return result.rows.map(({ packed }) => {
    const [scalars, tasks, tests, exams] = packed.split('\t');
    const [course_id, student_id, first_name, last_name, group_id, group_name, tasks_total, tests_total, exams_sum] = JSON.parse(
      scalars,
    ) as PackedScalars;
    const row: FactRow = { course_id, student_id, first_name, last_name, group_id, group_name, tasks_total, tests_total, exams_sum };
    if (scope.detail) Object.assign(row, { tasks, tests, exams });
    return row;
  });
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
  const live = (alias: string): RawBuilder<unknown> =>
    sql`${sql.ref(`${alias}.course_id`)} = c.id and ${sql.ref(`${alias}.deleted_at`)} is null`;
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
