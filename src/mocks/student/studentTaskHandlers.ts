import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { settleAnswer } from '../../api/latePenalty';
import type { AnswerStatus, TaskDto } from '../../api/tasks';
import { buildStudentAnswer } from '../builders/studentBuilders';
import { API_PATTERN, errorResponse, idOf, messageResponse, pagedJson, readJson } from '../mockHttp';
import { newId } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import { answerContent } from './answerContent';
import { isStudent, myAnswerTo, myLesson, myTask, taskView } from './studentAccess';

/** The student's tasks of a lesson, one task with their answer, and answering it (POST, PUT, GET …/students/answers). */

const API = API_PATTERN;
const iso = (ms: number) => new Date(ms).toISOString();
/** The lateness of an answer sent now, against the student's deadline (the task's as they read it), as the server settles it. */
const lateness = (task: TaskDto, at: number, status: AnswerStatus = 'WAITING') =>
  settleAnswer(
    { status, submittedAt: iso(at), pointsGiven: null },
    { perDay: task.latePenaltyPerDay, floor: task.latePenaltyFloor },
    task.deadline,
  );

export const studentTaskHandlers: RequestHandler[] = [
  http.get(`${API}/lessons/:lessonId/tasks`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const lesson = myLesson(request, params.lessonId);
    if ('denied' in lesson) return lesson.denied;
    return pagedJson(request, mockStore.studentWork.tasks.filter((t) => t.lessonId === lesson.found.id).map(taskView));
  }),
  http.get(`${API}/lessons/tasks/:taskId`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const task = myTask(request, params.taskId);
    return 'denied' in task ? task.denied : HttpResponse.json(taskView(task.found));
  }),
  http.post(`${API}/lessons/tasks/students/answers/:taskId`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const task = myTask(request, params.taskId);
    if ('denied' in task) return task.denied;
    if (myAnswerTo(task.found.taskId)) return errorResponse(request, 409, 'tasks.alreadyAnswered');
    const content = answerContent(request, await readJson(request));
    if (content instanceof Response) return content;
    const now = Date.now();
    const answer = buildStudentAnswer({
      answerId: newId(),
      taskId: task.found.taskId,
      taskName: task.found.taskName,
      lessonId: task.found.lessonId,
      courseId: task.found.courseId,
      mark: task.found.mark,
      deadline: task.found.deadline,
      status: 'WAITING',
      ...lateness(task.found, now),
      submittedAt: iso(now),
      ...content,
    });
    mockStore.studentWork.answers.push(answer);
    return messageResponse(request, 'tasks.answerSent', {}, answer);
  }),
  http.put(`${API}/lessons/tasks/students/answers/:id`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const answer = mockStore.studentWork.answers.find((a) => a.answerId === idOf(params.id));
    if (!answer) return errorResponse(request, 404, 'errors.notFound');
    const task = myTask(request, answer.taskId);
    if ('denied' in task) return task.denied;
    if (answer.status === 'ACCEPTED') return errorResponse(request, 409, 'tasks.answerAccepted');
    const content = answerContent(request, await readJson(request), answer);
    if (content instanceof Response) return content;
    const resent = answer.status === 'NOT_ACCEPTED';
    const now = Date.now();
    Object.assign(answer, content, { status: 'WAITING', ...lateness(task.found, now), pointsGiven: null, submittedAt: iso(now) });
    return messageResponse(request, resent ? 'tasks.answerSent' : 'tasks.answerUpdated', {}, answer);
  }),
  http.get(`${API}/lessons/tasks/students/answers/:id`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const answer = mockStore.studentWork.answers.find((a) => a.answerId === idOf(params.id));
    if (!answer) return errorResponse(request, 404, 'errors.notFound');
    const task = myTask(request, answer.taskId);
    return 'denied' in task ? task.denied : HttpResponse.json(answer);
  }),
];
