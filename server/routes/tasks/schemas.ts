import { ANSWER_FILE_KINDS, ANSWER_MAX_MB_LIMIT, DEFAULT_ANSWER_FILE_KINDS, DEFAULT_ANSWER_MAX_MB } from '../../../src/api/answerFiles.js';
import { URL_MAX } from '../../../src/api/learning.js';
import {
  ID_MAX,
  idSchema,
  nullableTimestampSchema as nullableTimestamp,
  objectOf,
  timestampSchema as timestamp,
} from '../../lib/schemas.js';
import {
  ANSWER_FILES_MAX,
  ANSWER_LINKS_MAX,
  ANSWER_STATUSES,
  ANSWER_TEXT_MAX,
  REVIEW_ACTIONS,
  REVIEW_COMMENT_MAX,
  TASK_CODE_LANGUAGE_MAX,
  TASK_CODE_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_ELEMENT_TYPES,
  TASK_ELEMENTS_MAX,
  TASK_HTML_MAX,
  TASK_MARK_MAX,
  TASK_NAME_MAX,
} from '../../../src/api/tasks.js';

import { latePenaltyBodyProperties } from './extensionSchemas.js';

/* JSON schemas of the tasks routes (SPEC §7 Tasks). */

/** A content block as the API answers it: `type` says which other fields it has. */
export const taskElementSchema = {
  type: 'object',
  description:
    'text: {html} (sanitised: no script, event handler, style or javascript: URL; links http(s)/mailto only); ' +
    'image: {fileId|null, link, alt}; file: {fileId, link, name}; link: {text, url}; code: {language, code} (plain text, show it as text).',
  properties: {
    type: { type: 'string', enum: [...TASK_ELEMENT_TYPES] },
    html: { type: 'string' },
    fileId: { type: ['integer', 'null'] },
    link: { type: 'string' },
    alt: { type: 'string' },
    name: { type: 'string' },
    text: { type: 'string' },
    url: { type: 'string' },
    language: { type: 'string' },
    code: { type: 'string' },
  },
  required: ['type'],
} as const;

const requiredFor = (type: string, fields: string[]) => ({
  if: { properties: { type: { const: type } }, required: ['type'] },
  then: { required: fields },
});

/** A content block as the instructor sends it; the server fills in the links and names of uploads. */
const taskElementInput = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: [...TASK_ELEMENT_TYPES] },
    html: { type: 'string', maxLength: TASK_HTML_MAX, description: 'text: HTML, sanitised on save' },
    fileId: {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: ID_MAX,
      description: 'image or file: an upload of this school (POST /api/static/upload)',
    },
    link: { type: 'string', maxLength: URL_MAX, description: 'image without fileId: an http(s) image address' },
    alt: { type: 'string', maxLength: 300 },
    text: { type: 'string', minLength: 1, maxLength: 500, description: 'link: what it shows' },
    url: { type: 'string', minLength: 1, maxLength: URL_MAX, description: 'link: an http(s) or mailto address' },
    language: { type: 'string', maxLength: TASK_CODE_LANGUAGE_MAX, pattern: '^[A-Za-z0-9+#._-]*$' },
    code: { type: 'string', maxLength: TASK_CODE_MAX },
  },
  required: ['type'],
  additionalProperties: false,
  allOf: [
    requiredFor('text', ['html']),
    requiredFor('file', ['fileId']),
    requiredFor('link', ['text', 'url']),
    requiredFor('code', ['code']),
  ],
} as const;

const taskProperties = {
  taskId: { type: 'integer' },
  lessonId: { type: 'integer' },
  courseId: { type: 'integer' },
  taskName: { type: 'string' },
  description: { type: 'string', description: 'Plain text' },
  taskElements: { type: 'array', items: taskElementSchema, description: 'Ordered rich content' },
  deadline: { ...timestamp, description: 'UTC; shown in the school timezone' },
  mark: { type: 'integer', description: 'The maximum points' },
  answerFileKinds: { type: 'array', items: { type: 'string', enum: [...ANSWER_FILE_KINDS] }, description: 'What files an answer takes' },
  answerMaxMb: { type: 'integer', description: 'The largest answer file, in MB' },
  latePenaltyPerDay: { type: 'integer', description: 'Percent of the given points a late answer loses per day; 0: none' },
  latePenaltyFloor: { type: 'integer', description: 'Percent of the given points a late answer always keeps' },
  createdAt: timestamp,
  updatedAt: timestamp,
} as const;

export const answerSummaryProperties = {
  answerId: { type: 'integer' },
  taskId: { type: 'integer' },
  studentId: { type: 'integer' },
  studentFullName: { type: 'string' },
  status: {
    type: 'string',
    enum: [...ANSWER_STATUSES],
    description: 'WAITING: under review; ACCEPTED; NOT_ACCEPTED: rejected, may be sent again',
  },
  late: { type: 'boolean', description: "Last sent after the student's deadline, by the server's clock" },
  daysLate: { type: 'integer', description: 'Whole days late, a part of a day counting as one' },
  penaltyPercent: { type: 'integer', description: "Percent of the given points the task's late penalty takes" },
  pointsGiven: { type: ['integer', 'null'], description: 'The points the instructor gave, before the late penalty' },
  points: { type: ['integer', 'null'], description: 'The points that count: pointsGiven less the late penalty' },
  extendedTo: { ...nullableTimestamp, description: "The student's own deadline, when it was extended" },
  comment: { type: ['string', 'null'], description: "The instructor's comment" },
  submittedAt: { ...timestamp, description: 'When the student last sent it' },
  reviewedAt: nullableTimestamp,
} as const;
export const answerSummarySchema = objectOf(answerSummaryProperties);

