import type { TaskDto } from '../../api/tasks';
import { authorize, errorResponse, idOf, type Access } from '../mockHttp';
import { mockStore } from '../store/mockStore';
import type { MockAnswer } from '../store/taskSeed';
import { instructorLesson, instructorLessonIds } from '../store/demoCallers';

/** What the instructor's task calls may open; a student's call falls through to the student's handlers. */

export type TaskAccess<T> = Access<T> | { fallThrough: true };

/** The instructor's access; a student's call falls through to the student's handlers. */
function instructor(request: Request): { ok: true } | { denied: Response } | { fallThrough: true } {
  const who = authorize(request);
  if ('denied' in who) return who;
  if (who.role === 'STUDENT') return { fallThrough: true };
  if (who.role !== 'INSTRUCTOR') return { denied: errorResponse(request, 403, 'errors.forbidden') };
  return { ok: true };
}

export function ownLesson(request: Request, lessonId: unknown): TaskAccess<{ id: number; courseId: number }> {
  const who = instructor(request);
  if (!('ok' in who)) return who;
  const lesson = instructorLesson(idOf(lessonId));
  return lesson ? { found: lesson } : { denied: errorResponse(request, 404, 'errors.notFound') };
}

export function ownTask(request: Request, taskId: unknown): TaskAccess<TaskDto> {
  const who = instructor(request);
  if (!('ok' in who)) return who;
  const lessonIds = instructorLessonIds();
  const task = mockStore.tasks.tasks.find((t) => t.taskId === idOf(taskId) && lessonIds.has(t.lessonId));
  return task ? { found: task } : { denied: errorResponse(request, 404, 'errors.notFound') };
}

export function ownAnswer(request: Request, answerId: unknown): TaskAccess<{ answer: MockAnswer; task: TaskDto }> {
  const who = instructor(request);
  if (!('ok' in who)) return who;
  const answer = mockStore.tasks.answers.find((a) => a.answerId === idOf(answerId));
  if (!answer) return { denied: errorResponse(request, 404, 'errors.notFound') };
  const task = ownTask(request, answer.taskId);
  return 'found' in task ? { found: { answer, task: task.found } } : task;
}

/** The refusal to answer, or undefined so the call falls through. */
export const settle = <T>(access: TaskAccess<T>): Response | undefined => ('denied' in access ? access.denied : undefined);
