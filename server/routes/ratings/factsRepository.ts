import { sql } from 'kysely';
import { partRules, type DueOverrides, type RatingItem, type RatingPartRules, type RatingRules } from '../../../src/api/ratingFormula.js';
import { DEFAULT_DISTRIBUTION, DEFAULT_MISSING_COUNTS_ZERO, EXAM_MARK_MAX } from '../../../src/api/ratings.js';
import type { Db } from '../../db/index.js';

/*
 * What the rating is computed from: the students of the courses with what they scored, each
 * course's items, weights and due states, and the students' own due states. The arithmetic on
 * top is src/api/ratingFormula.ts (totals) and totals.ts (places, search, sort).
 *
 * Scored: points of ACCEPTED task answers; a test's grade (test_grades, from its finished
 * attempts); exam marks. Items of trashed lessons count nowhere. Those sums and maps are not
 * aggregated here: rating_scores keeps them per (course, student), maintained by the triggers
 * of migration 0010 in the same transaction as every write that changes them, so a read of a
 * 1,000 × 200 table reads 1,000 rows instead of 160,000 answers. The students of a course are
 * read live: the live students of its live groups (students blocked on the course included: a
 * block stops them opening the course, not being rated); what a student scored while out of
 * the course's groups waits in rating_scores, not shown.
 */

export type ItemKind = 'task' | 'test' | 'exam';

export interface RatingScope {
  schoolId: number;
  courseIds: number[];
}

/** A (course, student) row: who, the sums and the maps of what they scored. */
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
  tasks: string;
  tests: string;
  exams: string;
}

/** `[course_id, student_id, first_name, last_name, group_id, group_name, tasks_total, tests_total, exams_sum]`. */
type PackedScalars = [number, number, string, string, number, string, number, number, number];

/**
 * The live students of the scope's courses' live groups with their sums and maps, in one
 * read: membership joined with the maintained rating_scores (no row there: nothing scored).
 *
 * Each student comes back as ONE text field: a JSON array of the scalars, then the three maps,
 * tab-separated (JSON text holds no raw tab). PGlite's client copies every field of a result
 * into a buffer of its own, about a microsecond each: the 12 columns of 1,000 students were
 * 15 ms of a rating request, one field per row is about 1.
 */
export async function courseFacts(db: Db, scope: RatingScope): Promise<FactRow[]> {
  if (!scope.courseIds.length) return [];
  const result = await sql<{ packed: string }>`
    select json_build_array(cg.course_id, u.id, u.first_name, u.last_name, g.id, g.name,
      coalesce(r.tasks_total, 0), coalesce(r.tests_total, 0), coalesce(r.exams_sum, 0))::text
      || chr(9) || coalesce(r.tasks, '{}') || chr(9) || coalesce(r.tests, '{}') || chr(9) || coalesce(r.exams, '{}') as packed
    from course_groups cg
    join courses c on c.id = cg.course_id and c.school_id = ${scope.schoolId} and c.deleted_at is null
    join groups g on g.id = cg.group_id and g.deleted_at is null
    join student_profiles sp on sp.group_id = g.id
    join users u on u.id = sp.user_id
    left join rating_scores r on r.course_id = cg.course_id and r.student_id = u.id
    where cg.course_id = any(${scope.courseIds}::int[]) and u.school_id = ${scope.schoolId} and u.role = 'STUDENT' and u.deleted_at is null`.execute(
    db,
  );
  return result.rows.map(({ packed }) => {
    const [scalars, tasks, tests, exams] = packed.split('\t');
    const [course_id, student_id, first_name, last_name, group_id, group_name, tasks_total, tests_total, exams_sum] = JSON.parse(
      scalars,
    ) as PackedScalars;
    return { course_id, student_id, first_name, last_name, group_id, group_name, tasks_total, tests_total, exams_sum, tasks, tests, exams };
  });
}

/** What a course's totals are measured against: its items (with their due state) and weights. */
export interface CourseRules {
  course_id: number;
  course_name: string;
  /** Every live item's maximum, counted or not: the table's header. */
  tasks_max: number;
  tests_max: number;
  rules: RatingRules;
}

interface CourseRulesRow {
  course_id: number;
  course_name: string;
  w_tasks: number;
  w_tests: number;
  w_exams: number;
  missing_zero: boolean;
  /** JSON text of [id, max, due] triples. */
  tasks: string;
  tests: string;
  exams: string;
}

const itemsOf = (json: string): Array<[string, RatingItem]> =>
  (JSON.parse(json) as Array<[number, number, boolean]>).map(([id, max, due]) => [String(id), { max, due }]);

/**
 * The items of every live lesson of the courses (shown or not) with their maxima and whether
 * they are past due by `now` as the course sees it (a task's deadline; a published test's
 * closing time; the day after an exam in the school's timezone), and the rating's settings
 * (40/40/20 and missing work counting 0 by default).
 */
