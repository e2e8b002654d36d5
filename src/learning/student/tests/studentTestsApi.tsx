import { useMemo } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import type { StudentRatingDto, StudentsRatingDto } from '../../../api/ratings';
import type { StudentResultsDto } from '../../../api/studentResults';
import type { StudentTestDto, TestPassInput, TestPassResponse, TestSaveInput, TestSaveResponse } from '../../../api/testAttempts';
import type { TestAnswerDto } from '../../../api/testResults';
import type { CourseDto, ListResponse } from '../../../api/types';
import { LIST_MAX_SIZE } from '../../../api/constants';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

/**
 * The student's calls of SPEC §7 Tests and Ratings (src/api/tests.ts, src/api/ratings.ts) over
 * the app's dataProvider, so answers and failures go through its HTTP client: a failure is an
 * HttpError with the server's message in the user's language and its status (0: no network).
 */

export interface StudentTestsApi {
  /** GET /lessons/students/tests/{testId}: the test, the attempt's state and the server's clock. */
  getTest(testId: Identifier, signal?: AbortSignal): Promise<StudentTestDto>;
  /** POST …/{testId}/start: creates the attempt (or answers the running one); 403 when blocked. */
  start(testId: Identifier): Promise<StudentTestDto>;
  /** PUT …/{testId}/answers: everything answered so far (replaces what was saved). */
  save(testId: Identifier, input: TestSaveInput): Promise<TestSaveResponse>;
  /** POST /lessons/students/tests/pass: once; a repeat answers the first result. */
  pass(input: TestPassInput): Promise<TestPassResponse>;
  /** GET …/{testId}/answer: my answers and result, the correct ones once finished. */
  getAnswer(testId: Identifier, signal?: AbortSignal): Promise<TestAnswerDto>;
  /** GET /courses as a student: the courses of my group, except those I am blocked on. */
  listMyCourses(signal?: AbortSignal): Promise<CourseDto[]>;
  /** GET /student/rating/{courseId}: my own row, with the lessons shown so far. */
  getMyRating(courseId: Identifier, signal?: AbortSignal): Promise<StudentRatingDto>;
  /** GET /student/all/ratings/{courseId}: the course's names, places and totals. */
  getCourseRatings(courseId: Identifier, signal?: AbortSignal): Promise<StudentsRatingDto>;
  /** GET /student/results/{courseId}: my results on the course (shown lessons, exams, my rating row) in one call. */
  getMyResults(courseId: Identifier, signal?: AbortSignal): Promise<StudentResultsDto>;
}

const seg = (id: Identifier) => encodeURIComponent(String(id));

export function createStudentTestsApi(dataProvider: Pick<LmsDataProvider, 'send'>): StudentTestsApi {
  const { send } = dataProvider;
  const test = (testId: Identifier) => `lessons/students/tests/${seg(testId)}`;
  return {
    getTest: (testId, signal) => send(test(testId), { signal }),
    start: (testId) => send(`${test(testId)}/start`, { method: 'POST' }),
    save: (testId, input) => send(`${test(testId)}/answers`, { method: 'PUT', json: input }),
    pass: (input) => send('lessons/students/tests/pass', { method: 'POST', json: input }),
    getAnswer: (testId, signal) => send(`${test(testId)}/answer`, { signal }),
    async listMyCourses(signal) {
      const all: CourseDto[] = [];
      for (let page = 1; ; page++) {
        const body = await send<ListResponse<CourseDto>>('courses', { searchParams: { page, size: LIST_MAX_SIZE }, signal });
        const objects = body?.objects ?? [];
        all.push(...objects);
        if (objects.length < LIST_MAX_SIZE || all.length >= (body?.count ?? 0)) return all;
      }
    },
    getMyRating: (courseId, signal) => send(`student/rating/${seg(courseId)}`, { signal }),
    getCourseRatings: (courseId, signal) => send(`student/all/ratings/${seg(courseId)}`, { signal }),
    getMyResults: (courseId, signal) => send(`student/results/${seg(courseId)}`, { signal }),
  };
}

export function useStudentTestsApi(): StudentTestsApi {
  const dataProvider = useDataProvider<LmsDataProvider>();
  return useMemo(() => createStudentTestsApi(dataProvider), [dataProvider]);
}

/** react-query keys of the student's test, result and rating pages. */
export const studentTestKeys = {
  all: ['learning', 'student', 'tests'] as const,
  test: (testId: Identifier) => ['learning', 'student', 'tests', 'one', String(testId)] as const,
  answer: (testId: Identifier) => ['learning', 'student', 'tests', 'answer', String(testId)] as const,
  myCourses: ['learning', 'student', 'courses'] as const,
  myRating: (courseId: Identifier) => ['learning', 'student', 'rating', 'own', String(courseId)] as const,
  courseRatings: (courseId: Identifier) => ['learning', 'student', 'rating', 'all', String(courseId)] as const,
  myResults: (courseId: Identifier) => ['learning', 'student', 'results', String(courseId)] as const,
};
