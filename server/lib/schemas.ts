import { badRequest } from './errors.js';

/* JSON-schema pieces shared by route declarations, and the input rules JSON schema cannot state. */

export const errorSchema = {
  $id: 'ErrorResponse',
  type: 'object',
  description: 'Every error answers this shape, in the language of Accept-Language.',
  properties: {
    message: { type: 'string' },
    status: { type: 'integer' },
    code: { type: 'string' },
    field: { type: 'string' },
  },
  required: ['message', 'status'],
} as const;

export const messageSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

/** Adds the shared error answers to a route's success responses. */
export function responses<T extends Record<number, unknown>>(ok: T) {
  return { ...ok, '4xx': { $ref: 'ErrorResponse#' }, '5xx': { $ref: 'ErrorResponse#' } };
}

/**
 * The largest id any table holds: every id column is `serial` or `integer` (int4, see
 * server/db/migrations). A larger number, which JSON and ajv accept, would reach PostgreSQL
 * and fail there with a 500 instead of a 400.
 */
export const ID_MAX = 2_147_483_647;

/** An id as the API accepts it anywhere: path, query string, body, arrays of ids. */
export const idSchema = { type: 'integer', minimum: 1, maximum: ID_MAX } as const;

/** An id where 0 means "none" (imageId, logoId, faviconId, a student's groupId). */
export const idOrZeroSchema = { type: 'integer', minimum: 0, maximum: ID_MAX } as const;

/** Path parameters, each a positive id: `pathParams('courseId', 'lessonId')`. */
export function pathParams<const K extends string>(...names: K[]) {
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, idSchema])) as Record<K, typeof idSchema>,
    required: names,
  } as const;
}

/** An object whose every property is required. */
export function objectOf<const P extends Record<string, unknown>>(properties: P, description?: string) {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties,
    required: Object.keys(properties) as Array<keyof P & string>,
  } as const;
}

export const timestampSchema = { type: 'string', format: 'date-time' } as const;
export const nullableTimestampSchema = { type: ['string', 'null'], format: 'date-time' } as const;

/** The JSON schema of a save's answer: the message plus the saved record. */
export function savedSchema<T extends { properties: object; required: readonly string[] }>(item: T) {
  return {
    type: 'object',
    properties: { message: { type: 'string' }, ...item.properties },
    required: ['message', ...item.required],
  } as const;
}

/** The JSON schema checks yyyy-MM-dd; this refuses dates no calendar has, like 2026-02-31. */
export function checkDate(value: string | null | undefined, field: string): void {
  if (value === null || value === undefined) return;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw badRequest('validation.fieldPattern', field, { field });
  }
}

/** A required text, trimmed; blank -> 400 naming the field. */
export function requiredText(value: string, field: string): string {
  const text = value.trim();
  if (!text) throw badRequest('validation.fieldRequired', field, { field });
  return text;
}
