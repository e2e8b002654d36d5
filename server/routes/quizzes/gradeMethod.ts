/*
 * A test's grade from a student's finished attempts by the test's grading method (issue 17,
 * item 3; quizAttemptRules.ts). Pure, so the student's view, the results table and anything
 * else that shows a grade take it the same way.
 */
import { roundPoints } from '../../../src/api/points.js';
import type { AttemptSummaryDto, GradingMethod } from '../../../src/api/quizAttemptRules.js';
import type { QuizResultPoints } from '../../../src/api/quizLimits.js';
import { isPassed } from './scoring.js';

/** A finished attempt as the grade reads it. */
export interface GradedAttempt {
  attemptNo: number;
  points: number;
  maxPoints: number;
  awaitingReview: boolean;
}

export type QuizGrade = QuizResultPoints & { passed: boolean; awaitingReview: boolean };

/** The share of the maximum; a paper worth nothing counts as 0 (bank papers may differ in maximum). */
function share(attempt: GradedAttempt): number {
  return attempt.maxPoints > 0 ? attempt.points / attempt.maxPoints : 0;
}

/** HIGHEST: the best share (papers of a bank test may differ in maximum), ties to the earlier attempt. */
function highest(attempts: GradedAttempt[]): GradedAttempt {
  return attempts.reduce((best, a) => {
    const diff = share(a) - share(best);
    if (diff > 1e-12) return a;
    if (diff < -1e-12) return best;
    return a.points > best.points ? a : best;
  });
}

function counted(method: GradingMethod, byNo: GradedAttempt[]): GradedAttempt[] {
  switch (method) {
    case 'FIRST':
      return [byNo[0]];
    case 'LAST':
      return [byNo[byNo.length - 1]];
    case 'AVERAGE':
      return byNo;
    case 'HIGHEST':
      return [highest(byNo)];
  }
}

/**
 * The grade over the finished attempts (in any order); null when none is finished. AVERAGE is
 * the mean of the points over the mean of the maxima, each rounded to 2 decimals. It awaits
 * review when any attempt it counts waits for the instructor's points.
 */
export function gradeOf(
  method: GradingMethod,
  attempts: Array<{ attemptNo: number; points: number; maxPoints: number; awaitingReview: boolean }>,
  passPercent: number,
): QuizGrade | null {
  if (attempts.length === 0) return null;
  const byNo = [...attempts].sort((a, b) => a.attemptNo - b.attemptNo);
  const parts = counted(method, byNo);
  const pointsReceived = roundPoints(parts.reduce((sum, a) => sum + a.points, 0) / parts.length);
  const maxPoints = roundPoints(parts.reduce((sum, a) => sum + a.maxPoints, 0) / parts.length);
  return {
    pointsReceived,
    maxPoints,
    passed: isPassed(pointsReceived, maxPoints, passPercent),
    awaitingReview: parts.some((a) => a.awaitingReview),
  };
}

/**
 * The grade by the test's method over the finished attempts among `summaries` (a running one,
 * without points, is left out): what the student's view and the results table both show.
 */
export function gradeOfSummaries(
  test: { gradingMethod: GradingMethod; passPercent: number },
  summaries: Array<Pick<AttemptSummaryDto, 'attemptNo' | 'points' | 'awaitingReview'>>,
): QuizGrade | null {
  const finished = summaries.flatMap((a) =>
    a.points === null
      ? []
      : [{ attemptNo: a.attemptNo, points: a.points.pointsReceived, maxPoints: a.points.maxPoints, awaitingReview: a.awaitingReview }],
  );
  return gradeOf(test.gradingMethod, finished, test.passPercent);
}
