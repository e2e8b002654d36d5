/** JSON-schema pieces shared by route declarations. */

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
