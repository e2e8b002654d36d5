import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { LIST_DEFAULT_SIZE, LIST_MAX_SIZE } from '../../src/api/constants.js';
import type { SortOrder } from '../../src/api/types.js';

/** The last page a list serves: far past any list, and small enough that OFFSET stays a safe integer. */
export const PAGE_MAX = 1_000_000;

/** Query-string properties every list accepts: page from 1, size up to 100, a search text. */
export const pageQueryProperties = {
  page: { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1 },
  // 0 is the SPEC's "screen sets the real size" default: it means the default page size.
  size: { type: 'integer', minimum: 0, maximum: LIST_MAX_SIZE, default: LIST_DEFAULT_SIZE },
  search: { type: 'string', maxLength: 200 },
} as const;

/** The query string of a list that takes a page and a search and nothing else. */
export const pageQuery = { type: 'object', properties: pageQueryProperties, additionalProperties: false } as const;

export interface PageQuery {
  page?: number;
  size?: number;
  search?: string;
  sort?: string;
  order?: SortOrder;
}

/**
 * The columns a list can be sorted by: the API's field name (what react-admin sends as `sort`)
 * to the SQL columns behind it, most significant first.
 */
export type SortColumns = Record<string, readonly string[]>;

/** The `sort` and `order` query properties of a list sortable by these fields. */
export function sortQueryProperties(columns: SortColumns) {
  return {
    sort: { type: 'string', enum: Object.keys(columns), description: 'The field to sort by; ties keep the default order' },
    order: { type: 'string', enum: ['ASC', 'DESC'], default: 'ASC' },
  } as const;
}

interface Orderable<T> {
  orderBy(expression: Expression<unknown>): T;
}

/**
 * Orders a list by the requested field (empty values last in either direction), then by the
 * list's own stable order, so pages never overlap or skip rows when values tie.
 */
export function sortedBy<T extends Orderable<T>>(qb: T, query: PageQuery, columns: SortColumns, stable: readonly Expression<unknown>[]): T {
  let ordered = qb;
  const direction = sql.raw(query.order === 'DESC' ? 'desc nulls last' : 'asc nulls last');
  for (const column of (query.sort && columns[query.sort]) || []) {
    ordered = ordered.orderBy(sql`${sql.ref(column)} ${direction}`);
  }
  for (const expression of stable) ordered = ordered.orderBy(expression);
  return ordered;
}

/** A column in its natural (ascending) order, or descending: the pieces of a list's stable order. */
export const asc = (column: string): Expression<unknown> => sql`${sql.ref(column)} asc`;
export const desc = (column: string): Expression<unknown> => sql`${sql.ref(column)} desc`;

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

/** A trimmed search text as a LIKE "contains" pattern, or null when there is nothing to search. */
export function containsPattern(search: string | undefined): string | null {
  const text = (search ?? '').trim();
  if (!text) return null;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Every search compares texts folded: in lower case, and with ё as е. Russian writes е for ё as
// often as not ("Семен" for "Семён"), so either finds the other. translate() maps letter for
// letter, so positions within a text hold (the students list's search index relies on that).
// The trigram indexes searches use are built on this same expression (migration
// 20261127_0001_search_yo), and the students list stores its search text folded so.

/** A text as searches compare it, in SQL: lower case, ё as е. */
export const searchFolded = (text: Expression<string | null>): RawBuilder<string> => sql<string>`translate(lower(${text}), 'ё', 'е')`;

/**
 * Whether any of the texts contains the search text (trimmed), in any case and with ё as е;
 * true when there is nothing to search.
 */
export function searchMatch(search: string | undefined, ...texts: Array<Expression<string | null>>): RawBuilder<SqlBool> {
  const pattern = containsPattern(search);
  if (pattern === null) return sql<SqlBool>`true`;
  const folded = searchFolded(sql.val(pattern));
  return sql<SqlBool>`(${sql.join(
    texts.map((text) => sql`${searchFolded(text)} like ${folded}`),
    sql` or `,
  )})`;
}

/** 'yyyy-MM-dd', checked by JSON schema; nullable where a date may be cleared. */
// `format: 'date'` (ajv-formats) also refuses days a month lacks, like 2026-02-30 or 2025-02-29.
export const dateSchema = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', format: 'date' } as const;
export const nullableDateSchema = { anyOf: [dateSchema, { type: 'null' }] } as const;
