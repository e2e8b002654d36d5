import type { CourseArea } from '../../shared/courses/CoursePage';
import { errorTitleKey, retryable } from '../shared/errorTitle';
import { StudentCourseView } from './StudentCourseView';

/** The student's course page: the shown lessons, and why a course cannot be opened (blocked, gone). */
export const studentCourseArea: CourseArea = {
  role: 'student',
  View: StudentCourseView,
  keys: { courses: 'student.courses.title', notFound: 'student.course.notFound', back: 'student.course.back' },
  errorTitle: errorTitleKey,
  retryable,
};
