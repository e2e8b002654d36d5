import type { QuizAnswers, QuizOtherAnswers } from '../../api/quizAttempts';
import type { AttemptStatus } from '../../api/quizLimits';

/** The demo student's own attempts at the mock tests. */

export interface MockStudentAttempt {
  /** 1 when left out (the seed's one attempt). */
  attemptNo?: number;
  status: Exclude<AttemptStatus, 'NOT_STARTED'>;
  startedAt: string;
  deadline: string;
  savedAt: string | null;
  submittedAt: string | null;
  answers: QuizAnswers;
  others: QuizOtherAnswers;
}

/** The demo student's earlier, finished attempts by test id (the latest is in seedStudentAttempts). */
export function seedPastAttempts(): Map<number, MockStudentAttempt[]> {
  return new Map();
}

export function seedStudentAttempts(): Map<number, MockStudentAttempt> {
  // The demo student's finished attempt at test 501, as quizHandlers.ts records it.
  return new Map([
    [
      501,
      {
        status: 'SUBMITTED',
        startedAt: '2026-11-19T10:00:00.000Z',
        deadline: '2026-11-19T10:15:00.000Z',
        savedAt: '2026-11-19T10:11:00.000Z',
        submittedAt: '2026-11-19T10:12:00.000Z',
        answers: { 601: [613], 602: [621, 623] },
        others: {},
      },
    ],
  ]);
}
