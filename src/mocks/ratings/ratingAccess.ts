import type { ExamDto } from '../../api/ratings';
import type { CourseDto } from '../../api/types';
import { allow, errorResponse, idOf, type Access } from '../mockHttp';
import { liveCourses } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import { instructorCourseIds } from '../store/demoCallers';

/** What the rating calls may open: an admin any live course, an instructor their own courses and exams. */

/** A course the caller may read (an admin: any live one; an instructor: their own), or the server's refusal. */
export function readableCourse(
  request: Request,
  courseId: unknown,
  roles: Array<'ADMIN' | 'INSTRUCTOR'> = ['ADMIN', 'INSTRUCTOR'],
): Access<CourseDto> {
  const who = allow(request, roles);
  if ('denied' in who) return who;
  const ids = who.role === 'INSTRUCTOR' ? instructorCourseIds() : liveCourses().map((c) => c.id);
  const course = liveCourses().find((c) => c.id === idOf(courseId) && ids.includes(c.id));
  return course ? { found: course } : { denied: errorResponse(request, 404, 'errors.notFound') };
}

export function ownExam(request: Request, examId: unknown): Access<ExamDto> {
  const who = allow(request, ['INSTRUCTOR']);
  if ('denied' in who) return who;
  const exam = mockStore.ratings.exams.find((e) => e.examId === idOf(examId) && instructorCourseIds().includes(e.courseId));
  return exam ? { found: exam } : { denied: errorResponse(request, 404, 'errors.notFound') };
}
