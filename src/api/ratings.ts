/**
 * The ratings contract (SPEC §3 Course rating, Rating distribution; §7 Ratings and exams),
 * shared by the browser app, its tests and the server: exams and their marks, the rating
 * distribution, the course rating table, the students' views of it and the group rating.
 *
 * Paths (under /api):
 *   POST   /exam/create/{courseId}                  {name, date}          instructor of the course
 *   DELETE /exam/delete/{examId}                                          instructor of the course
 *   PUT    /exam/{examId}/give/mark/{studentId}     {mark}                instructor of the course
 *   GET    /courses/{courseId}/rating/distribution                        instructor of the course, admin
 *   POST   /courses/{courseId}/rating/distribution  {tasks, tests, exams} instructor of the course
 *          (the SPEC hides the leading segment of "POST /{x}/rating/distribution": it is the course)
 *   GET    /courses/{courseId}/students/rating      ?search&sort&order&page&size  instructor, admin
 *   GET    /courses/{courseId}/groups/rating        each group's averages on the course
 *   GET    /groups/rating                           each group's averages on every course the
 *                                                   caller sees (an instructor: their courses)
 *   GET    /student/rating/{courseId}               the student's own row
 *   GET    /student/all/ratings/{courseId}          the course's names and totals, for students
 *
 * How the table counts (the server computes it; the client only shows it). The rule of a total is
 * src/api/ratingFormula.ts; in short:
 * - scored: tasks, the points of an ACCEPTED answer; tests, the grade of the finished attempts
 *   (by the test's grading method); exams, the mark (0..100). Every exam is marked out of 100:
 *   that is the `mark` of an exam in the table's header;
 * - a student's maps (tasks, tests, exams) hold only what was scored (0 included); an item with
 *   no entry shows as a dash. Their keys come in id order;
 * - an item counts toward a total once scored, or once past due for that student when the
 *   course's `missingCountsZero` is on (then as 0; an answer waiting for review never does);
 * - each part is a percentage of the counted items' maximum (exams: the mean counted mark);
 *   total (0..100, 2 decimals) = the distribution-weighted mean of the parts with something
 *   counted. Each row's `formula` holds the counted sums, percentages and the weights used;
 * - tasksTotal and testsTotal are the sums of the scored points; examsAverage is the exams
 *   part's percentage (the mean of the counted marks);
 * - the header's tasksMax and testsMax count every live lesson's items, also those not due;
 * - with no distribution saved, the default is DEFAULT_DISTRIBUTION (40/40/20), missing work
 *   counting 0 once due.
 * The server keeps each student's sums and maps per course as the writes happen (migration
 * 0010), so what a table shows is always what a computation from scratch would give.
 */

import type { RatingFormula } from './ratingFormula.js';
import { PLACEHOLDER_TASK } from './tasks.js';

export { PLACEHOLDER_TASK };

/** Marks of an exam: whole numbers 0..EXAM_MARK_MAX. */
export const EXAM_MARK_MAX = 100;
export const EXAM_NAME_MAX = 200;
/** The distribution used until the instructor saves one. */
export const DEFAULT_DISTRIBUTION: RatingDistribution = { tasks: 40, tests: 40, exams: 20 };
/** Until the instructor says otherwise, an item missing past its due time counts 0. */
export const DEFAULT_MISSING_COUNTS_ZERO = true;
/** The course rating table pages at most this many rows; size left out (or 0) answers them all. */
export const RATING_MAX_SIZE = 1000;

/** Columns the course rating table sorts by; per-item columns are `task:{id}`, `test:{id}`, `exam:{id}`. */
export const RATING_SORT_FIELDS = ['name', 'group', 'tasksTotal', 'testsTotal', 'examsAverage', 'total', 'place'] as const;
export type RatingSortField = (typeof RATING_SORT_FIELDS)[number] | `task:${number}` | `test:${number}` | `exam:${number}`;
/** The JSON-schema pattern of `sort`. */
export const RATING_SORT_PATTERN = `^(${RATING_SORT_FIELDS.join('|')}|(task|test|exam):[1-9]\\d{0,9})$`;

/** Do the three percentages add up to 100? (The server says so with a 400 naming the sum.) */
export function distributionSum(d: RatingDistribution): number {
  return d.tasks + d.tests + d.exams;
}

// ---- Exams -----------------------------------------------------------------------------

/** POST /exam/create/{courseId}. */
export interface ExamInput {
  name: string;
  /** yyyy-MM-dd. */
  date: string;
}

export interface ExamDto {
  examId: number;
  courseId: number;
  name: string;
  /** yyyy-MM-dd. */
  date: string;
  /** The maximum mark: always EXAM_MARK_MAX. */
  mark: number;
}

