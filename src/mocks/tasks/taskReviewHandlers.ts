import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { REVIEW_COMMENT_MAX } from '../../api/tasks';
import { API_PATTERN, errorResponse, messageResponse, readJson, text } from '../mockHttp';
import { ownAnswer, ownTask, settle } from './taskAccess';
import { answerDto, reviewer, settleMockLateness, tabsOf } from './taskReviewViews';

/** The instructor's review of a task's answers: the tabs, one answer, APPROVE / REJECT and the change of an accepted answer's points. */

const API = API_PATTERN;

export const taskReviewHandlers: RequestHandler[] = [
  http.get(`${API}/lessons/tasks/:taskId/answers`, async ({ request, params }) => {
    const task = ownTask(request, params.taskId);
    if (!('found' in task)) return settle(task);
    await delay();
    return HttpResponse.json(tabsOf(task.found));
  }),

  http.get(`${API}/lessons/tasks/answers/:answerId`, async ({ request, params }) => {
    const found = ownAnswer(request, params.answerId);
    if (!('found' in found)) return settle(found);
    await delay();
    return HttpResponse.json(answerDto(found.found.answer, found.found.task));
  }),

  http.post(`${API}/lessons/tasks/answers/:answerId`, async ({ request, params }) => {
    const found = ownAnswer(request, params.answerId);
    if (!('found' in found)) return settle(found);
    await delay();
    const body = await readJson(request);
    const { answer, task } = found.found;
    const comment = text(body.comment).trim();
    if (comment.length > REVIEW_COMMENT_MAX) {
      return errorResponse(request, 400, 'validation.fieldTooLong', {
        field: 'comment',
        params: { field: 'comment', limit: REVIEW_COMMENT_MAX },
      });
    }
    if (body.status === 'APPROVE') {
      if (body.points === undefined)
        return errorResponse(request, 400, 'tasks.pointsRequired', { field: 'points', params: { max: task.mark } });
      const points = body.points;
      if (typeof points !== 'number' || !Number.isInteger(points))
        return errorResponse(request, 400, 'validation.fieldType', { field: 'points', params: { field: 'points', type: 'integer' } });
      if (points < 0 || points > task.mark)
        return errorResponse(request, 400, 'tasks.pointsTooHigh', { field: 'points', params: { max: task.mark } });
      Object.assign(answer, { status: 'ACCEPTED', pointsGiven: points, comment: comment || null });
    } else if (body.status === 'REJECT') {
      if (!comment) return errorResponse(request, 400, 'tasks.commentRequired', { field: 'comment' });
      Object.assign(answer, { status: 'NOT_ACCEPTED', pointsGiven: null, comment });
    } else {
      return errorResponse(request, 400, 'validation.fieldEnum', {
        field: 'status',
        params: { field: 'status', values: 'APPROVE, REJECT' },
      });
    }
    Object.assign(answer, { reviewedAt: new Date().toISOString(), reviewerFullName: reviewer() });
    settleMockLateness(task, answer.studentId);
    return messageResponse(request, body.status === 'APPROVE' ? 'tasks.approved' : 'tasks.rejected', undefined, answerDto(answer, task));
  }),

  http.put(`${API}/lessons/tasks/answers/:answerId`, async ({ request, params }) => {
    const found = ownAnswer(request, params.answerId);
    if (!('found' in found)) return settle(found);
    await delay();
    const body = await readJson(request);
    const { answer, task } = found.found;
    const points = body.points;
    if (typeof points !== 'number' || !Number.isInteger(points))
      return errorResponse(request, 400, 'validation.fieldRequired', { field: 'points', params: { field: 'points' } });
    if (points < 0 || points > task.mark)
      return errorResponse(request, 400, 'tasks.pointsTooHigh', { field: 'points', params: { max: task.mark } });
    if (answer.status !== 'ACCEPTED') return errorResponse(request, 409, 'tasks.onlyAcceptedRegraded');
    Object.assign(answer, { pointsGiven: points, reviewedAt: new Date().toISOString(), reviewerFullName: reviewer() });
    if (body.comment !== undefined) answer.comment = text(body.comment).trim() || null;
    settleMockLateness(task, answer.studentId);
    return messageResponse(request, 'tasks.regraded', undefined, answerDto(answer, task));
  }),
];
