import { sql } from 'kysely';
import {
  DEFAULT_DISTRIBUTION,
  EXAM_MARK_MAX,
  PLACEHOLDER_TASK,
  type CourseRatingHeader,
  type CourseRatingQuery,
  type ExamDto,
  type GroupRatingRow,
  DEFAULT_MISSING_COUNTS_ZERO,
  type RatingDistributionInput,
  type RatingDistributionDto,
  type RatingLessonColumn,
  type RatingStudentRow,
  type StudentRatingDto,
  type StudentsRatingDto,
} from '../../../src/api/ratings.js';
import type { CourseStanding } from '../../../src/api/people.js';
import type { Db } from '../../db/index.js';
import type { CourseAccess } from '../../lib/courseAccess.js';
import { fullName } from '../../lib/names.js';
import { EMPTY_FORMULA } from '../../../src/api/ratingFormula.js';
import { courseRatingJson } from './json.js';
import { scoredCourses } from './scoredCourses.js';
import { groupAverages, selectRows } from './totals.js';

/* Reads of the rating: its header (lessons, items, exams, distribution) and its rows. */

export async function getDistribution(db: Db, courseId: number): Promise<RatingDistributionDto> {
  const row = await db
    .selectFrom('rating_distributions')
    .select(['tasks_percent', 'tests_percent', 'exams_percent', 'missing_counts_zero'])
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (!row) return { courseId, ...DEFAULT_DISTRIBUTION, missingCountsZero: DEFAULT_MISSING_COUNTS_ZERO, isDefault: true };
  const { tasks_percent: tasks, tests_percent: tests, exams_percent: exams, missing_counts_zero: missingCountsZero } = row;
  return { courseId, tasks, tests, exams, missingCountsZero, isDefault: false };
}

/** Saves the weights, and the missing-work rule when given (kept as it was when left out). */
export async function saveDistribution(db: Db, courseId: number, d: RatingDistributionInput, userId: number, now: Date): Promise<void> {
  const values = {
    tasks_percent: d.tasks,
    tests_percent: d.tests,
    exams_percent: d.exams,
    ...(d.missingCountsZero === undefined ? {} : { missing_counts_zero: d.missingCountsZero }),
    updated_by: userId,
    updated_at: now,
  };
  await db
    .insertInto('rating_distributions')
    .values({ course_id: courseId, ...values })
    .onConflict((oc) => oc.column('course_id').doUpdateSet(values))
    .execute();
}

export function toExamDto(row: { id: number; course_id: number; name: string; date: string }): ExamDto {
  return { examId: row.id, courseId: row.course_id, name: row.name, date: String(row.date), mark: EXAM_MARK_MAX };
}

export async function listExams(db: Db, courseId: number): Promise<ExamDto[]> {
  const rows = await db
    .selectFrom('exams')
    .select(['id', 'course_id', 'name', 'date'])
    .where('course_id', '=', courseId)
    .orderBy('date')
    .orderBy('id')
    .execute();
  return rows.map(toExamDto);
}

interface LessonJson {
  lessonId: number;
  lessonName: string;
  tasks: RatingLessonColumn['tasks'];
  tests: RatingLessonColumn['tests'];
}

/**
 * The course's live lessons in order, each with its tasks and tests (and their maximum points);
 * `shownBy` keeps only lessons shown and tests published by then (what a student sees). Read as one JSON text:
 * one field to decode instead of four per lesson (see courseFacts on PGlite's cost per field).
 */
