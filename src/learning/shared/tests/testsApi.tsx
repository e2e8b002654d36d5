import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import type { OtherGradeInput, TestAnswerDto, TestDto, TestInput, TestListItemDto, TestResultsDto } from '../../../api/tests';
import type { ListResponse, MessageResponse, SavedResponse } from '../../../api/types';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

/**
 * The instructor's calls of SPEC §7 Tests (src/api/tests.ts) over the app's dataProvider, so
 * answers and failures go through its HTTP client: errors arrive as HttpErrors carrying the
 * server's message in the user's language and its body (with `field` for a 400).
 */
export interface TestsApi {
  /** GET /lessons/{lessonId}/tests: the lesson's tests, oldest first. */
  listTests(lessonId: Identifier, signal?: AbortSignal): Promise<TestListItemDto[]>;
  /** GET /lessons/tests/{testId}: with its questions and correct marks. */
  getTest(testId: Identifier, signal?: AbortSignal): Promise<TestDto>;
  createTest(lessonId: Identifier, input: TestInput): Promise<SavedResponse<TestDto>>;
  /** PUT /lessons/tests/{testId}: the whole test (also how its time changes). */
  updateTest(testId: Identifier, input: TestInput): Promise<SavedResponse<TestDto>>;
  deleteTest(testId: Identifier): Promise<MessageResponse>;
  /** PUT /lessons/tests/{testId}/activation: open (true) or block (false) answers. */
  setActivation(testId: Identifier, isActive: boolean): Promise<SavedResponse<TestDto>>;
  /** GET /lessons/tests/{testId}/answers: every student's result, not taken ones last. */
  listResults(testId: Identifier, signal?: AbortSignal): Promise<TestResultsDto>;
  /** GET /lessons/tests/{testId}/answers/{studentId}: what they chose, with the correct options. */
  getAnswer(testId: Identifier, studentId: Identifier, signal?: AbortSignal): Promise<TestAnswerDto>;
  /** PUT /lessons/tests/{testId}/answers/{studentId}/other: the points for an 'Other' text. */
  gradeOther(testId: Identifier, studentId: Identifier, input: OtherGradeInput): Promise<SavedResponse<TestAnswerDto>>;
}

const seg = (id: Identifier) => encodeURIComponent(String(id));

export function createTestsApi(dataProvider: Pick<LmsDataProvider, 'send'>): TestsApi {
  const { send } = dataProvider;
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
    setActivation: (testId, isActive) => send(`${test(testId)}/activation`, { method: 'PUT', json: { isActive } }),
    listResults: (testId, signal) => send(`${test(testId)}/answers`, { signal }),
    getAnswer: (testId, studentId, signal) => send(`${test(testId)}/answers/${seg(studentId)}`, { signal }),
    gradeOther: (testId, studentId, input) => send(`${test(testId)}/answers/${seg(studentId)}/other`, { method: 'PUT', json: input }),
  };
}

const TestsApiContext = createContext<Partial<TestsApi> | null>(null);

/** Replaces some calls for the pages inside, e.g. a story holding a save on its way. */
export function TestsApiOverride({ value, children }: { value: Partial<TestsApi>; children: ReactNode }) {
  return <TestsApiContext.Provider value={value}>{children}</TestsApiContext.Provider>;
}

/** The test calls over the dataProvider of the surrounding <Admin>. */
export function useTestsApi(): TestsApi {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const override = useContext(TestsApiContext);
  return useMemo(() => ({ ...createTestsApi(dataProvider), ...override }), [dataProvider, override]);
}

/** react-query keys of the test pages; react-admin's refresh reloads them with the rest. */
export const testKeys = {
  all: ['learning', 'tests'] as const,
  list: (lessonId: Identifier) => ['learning', 'tests', 'list', String(lessonId)] as const,
  test: (testId: Identifier) => ['learning', 'tests', 'one', String(testId)] as const,
  results: (testId: Identifier) => ['learning', 'tests', 'results', String(testId)] as const,
  answer: (testId: Identifier, studentId: Identifier) => ['learning', 'tests', 'answer', String(testId), String(studentId)] as const,
};
