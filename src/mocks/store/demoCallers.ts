import type { CourseDto, InstructorDto, StudentDto } from '../../api/types';
import { DEMO_ACCOUNTS } from '../builders/builders';
import type { MockLesson } from './learningSeed';
import { mockStore } from './mockStore';
import { liveCourses, liveInstructors, liveStudents } from './schoolViews';

/**
 * Who a demo token stands for: every INSTRUCTOR token is instructor@demo.test and every STUDENT
 * token student@demo.test, as the store's school holds them; and what each of them may open.
 */

export const demoInstructor = (): InstructorDto | undefined => liveInstructors().find((i) => i.email === DEMO_ACCOUNTS.INSTRUCTOR.email);

export const demoStudent = (): StudentDto | undefined => liveStudents().find((s) => s.email === DEMO_ACCOUNTS.STUDENT.email);

/** Ids of the courses the demo instructor teaches. */
export function instructorCourseIds(): number[] {
  const teacherId = demoInstructor()?.teacherId;
  return mockStore.school.courseInstructors.filter(([, t]) => t === teacherId).map(([c]) => c);
}

/** A lesson, by id, of a course the demo instructor teaches. */
export function instructorLesson(lessonId: number): MockLesson | undefined {
  const courseIds = instructorCourseIds();
  return mockStore.learning.lessons.find((l) => l.id === lessonId && courseIds.includes(l.courseId));
}

/** Ids of the lessons of the demo instructor's courses. */
export function instructorLessonIds(): Set<number> {
  const courseIds = instructorCourseIds();
  return new Set(mockStore.learning.lessons.filter((l) => courseIds.includes(l.courseId)).map((l) => l.id));
}

export function instructorCourses(): CourseDto[] {
  const ids = instructorCourseIds();
  return liveCourses().filter((c) => ids.includes(c.id));
}

/** The live courses of the demo student's group. */
export function studentCourses(): CourseDto[] {
  const student = demoStudent();
  if (!student?.groupId) return [];
  const ids = mockStore.school.courseGroups.filter(([, g]) => g === student.groupId).map(([c]) => c);
  return liveCourses().filter((c) => ids.includes(c.id));
}

/** Whether a student is blocked on one course. */
export const isBlockedOn = (courseId: number, studentId: number | undefined) =>
  mockStore.school.courseBlocks.has(`${courseId}:${studentId}`);
