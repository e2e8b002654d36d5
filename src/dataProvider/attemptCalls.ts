import type { Identifier } from 'ra-core';
import type { StudentQuizDto, QuizPassInput, QuizPassResponse, QuizSaveInput, QuizSaveResponse } from '../api/quizAttempts';
import type { QuizAnswerDto } from '../api/quizResults';
import type { QuizStartInput } from '../api/quizAttemptRules';
import { segment as seg, sendVia } from './callHelpers';
import type { HttpClient } from './httpClient';

/**
 * The student's calls on a test attempt (src/api/quizAttempts.ts): open it, save the answers
 * while it runs, submit it once, then read the result. Failures are HttpErrors with the
 * server's message and status (0: no network), which the attempt engine sorts to retry or stop.
 */
export interface AttemptCalls {
  /** GET /lessons/students/tests/{testId}: the test, the attempt's state and the server's clock. */
  getMyQuiz(testId: Identifier, signal?: AbortSignal): Promise<StudentQuizDto>;
  /** POST …/{testId}/start: creates the attempt (or answers the running one); 403 when blocked. With attemptNo: that attempt (409 naming why it cannot start). */
  startQuizAttempt(testId: Identifier, input?: QuizStartInput): Promise<StudentQuizDto>;
  /** PUT …/{testId}/answers: everything answered so far (replaces what was saved). */
  saveQuizAnswers(testId: Identifier, input: QuizSaveInput): Promise<QuizSaveResponse>;
  /** POST /lessons/students/tests/pass: once; a repeat answers the first result. */
  passQuiz(input: QuizPassInput): Promise<QuizPassResponse>;
  /** GET …/{testId}/answer: my answers and result, the correct ones once finished; attemptNo picks one attempt. */
  getMyQuizAnswer(testId: Identifier, signal?: AbortSignal, attemptNo?: number): Promise<QuizAnswerDto>;
}

export function createAttemptCalls(url: (path: string) => string, httpClient: HttpClient): AttemptCalls {
  const send = sendVia(url, httpClient);
  const test = (testId: Identifier) => `lessons/students/tests/${seg(testId)}`;
  return {
    getMyQuiz: (testId, signal) => send(test(testId), { signal }),
    startQuizAttempt: (testId, input) => send(`${test(testId)}/start`, input ? { method: 'POST', json: input } : { method: 'POST' }),
    saveQuizAnswers: (testId, input) => send(`${test(testId)}/answers`, { method: 'PUT', json: input }),
    passQuiz: (input) => send('lessons/students/tests/pass', { method: 'POST', json: input }),
    getMyQuizAnswer: (testId, signal, attemptNo) =>
      send(`${test(testId)}/answer${attemptNo === undefined ? '' : `?attemptNo=${attemptNo}`}`, { signal }),
  };
}
