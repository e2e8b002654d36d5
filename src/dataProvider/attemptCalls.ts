import type { Identifier } from 'ra-core';
import type { StudentTestDto, TestPassInput, TestPassResponse, TestSaveInput, TestSaveResponse } from '../api/testAttempts';
import type { TestAnswerDto } from '../api/testResults';
import { segment as seg, sendVia } from './callHelpers';
import type { HttpClient } from './httpClient';

/**
 * The student's calls on a test attempt (src/api/testAttempts.ts): open it, save the answers
 * while it runs, submit it once, then read the result. Failures are HttpErrors with the
 * server's message and status (0: no network), which the attempt engine sorts to retry or stop.
 */
export interface AttemptCalls {
  /** GET /lessons/students/tests/{testId}: the test, the attempt's state and the server's clock. */
  getMyTest(testId: Identifier, signal?: AbortSignal): Promise<StudentTestDto>;
  /** POST …/{testId}/start: creates the attempt (or answers the running one); 403 when blocked. */
  startTestAttempt(testId: Identifier): Promise<StudentTestDto>;
  /** PUT …/{testId}/answers: everything answered so far (replaces what was saved). */
  saveTestAnswers(testId: Identifier, input: TestSaveInput): Promise<TestSaveResponse>;
  /** POST /lessons/students/tests/pass: once; a repeat answers the first result. */
  passTest(input: TestPassInput): Promise<TestPassResponse>;
  /** GET …/{testId}/answer: my answers and result, the correct ones once finished. */
  getMyTestAnswer(testId: Identifier, signal?: AbortSignal): Promise<TestAnswerDto>;
}

export function createAttemptCalls(url: (path: string) => string, httpClient: HttpClient): AttemptCalls {
  const send = sendVia(url, httpClient);
  const test = (testId: Identifier) => `lessons/students/tests/${seg(testId)}`;
  return {
    getMyTest: (testId, signal) => send(test(testId), { signal }),
    startTestAttempt: (testId) => send(`${test(testId)}/start`, { method: 'POST' }),
    saveTestAnswers: (testId, input) => send(`${test(testId)}/answers`, { method: 'PUT', json: input }),
    passTest: (input) => send('lessons/students/tests/pass', { method: 'POST', json: input }),
    getMyTestAnswer: (testId, signal) => send(`${test(testId)}/answer`, { signal }),
  };
}
