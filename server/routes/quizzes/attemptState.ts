import { windowStateAt } from '../../../src/api/quizWindow.js';
import {
  attemptAllowance,
  type AttemptSummaryDto,
  type NextAttemptBlock,
  type StudentAttemptsState,
} from '../../../src/api/quizAttemptRules.js';
import type { Db } from '../../db/index.js';
import type { QuizRow } from './access.js';
import { attemptStatus, savedAnswersOf, type AttemptRow } from './attempts.js';
import { gradeOfSummaries } from './gradeMethod.js';
import { scoreResponse } from './questionScoring.js';
import { effectiveWindow, type Accommodation } from './quizWindows.js';

/*
 * A student's attempts at a test as a whole (issue 17, item 3; src/api/quizAttemptRules.ts):
 * the list, the grade by the test's method, and whether the next attempt may start now. The
 * numbered start (attemptStart.ts) refuses by the same rule the student's view shows.
 */

/** Every attempt of the student at the test, number 1 first. */
export function attemptsOf(db: Db, testId: number, studentId: number): Promise<AttemptRow[]> {
  return db
    .selectFrom('test_attempts')
    .selectAll()
    .where('test_id', '=', testId)
    .where('student_id', '=', studentId)
    .orderBy('attempt_no')
    .execute();
}

/**
 * Whether some 'Other' text, essay or file answer of the attempt still waits for the
 * instructor's points (paperScoring.ts's rule, read from the row alone: the paper holds the
 * bank questions).
 */
export function scoreAttemptReview(attempt: AttemptRow): boolean {
  const saved = savedAnswersOf(attempt);
  if (Object.entries(saved.others).some(([key, text]) => text.trim() && saved.otherPoints[key] === undefined)) return true;
  return (attempt.paper ?? []).some(
    (entry) =>
      entry.source === 'BANK' &&
      saved.otherPoints[entry.key] === undefined &&
      scoreResponse(entry.question, saved.responses[entry.key]).awaitingReview,
  );
}

/** One attempt in a list. */
export function attemptSummaryOf(attempt: AttemptRow): AttemptSummaryDto {
  const finished = attempt.submitted_at !== null;
  return {
    attemptNo: attempt.attempt_no,
    status: attemptStatus(attempt) as AttemptSummaryDto['status'],
    startedAt: new Date(attempt.started_at).toISOString(),
    submittedAt: finished ? new Date(attempt.submitted_at!).toISOString() : null,
    points: finished ? { pointsReceived: attempt.points ?? 0, maxPoints: attempt.max_points ?? 0 } : null,
    passed: finished ? Boolean(attempt.passed) : null,
    awaitingReview: finished && scoreAttemptReview(attempt),
  };
}

/** How many attempts the student may sit: the test's plus their extra attempts; null: unlimited. */
const allowanceOf = (test: QuizRow, accommodation: Accommodation | null) =>
  attemptAllowance(test.maxAttempts, accommodation?.extraAttempts ?? 0);

/**
 * Why the next attempt cannot start now, and with WAIT when it can: one still runs, all of
 * their allowance (the test's attempts plus their extra ones) are used, the test is not open
 * for the student (blocked, or outside their window), or the wait after the last finished
 * attempt has not passed.
 */
export function nextAttemptOf(
  test: QuizRow,
  accommodation: Accommodation | null,
  attempts: AttemptRow[],
  now: Date,
): { block: NextAttemptBlock | null; at: Date | null } {
  const latest = attempts.at(-1);
  if (latest && latest.submitted_at === null) return { block: 'ATTEMPT_OPEN', at: null };
  const allowed = allowanceOf(test, accommodation);
  if (allowed !== null && attempts.length >= allowed) return { block: 'NO_ATTEMPTS_LEFT', at: null };
  if (!test.isActive || windowStateAt(effectiveWindow(test, accommodation), now) !== 'OPEN') return { block: 'NOT_OPEN', at: null };
  if (latest && test.attemptWaitMinutes > 0) {
    const at = new Date(new Date(latest.submitted_at!).getTime() + test.attemptWaitMinutes * 60_000);
    if (at.getTime() > now.getTime()) return { block: 'WAIT', at };
  }
  return { block: null, at: null };
}

/** The student's attempts state of StudentQuizDto. */
export function attemptsStateOf(
  test: QuizRow,
  accommodation: Accommodation | null,
  attempts: AttemptRow[],
  now: Date,
): StudentAttemptsState {
  const next = nextAttemptOf(test, accommodation, attempts, now);
  const summaries = attempts.map(attemptSummaryOf);
  const allowed = allowanceOf(test, accommodation);
  return {
    attempts: summaries,
    attemptsLeft: allowed === null ? null : Math.max(0, allowed - attempts.length),
    nextAttemptBlock: next.block,
    nextAttemptAt: next.at?.toISOString() ?? null,
    grade: gradeOfSummaries(test, summaries),
  };
}
