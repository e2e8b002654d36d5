import type { Identifier } from 'react-admin';

/** react-query keys of the task pages; react-admin's refresh reloads them with the rest. */
export const taskKeys = {
  all: ['learning', 'tasks'] as const,
  list: (lessonId: Identifier) => ['learning', 'tasks', 'list', String(lessonId)] as const,
  task: (taskId: Identifier) => ['learning', 'tasks', 'one', String(taskId)] as const,
  answers: (taskId: Identifier) => ['learning', 'tasks', 'answers', String(taskId)] as const,
  answer: (answerId: Identifier) => ['learning', 'tasks', 'answer', String(answerId)] as const,
};
