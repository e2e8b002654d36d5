/*
 * When a test can be taken, and a student's accommodations (extra time, a personal window).
 *
 * A test may have a window: it opens at `opensAt` and closes at `closesAt` (either may be null:
 * open from publishing, or never closing). A start is refused before the window opens and once
 * it has closed. An attempt's deadline is its start plus the time limit, never past the close:
 * a student who starts ten minutes before the close has ten minutes.
 *
 * An accommodation of one student on one test gives extra time (a percentage of the limit:
 * +50% of 40 minutes is 60 minutes) and/or a personal window that replaces the test's (either
 * side left null falls back to the test's) and/or extra attempts on top of the test's allowance
 * (quizAttemptRules.ts attemptAllowance). It applies to attempts started after it is saved.
 */

/** Extra time: 0–400 percent of the limit. */
export const EXTRA_TIME_MAX_PERCENT = 400;

/** The window fields of a test: in QuizInput (left out = none) and in QuizSummaryDto. */
export interface QuizWindow {
  /** ISO moment; null: open as soon as it is published. */
  opensAt: string | null;
  /** ISO moment, after opensAt; null: never closes. */
  closesAt: string | null;
}

/** PUT /lessons/tests/{testId}/accommodations/{studentId}. */
export interface AccommodationInput {
  /** Whole percent, 0–EXTRA_TIME_MAX_PERCENT. */
  extraTimePercent: number;
  opensAt: string | null;
  closesAt: string | null;
  /**
   * Attempts on top of the test's maxAttempts, 0–MAX_ATTEMPTS_LIMIT (quizAttemptRules.ts); left
   * out in a PUT: 0. Kept but without effect while the test allows unlimited attempts.
   */
  extraAttempts: number;
}

/** GET /lessons/tests/{testId}/accommodations (a list of these) and the PUT's answer. */
export interface AccommodationDto extends AccommodationInput {
  studentId: number;
  studentFullName: string;
}

/**
 * What the student's own view of a test adds (StudentQuizDto): their window and their limit,
 * accommodations applied, so the intro can say "You have 1:00:00 (+50%)" and "Open until …".
 */
export interface StudentQuizWindow extends QuizWindow {
  /** 'HH:MM:SS': the limit with the student's extra time. */
  yourTimeToTakeTheTest: string;
  /** 0 when the student has none. */
  extraTimePercent: number;
  /** NOT_OPEN_YET before the window, CLOSED after it, OPEN otherwise. */
  windowState: 'NOT_OPEN_YET' | 'OPEN' | 'CLOSED';
}

/**
 * The limit with extra time, in whole seconds (dropping a fraction): the server's deadline is
 * computed with the same rounding, so "your time" and the deadline agree.
 */
export function extendedLimitSeconds(limitSeconds: number, extraTimePercent: number): number {
  return Math.floor((limitSeconds * (100 + extraTimePercent)) / 100);
}

/** Whether a window's close comes after its opening (a side left null always does). */
export function isWindowOrdered(window: QuizWindow): boolean {
  if (window.opensAt === null || window.closesAt === null) return true;
  return Date.parse(window.closesAt) > Date.parse(window.opensAt);
}

/** Where `now` falls in a window: the opening itself is open, the close itself is closed. */
export function windowStateAt(window: QuizWindow, now: Date): StudentQuizWindow['windowState'] {
  if (window.opensAt !== null && now.getTime() < Date.parse(window.opensAt)) return 'NOT_OPEN_YET';
  if (window.closesAt !== null && now.getTime() >= Date.parse(window.closesAt)) return 'CLOSED';
  return 'OPEN';
}
