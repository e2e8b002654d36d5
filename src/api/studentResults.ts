/**
 * The student's own results on a course in one call (not in the SPEC; the SPEC's student area
 * lists "results"): GET /student/results/{courseId}, STUDENT only. A course the student does not
 * study answers 404 (another school's too), one they are blocked on 403 with a message.
 *
 * The lessons shown to the student so far, in the course's order, each with its tasks (the
 * student's answer: status, late, points, the instructor's comment) and tests (the student's
 * attempt: status, points, passed, when it was finished), then the course's exams with the
 * student's mark, and the student's row of the course rating, counted as
 * GET /student/rating/{courseId} counts it (src/api/ratings.ts). Nothing in it tells which
 * option of a test is correct.
 */

import type { RatingDistributionDto, RatingStudentRow } from './ratings.js';
import type { AnswerStatus } from './tasks.js';
import type { AttemptStatus } from './quizLimits.js';

export interface StudentTaskResult {
  taskId: number;
  taskName: string;
  /** ISO 8601 in UTC. */
  deadline: string;
  /** The task's maximum points. */
  mark: number;
  /** null: not answered yet. */
  status: AnswerStatus | null;
  /** The answer was (last) sent after the deadline; false without an answer. */
  late: boolean;
  /** Points of an accepted answer; null otherwise. */
  points: number | null;
  /** The instructor's comment, or null. */
  comment: string | null;
}

export interface StudentQuizResult {
  testId: number;
  testName: string;
  /** The sum of the test's question points. */
  maxPoints: number;
  /** null: not taken; else the attempt's status (an attempt whose time ran out is closed first). */
  status: Exclude<AttemptStatus, 'NOT_STARTED'> | null;
  /** Set once the attempt is finished (SUBMITTED or TIME_UP). */
  pointsReceived: number | null;
  passed: boolean | null;
  /** ISO 8601 in UTC: when the attempt was finished; null before. */
  submittedAt: string | null;
}

export interface StudentLessonResults {
  lessonId: number;
  lessonName: string;
  /** Tasks, then tests, each in the order they were created. */
  tasks: StudentTaskResult[];
  tests: StudentQuizResult[];
}

export interface StudentExamResult {
  examId: number;
  name: string;
  /** yyyy-MM-dd. */
  date: string;
  /** The maximum mark: always 100. */
  maxMark: number;
  /** The student's mark, or null while none is given. */
  mark: number | null;
}

/** GET /student/results/{courseId}. */
export interface StudentResultsDto {
  courseId: number;
  courseName: string;
  lessons: StudentLessonResults[];
  exams: StudentExamResult[];
  /** The student's own row of the course rating: place, totals and the scored items. */
  rating: RatingStudentRow;
  /** Students on the course (for "place N of M"). */
  studentsCount: number;
  /** What tasksTotal and testsTotal are measured against: every live lesson, shown or not. */
  tasksMax: number;
  testsMax: number;
  distribution: RatingDistributionDto;
}
