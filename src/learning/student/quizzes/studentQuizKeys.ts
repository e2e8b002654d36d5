import type { Identifier } from 'react-admin';

/** react-query keys of the student's test, result and rating pages. */
export const studentQuizKeys = {
  all: ['learning', 'student', 'tests'] as const,
  test: (testId: Identifier) => ['learning', 'student', 'tests', 'one', String(testId)] as const,
  answer: (testId: Identifier) => ['learning', 'student', 'tests', 'answer', String(testId)] as const,
  answers: ['learning', 'student', 'tests', 'answer'] as const,
  ratings: ['learning', 'student', 'rating'] as const,
  results: ['learning', 'student', 'results'] as const,
  myCourses: ['learning', 'student', 'courses'] as const,
  myRating: (courseId: Identifier) => ['learning', 'student', 'rating', 'own', String(courseId)] as const,
  courseRatings: (courseId: Identifier) => ['learning', 'student', 'rating', 'all', String(courseId)] as const,
  myResults: (courseId: Identifier) => ['learning', 'student', 'results', String(courseId)] as const,
};
