import type { RequestHandler } from 'msw';
import { courseRatingHandlers } from './ratings/courseRatingHandlers';
import { examHandlers } from './ratings/examHandlers';

/**
 * msw handlers of the instructor's side of SPEC §7 Ratings and exams (src/api/ratings.ts):
 * exams and marks, the distribution, the course rating table (scored from the mock lessons,
 * tasks, answers and test attempts of the other handler files, as the server scores it, with
 * its search, sort and order) and the group rating. Answers in the server's words and shapes.
 */
export const ratingHandlers: RequestHandler[] = [...courseRatingHandlers, ...examHandlers];
