import { PERCENT_MAX } from '../../api/latePenalty';
import { ANSWER_FILE_KINDS, ANSWER_MAX_MB_LIMIT, type AnswerFileKind } from '../../api/answerFiles';
import { parseOffsetDateTime, URL_MAX } from '../../api/learning';
import {
  TASK_DESCRIPTION_MAX,
  TASK_ELEMENT_TYPES,
  TASK_ELEMENTS_MAX,
  TASK_MARK_MAX,
  TASK_NAME_MAX,
  type TaskDto,
  type TaskElement,
  type TaskElementType,
} from '../../api/tasks';
import { cleanRichHtml } from '../../learning/shared/tasks/richHtml';
import { isRichLinkAddress } from '../../learning/instructor/tasks/richLinkAddress';
import { errorResponse, text } from '../mockHttp';
import { mockStore } from '../store/mockStore';

/**
 * A task body as the server checks it (400 naming the field or block, in its words), with rich
 * text cleaned to the server's subset.
 */

type Problem = { status: number; key: Parameters<typeof errorResponse>[2]; field?: string; params?: Record<string, string | number> };

/** What files an answer takes and how large, as the server's schema checks them. */
function answerFileFields(body: Record<string, unknown>): Pick<Partial<TaskDto>, 'answerFileKinds' | 'answerMaxMb'> | Problem {
  const out: Pick<Partial<TaskDto>, 'answerFileKinds' | 'answerMaxMb'> = {};
  if (body.answerFileKinds !== undefined) {
    const kinds = body.answerFileKinds;
    const known = (k: unknown): k is AnswerFileKind => (ANSWER_FILE_KINDS as readonly unknown[]).includes(k);
    if (!Array.isArray(kinds) || !kinds.length || !kinds.every(known) || new Set(kinds).size !== kinds.length)
      return { status: 400, key: 'validation.fieldInvalid', field: 'answerFileKinds', params: { field: 'answerFileKinds' } };
    out.answerFileKinds = kinds;
  }
  if (body.answerMaxMb !== undefined) {
    const mb = body.answerMaxMb;
    if (typeof mb !== 'number' || !Number.isInteger(mb) || mb < 1 || mb > ANSWER_MAX_MB_LIMIT)
      return {
        status: 400,
        key: 'validation.fieldMaximum',
        field: 'answerMaxMb',
        params: { field: 'answerMaxMb', limit: ANSWER_MAX_MB_LIMIT },
      };
    out.answerMaxMb = mb;
  }
  return out;
}

/** The late-penalty rule's percents, as the server's schema checks them. */
function latePenaltyFields(body: Record<string, unknown>): Pick<Partial<TaskDto>, 'latePenaltyPerDay' | 'latePenaltyFloor'> | Problem {
  const out: Pick<Partial<TaskDto>, 'latePenaltyPerDay' | 'latePenaltyFloor'> = {};
  for (const field of ['latePenaltyPerDay', 'latePenaltyFloor'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > PERCENT_MAX)
      return { status: 400, key: 'validation.fieldMaximum', field, params: { field, limit: PERCENT_MAX } };
    out[field] = value;
  }
  return out;
}

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
export function taskFields(body: Record<string, unknown>, required: boolean): Partial<TaskDto> | Problem {
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
  const files = answerFileFields(body);
  if ('status' in files) return files;
  Object.assign(fields, files);
  const penalty = latePenaltyFields(body);
  if ('status' in penalty) return penalty;
  Object.assign(fields, penalty);
  if (body.taskElements !== undefined) {
    const elements = elementsOf(body.taskElements);
    if (!Array.isArray(elements)) return elements;
    fields.taskElements = elements;
  }
  return fields;
}

export const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && 'key' in value && 'status' in value;
export const problemResponse = (request: Request, problem: Problem) =>
  errorResponse(request, problem.status, problem.key, { ...(problem.field ? { field: problem.field } : {}), params: problem.params });
