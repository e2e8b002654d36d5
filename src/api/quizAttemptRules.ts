/*
 * Attempts at a test (issue 17, item 3): how many a student may sit, how the test's grade is
 * taken from them, and an optional wait between them. The grade, by the method, is what the
 * results table, the student's results and the ratings show; every attempt stays readable.
 * Tests made before attempts keep what they had: one attempt (graded by its own points).
 */
import type { AttemptStatus, QuizResultPoints } from './quizLimits.js';

export const GRADING_METHODS = ['HIGHEST', 'LAST', 'FIRST', 'AVERAGE'] as const;
/** HIGHEST: the best finished attempt; LAST / FIRST: the latest / earliest finished; AVERAGE: the mean of the finished. */
export type GradingMethod = (typeof GRADING_METHODS)[number];

/** The most attempts a test may allow when it is not unlimited. */
export const MAX_ATTEMPTS_LIMIT = 100;
/** The longest wait between attempts, in minutes (30 days). */
export const ATTEMPT_WAIT_MAX_MINUTES = 43_200;

export interface QuizAttemptRules {
  /** 1 to MAX_ATTEMPTS_LIMIT, or null for unlimited. Default 1 (the SPEC's one attempt). */
  maxAttempts: number | null;
  /** Default HIGHEST. Changing it regrades every student of the test at once. */
  gradingMethod: GradingMethod;
  /** Minutes from finishing an attempt (submitted or closed at its deadline) before the next may start; 0 (default) for none. */
  attemptWaitMinutes: number;
}

/**
 * How many attempts one student may sit: the test's maxAttempts plus their accommodation's
 * extraAttempts (quizWindow.ts), like Moodle's user override of "attempts allowed"; null
 * (unlimited) stays unlimited. The server's rule, which the mocks reuse.
 */
export function attemptAllowance(maxAttempts: number | null, extraAttempts: number): number | null {
  return maxAttempts === null ? null : maxAttempts + extraAttempts;
}

export const DEFAULT_ATTEMPT_RULES: QuizAttemptRules = { maxAttempts: 1, gradingMethod: 'HIGHEST', attemptWaitMinutes: 0 };

/** One attempt in a list, the first as number 1. */
export interface AttemptSummaryDto {
  attemptNo: number;
  status: Exclude<AttemptStatus, 'NOT_STARTED'>;
  startedAt: string;
  /** When it was finished (submitted or closed at its deadline); null while it runs. */
  submittedAt: string | null;
  /** null while it runs. */
  points: QuizResultPoints | null;
  passed: boolean | null;
  awaitingReview: boolean;
}

/** Why a student cannot start their next attempt now; null when they can. */
export type NextAttemptBlock =
  /** An attempt is still running: it has to be finished first. */
  | 'ATTEMPT_OPEN'
  /** Every allowed attempt is used. */
  | 'NO_ATTEMPTS_LEFT'
  /** The wait after the last attempt has not passed: see nextAttemptAt. */
  | 'WAIT'
  /** The test is not open for them (not yet, closed, or not accepting answers). */
  | 'NOT_OPEN';

/** A student's attempts at a test, part of StudentQuizDto (quizAttempts.ts). */
export interface StudentAttemptsState {
  /** Every attempt of theirs, number 1 first. */
  attempts: AttemptSummaryDto[];
  /** Allowed attempts not yet started (their extra attempts counted: attemptAllowance); null when unlimited. */
  attemptsLeft: number | null;
  /** null when the next attempt can start now (POST …/start with attemptNo = attempts.length + 1). */
  nextAttemptBlock: NextAttemptBlock | null;
  /** With 'WAIT': when the next attempt may start. */
  nextAttemptAt: string | null;
  /** The test's grade by its method over the finished attempts; null before any is finished. */
  grade: (QuizResultPoints & { passed: boolean; awaitingReview: boolean }) | null;
}

/**
 * POST /lessons/students/tests/{testId}/start, optional body. Without attemptNo the call is
 * what the SPEC says: it starts the first attempt or gives the latest back (running or finished).
 * With attemptNo it starts that attempt, or gives it back when it exists (a repeated click or a
 * retried request starts nothing twice); attemptNo = attempts.length + 1 starts the next one
 * when nextAttemptBlock is null, else 409 naming why; a larger number is a 400.
 */
export interface QuizStartInput {
  attemptNo?: number;
}
