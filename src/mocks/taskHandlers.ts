import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { parseOffsetDateTime, URL_MAX } from '../api/learning';
import {
  REVIEW_COMMENT_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_ELEMENT_TYPES,
  TASK_ELEMENTS_MAX,
  TASK_MARK_MAX,
  TASK_NAME_MAX,
  type AnswerSummary,
  type TaskAnswerDto,
  type TaskDto,
  type TaskElement,
  type TaskElementType,
} from '../api/tasks';

import { cleanRichHtml } from '../learning/shared/tasks/richHtml';
import { isRichLinkAddress } from '../learning/instructor/tasks/taskSchema';

import { answerCountsOf, buildTask, buildTaskAnswers } from './builders/taskBuilders';
import { authorize, API_PATTERN, errorResponse, idOf, messageResponse, paged, readJson, text, type Access } from './mockHttp';
import { courseStudents, newId } from './store/schoolViews';
import { mockStore } from './store/mockStore';
import type { MockAnswer } from './store/taskSeed';
import { demoInstructor, instructorCourseIds } from './store/demoCallers';

const API = API_PATTERN;

/**
 * msw handlers of the instructor's side of SPEC §7 Tasks (src/api/tasks.ts) over an in-memory
 * set of tasks and answers on the mock lessons of learningHandlers.ts: authoring (400 naming
 * the field or block, as the server words it), the review tabs, one answer, APPROVE / REJECT and
 * the change of an accepted answer's points. A student's calls fall through to a later handler
 * file. Rich text is cleaned to the server's subset, as the server does.
 */

type TaskAccess<T> = Access<T> | { fallThrough: true };

/** The instructor's access; a student's call falls through to the student's handlers. */
function instructor(request: Request): { ok: true } | { denied: Response } | { fallThrough: true } {
  const who = authorize(request);
  if ('denied' in who) return who;
  if (who.role === 'STUDENT') return { fallThrough: true };
  if (who.role !== 'INSTRUCTOR') return { denied: errorResponse(request, 403, 'errors.forbidden') };
  return { ok: true };
}

function ownLesson(request: Request, lessonId: unknown): TaskAccess<{ id: number; courseId: number }> {
  const who = instructor(request);
  if (!('ok' in who)) return who;
  const lesson = mockStore.learning.lessons.find((l) => l.id === idOf(lessonId) && instructorCourseIds().includes(l.courseId));
  return lesson ? { found: lesson } : { denied: errorResponse(request, 404, 'errors.notFound') };
}

function ownTask(request: Request, taskId: unknown): TaskAccess<TaskDto> {
  const who = instructor(request);
  if (!('ok' in who)) return who;
  const lessonIds = new Set(mockStore.learning.lessons.filter((l) => instructorCourseIds().includes(l.courseId)).map((l) => l.id));
  const task = mockStore.tasks.tasks.find((t) => t.taskId === idOf(taskId) && lessonIds.has(t.lessonId));
  return task ? { found: task } : { denied: errorResponse(request, 404, 'errors.notFound') };
}

function ownAnswer(request: Request, answerId: unknown): TaskAccess<{ answer: MockAnswer; task: TaskDto }> {
  const who = instructor(request);
  if (!('ok' in who)) return who;
  const answer = mockStore.tasks.answers.find((a) => a.answerId === idOf(answerId));
  if (!answer) return { denied: errorResponse(request, 404, 'errors.notFound') };
  const task = ownTask(request, answer.taskId);
  return 'found' in task ? { found: { answer, task: task.found } } : task;
}

const settle = <T>(access: TaskAccess<T>): Response | undefined => ('denied' in access ? access.denied : undefined);

function studentName(studentId: number): string {
  const student = mockStore.school.students.find((s) => s.studentId === studentId);
  return student ? `${student.name} ${student.lastname}` : `#${studentId}`;
}

function summaryOf(answer: MockAnswer): AnswerSummary {
  const { answerId, taskId, studentId, status, late, points, comment, submittedAt, reviewedAt } = answer;
  return { answerId, taskId, studentId, studentFullName: studentName(studentId), status, late, points, comment, submittedAt, reviewedAt };
}

