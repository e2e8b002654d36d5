import { sql } from 'kysely';
import type { Language } from '../../../src/api/constants.js';
import { formatDateTime } from '../../../src/api/dateFormat.js';
import { formatQuizTime } from '../../../src/api/quizTime.js';
import { extendedLimitSeconds, windowStateAt, type QuizWindow, type StudentQuizWindow } from '../../../src/api/quizWindow.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { schoolTimeZone } from '../../lib/schoolTimeZone.js';
import { dateOrNull, type QuizRow } from './access.js';

/*
 * A test's window and a student's accommodation, as the start paths and the student's view
 * apply them (the rule: src/api/quizWindow.ts). The start's check and deadline are SQL here,
 * shared by the one-statement start (startFast.ts) and the full path (attempts.ts), so both
 * decide alike. The SQL reads `t` (tests) and `ta` (the student's test_accommodations row,
 * left-joined: null when they have none).
 *
 * The deadline is fixed at the start: least(start + the limit with extra time, the effective
 * close). Moving the close (or an accommodation) afterwards changes nothing of a running
 * attempt: it keeps the deadline it started with, as with a new time limit (repository.ts).
 */

/** A student's accommodation on a test, as the view needs it. */
export interface Accommodation {
  extraTimePercent: number;
  opensAt: Date | null;
  closesAt: Date | null;
  /** On top of the test's maxAttempts (attemptAllowance). */
  extraAttempts: number;
}

const opens = sql`coalesce(ta.opens_at, t.opens_at)`;
const closes = sql`coalesce(ta.closes_at, t.closes_at)`;

/** True while the effective window is open at `now`: from the opening (included) to the close (excluded). */
export const windowIsOpen = (now: Date) =>
  sql<boolean>`((${opens}) is null or (${opens}) <= ${now}::timestamptz) and ((${closes}) is null or (${closes}) > ${now}::timestamptz)`;

/**
 * The deadline of an attempt starting at `now`: the limit with extra time in whole seconds
 * (integer division, as extendedLimitSeconds), never past the effective close (least skips a null).
 */
export const startDeadline = (now: Date) =>
  sql<Date>`least(${now}::timestamptz + make_interval(secs => t.time_limit_seconds * (100 + coalesce(ta.extra_time_percent, 0)) / 100), ${closes})`;

/** The student's accommodation on the test, or null. */
export async function accommodationOf(db: Db, testId: number, studentId: number): Promise<Accommodation | null> {
  const row = await db
    .selectFrom('test_accommodations')
    .select(['extra_time_percent', 'opens_at', 'closes_at', 'extra_attempts'])
    .where('test_id', '=', testId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row ? toAccommodation(row) : null;
}

export function toAccommodation(row: {
  extra_time_percent: number;
  opens_at: Date | string | null;
  closes_at: Date | string | null;
  extra_attempts: number;
}): Accommodation {
  return {
    extraTimePercent: row.extra_time_percent,
    opensAt: dateOrNull(row.opens_at),
    closesAt: dateOrNull(row.closes_at),
    extraAttempts: row.extra_attempts,
  };
}

/** The effective window, as ISO moments: each side of the accommodation where set, else the test's. */
export function effectiveWindow(test: Pick<QuizRow, 'opensAt' | 'closesAt'>, accommodation: Accommodation | null): QuizWindow {
  const opensAt = accommodation?.opensAt ?? test.opensAt;
  const closesAt = accommodation?.closesAt ?? test.closesAt;
  return { opensAt: opensAt?.toISOString() ?? null, closesAt: closesAt?.toISOString() ?? null };
}

/** What the student's view of a test says of their window and their time (StudentQuizWindow). */
export function studentWindow(test: QuizRow, accommodation: Accommodation | null, now: Date): StudentQuizWindow {
  const window = effectiveWindow(test, accommodation);
  const extraTimePercent = accommodation?.extraTimePercent ?? 0;
  return {
    ...window,
    yourTimeToTakeTheTest: formatQuizTime(extendedLimitSeconds(test.timeLimitSeconds, extraTimePercent)),
    extraTimePercent,
    windowState: windowStateAt(window, now),
  };
}

/**
 * Why a start inserted nothing and found no attempt: the test is blocked (or was unpublished
 * meanwhile), or the student's window is not open yet or has closed, with its moment on the
 * school's wall clock in the reader's language.
 */
export async function startRefusal(db: Db, test: QuizRow, studentId: number, now: Date, lang: Language): Promise<AppError> {
  if (!test.isActive) return new AppError(403, 'quizzes.inactive');
  const window = effectiveWindow(test, await accommodationOf(db, test.id, studentId));
  const state = windowStateAt(window, now);
  if (state === 'OPEN') return new AppError(403, 'quizzes.inactive');
  const timeZone = await schoolTimeZone(db, test.schoolId);
  const at = state === 'NOT_OPEN_YET' ? window.opensAt : window.closesAt;
  return new AppError(403, state === 'NOT_OPEN_YET' ? 'quizzes.windowNotOpen' : 'quizzes.windowClosed', {
    time: formatDateTime(at, lang, timeZone),
  });
}
