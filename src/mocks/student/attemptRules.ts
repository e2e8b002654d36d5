import { attemptAllowance, type AttemptSummaryDto, type NextAttemptBlock, type StudentAttemptsState } from '../../api/quizAttemptRules';
import type { QuizDto } from '../../api/quizAuthoring';
// The server's own grade by method, so the mocks grade as it does (one copy of the rule).
import { gradeOfSummaries } from '../../../server/routes/quizzes/gradeMethod';
import { mockStore } from '../store/mockStore';
import type { MockStudentAttempt } from '../store/studentAttemptSeed';
import type { StudentQuizDto } from '../../api/quizAttempts';
import { formatQuizTime } from '../../api/quizTime';
import { buildStudentAttempt, buildStudentQuiz, windowStateAt } from '../builders/studentQuizBuilders';
import { withBankPaper } from './bankPapers';
import { closeIfExpired, ownTerms, resultOf } from './attempts';

/*
 * The demo student's attempts at a test (issue 17, item 3) as the server keeps them: the
 * earlier ones in mockStore.pastAttempts, the latest in mockStore.studentAttempts; how many are
 * left, what stops the next one (the wait counts from the finish of the latest) and the grade.
 */

export const attemptNoOf = (attempt: MockStudentAttempt) => attempt.attemptNo ?? 1;

/** Every attempt of the demo student at the test, number 1 first. */
export function allAttempts(testId: number, latest: MockStudentAttempt | undefined): MockStudentAttempt[] {
  return [...(mockStore.pastAttempts.get(testId) ?? []), ...(latest ? [latest] : [])];
}

export function summaryOf(test: QuizDto, attempt: MockStudentAttempt): AttemptSummaryDto {
  const finished = attempt.status !== 'IN_PROGRESS';
  const result = finished ? resultOf(test, attempt) : null;
  return {
    attemptNo: attemptNoOf(attempt),
    status: attempt.status,
    startedAt: attempt.startedAt,
    submittedAt: attempt.submittedAt,
    points: result ? { pointsReceived: result.pointsReceived, maxPoints: result.maxPoints } : null,
    passed: result?.passed ?? null,
    awaitingReview: result?.awaitingReview ?? false,
  };
}

/** What stops the next attempt now, and when a wait ends; `extraAttempts` are the student's on top of the test's (the server's attemptAllowance). */
export function nextBlock(
  test: QuizDto,
  attempts: MockStudentAttempt[],
  window: Pick<QuizDto, 'opensAt' | 'closesAt'>,
  now = new Date(),
  extraAttempts = 0,
): { block: NextAttemptBlock | null; at: string | null } {
  const latest = attempts[attempts.length - 1];
  if (latest?.status === 'IN_PROGRESS') return { block: 'ATTEMPT_OPEN', at: null };
  const allowed = attemptAllowance(test.maxAttempts, extraAttempts);
  if (allowed !== null && attempts.length >= allowed) return { block: 'NO_ATTEMPTS_LEFT', at: null };
  if (!test.isActive || windowStateAt(window, now.toISOString()) !== 'OPEN') return { block: 'NOT_OPEN', at: null };
  if (latest?.submittedAt && test.attemptWaitMinutes > 0) {
    const at = Date.parse(latest.submittedAt) + test.attemptWaitMinutes * 60_000;
    if (at > now.getTime()) return { block: 'WAIT', at: new Date(at).toISOString() };
  }
  return { block: null, at: null };
}

/** The attempts part of the student's view of the test. */
export function attemptsState(
  test: QuizDto,
  latest: MockStudentAttempt | undefined,
  window: Pick<QuizDto, 'opensAt' | 'closesAt'>,
  extraAttempts = 0,
): StudentAttemptsState {
  const attempts = allAttempts(test.testId, latest);
  const summaries = attempts.map((a) => summaryOf(test, a));
  const { block, at } = nextBlock(test, attempts, window, new Date(), extraAttempts);
  const allowed = attemptAllowance(test.maxAttempts, extraAttempts);
  return {
    attempts: summaries,
    attemptsLeft: allowed === null ? null : Math.max(0, allowed - attempts.length),
    nextAttemptBlock: block,
    nextAttemptAt: at,
    grade: gradeOfSummaries(test, summaries),
  };
}

/** The demo student's grade at the test by its method over their finished attempts (the server's test_grades); null before any is finished. */
export function myGrade(test: QuizDto) {
  const latest = closeIfExpired(test, mockStore.studentAttempts.get(test.testId));
  return gradeOfSummaries(
    test,
    allAttempts(test.testId, latest).map((a) => summaryOf(test, a)),
  );
}

/** The attempt numbered `attemptNo` (the latest when not given), or undefined. */
export function attemptNumbered(testId: number, latest: MockStudentAttempt | undefined, attemptNo: number | null) {
  const attempts = allAttempts(testId, latest);
  return attemptNo === null ? latest : attempts.find((a) => attemptNoOf(a) === attemptNo);
}

/** Keeps the finished latest attempt among the earlier ones, making room for a new latest. */
export function archiveLatest(testId: number, latest: MockStudentAttempt) {
  mockStore.pastAttempts.set(testId, [...(mockStore.pastAttempts.get(testId) ?? []), latest]);
}

/** GET /lessons/students/tests/{testId} of the demo student, `attempt` their latest. */
export function view(test: QuizDto, attempt: MockStudentAttempt | undefined): StudentQuizDto {
  const finished = attempt && attempt.status !== 'IN_PROGRESS';
  const serverNow = new Date().toISOString();
  const own = ownTerms(test);
  const dto = buildStudentQuiz(
    test,
    attempt
      ? buildStudentAttempt(test, { ...attempt, attemptNo: attemptNoOf(attempt), result: finished ? resultOf(test, attempt) : null })
      : null,
    {
      serverNow,
      ...own.window,
      extraTimePercent: own.extraTimePercent,
      yourTimeToTakeTheTest: formatQuizTime(own.limitSeconds),
      windowState: windowStateAt(own.window, serverNow),
      ...attemptsState(test, attempt, own.window, own.extraAttempts),
    },
  );
  return withBankPaper(test.testId, dto);
}
