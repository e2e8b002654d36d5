import { buildBankAnswers, buildBankQuiz } from '../builders/bankQuizBuilders';
import { mockStore } from './mockStore';
import type { MockQuiz } from './quizSeed';

/*
 * A test made from the demo bank (test 520 on lesson 11), with Sofia's finished attempt: her
 * paper holds a bank question of every kind, the essay and the file answer waiting for points.
 * Not in the default seed, so the lists and ratings the other stories and tests count stay as
 * they are: the stories and tests about bank questions add it.
 */
export function bankQuizEntry(): MockQuiz {
  return {
    test: buildBankQuiz({ lessonId: 11, courseId: 1, createdAt: '2026-11-01T08:00:00.000Z' }),
    attempts: [{ studentId: 1, status: 'SUBMITTED', chosen: { 7800: [] }, others: {}, otherPoints: {}, bank: buildBankAnswers() }],
  };
}

/** Puts the bank test in the mock store (once). */
export function addBankQuiz(): void {
  if (!mockStore.quizzes.some((e) => e.test.testId === 520)) mockStore.quizzes.push(bankQuizEntry());
}