function answerDto(answer: MockAnswer, task: TaskDto): TaskAnswerDto {
  return {
    ...answer,
    studentFullName: studentName(answer.studentId),
    taskName: task.taskName,
    lessonId: task.lessonId,
    courseId: task.courseId,
    mark: task.mark,
    deadline: task.deadline,
  };
}

type Problem = { status: number; key: Parameters<typeof errorResponse>[2]; field?: string; params?: Record<string, string | number> };

/** The blocks as the server keeps them, or its 400 naming the block. */
function elementsOf(value: unknown): TaskElement[] | Problem {
  if (!Array.isArray(value))
    return { status: 400, key: 'validation.fieldType', field: 'taskElements', params: { field: 'taskElements', type: 'array' } };
  if (value.length > TASK_ELEMENTS_MAX)
    return {
      status: 400,
      key: 'validation.fieldMaximum',
      field: 'taskElements',
      params: { field: 'taskElements', limit: TASK_ELEMENTS_MAX },
    };
  const out: TaskElement[] = [];
  for (const [n, raw] of value.entries()) {
    const element = (raw ?? {}) as Record<string, unknown>;
    const field = `taskElements.${n}`;
    const index = n + 1;
    const type = element.type as TaskElementType;
    if (!(TASK_ELEMENT_TYPES as readonly string[]).includes(type)) {
      return {
        status: 400,
        key: 'validation.fieldEnum',
        field: `${field}.type`,
        params: { field: `${field}.type`, values: TASK_ELEMENT_TYPES.join(', ') },
      };
    }
    if (type === 'text') out.push({ type, html: cleanRichHtml(text(element.html)).trim() });
    else if (type === 'image') {
      if (typeof element.fileId === 'number') {
        out.push({ type, fileId: element.fileId, link: `/api/static/files/mock-${element.fileId}.png`, alt: text(element.alt).trim() });
      } else {
        const link = text(element.link).trim();
        if (!link) return { status: 400, key: 'tasks.elementImageMissing', field: `${field}.fileId`, params: { index } };
        if (!/^https?:\/\/[^\s]+$/i.test(link))
          return { status: 400, key: 'tasks.elementUrlInvalid', field: `${field}.link`, params: { index } };
        out.push({ type, fileId: null, link, alt: text(element.alt).trim() });
      }
    } else if (type === 'file') {
      if (typeof element.fileId !== 'number')
        return { status: 400, key: 'tasks.elementFileNotFound', field: `${field}.fileId`, params: { index } };
      const upload = mockStore.learning.uploads.get(element.fileId);
      out.push({
        type,
        fileId: element.fileId,
        link: upload?.link ?? `/api/static/files/mock-${element.fileId}.pdf`,
        name: upload?.name ?? `file-${element.fileId}.pdf`,
      });
    } else if (type === 'link') {
      const url = text(element.url).trim();
      if (!isRichLinkAddress(url) || url.length > URL_MAX)
        return { status: 400, key: 'tasks.elementUrlInvalid', field: `${field}.url`, params: { index } };
      const linkText = text(element.text).trim();
      if (!linkText) return { status: 400, key: 'validation.fieldRequired', field: `${field}.text`, params: { field: `${field}.text` } };
      out.push({ type, text: linkText, url });
    } else {
      out.push({ type: 'code', language: text(element.language).trim().toLowerCase(), code: text(element.code) });
    }
  }
  return out;
}

