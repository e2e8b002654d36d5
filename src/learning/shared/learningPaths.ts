import { useMemo } from 'react';
import { useBasename, type Identifier } from 'react-admin';

/** Where the instructor's learning pages live inside the area (its basename, /instructor, first). */
export interface LearningPaths {
  home: string;
  myCourses: string;
  materials: string;
  course: (courseId: Identifier) => string;
  lesson: (courseId: Identifier, lessonId: Identifier, tab?: string) => string;
  /** The instructor's question bank of a course. */
  questionBank: (courseId: Identifier) => string;
}

const seg = (id: Identifier) => encodeURIComponent(String(id));

/** The route patterns, relative to the area (for <Route path>). */
export const LEARNING_ROUTES = {
  myCourses: '/courses',
  materials: '/materials',
  course: '/courses/:courseId',
  lesson: '/courses/:courseId/lessons/:lessonId',
  questionBank: '/courses/:courseId/question-bank',
} as const;

export function learningPaths(basename: string): LearningPaths {
  return {
    home: `${basename}/`,
    myCourses: `${basename}${LEARNING_ROUTES.myCourses}`,
    materials: `${basename}${LEARNING_ROUTES.materials}`,
    course: (courseId) => `${basename}/courses/${seg(courseId)}`,
    lesson: (courseId, lessonId, tab) =>
      `${basename}/courses/${seg(courseId)}/lessons/${seg(lessonId)}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`,
    questionBank: (courseId) => `${basename}/courses/${seg(courseId)}/question-bank`,
  };
}

export function useLearningPaths(): LearningPaths {
  const basename = useBasename();
  return useMemo(() => learningPaths(basename), [basename]);
}
