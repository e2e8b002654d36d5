import { useMemo } from 'react';
import { useBasename, type Identifier } from 'react-admin';

/**
 * Where the student's learning pages live inside the area (/student first). The test-taking
 * page (/courses/:courseId/lessons/:lessonId/tests/:testId) is registered by the tests pages
 * (src/learning/student/tests) in routes.tsx; the lesson page links to it.
 */
export const STUDENT_ROUTES = {
  myCourses: '/courses',
  tasks: '/tasks',
  course: '/courses/:courseId',
  lesson: '/courses/:courseId/lessons/:lessonId',
  task: '/courses/:courseId/lessons/:lessonId/tasks/:taskId',
  test: '/courses/:courseId/lessons/:lessonId/tests/:testId',
} as const;

export interface StudentPaths {
  home: string;
  myCourses: string;
  tasks: string;
  course: (courseId: Identifier) => string;
  lesson: (courseId: Identifier, lessonId: Identifier) => string;
  task: (courseId: Identifier, lessonId: Identifier, taskId: Identifier) => string;
  test: (courseId: Identifier, lessonId: Identifier, testId: Identifier) => string;
}

const seg = (id: Identifier) => encodeURIComponent(String(id));

export function studentPaths(basename: string): StudentPaths {
  const lesson = (courseId: Identifier, lessonId: Identifier) => `${basename}/courses/${seg(courseId)}/lessons/${seg(lessonId)}`;
  return {
    home: `${basename}/`,
    myCourses: `${basename}${STUDENT_ROUTES.myCourses}`,
    tasks: `${basename}${STUDENT_ROUTES.tasks}`,
    course: (courseId) => `${basename}/courses/${seg(courseId)}`,
    lesson,
    task: (courseId, lessonId, taskId) => `${lesson(courseId, lessonId)}/tasks/${seg(taskId)}`,
    test: (courseId, lessonId, testId) => `${lesson(courseId, lessonId)}/tests/${seg(testId)}`,
  };
}

export function useStudentPaths(): StudentPaths {
  const basename = useBasename();
  return useMemo(() => studentPaths(basename), [basename]);
}