/** The fields of a task body as the server checks them; `required` names those a create needs. */
function taskFields(body: Record<string, unknown>, required: boolean): Partial<TaskDto> | Problem {
  const fields: Partial<TaskDto> = {};
  if (required || body.taskName !== undefined) {
    const name = text(body.taskName).trim();
    if (!name) return { status: 400, key: 'validation.fieldRequired', field: 'taskName', params: { field: 'taskName' } };
    if (name.length > TASK_NAME_MAX)
      return { status: 400, key: 'validation.fieldTooLong', field: 'taskName', params: { field: 'taskName', limit: TASK_NAME_MAX } };
    fields.taskName = name;
  }
  if (body.description !== undefined) {
    const description = text(body.description).trim();
    if (description.length > TASK_DESCRIPTION_MAX) {
      return {
        status: 400,
        key: 'validation.fieldTooLong',
        field: 'description',
        params: { field: 'description', limit: TASK_DESCRIPTION_MAX },
      };
    }
    fields.description = description;
  }
  if (required || body.deadline !== undefined) {
    const deadline = parseOffsetDateTime(text(body.deadline));
    if (!deadline) return { status: 400, key: 'lessons.dateTimeInvalid', field: 'deadline', params: { field: 'deadline' } };
    fields.deadline = deadline.toISOString();
  }
  if (required || body.mark !== undefined) {
    const mark = body.mark;
    if (typeof mark !== 'number' || !Number.isInteger(mark))
      return { status: 400, key: 'validation.fieldType', field: 'mark', params: { field: 'mark', type: 'integer' } };
    if (mark < 0) return { status: 400, key: 'validation.fieldMinimum', field: 'mark', params: { field: 'mark', limit: 0 } };
    if (mark > TASK_MARK_MAX)
      return { status: 400, key: 'validation.fieldMaximum', field: 'mark', params: { field: 'mark', limit: TASK_MARK_MAX } };
    fields.mark = mark;
  }
  if (body.taskElements !== undefined) {
    const elements = elementsOf(body.taskElements);
    if (!Array.isArray(elements)) return elements;
    fields.taskElements = elements;
  }
  return fields;
}

const isProblem = (value: unknown): value is Problem => typeof value === 'object' && value !== null && 'key' in value && 'status' in value;
const problemResponse = (request: Request, problem: Problem) =>
  errorResponse(request, problem.status, problem.key, { ...(problem.field ? { field: problem.field } : {}), params: problem.params });

/** Students of the course, live and not blocked, with no answer to the task. */
function notSubmitted(task: TaskDto) {
  const answered = new Set(mockStore.tasks.answers.filter((a) => a.taskId === task.taskId).map((a) => a.studentId));
  const groups = new Map(mockStore.school.groups.map((g) => [g.id, g.groupName]));
  return courseStudents(task.courseId)
    .filter((s) => !s.isBlocked && !mockStore.school.courseBlocks.has(`${task.courseId}:${s.studentId}`) && !answered.has(s.studentId))
    .map((s) => ({
      studentId: s.studentId,
      studentFullName: `${s.name} ${s.lastname}`,
      email: s.email,
      groupName: s.groupId === null ? null : (groups.get(s.groupId) ?? null),
    }));
}

/** The review tabs of a task, as GET …/answers answers them. */
function tabsOf(task: TaskDto) {
  const answers = mockStore.tasks.answers.filter((a) => a.taskId === task.taskId).map(summaryOf);
  return buildTaskAnswers(task, answers, notSubmitted(task));
}

const reviewer = () => {
  const me = demoInstructor();
  return me ? `${me.name} ${me.lastName}` : 'Ivan Petrov';
};

export const taskHandlers: RequestHandler[] = [
  http.get(`${API}/lessons/:lessonId/tasks`, async ({ request, params }) => {
    const lesson = ownLesson(request, params.lessonId);
    if (!('found' in lesson)) return settle(lesson);
    await delay();
    // The instructor's list carries each task's tab lengths, as the server's does.
    const tasks = mockStore.tasks.tasks
      .filter((t) => t.lessonId === lesson.found.id)
      .map((task) => ({ ...task, answerCounts: answerCountsOf(tabsOf(task)) }));
    return HttpResponse.json(paged(request, tasks));
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
      Object.assign(answer, { status: 'ACCEPTED', points, comment: comment || null });
    } else if (body.status === 'REJECT') {
      if (!comment) return errorResponse(request, 400, 'tasks.commentRequired', { field: 'comment' });
      Object.assign(answer, { status: 'NOT_ACCEPTED', points: null, comment });
    } else {
      return errorResponse(request, 400, 'validation.fieldEnum', {
        field: 'status',
        params: { field: 'status', values: 'APPROVE, REJECT' },
      });
    }
    Object.assign(answer, { reviewedAt: new Date().toISOString(), reviewerFullName: reviewer() });
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
    Object.assign(answer, { points, reviewedAt: new Date().toISOString(), reviewerFullName: reviewer() });
    if (body.comment !== undefined) answer.comment = text(body.comment).trim() || null;
    return messageResponse(request, 'tasks.regraded', undefined, answerDto(answer, task));
  }),
];
