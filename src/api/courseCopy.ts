/*
 * A course's copy for a new term (POST /api/courses/{courseId}/copy) and its archiving (PUT
 * /api/courses/{courseId}/archive, /unarchive): the wire shapes and limits both sides read.
 */

/** The furthest a copy may move the course's dates, either way: ten years. */
export const COPY_OFFSET_MAX_DAYS = 3650;

export interface CourseCopyInput {
  /** The copy's name: the rules of a new course's name (required, unique among live courses). */
  courseName: string;
  /** Whole days every date of the copy moves by (negative: earlier). */
  dateOffsetDays: number;
}

/** The `code` of the 409 a write to an archived course gets. */
export const COURSE_ARCHIVED = 'COURSE_ARCHIVED';

/** A date (yyyy-MM-dd) moved by whole days, on the calendar. */
export function shiftDay(day: string, offsetDays: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}