const count = { type: 'integer', minimum: 0 } as const;
export const answerCountsSchema = objectOf(
  { waiting: count, accepted: count, notAccepted: count, late: count, notSubmitted: count },
  'How many entries each review tab of GET /lessons/tasks/{taskId}/answers holds',
);

/**
 * A task; a student's view adds `answer`: their own answer, or null before answering; an
 * instructor's list adds `answerCounts`: the length of each review tab.
 */
export const taskSchema = {
  type: 'object',
  properties: {
    ...taskProperties,
    answer: { anyOf: [answerSummarySchema, { type: 'null' }], description: "Only for a student: the student's own answer, or null" },
    extendedFrom: {
      ...nullableTimestamp,
      description: "Only for a student: the task's own deadline when theirs was extended (deadline is then theirs), else null",
    },
    answerCounts: { ...answerCountsSchema, description: "Only in an instructor's list of a lesson's tasks: the length of each review tab" },
  },
  required: Object.keys(taskProperties),
} as const;

export const answerSchema = objectOf({
  ...answerSummaryProperties,
  taskName: { type: 'string' },
  lessonId: { type: 'integer' },
  courseId: { type: 'integer' },
  mark: { type: 'integer', description: "The task's maximum points" },
  deadline: timestamp,
  text: { type: 'string' },
  files: {
    type: 'array',
    items: objectOf({ fileId: { type: 'integer' }, link: { type: 'string' }, name: { type: 'string' } }),
  },
  links: { type: 'array', items: { type: 'string' } },
  reviewerFullName: { type: ['string', 'null'] },
});

const notSubmittedSchema = objectOf({
  studentId: { type: 'integer' },
  studentFullName: { type: 'string' },
  email: { type: 'string' },
  groupName: { type: ['string', 'null'] },
  extendedTo: { ...nullableTimestamp, description: "The student's own deadline, when it was extended" },
});

export const answersTabsSchema = objectOf(
  {
    task: taskSchema,
    waiting: { type: 'array', items: answerSummarySchema, description: 'Sent in time, waiting for review' },
    accepted: { type: 'array', items: answerSummarySchema, description: 'Accepted (late ones keep late: true)' },
    notAccepted: { type: 'array', items: answerSummarySchema, description: 'Rejected: the student may send them again' },
    late: {
      type: 'array',
      items: answerSummarySchema,
      description:
        'Sent after the deadline and waiting for review. Late is a flag, not a status: a late answer still needs a review, after which it moves to accepted or notAccepted',
    },
    notSubmitted: { type: 'array', items: notSubmittedSchema, description: 'Live students of the course, not blocked, with no answer' },
  },
  'Every answer sits in exactly one tab, oldest sent first; students by name.',
);

/** A task's body; `required` names the fields a create must carry (a save may leave any out). */
export const taskBody = <const R extends ReadonlyArray<'taskName' | 'description' | 'taskElements' | 'deadline' | 'mark'>>(required: R) =>
  ({
    type: 'object',
    properties: {
      taskName: { type: 'string', minLength: 1, maxLength: TASK_NAME_MAX },
      description: { type: 'string', maxLength: TASK_DESCRIPTION_MAX, description: 'Plain text' },
      taskElements: { type: 'array', maxItems: TASK_ELEMENTS_MAX, items: taskElementInput },
      deadline: {
        type: 'string',
        minLength: 1,
        maxLength: 40,
        description: 'ISO 8601 with an offset or Z, e.g. 2026-04-01T23:59:00+03:00; stored in UTC',
      },
      mark: { type: 'integer', minimum: 0, maximum: TASK_MARK_MAX, description: 'The maximum points' },
      answerFileKinds: {
        type: 'array',
        minItems: 1,
        maxItems: ANSWER_FILE_KINDS.length,
        uniqueItems: true,
        items: { type: 'string', enum: [...ANSWER_FILE_KINDS] },
        description: `What files an answer takes (src/api/answerFiles.ts); a new task: ${DEFAULT_ANSWER_FILE_KINDS.join(', ')}`,
      },
      answerMaxMb: {
        type: 'integer',
        minimum: 1,
        maximum: ANSWER_MAX_MB_LIMIT,
        description: `The largest answer file, in MB; a new task: ${DEFAULT_ANSWER_MAX_MB}`,
      },
      ...latePenaltyBodyProperties,
    },
    required,
    additionalProperties: false,
  }) as const;

export const answerBody = {
  type: 'object',
  properties: {
    text: { type: 'string', maxLength: ANSWER_TEXT_MAX },
    files: { type: 'array', maxItems: ANSWER_FILES_MAX, items: idSchema, description: "fileIds of the student's own uploads" },
    links: {
      type: 'array',
      maxItems: ANSWER_LINKS_MAX,
      items: { type: 'string', minLength: 1, maxLength: URL_MAX },
      description: 'http(s) addresses',
    },
  },
  additionalProperties: false,
} as const;

export const reviewBody = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: [...REVIEW_ACTIONS] },
    points: { type: 'integer', minimum: 0, maximum: TASK_MARK_MAX, description: "APPROVE: required, 0 to the task's mark" },
    comment: { type: 'string', maxLength: REVIEW_COMMENT_MAX, description: 'REJECT: required' },
  },
  required: ['status'],
  additionalProperties: false,
} as const;

export const regradeBody = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['APPROVE'] },
    points: { type: 'integer', minimum: 0, maximum: TASK_MARK_MAX },
    comment: { type: 'string', maxLength: REVIEW_COMMENT_MAX, description: 'Left out keeps the comment; empty removes it' },
  },
  required: ['status', 'points'],
  additionalProperties: false,
} as const;
