import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { answerCountsOf, buildTask } from '../builders/taskBuilders';
import { API_PATTERN, errorResponse, messageResponse, pagedJson, readJson } from '../mockHttp';
import { newId } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import { ownLesson, ownTask, settle } from './taskAccess';
import { isProblem, problemResponse, taskFields } from './taskFields';
import { settleMockLateness, tabsOf } from './taskReviewViews';

/** The instructor's tasks of a lesson: list (with each task's tab lengths), create, read, edit and delete. */

const API = API_PATTERN;

export const taskAuthoringHandlers: RequestHandler[] = [
  http.get(`${API}/lessons/:lessonId/tasks`, async ({ request, params }) => {
    const lesson = ownLesson(request, params.lessonId);
    if (!('found' in lesson)) return settle(lesson);
    await delay();
    // The instructor's list carries each task's tab lengths, as the server's does.
    const tasks = mockStore.tasks.tasks
      .filter((t) => t.lessonId === lesson.found.id)
      .map((task) => ({ ...task, answerCounts: answerCountsOf(tabsOf(task)) }));
    return pagedJson(request, tasks);
  }),

  http.post(`${API}/lessons/:lessonId/tasks`, async ({ request, params }) => {
    const lesson = ownLesson(request, params.lessonId);
    if (!('found' in lesson)) return settle(lesson);
    await delay();
    const fields = taskFields(await readJson(request), true);
    if (isProblem(fields)) return problemResponse(request, fields);
    const now = new Date().toISOString();
    const task = buildTask({
      taskElements: [],
      description: '',
      ...fields,
      taskId: newId(),
      lessonId: lesson.found.id,
      courseId: lesson.found.courseId,
      createdAt: now,
      updatedAt: now,
    });
    mockStore.tasks.tasks.push(task);
    return messageResponse(request, 'tasks.created', undefined, task);
  }),

  http.get(`${API}/lessons/tasks/:taskId`, async ({ request, params }) => {
    const task = ownTask(request, params.taskId);
    if (!('found' in task)) return settle(task);
    await delay();
    return HttpResponse.json(task.found);
  }),

  http.put(`${API}/lessons/tasks/:taskId`, async ({ request, params }) => {
    const task = ownTask(request, params.taskId);
    if (!('found' in task)) return settle(task);
    await delay();
    const fields = taskFields(await readJson(request), false);
    if (isProblem(fields)) return problemResponse(request, fields);
    const answers = mockStore.tasks.answers.filter((a) => a.taskId === task.found.taskId);
    const given = Math.max(-1, ...answers.map((a) => a.points ?? -1));
    if (fields.mark !== undefined && given > fields.mark) {
      return errorResponse(request, 400, 'tasks.markBelowPoints', { field: 'mark', params: { points: given } });
    }
    Object.assign(task.found, fields, { updatedAt: new Date().toISOString() });
    settleMockLateness(task.found);
    if (fields.deadline) {
      for (const answer of answers) answer.late = new Date(answer.submittedAt) > new Date(fields.deadline);
    }
    return messageResponse(request, 'tasks.updated', undefined, task.found);
  }),

  http.delete(`${API}/lessons/tasks/:taskId`, async ({ request, params }) => {
    const task = ownTask(request, params.taskId);
    if (!('found' in task)) return settle(task);
    await delay();
    const state = mockStore.tasks;
    state.tasks = state.tasks.filter((t) => t !== task.found);
    state.answers = state.answers.filter((a) => a.taskId !== task.found.taskId);
    return messageResponse(request, 'tasks.deleted');
  }),
];
