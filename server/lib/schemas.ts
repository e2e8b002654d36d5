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
