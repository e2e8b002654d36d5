import type { Identifier } from 'ra-core';
import type { QuizDto, QuizInput, QuizListItemDto } from '../api/quizAuthoring';
import type { QuizPublishInput } from '../api/quizPublishing';
import type { AccommodationDto, AccommodationInput } from '../api/quizWindow';
import type { OtherGradeInput, QuizAnswerDto, QuizResultsDto } from '../api/quizResults';
import type { ListResponse, MessageResponse, SavedResponse } from '../api/types';
import { segment as seg, sendVia } from './callHelpers';
import type { HttpClient } from './httpClient';

/** The instructor's calls on tests (src/api/quizAuthoring.ts, src/api/quizResults.ts, src/api/quizWindow.ts). */
export interface QuizCalls {
  /** GET /lessons/{lessonId}/tests: the lesson's tests, oldest first. */
  listQuizzes(lessonId: Identifier, signal?: AbortSignal): Promise<QuizListItemDto[]>;
  /** GET /lessons/tests/{testId}: with its questions and correct marks. */
  getQuiz(testId: Identifier, signal?: AbortSignal): Promise<QuizDto>;
  createQuiz(lessonId: Identifier, input: QuizInput): Promise<SavedResponse<QuizDto>>;
  /** PUT /lessons/tests/{testId}: the whole test (also how its time changes). */
  updateQuiz(testId: Identifier, input: QuizInput): Promise<SavedResponse<QuizDto>>;
  deleteQuiz(testId: Identifier): Promise<MessageResponse>;
  /** PUT /lessons/tests/{testId}/activation: open (true) or block (false) answers. */
  setQuizActivation(testId: Identifier, isActive: boolean): Promise<SavedResponse<QuizDto>>;
  /** POST /lessons/tests/{testId}/publish: now, or at publishAt (not in the SPEC). */
  publishQuiz(testId: Identifier, input?: QuizPublishInput): Promise<SavedResponse<QuizDto>>;
  /** POST /lessons/tests/{testId}/unpublish: a draft again, while nobody has started (not in the SPEC). */
  unpublishQuiz(testId: Identifier): Promise<SavedResponse<QuizDto>>;
  /** GET /lessons/tests/{testId}/answers: every student's result, not taken ones last. */
  listQuizResults(testId: Identifier, signal?: AbortSignal): Promise<QuizResultsDto>;
  /** GET /lessons/tests/{testId}/answers/{studentId}: what they chose, with the correct options. */
  getStudentQuizAnswer(testId: Identifier, studentId: Identifier, signal?: AbortSignal, attemptNo?: number): Promise<QuizAnswerDto>;
  /** PUT /lessons/tests/{testId}/answers/{studentId}/other: the points for an 'Other' text. */
  gradeOtherAnswer(testId: Identifier, studentId: Identifier, input: OtherGradeInput): Promise<SavedResponse<QuizAnswerDto>>;
  /** GET /lessons/tests/{testId}/accommodations: the students with extra time or a personal window. */
  listQuizAccommodations(testId: Identifier, signal?: AbortSignal): Promise<AccommodationDto[]>;
  /** PUT /lessons/tests/{testId}/accommodations/{studentId}: sets (replaces) one student's accommodation. */
  saveQuizAccommodation(testId: Identifier, studentId: Identifier, input: AccommodationInput): Promise<SavedResponse<AccommodationDto>>;
  /** DELETE /lessons/tests/{testId}/accommodations/{studentId}: back to the test's own time and window. */
  deleteQuizAccommodation(testId: Identifier, studentId: Identifier): Promise<MessageResponse>;
}

export function createQuizCalls(url: (path: string) => string, httpClient: HttpClient): QuizCalls {
  const send = sendVia(url, httpClient);
  const test = (testId: Identifier) => `lessons/tests/${seg(testId)}`;
  return {
    async listQuizzes(lessonId, signal) {
      const body = await send<ListResponse<QuizListItemDto>>(`lessons/${seg(lessonId)}/tests`, { signal });
      return body?.objects ?? [];
    },
    getQuiz: (testId, signal) => send(test(testId), { signal }),
    createQuiz: (lessonId, input) => send(`lessons/tests/${seg(lessonId)}`, { method: 'POST', json: input }),
    updateQuiz: (testId, input) => send(test(testId), { method: 'PUT', json: input }),
    deleteQuiz: (testId) => send(test(testId), { method: 'DELETE' }),
    setQuizActivation: (testId, isActive) => send(`${test(testId)}/activation`, { method: 'PUT', json: { isActive } }),
    publishQuiz: (testId, input = {}) => send(`${test(testId)}/publish`, { method: 'POST', json: input }),
    unpublishQuiz: (testId) => send(`${test(testId)}/unpublish`, { method: 'POST', json: {} }),
    listQuizResults: (testId, signal) => send(`${test(testId)}/answers`, { signal }),
    getStudentQuizAnswer: (testId, studentId, signal, attemptNo) =>
      send(`${test(testId)}/answers/${seg(studentId)}${attemptNo === undefined ? '' : `?attemptNo=${attemptNo}`}`, { signal }),
    gradeOtherAnswer: (testId, studentId, input) => send(`${test(testId)}/answers/${seg(studentId)}/other`, { method: 'PUT', json: input }),
    async listQuizAccommodations(testId, signal) {
      const body = await send<ListResponse<AccommodationDto>>(`${test(testId)}/accommodations`, { signal });
      return body?.objects ?? [];
    },
    saveQuizAccommodation: (testId, studentId, input) =>
      send(`${test(testId)}/accommodations/${seg(studentId)}`, { method: 'PUT', json: input }),
    deleteQuizAccommodation: (testId, studentId) => send(`${test(testId)}/accommodations/${seg(studentId)}`, { method: 'DELETE' }),
  };
}
