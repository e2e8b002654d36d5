import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { REMIND_AGAIN_AFTER_MS } from '../../api/latePenalty';
import { parseOffsetDateTime } from '../../api/learning';
import { API_PATTERN, errorResponse, idOf, messageResponse, readJson, text } from '../mockHttp';
import { mockStore } from '../store/mockStore';
import { ownTask, settle } from './taskAccess';
import { reviewer, settleMockLateness, studentName, tabsOf } from './taskReviewViews';

/**
 * Deadline extensions and reminders of a task, as the server's extensionRoutes.ts answers them:
 * an extension later than the task's deadline for a student of the course (404 otherwise), its
 * lateness settled anew; a reminder to who has not answered, once an hour each.
 */

const API = API_PATTERN;

export const taskExtensionHandlers: RequestHandler[] = [
  http.get(`${API}/lessons/tasks/:taskId/extensions`, async ({ request, params }) => {
    const task = ownTask(request, params.taskId);
    if (!('found' in task)) return settle(task);
    await delay();
    const list = mockStore.tasks.extensions.filter((x) => x.taskId === task.found.taskId);
    return HttpResponse.json(list.map((x) => ({ ...x, studentFullName: studentName(x.studentId) })));
  }),

  http.put(`${API}/lessons/tasks/:taskId/extensions/:studentId`, async ({ request, params }) => {
    const task = ownTask(request, params.taskId);
    if (!('found' in task)) return settle(task);
    await delay();
    const studentId = idOf(params.studentId);
    const tabs = tabsOf(task.found);
    const ofCourse = [...tabs.notSubmitted, ...tabs.waiting, ...tabs.late, ...tabs.accepted, ...tabs.notAccepted].some(
      (s) => s.studentId === studentId,
    );
    if (!ofCourse) return errorResponse(request, 404, 'errors.notFound');
    const deadline = parseOffsetDateTime(text((await readJson(request)).deadline));
    if (!deadline) return errorResponse(request, 400, 'lessons.dateTimeInvalid', { field: 'deadline', params: { field: 'deadline' } });
    if (deadline.getTime() <= Date.parse(task.found.deadline))
      return errorResponse(request, 400, 'extensions.notLater', { field: 'deadline' });
    const now = new Date().toISOString();
    const entry = {
      taskId: task.found.taskId,
      studentId,
      studentFullName: '',
      deadline: deadline.toISOString(),
      grantedByFullName: reviewer(),
      updatedAt: now,
    };
    mockStore.tasks.extensions = [
      ...mockStore.tasks.extensions.filter((x) => !(x.taskId === entry.taskId && x.studentId === studentId)),
      entry,
    ];
    settleMockLateness(task.found, studentId);
    return messageResponse(request, 'extensions.granted');
  }),

  http.delete(`${API}/lessons/tasks/:taskId/extensions/:studentId`, async ({ request, params }) => {
    const task = ownTask(request, params.taskId);
    if (!('found' in task)) return settle(task);
    await delay();
    const studentId = idOf(params.studentId);
    const before = mockStore.tasks.extensions.length;
    mockStore.tasks.extensions = mockStore.tasks.extensions.filter((x) => !(x.taskId === task.found.taskId && x.studentId === studentId));
    if (mockStore.tasks.extensions.length === before) return errorResponse(request, 404, 'errors.notFound');
    settleMockLateness(task.found, studentId);
    return messageResponse(request, 'extensions.revoked');
  }),

  http.post(`${API}/lessons/tasks/:taskId/remind`, async ({ request, params }) => {
    const task = ownTask(request, params.taskId);
    if (!('found' in task)) return settle(task);
    await delay();
    const body = await readJson(request);
    const owing = tabsOf(task.found).notSubmitted.map((s) => s.studentId);
    const asked = Array.isArray(body.studentIds) ? body.studentIds.map(idOf) : owing;
    const stranger = asked.find((id) => !owing.includes(id));
    if (stranger !== undefined) return errorResponse(request, 400, 'reminders.notOwing', { field: 'studentIds', params: { id: stranger } });
    const now = Date.now();
    const { reminded } = mockStore.tasks;
    const told = asked.filter((id) => now - (reminded.get(`${task.found.taskId}:${id}`) ?? -Infinity) >= REMIND_AGAIN_AFTER_MS);
    for (const id of told) reminded.set(`${task.found.taskId}:${id}`, now);
    const result = { reminded: told.length, skipped: asked.length - told.length };
    return messageResponse(request, result.skipped ? 'reminders.sentSkipped' : 'reminders.sent', result, result);
  }),
];
