import type { CourseArea } from '../../shared/courses/CoursePage';
import { InstructorCourseView } from './InstructorCourseView';

/** The instructor's course page: lessons to edit and reorder; another instructor's course is "not found". */
export const instructorCourseArea: CourseArea = {
  role: 'instructor',
  View: InstructorCourseView,
  keys: { courses: 'learning.courses.title', notFound: 'learning.course.notFound', back: 'learning.course.back' },
  errorTitle: () => 'learning.notFoundTitle',
  retryable: () => true,
};