export async function courseRules(db: Db, schoolId: number, courseIds: number[], now: Date): Promise<Map<number, CourseRules>> {
  if (!courseIds.length) return new Map();
  const live = sql`l.course_id = c.id and l.deleted_at is null`;
  const result = await sql<CourseRulesRow>`
    select c.id as course_id, c.name as course_name,
      coalesce(rd.tasks_percent, ${DEFAULT_DISTRIBUTION.tasks})::int as w_tasks,
      coalesce(rd.tests_percent, ${DEFAULT_DISTRIBUTION.tests})::int as w_tests,
      coalesce(rd.exams_percent, ${DEFAULT_DISTRIBUTION.exams})::int as w_exams,
      coalesce(rd.missing_counts_zero, ${DEFAULT_MISSING_COUNTS_ZERO}) as missing_zero,
      (select coalesce(json_agg(json_build_array(t.id, t.max_points, t.deadline <= ${now})), '[]')::text
        from lessons l join tasks t on t.lesson_id = l.id where ${live}) as tasks,
      (select coalesce(json_agg(json_build_array(s.id,
          coalesce((select sum(q.points) from test_questions q where q.test_id = s.id), 0),
          coalesce(s.published_at <= ${now} and s.closes_at <= ${now}, false))), '[]')::text
        from lessons l join tests s on s.lesson_id = l.id where ${live}) as tests,
      (select coalesce(json_agg(json_build_array(e.id, ${EXAM_MARK_MAX}::int, e.date < (${now}::timestamptz at time zone sc.timezone)::date)), '[]')::text
        from exams e where e.course_id = c.id) as exams
    from courses c join schools sc on sc.id = c.school_id
    left join rating_distributions rd on rd.course_id = c.id
    where c.id = any(${courseIds}::int[]) and c.school_id = ${schoolId} and c.deleted_at is null`.execute(db);
  const out = new Map<number, CourseRules>();
  for (const r of result.rows) {
    const tasks = partRules(itemsOf(r.tasks));
    const tests = partRules(itemsOf(r.tests));
    const sum = (p: RatingPartRules) => [...p.items.values()].reduce((n, i) => n + i.max, 0);
    out.set(r.course_id, {
      course_id: r.course_id,
      course_name: r.course_name,
      tasks_max: sum(tasks),
      tests_max: sum(tests),
      rules: {
        weights: { tasks: r.w_tasks, tests: r.w_tests, exams: r.w_exams },
        missingCountsZero: r.missing_zero,
        tasks,
        tests,
        exams: partRules(itemsOf(r.exams)),
      },
    });
  }
  return out;
}

/**
 * Per course and student, the items whose due state differs for that student: a task answer
 * waiting for review past the deadline (not missing: it counts once reviewed), a task whose
 * deadline the student's extension replaces, and a test whose closing time the student's own
 * window replaces.
 */
export async function dueOverrides(db: Db, courseIds: number[], now: Date): Promise<Map<number, Map<number, DueOverrides>>> {
  const out = new Map<number, Map<number, DueOverrides>>();
  if (!courseIds.length) return out;
  const result = await sql<{ course_id: number; student_id: number; part: 'tasks' | 'tests'; id: number; due: boolean }>`
    select l.course_id, a.student_id, 'tasks' as part, a.task_id as id, false as due
    from task_answers a join tasks t on t.id = a.task_id join lessons l on l.id = t.lesson_id and l.deleted_at is null
    where l.course_id = any(${courseIds}::int[]) and a.status = 'WAITING' and t.deadline <= ${now}
    union all
    select l.course_id, x.student_id, 'tasks' as part, x.task_id as id, x.deadline <= ${now} as due
    from task_extensions x join tasks t on t.id = x.task_id join lessons l on l.id = t.lesson_id and l.deleted_at is null
    where l.course_id = any(${courseIds}::int[])
      and not exists (select 1 from task_answers a where a.task_id = x.task_id and a.student_id = x.student_id and a.status = 'WAITING')
    union all
    select l.course_id, ac.student_id, 'tests' as part, ac.test_id as id,
      coalesce(s.published_at <= ${now} and ac.closes_at <= ${now}, false) as due
    from test_accommodations ac join tests s on s.id = ac.test_id join lessons l on l.id = s.lesson_id and l.deleted_at is null
    where l.course_id = any(${courseIds}::int[]) and ac.closes_at is not null`.execute(db);
  for (const r of result.rows) {
    let course = out.get(r.course_id);
    if (!course) out.set(r.course_id, (course = new Map()));
    let student = course.get(r.student_id);
    if (!student) course.set(r.student_id, (student = {}));
    (student[r.part] ??= new Map()).set(String(r.id), r.due);
  }
  return out;
}
