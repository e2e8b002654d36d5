import type { Identifier } from 'ra-core';
import type { TestDto, TestInput, TestListItemDto } from '../api/testAuthoring';
import type { OtherGradeInput, TestAnswerDto, TestResultsDto } from '../api/testResults';
import type { ListResponse, MessageResponse, SavedResponse } from '../api/types';
import { segment as seg, sendVia } from './callHelpers';
import type { HttpClient } from './httpClient';

/** The instructor's calls on tests (src/api/testAuthoring.ts, src/api/testResults.ts). */
export interface QuizCalls {
  /** GET /lessons/{lessonId}/tests: the lesson's tests, oldest first. */
  listTests(lessonId: Identifier, signal?: AbortSignal): Promise<TestListItemDto[]>;
  /** GET /lessons/tests/{testId}: with its questions and correct marks. */
  getTest(testId: Identifier, signal?: AbortSignal): Promise<TestDto>;
  createTest(lessonId: Identifier, input: TestInput): Promise<SavedResponse<TestDto>>;
  /** PUT /lessons/tests/{testId}: the whole test (also how its time changes). */
  updateTest(testId: Identifier, input: TestInput): Promise<SavedResponse<TestDto>>;
  deleteTest(testId: Identifier): Promise<MessageResponse>;
  /** PUT /lessons/tests/{testId}/activation: open (true) or block (false) answers. */
  setTestActivation(testId: Identifier, isActive: boolean): Promise<SavedResponse<TestDto>>;
  /** GET /lessons/tests/{testId}/answers: every student's result, not taken ones last. */
  listTestResults(testId: Identifier, signal?: AbortSignal): Promise<TestResultsDto>;
  /** GET /lessons/tests/{testId}/answers/{studentId}: what they chose, with the correct options. */
  getStudentTestAnswer(testId: Identifier, studentId: Identifier, signal?: AbortSignal): Promise<TestAnswerDto>;
  /** PUT /lessons/tests/{testId}/answers/{studentId}/other: the points for an 'Other' text. */
  gradeOtherAnswer(testId: Identifier, studentId: Identifier, input: OtherGradeInput): Promise<SavedResponse<TestAnswerDto>>;
}

export function createQuizCalls(url: (path: string) => string, httpClient: HttpClient): QuizCalls {
  const send = sendVia(url, httpClient);
  const test = (testId: Identifier) => `lessons/tests/${seg(testId)}`;
  return {
    async listTests(lessonId, signal) {
      const body = await send<ListResponse<TestListItemDto>>(`lessons/${seg(lessonId)}/tests`, { signal });
      return body?.objects ?? [];
    },
    getTest: (testId, signal) => send(test(testId), { signal }),
    createTest: (lessonId, input) => send(`lessons/tests/${seg(lessonId)}`, { method: 'POST', json: input }),
    updateTest: (testId, input) => send(test(testId), { method: 'PUT', json: input }),
    deleteTest: (testId) => send(test(testId), { method: 'DELETE' }),
    setTestActivation: (testId, isActive) => send(`${test(testId)}/activation`, { method: 'PUT', json: { isActive } }),
    listTestResults: (testId, signal) => send(`${test(testId)}/answers`, { signal }),
    getStudentTestAnswer: (testId, studentId, signal) => send(`${test(testId)}/answers/${seg(studentId)}`, { signal }),
    gradeOtherAnswer: (testId, studentId, input) => send(`${test(testId)}/answers/${seg(studentId)}/other`, { method: 'PUT', json: input }),
  };
}
