import type { CourseDto } from '../../api/types';
import { allow, errorResponse, idOf, type Access } from '../mockHttp';
import type { MockLesson } from '../store/learningSeed';
import { instructorCourses } from '../store/demoCallers';
import { courseLessons, lessonById } from './lessonViews';

/** What the instructor's learning calls may open: their own live courses and the lessons on them. */

/** The caller's course (an instructor's own), or the server's 401/403/404. */
export function ownCourse(request: Request, courseId: unknown): Access<CourseDto> {
  const who = allow(request, ['INSTRUCTOR']);
  if ('denied' in who) return who;
  const course = instructorCourses().find((c) => c.id === idOf(courseId));
  return course ? { found: course } : { denied: errorResponse(request, 404, 'errors.notFound') };
}

export function ownLesson(request: Request, courseId: unknown, lessonId: unknown): Access<MockLesson> {
  const course = ownCourse(request, courseId);
  if ('denied' in course) return course;
  const lesson = courseLessons(course.found.id).find((l) => l.id === idOf(lessonId));
  return lesson ? { found: lesson } : { denied: errorResponse(request, 404, 'errors.notFound') };
}

/** A lesson of one of the caller's courses, by the lesson's id alone (the materials' paths). */
export function ownLessonById(request: Request, lessonId: unknown): Access<MockLesson> {
  const who = allow(request, ['INSTRUCTOR']);
  if ('denied' in who) return who;
  const lesson = lessonById(lessonId);
  return lesson && instructorCourses().some((c) => c.id === lesson.courseId)
    ? { found: lesson }
    : { denied: errorResponse(request, 404, 'errors.notFound') };
}
