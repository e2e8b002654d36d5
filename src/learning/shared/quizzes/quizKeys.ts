import type { Identifier } from 'react-admin';

/** react-query keys of the test pages; react-admin's refresh reloads them with the rest. */
export const quizKeys = {
  all: ['learning', 'tests'] as const,
  list: (lessonId: Identifier) => ['learning', 'tests', 'list', String(lessonId)] as const,
  test: (testId: Identifier) => ['learning', 'tests', 'one', String(testId)] as const,
  results: (testId: Identifier) => ['learning', 'tests', 'results', String(testId)] as const,
  answer: (testId: Identifier, studentId: Identifier) => ['learning', 'tests', 'answer', String(testId), String(studentId)] as const,
  accommodations: (testId: Identifier) => ['learning', 'tests', 'accommodations', String(testId)] as const,
};
