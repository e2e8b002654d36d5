import type { CourseRatingDto, CourseRatingQuery } from '../../../api/ratings';
import { getSession } from '../../../auth/session';
import { API_URL, httpClient } from '../../../dataProvider';

/*
 * The course rating table is the one big call of the instructor's area (1,000 students × 200
 * items: a megabyte or more). When the area opens straight on a rating page (a reload, a link),
 * its call starts as soon as the area's code has loaded, in parallel with the shell's own
 * start-up (identity, layout, first render), instead of after the page has rendered: the page's
 * first query then takes this answer. It is the same call through the app's HTTP client (token,
 * language, SPEC §8 handling), with the page's first query: sort by name, ascending.
 */

/** The page's first query: what it asks before anyone sorts or searches. */
export const FIRST_RATING_QUERY: CourseRatingQuery = { sort: 'name', order: 'asc' };
const PAGE = /^\/instructor\/courses\/([1-9]\d{0,9})\/(?:rating|exams)\/?$/;
/** An answer older than this is not taken: the page asks again. */
const FRESH_MS = 30_000;

let preloaded: { courseId: string; at: number; answer: Promise<CourseRatingDto> } | null = null;

/** Starts the first call of the rating page at `pathname`, if that is where the instructor is. */
export function preloadCourseRating(pathname: string = typeof window === 'undefined' ? '' : window.location.pathname): void {
  const match = PAGE.exec(pathname);
  if (!match || getSession()?.role !== 'INSTRUCTOR') return;
  const answer = httpClient<CourseRatingDto>(`${API_URL}/courses/${match[1]}/students/rating`, { searchParams: { ...FIRST_RATING_QUERY } });
  // A failure is the page's to show, when it takes the answer; until then it is not unhandled.
  answer.catch(() => undefined);
  preloaded = { courseId: match[1], at: Date.now(), answer };
}

/** The preloaded answer for this course and query, once (null when there is none to take). */
export function takePreloadedRating(courseId: string, query: CourseRatingQuery): Promise<CourseRatingDto> | null {
  const entry = preloaded;
  if (!entry || entry.courseId !== courseId || Date.now() - entry.at > FRESH_MS) return null;
  if (
    (query.search ?? '') !== '' ||
    query.sort !== FIRST_RATING_QUERY.sort ||
    query.order !== FIRST_RATING_QUERY.order ||
    query.page ||
    query.size
  )
    return null;
  preloaded = null;
  return entry.answer;
}
