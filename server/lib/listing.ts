import { LIST_DEFAULT_SIZE, LIST_MAX_SIZE } from '../../src/api/constants.js';

/** Query-string properties every list accepts: page from 1, size up to 100, a search text. */
export const pageQueryProperties = {
  page: { type: 'integer', minimum: 1, default: 1 },
  // 0 is the SPEC's "screen sets the real size" default: it means the default page size.
  size: { type: 'integer', minimum: 0, maximum: LIST_MAX_SIZE, default: LIST_DEFAULT_SIZE },
  search: { type: 'string', maxLength: 200 },
} as const;

export interface PageQuery {
  page?: number;
  size?: number;
  search?: string;
}

/** LIMIT and OFFSET of a page. */
export function pageOf(query: PageQuery): { limit: number; offset: number } {
  const limit = query.size && query.size > 0 ? query.size : LIST_DEFAULT_SIZE;
  const page = query.page && query.page > 0 ? query.page : 1;
  return { limit, offset: (page - 1) * limit };
}

/** The `{objects, count}` answer of a list whose rows follow `item`. */
export function listSchema(item: object) {
  return {
    type: 'object',
    properties: { objects: { type: 'array', items: item }, count: { type: 'integer' } },
    required: ['objects', 'count'],
  } as const;
}

/** A trimmed search text as an ILIKE "contains" pattern, or null when there is nothing to search. */
export function containsPattern(search: string | undefined): string | null {
  const text = (search ?? '').trim();
  if (!text) return null;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** 'yyyy-MM-dd', checked by JSON schema; nullable where a date may be cleared. */
export const dateSchema = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' } as const;
export const nullableDateSchema = { anyOf: [dateSchema, { type: 'null' }] } as const;

export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;
