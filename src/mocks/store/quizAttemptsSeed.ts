import type { GradingMethod } from '../../api/quizAttemptRules';
import { buildBankAnswers } from '../builders/bankQuizBuilders';
import { addBankQuiz } from './bankQuizSeed';
import { mockStore } from './mockStore';
import type { MockQuiz } from './quizSeed';

/*
 * Students who sat a test more than once (issue 17, item 3), for the stories and tests of the
 * instructor's results and of the ratings. Not in the default seed, so the counts the other
 * stories and tests read stay as they are.
 */

const entryOf = (testId: number): MockQuiz => mockStore.quizzes.find((e) => e.test.testId === testId)!;

function allowThree(entry: MockQuiz, method: GradingMethod) {
  entry.test = { ...entry.test, maxAttempts: 3, gradingMethod: method };
}

export interface SecondAttempt {
  method?: GradingMethod;
  studentId?: number;
  /** The second attempt's choices on test 501's questions 601 and 602. */
  chosen?: Record<number, number[]>;
}

/**
 * Test 501 allows 3 attempts graded by `method` (default AVERAGE), and `studentId` (default
 * Sofia, whose first attempt has 6 of 6) sits it a second time: by default 'var' and 'string'
 * only, 2 of 6, so every method gives a different grade (HIGHEST 6, LAST 2, AVERAGE 4).
 */
export function addSecondAttempt({ method = 'AVERAGE', studentId = 1, chosen = { 601: [611], 602: [621] } }: SecondAttempt = {}): void {
  const entry = entryOf(501);
  allowThree(entry, method);
  if (entry.attempts.some((a) => a.studentId === studentId && a.attemptNo === 2)) return;
  entry.attempts.push({ studentId, attemptNo: 2, status: 'SUBMITTED', chosen, others: {}, otherPoints: {} });
}

/** The second attempt's essay, so the answer dialog shows which attempt it reads. */
export const SECOND_ESSAY = 'A closure is a function together with the variables it was made among.';

/**
 * The bank test 520 (bankQuizSeed.ts) allows 3 attempts graded by `method` (default LAST), and
 * Sofia sits it a second time with another essay; in both attempts the essay and the file answer
 * wait for the instructor's points.
 */
export function addBankSecondAttempt(method: GradingMethod = 'LAST'): void {
  addBankQuiz();
  const entry = entryOf(520);
  allowThree(entry, method);
  if (entry.attempts.some((a) => a.studentId === 1 && a.attemptNo === 2)) return;
  const bank = buildBankAnswers().map((q) => (q.key === '7801' ? { ...q, response: { text: SECOND_ESSAY } } : q));
  entry.attempts.push({ studentId: 1, attemptNo: 2, status: 'SUBMITTED', chosen: { 7800: [] }, others: {}, otherPoints: {}, bank });
}
