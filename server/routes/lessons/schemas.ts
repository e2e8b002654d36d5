import { LESSON_NAME_MAX, MATERIAL_DESCRIPTION_MAX, MATERIAL_NAME_MAX, URL_MAX } from '../../../src/api/learning.js';
import type { Role } from '../../../src/api/constants.js';
import { idSchema, objectOf, timestampSchema as timestamp } from '../../lib/schemas.js';

/* JSON schemas of the learning routes (lessons, videos, links, presentations). */

/** Who reads lessons and materials: the course's instructors, and its students once shown. */
export const READERS: readonly Role[] = ['INSTRUCTOR', 'STUDENT'];
/** Who writes them: the course's instructors only (admins and students get 403). */
export const WRITERS: readonly Role[] = ['INSTRUCTOR'];

export const videoSchema = objectOf({
  id: { type: 'integer' },
  lessonId: { type: 'integer' },
  videoName: { type: 'string' },
  description: { type: 'string' },
  link: { type: 'string' },
  youtubeId: { type: ['string', 'null'], description: 'The 11-character YouTube id; null for another host' },
  thumbnailUrl: { type: ['string', 'null'], description: 'https://img.youtube.com/vi/ID/hqdefault.jpg, or null' },
  embedUrl: { type: ['string', 'null'], description: 'https://www.youtube-nocookie.com/embed/ID for an iframe, or null' },
  createdAt: timestamp,
});

export const linkSchema = objectOf({
  id: { type: 'integer' },
  lessonId: { type: 'integer' },
  text: { type: 'string', description: 'What the link shows' },
  link: { type: 'string', description: 'An http(s) address' },
  createdAt: timestamp,
});

export const presentationSchema = objectOf({
  presentationId: { type: 'integer' },
  lessonId: { type: 'integer' },
  name: { type: 'string' },
  description: { type: 'string' },
  fileId: { type: ['integer', 'null'], description: 'The PDF upload; null if the file was deleted' },
  fileLink: { type: ['string', 'null'], description: 'Where the PDF is served, to read in the browser' },
  fileName: { type: ['string', 'null'], description: "The upload's original name" },
  createdAt: timestamp,
});

const lessonProperties = {
  id: { type: 'integer' },
  courseId: { type: 'integer' },
  lessonName: { type: 'string' },
  showDate: { ...timestamp, description: 'When students start to see it, in UTC; shown as dd.MM.yyyy HH:mm in the school timezone' },
  position: { type: 'integer', description: '1..n in the course, without gaps' },
  isShown: { type: 'boolean', description: 'showDate has come: students see it' },
  videosCount: { type: 'integer' },
  linksCount: { type: 'integer' },
  presentationsCount: { type: 'integer' },
  createdAt: timestamp,
  updatedAt: timestamp,
} as const;
export const lessonSchema = objectOf(lessonProperties);

export const lessonRefSchema = objectOf({
  id: { type: 'integer' },
  lessonName: { type: 'string' },
  position: { type: 'integer' },
  showDate: timestamp,
});

export const lessonDetailSchema = objectOf({
  ...lessonProperties,
  allLessons: { type: 'array', items: lessonRefSchema, description: 'The lessons the caller may open, in order' },
  videos: { type: 'array', items: videoSchema },
  links: { type: 'array', items: linkSchema },
  presentations: { type: 'array', items: presentationSchema },
});

export const dragSchema = objectOf({
  message: { type: 'string' },
  position: { type: 'integer', description: 'The place the lesson took' },
  allLessons: { type: 'array', items: lessonRefSchema, description: 'The new order' },
});

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const description = { type: 'string', maxLength: MATERIAL_DESCRIPTION_MAX } as const;
const url = { type: 'string', minLength: 1, maxLength: URL_MAX, description: 'An http:// or https:// address' } as const;

export const lessonBody = {
  type: 'object',
  properties: {
    lessonName: text(LESSON_NAME_MAX),
    showDate: { type: 'string', minLength: 1, maxLength: 40, description: 'ISO 8601 with an offset or Z, e.g. 2026-04-01T12:00:00+03:00' },
  },
  required: ['lessonName', 'showDate'],
  additionalProperties: false,
} as const;

export const videoBody = {
  type: 'object',
  properties: { videoName: text(MATERIAL_NAME_MAX), description, link: url },
  required: ['videoName', 'link'],
  additionalProperties: false,
} as const;

export const linkBody = {
  type: 'object',
  properties: { text: text(MATERIAL_NAME_MAX), link: url },
  required: ['text', 'link'],
  additionalProperties: false,
} as const;

const fileId = { ...idSchema, description: 'fileId of a PDF uploaded with POST /api/static/upload?kind=pdf' } as const;
export const presentationCreateBody = {
  type: 'object',
  properties: { name: text(MATERIAL_NAME_MAX), description, fileId },
  required: ['name', 'fileId'],
  additionalProperties: false,
} as const;
export const presentationUpdateBody = {
  type: 'object',
  properties: {
    name: text(MATERIAL_NAME_MAX),
    description,
    fileId: { ...fileId, description: `${fileId.description}; left out keeps the file` },
  },
  required: ['name'],
  additionalProperties: false,
} as const;
