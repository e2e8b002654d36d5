/**
 * The student's upcoming deadlines (not in the SPEC): GET /api/student/deadlines, for the
 * student's home. One call instead of courses → lessons → tasks for every course.
 *
 * Which tasks: those of lessons already shown (showDate <= now), of live courses of the
 * student's live group that the student is not blocked on, whose deadline is still ahead
 * (deadline > now, by the server's clock), and which the student still owes: no answer yet, or
 * an answer returned (NOT_ACCEPTED) to send again. Soonest deadline first, then by task id.
 * Query: page (from 1) and size (1..100, default 10); the answer is `{objects, count}`.
 */
export const STUDENT_DEADLINES_PATH = 'student/deadlines';

export interface StudentDeadlineDto {
  taskId: number;
  taskName: string;
  /** ISO 8601 in UTC. */
  deadline: string;
  /** The task's maximum points. */
  mark: number;
  lessonId: number;
  lessonName: string;
  courseId: number;
  courseName: string;
  /** null: not answered yet; otherwise the returned answer, to be sent again. */
  answer: { answerId: number; status: 'NOT_ACCEPTED'; comment: string | null } | null;
}