export interface ExamMarkSaved {
  message: string;
  examId: number;
  studentId: number;
  mark: number | null;
}

// ---- Distribution ----------------------------------------------------------------------

/** Percentages, each a whole number 0..100, adding up to 100. */
export interface RatingDistribution {
  tasks: number;
  tests: number;
  exams: number;
}

/** POST /courses/{courseId}/rating/distribution; missingCountsZero left out keeps the saved rule. */
export interface RatingDistributionInput extends RatingDistribution {
  missingCountsZero?: boolean;
}

export interface RatingDistributionDto extends RatingDistribution {
  courseId: number;
  /** A missing item counts 0 once past due for the student (else only scored items count). */
  missingCountsZero: boolean;
  /** True while none was saved: DEFAULT_DISTRIBUTION applies. */
  isDefault: boolean;
}

// ---- The course rating table -----------------------------------------------------------

export interface RatingTaskColumn {
  /** PLACEHOLDER_TASK.id (99999) for a lesson with no task and no test. */
  taskId: number;
  /** PLACEHOLDER_TASK.name ('---') for the placeholder. */
  taskName: string;
  maxPoints: number;
}

export interface RatingTestColumn {
  testId: number;
  testName: string;
  /** The sum of the test's question points. */
  maxPoints: number;
}

export interface RatingLessonColumn {
  lessonId: number;
  lessonName: string;
  /** Tasks then tests of the lesson, in the order they were created. */
  tasks: RatingTaskColumn[];
  tests: RatingTestColumn[];
}

/** One student's row. Item maps are keyed by id (as JSON keys are strings). */
export interface RatingStudentRow {
  studentId: number;
  studentFullName: string;
  groupName: string | null;
  /** 1 for the best total; equal totals share a place. */
  place: number;
  /** taskId → points of the accepted answer; no entry: 0 (the placeholder never has one). */
  tasks: Record<string, number>;
  /** testId → points of the finished attempt; no entry: 0. */
  tests: Record<string, number>;
  /** examId → mark; no entry: 0. */
  exams: Record<string, number>;
  tasksTotal: number;
  testsTotal: number;
  examsAverage: number;
  total: number;
  /** How the total was made (src/api/ratingFormula.ts). */
  formula: RatingFormula;
}

export interface CourseRatingHeader {
  courseId: number;
  courseName: string;
  distribution: RatingDistributionDto;
  /** The sums the totals are measured against. */
  tasksMax: number;
  testsMax: number;
  lessons: RatingLessonColumn[];
  exams: ExamDto[];
}

/** GET /courses/{courseId}/students/rating. */
export interface CourseRatingDto extends CourseRatingHeader {
  students: RatingStudentRow[];
  /** Students matching the search (all pages). */
  count: number;
}

export interface CourseRatingQuery {
  search?: string;
  sort?: RatingSortField;
  order?: 'asc' | 'desc';
  page?: number;
  /** 1..RATING_MAX_SIZE; left out or 0: every row. */
  size?: number;
}

/** GET /student/rating/{courseId}: the header limited to lessons already shown, and the own row. */
export interface StudentRatingDto extends CourseRatingHeader {
  student: RatingStudentRow;
  /** Students on the course. */
  studentsCount: number;
}

/** One row of GET /student/all/ratings/{courseId}: names and totals only, no per-item detail. */
export interface StudentsRatingRow {
  studentId: number;
  studentFullName: string;
  place: number;
  total: number;
  /** The row of the student asking. */
  isMe: boolean;
}

export interface StudentsRatingDto {
  courseId: number;
  courseName: string;
  /**
   * By total, best first; equal totals by name. Only the asking student's own row unless the
   * school shows classmates (school settings' ratingNamesVisible).
   */
  objects: StudentsRatingRow[];
  count: number;
  /** Whether the school shows classmates' names and totals: false, `objects` is the student's own row. */
  classmatesShown: boolean;
  /** Students ranked on the course: the student's place is out of this many. */
  studentsCount: number;
}

// ---- Group rating ----------------------------------------------------------------------

export interface GroupRatingRow {
  courseId: number;
  courseName: string;
  groupId: number;
  groupName: string;
  studentsCount: number;
  /** Means over the group's students on the course, 2 decimals. */
  tasksAverage: number;
  testsAverage: number;
  examsAverage: number;
  totalAverage: number;
  tasksMax: number;
  testsMax: number;
}

/** GET /courses/{courseId}/groups/rating and GET /groups/rating. */
export interface GroupRatingDto {
  /** By course name, then best totalAverage first. */
  objects: GroupRatingRow[];
  count: number;
}
