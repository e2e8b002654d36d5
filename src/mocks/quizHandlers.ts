import type { RequestHandler } from 'msw';
import { accommodationHandlers } from './quizzes/accommodationHandlers';
import { quizAuthoringHandlers } from './quizzes/quizAuthoringHandlers';
import { quizResultHandlers } from './quizzes/quizResultHandlers';
import { quizAnalysisHandlers } from './quizzes/quizAnalysisHandlers';

/**
 * msw handlers of the instructor's side of SPEC §7 Tests (src/api/tests.ts) over an in-memory
 * set of tests on the mock lessons of learningHandlers.ts: authoring with the shared rules (400
 * naming the field, 409 once students have started and a scoring part changes), activation,
 * results, one student's answers, the points for 'Other' texts and students' accommodations. Answers in the server's
 * words and shapes; the student's calls fall through (a later handler file serves them).
 */
export const quizHandlers: RequestHandler[] = [
  ...quizAuthoringHandlers,
  ...quizResultHandlers,
  ...accommodationHandlers,
  ...quizAnalysisHandlers,
];
