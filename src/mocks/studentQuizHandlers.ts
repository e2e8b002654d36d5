import type { RequestHandler } from 'msw';
import { attemptHandlers } from './student/attemptHandlers';
import { studentRatingHandlers } from './student/studentRatingHandlers';

/**
 * msw handlers of the student's side of SPEC §7 Tests and Ratings over the mock tests of
 * quizHandlers.ts, the lessons of learningHandlers.ts and the tasks of taskHandlers.ts, as the
 * demo student (student@demo.test) would get them: the test with the attempt (the mock's clock is
 * Date.now(), so fake timers drive it), start, saves, one submission, the answers, the own
 * rating row, the own results of a course and the course table. The student's courses, lessons,
 * tasks and the lesson's test list are studentHandlers.ts's; an attempt is mirrored into
 * quizHandlers.ts's results, which that list and the instructor's pages read.
 */
export const studentQuizHandlers: RequestHandler[] = [...attemptHandlers, ...studentRatingHandlers];
