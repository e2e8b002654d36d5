import {
  ALL_EVENTS,
  EVENT_CANCEL_REASON_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_PLACE_MAX,
  EVENT_STATUSES,
  EVENT_TITLE_MAX,
  EVENT_TYPES,
} from '../../../src/api/events.js';
import { URL_MAX } from '../../../src/api/learning.js';
import { dateSchema, nullableDateSchema } from '../../lib/listing.js';
import {
  idOrZeroSchema,
  idSchema,
  nullableTimestampSchema as nullableTimestamp,
  objectOf,
  timestampSchema as timestamp,
} from '../../lib/schemas.js';

/* The JSON schemas of the events and calendar calls (src/api/events.ts is the contract). */

const eventProperties = {
  id: { type: 'integer' },
  eventType: { type: 'string', enum: EVENT_TYPES },
  title: { type: 'string' },
  description: { type: 'string' },
  start: { ...timestamp, description: 'UTC; an all-day event starts at the school-zone midnight of its first day' },
  end: { ...timestamp, description: 'UTC, after start; an all-day event ends at the midnight after its last day' },
  allDay: { type: 'boolean' },
  groupIds: { type: 'array', items: { type: 'integer' }, description: 'Empty: every group' },
  groups: {
    type: 'array',
    items: { type: 'object', properties: { id: { type: 'integer' }, groupName: { type: 'string' } }, required: ['id', 'groupName'] },
  },
  place: { type: ['string', 'null'] },
  onlineLink: { type: ['string', 'null'] },
  repeatUntil: { type: ['string', 'null'], description: 'yyyy-MM-dd in the school timezone, inclusive: a weekly series' },
  status: { type: 'string', enum: EVENT_STATUSES },
  cancellationReason: { type: ['string', 'null'] },
  publishedAt: nullableTimestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
  createdBy: {
    type: ['object', 'null'],
    properties: { id: { type: 'integer' }, fullName: { type: 'string' } },
    required: ['id', 'fullName'],
  },
} as const;

export const eventSchema = objectOf(eventProperties);

const occurrenceProperties = {
  ...eventProperties,
  occurrenceStart: { ...timestamp, description: "This occurrence's start (a weekly series has one a week)" },
  occurrenceEnd: timestamp,
} as const;
export const occurrenceSchema = objectOf(occurrenceProperties);

export const deadlineEntrySchema = objectOf({
  kind: { type: 'string', enum: ['TASK_DEADLINE'] },
  taskId: { type: 'integer' },
  title: { type: 'string', description: "The task's name" },
  deadline: timestamp,
  mark: { type: 'integer', description: "The task's maximum points" },
  lessonId: { type: 'integer' },
  lessonName: { type: 'string' },
  courseId: { type: 'integer' },
  courseName: { type: 'string' },
} as const);

export const occurrencesSchema = {
  type: 'object',
  properties: {
    objects: { type: 'array', items: occurrenceSchema },
    count: { type: 'integer' },
    deadlines: {
      type: 'array',
      items: deadlineEntrySchema,
      description: 'The deadlines of the tasks of lessons the caller can see, in the period, by deadline (kind TASK_DEADLINE)',
    },
  },
  required: ['objects', 'count', 'deadlines'],
} as const;

export const eventBody = {
  type: 'object',
  properties: {
    eventType: { type: 'string', enum: EVENT_TYPES },
    title: { type: 'string', minLength: 1, maxLength: EVENT_TITLE_MAX },
    description: { type: 'string', maxLength: EVENT_DESCRIPTION_MAX },
    start: { type: 'string', minLength: 1, maxLength: 40, description: 'ISO 8601 with an offset or Z' },
    end: { type: 'string', minLength: 1, maxLength: 40, description: 'ISO 8601 with an offset or Z, after start' },
    allDay: { type: 'boolean', description: 'true: start and end move to school-zone midnights (end exclusive)' },
    groupIds: { type: 'array', items: idSchema, maxItems: 500, description: 'Empty: every group' },
    place: { type: ['string', 'null'], maxLength: EVENT_PLACE_MAX },
    onlineLink: { type: ['string', 'null'], maxLength: URL_MAX, description: 'http(s) address' },
    repeatUntil: { ...nullableDateSchema, description: 'SCHEDULE only: repeat weekly until this school-zone day, inclusive' },
  },
  required: ['eventType', 'title', 'start', 'end', 'allDay', 'groupIds'],
  additionalProperties: false,
} as const;

export const listQuery = {
  type: 'object',
  properties: {
    from: { ...dateSchema, description: 'yyyy-MM-dd, school timezone, inclusive' },
    to: { ...dateSchema, description: 'yyyy-MM-dd, school timezone, inclusive; at most EVENT_PERIOD_MAX_DAYS days' },
    groupId: { ...idOrZeroSchema, description: 'Only events shown to this group (events for every group included); 0: every group' },
    eventStatus: { type: 'string', enum: [...EVENT_STATUSES, ALL_EVENTS], description: "Only events of this status; '0': every status" },
  },
  required: ['from', 'to'],
  additionalProperties: false,
} as const;

export const byDateQuery = {
  type: 'object',
  properties: { date: { ...dateSchema, description: 'yyyy-MM-dd, a day in the school timezone' } },
  required: ['date'],
  additionalProperties: false,
} as const;

export const cancelQuery = {
  type: 'object',
  properties: { reason: { type: 'string', minLength: 1, maxLength: EVENT_CANCEL_REASON_MAX } },
  required: ['reason'],
} as const;

export const feedSchema = {
  type: 'object',
  properties: {
    url: {
      type: ['string', 'null'],
      description: 'https://…/api/calendar/<token>.ics; only in the answer that makes it (null later: only a hash is kept)',
    },
    webcalUrl: { type: ['string', 'null'], description: 'The same with webcal://' },
    createdAt: timestamp,
  },
  required: ['url', 'webcalUrl', 'createdAt'],
} as const;