export async function lessonColumns(db: Db, courseId: number, shownBy?: Date): Promise<RatingLessonColumn[]> {
  const result = await sql<{ lessons: string }>`
    with l as (
      select l.id, l.name, l.position from lessons l
      where l.course_id = ${courseId} and l.deleted_at is null ${shownBy ? sql`and l.show_date <= ${shownBy}` : sql``}
    ),
    t as (
      select t.lesson_id, json_agg(json_build_object('taskId', t.id, 'taskName', t.name, 'maxPoints', t.max_points) order by t.created_at, t.id) as tasks
      from l join tasks t on t.lesson_id = l.id
      group by t.lesson_id
    ),
    q as (
      select q.test_id, sum(q.points) as points
      from l join tests s on s.lesson_id = l.id join test_questions q on q.test_id = s.id
      group by q.test_id
    ),
    s as (
      select s.lesson_id,
        json_agg(json_build_object('testId', s.id, 'testName', s.name, 'maxPoints', coalesce(q.points, 0)) order by s.created_at, s.id) as tests
      from l join tests s on s.lesson_id = l.id left join q on q.test_id = s.id
      ${shownBy ? sql`where s.published_at <= ${shownBy}` : sql``}
      group by s.lesson_id
    )
    select coalesce(json_agg(json_build_object('lessonId', l.id, 'lessonName', l.name,
      'tasks', coalesce(t.tasks, '[]'::json), 'tests', coalesce(s.tests, '[]'::json)) order by l.position, l.id), '[]'::json)::text as lessons
    from l left join t on t.lesson_id = l.id left join s on s.lesson_id = l.id`.execute(db);
  const lessons = JSON.parse(result.rows[0].lessons) as LessonJson[];
  for (const l of lessons) {
    // SPEC §4, §9: a lesson with neither gets the placeholder column, which has no points.
    if (!l.tasks.length && !l.tests.length) l.tasks = [{ taskId: PLACEHOLDER_TASK.id, taskName: PLACEHOLDER_TASK.name, maxPoints: 0 }];
  }
  return lessons;
}

async function header(db: Db, course: CourseAccess, shownBy?: Date): Promise<Omit<CourseRatingHeader, 'tasksMax' | 'testsMax'>> {
  // One connection on PGlite anyway; on PostgreSQL the three run side by side.
  const [lessons, exams, distribution] = await Promise.all([
    lessonColumns(db, course.id, shownBy),
    listExams(db, course.id),
    getDistribution(db, course.id),
  ]);
  return { courseId: course.id, courseName: course.name, distribution, lessons, exams };
}

/** The ids of the header's items, as the students' maps are keyed (the placeholder has none). */
function headerItems(h: Pick<CourseRatingHeader, 'lessons' | 'exams'>) {
  const tasks: string[] = [];
  const tests: string[] = [];
  for (const lesson of h.lessons) {
    for (const t of lesson.tasks) if (t.taskId !== PLACEHOLDER_TASK.id) tasks.push(String(t.taskId));
    for (const t of lesson.tests) tests.push(String(t.testId));
  }
  return { tasks, tests, exams: h.exams.map((e) => String(e.examId)) };
}

/** The entries of a JSON map whose ids the header shows (a student's header lacks unshown lessons). */
function pick(json: string | null | undefined, ids: string[]): Record<string, number> {
  const all = json ? (JSON.parse(json) as Record<string, number>) : {};
  const out: Record<string, number> = {};
  for (const id of ids) if (typeof all[id] === 'number') out[id] = all[id];
  return out;
}

/** Every student of one course, scored and placed at `now`, with the course's maxima. */
async function scoredCourse(db: Db, course: CourseAccess, now: Date) {
  const { rows, courses } = await scoredCourses(db, course.schoolId, [course.id], now);
  const c = courses.get(course.id);
  return { rows, tasksMax: c?.tasks_max ?? 0, testsMax: c?.tests_max ?? 0 };
}

/** GET /courses/{courseId}/students/rating: the whole table, or a page of it, as JSON text (see json.ts). */
export async function courseRating(db: Db, course: CourseAccess, query: CourseRatingQuery, now: Date): Promise<string> {
  // One connection on PGlite anyway; on PostgreSQL the reads run side by side.
  const [head, scored] = await Promise.all([header(db, course), scoredCourse(db, course, now)]);
  const { rows, count } = selectRows(scored.rows, query);
  return courseRatingJson({ ...head, tasksMax: scored.tasksMax, testsMax: scored.testsMax }, rows, count);
}

