import type { Identifier } from 'react-admin';

/** react-query keys of the student's pages; react-admin's refresh reloads them with the rest. */
export const studentKeys = {
  all: ['student'] as const,
  answer: (answerId: Identifier) => ['student', 'answer', String(answerId)] as const,
  tests: (lessonId: Identifier) => ['student', 'tests', String(lessonId)] as const,
  deadlines: (size: number) => ['student', 'deadlines', size] as const,
};
