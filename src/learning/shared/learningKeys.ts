import type { Identifier } from 'react-admin';
import type { CourseDto } from '../../api/types';

/** react-query keys of the learning pages; react-admin's refresh reloads them with the rest. */
export const learningKeys = {
  allLessons: ['learning', 'lessons'] as const,
  allLesson: ['learning', 'lesson'] as const,
  lessons: (courseId: Identifier) => ['learning', 'lessons', String(courseId)] as const,
  lesson: (courseId: Identifier, lessonId: Identifier) => ['learning', 'lesson', String(courseId), String(lessonId)] as const,
};

/** A course as react-admin's hooks hold it (the id as the route gives it). */
export type CourseRecord = Omit<CourseDto, 'id'> & { id: Identifier };