/**
 * GET /student/rating/{courseId}: lessons shown by `now`, and the student's own row. Places
 * need every total, so every student is scored; only the student's own maps are answered.
 */
export async function studentRating(db: Db, course: CourseAccess, studentId: number, now: Date): Promise<StudentRatingDto> {
  const [head, scored] = await Promise.all([header(db, course, now), scoredCourse(db, course, now)]);
  const items = headerItems(head);
  const mine = scored.rows.find((r) => r.studentId === studentId);
  const student: RatingStudentRow = {
    studentId,
    studentFullName: mine ? fullName(mine.firstName, mine.lastName) : '',
    groupName: mine?.groupName ?? null,
    place: mine?.place ?? 0,
    tasks: pick(mine?.tasks, items.tasks),
    tests: pick(mine?.tests, items.tests),
    exams: pick(mine?.exams, items.exams),
    tasksTotal: mine?.tasksTotal ?? 0,
    testsTotal: mine?.testsTotal ?? 0,
    examsAverage: mine?.examsAverage ?? 0,
    total: mine?.total ?? 0,
    formula: mine?.formula ?? EMPTY_FORMULA,
  };
  return { ...head, tasksMax: scored.tasksMax, testsMax: scored.testsMax, student, studentsCount: scored.rows.length };
}

/** GET /student/all/ratings/{courseId}: names and totals only, best first; only the student's own row unless the school shows classmates. */
export async function studentsRating(db: Db, course: CourseAccess, me: number, now: Date): Promise<StudentsRatingDto> {
  const [scored, school] = await Promise.all([
    scoredCourse(db, course, now),
    db.selectFrom('schools').select('rating_names_visible').where('id', '=', course.schoolId).executeTakeFirstOrThrow(),
  ]);
  const ranked = selectRows(scored.rows, { sort: 'total', order: 'desc' });
  const classmatesShown = school.rating_names_visible;
  const rows = classmatesShown ? ranked.rows : ranked.rows.filter((r) => r.studentId === me);
  return {
    courseId: course.id,
    courseName: course.name,
    classmatesShown,
    studentsCount: ranked.count,
    count: rows.length,
    objects: rows.map((r) => ({
      studentId: r.studentId,
      studentFullName: fullName(r.firstName, r.lastName),
      place: r.place,
      total: r.total,
      isMe: r.studentId === me,
    })),
  };
}

/** Each group's averages on the given courses (already checked as the caller's), from one read of them all. */
export async function groupRating(
  db: Db,
  schoolId: number,
  courseIds: number[],
  now: Date,
): Promise<{ objects: GroupRatingRow[]; count: number }> {
  const { rows, courses } = await scoredCourses(db, schoolId, courseIds, now);
  const objects = groupAverages(rows, courses);
  return { objects, count: objects.length };
}

/** Every live course of the school: what an admin's group rating covers. */
export function liveCourseIds(db: Db, schoolId: number) {
  return db.selectFrom('courses as c').select('c.id').where('c.school_id', '=', schoolId).where('c.deleted_at', 'is', null).execute();
}

/**
 * The student's totals and places on the given courses (already checked as theirs), by course:
 * every student of them is scored, since a place needs every total.
 */
export async function studentStandings(
  db: Db,
  schoolId: number,
  courseIds: number[],
  studentId: number,
  now: Date,
): Promise<Map<number, CourseStanding>> {
  const { rows } = await scoredCourses(db, schoolId, courseIds, now);
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.courseId, (counts.get(r.courseId) ?? 0) + 1);
  const out = new Map<number, CourseStanding>();
  for (const r of rows) {
    if (r.studentId !== studentId) continue;
    const { tasksTotal, testsTotal, examsAverage, total, place } = r;
    out.set(r.courseId, { tasksTotal, testsTotal, examsAverage, total, place, studentsCount: counts.get(r.courseId) ?? 0 });
  }
  return out;
}
