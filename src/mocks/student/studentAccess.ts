import { answerSummaryOf, type TaskDto } from '../../api/tasks';
import type { CourseDto } from '../../api/types';
import { isShown, lessonById } from '../learning/lessonViews';
import { authorize, errorResponse, idOf, type Access } from '../mockHttp';
import { mockStore } from '../store/mockStore';
import type { MockLesson } from '../store/learningSeed';
import { demoStudent, isBlockedOn, studentCourses } from '../store/demoCallers';

/**
 * What the demo student (every STUDENT token) may open: the courses of their group unless
 * blocked on one (403), the shown lessons and the tasks on them (404 otherwise).
 */

export const isStudent = (request: Request) => {
  const who = authorize(request);
  return !('denied' in who) && who.role === 'STUDENT';
};

export const blocked = (courseId: number) => isBlockedOn(courseId, demoStudent()?.studentId);

/** A course of the student's group: 404 otherwise, 403 when the student is blocked on it. */
export function myCourse(request: Request, courseId: unknown): Access<CourseDto> {
  const course = studentCourses().find((c) => c.id === idOf(courseId));
  if (!course) return { denied: errorResponse(request, 404, 'errors.notFound') };
  if (blocked(course.id)) return { denied: errorResponse(request, 403, 'lessons.blockedOnCourse') };
  return { found: course };
}

/** A shown lesson of one of the student's courses, by its id alone (the tasks' and tests' paths). */
export function myLesson(request: Request, lessonId: unknown, courseId?: unknown): Access<MockLesson> {
  const lesson = lessonById(lessonId);
  if (!lesson || !isShown(lesson) || (courseId !== undefined && lesson.courseId !== idOf(courseId)))
    return { denied: errorResponse(request, 404, 'errors.notFound') };
  const course = myCourse(request, lesson.courseId);
  return 'denied' in course ? course : { found: lesson };
}

export const myAnswerTo = (taskId: number) => mockStore.studentWork.answers.find((a) => a.taskId === taskId);

/** A task with the student's own answer to it. */
export function taskView(task: TaskDto): TaskDto {
  const answer = myAnswerTo(task.taskId);
  return { ...task, answer: answer ? answerSummaryOf(answer) : null };
}

/** A task the student may read: its lesson shown, of a course of theirs (403 when blocked). */
export function myTask(request: Request, taskId: unknown): Access<TaskDto> {
  const task = mockStore.studentWork.tasks.find((t) => t.taskId === idOf(taskId));
  if (!task) return { denied: errorResponse(request, 404, 'errors.notFound') };
  const lesson = myLesson(request, task.lessonId);
  return 'denied' in lesson ? lesson : { found: task };
}
