import { useMemo } from 'react';
import { useBasename, type Identifier } from 'react-admin';

/** The route patterns of the rating pages, relative to the instructor's area (for <Route path>). */
export const RATING_ROUTES = {
  /** Student rating: opens the first course's table. */
  rating: '/rating',
  /** Exams: opens the first course's table with its exam columns only. */
  exams: '/exams',
  courseRating: '/courses/:courseId/rating',
  courseExams: '/courses/:courseId/exams',
  groupRating: '/group-rating',
} as const;

export type RatingView = 'rating' | 'exams';

export interface RatingPaths {
  rating: string;
  exams: string;
  groupRating: string;
  course: (courseId: Identifier, view?: RatingView) => string;
}

const seg = (id: Identifier) => encodeURIComponent(String(id));

export function ratingPaths(basename: string): RatingPaths {
  return {
    rating: `${basename}${RATING_ROUTES.rating}`,
    exams: `${basename}${RATING_ROUTES.exams}`,
    groupRating: `${basename}${RATING_ROUTES.groupRating}`,
    course: (courseId, view = 'rating') => `${basename}/courses/${seg(courseId)}/${view}`,
  };
}

export function useRatingPaths(): RatingPaths {
  const basename = useBasename();
  return useMemo(() => ratingPaths(basename), [basename]);
}
