import { delay, http, type RequestHandler } from 'msw';
import type { StudentDeadlineDto } from '../../api/deadlines';
import { isShown } from '../learning/lessonViews';
import { API_PATTERN, authorize, errorResponse, pagedJson } from '../mockHttp';
import { mockStore } from '../store/mockStore';
import { studentCourses } from '../store/demoCallers';
import { blocked, myAnswerTo } from './studentAccess';

/** The tasks the student still owes, soonest first: shown lessons, courses not blocked, deadline ahead. */
function deadlines(): StudentDeadlineDto[] {
  const now = Date.now();
  const courses = new Map(
    studentCourses()
      .filter((c) => !blocked(c.id))
      .map((c) => [c.id, c]),
  );
  const lessons = new Map(mockStore.learning.lessons.filter((l) => courses.has(l.courseId) && isShown(l)).map((l) => [l.id, l]));
  return mockStore.studentWork.tasks
    .filter((t) => lessons.has(t.lessonId) && new Date(t.deadline).getTime() > now)
    .map((t) => ({ task: t, answer: myAnswerTo(t.taskId) }))
    .filter(({ answer }) => !answer || answer.status === 'NOT_ACCEPTED')
    .sort((a, b) => a.task.deadline.localeCompare(b.task.deadline) || a.task.taskId - b.task.taskId)
    .map(({ task, answer }) => ({
      taskId: task.taskId,
      taskName: task.taskName,
      deadline: task.deadline,
      mark: task.mark,
      lessonId: task.lessonId,
      lessonName: lessons.get(task.lessonId)!.lessonName,
      courseId: task.courseId,
      courseName: courses.get(task.courseId)!.courseName,
      answer: answer ? { answerId: answer.answerId, status: 'NOT_ACCEPTED' as const, comment: answer.comment } : null,
    }));
}

export const deadlineHandlers: RequestHandler[] = [
  http.get(`${API_PATTERN}/student/deadlines`, async ({ request }) => {
    const who = authorize(request);
    if ('denied' in who) return who.denied;
    if (who.role !== 'STUDENT') return errorResponse(request, 403, 'errors.forbidden');
    await delay();
    return pagedJson(request, deadlines());
  }),
];
