import { useMemo } from 'react';
import { useBasename, type Identifier } from 'react-admin';

/** The route patterns of the student's test, results and ratings pages, relative to /student. */
export const STUDENT_QUIZ_ROUTES = {
  test: '/courses/:courseId/lessons/:lessonId/tests/:testId',
  results: '/results',
  ratings: '/ratings',
  courseRating: '/ratings/:courseId',
} as const;

export interface StudentQuizPaths {
  test: (courseId: Identifier, lessonId: Identifier, testId: Identifier) => string;
  results: string;
  ratings: string;
  courseRating: (courseId: Identifier) => string;
}

const seg = (id: Identifier) => encodeURIComponent(String(id));

export function studentQuizPaths(basename: string): StudentQuizPaths {
  return {
    test: (courseId, lessonId, testId) => `${basename}/courses/${seg(courseId)}/lessons/${seg(lessonId)}/tests/${seg(testId)}`,
    results: `${basename}${STUDENT_QUIZ_ROUTES.results}`,
    ratings: `${basename}${STUDENT_QUIZ_ROUTES.ratings}`,
    courseRating: (courseId) => `${basename}/ratings/${seg(courseId)}`,
  };
}

/** The paths inside the area the page is in (its basename, /student, first). */
export function useStudentQuizPaths(): StudentQuizPaths {
  const basename = useBasename();
  return useMemo(() => studentQuizPaths(basename), [basename]);
}
