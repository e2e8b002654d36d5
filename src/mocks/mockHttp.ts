import { HttpResponse } from 'msw';
import type { Role } from '../api/constants';
import { LIST_DEFAULT_SIZE, LIST_MAX_SIZE, SESSION_REPLACED } from '../api/constants';
import type { ErrorResponse, ListResponse } from '../api/types';
// The mocks answer in the server's own words, so stories and tests read what users will read.
import { languageFromHeader, t, type MessageKey, type MessageParams } from '../../server/i18n';
import { buildErrorResponse, buildMessageResponse, roleOfToken } from './builders/builders';
import { foldForSearch } from '../api/rules';

/**
 * Pieces every msw handler shares: the request's language, the server's error shape, the
 * bearer check and paging. `*` matches any origin, so the handlers answer both the app's
 * relative `/api` and the absolute URLs the tests use.
 */
export const API_PATTERN = '*/api';

/** A token whose next call gets the 401 of a session replaced by a newer login (SPEC §8). */
export const REPLACED_TOKEN = 'demo-token-replaced';

export type Language = ReturnType<typeof languageFromHeader>;

export const languageOf = (request: Request): Language => languageFromHeader(request.headers.get('accept-language') ?? undefined);

/** An error answer in the request's language, shaped like the server's. */
export function errorResponse(
  request: Request,
  status: number,
  key: MessageKey,
  extra: Partial<ErrorResponse> & { params?: MessageParams } = {},
) {
  const { params, ...rest } = extra;
  return HttpResponse.json(buildErrorResponse({ message: t(languageOf(request), key, params), status, ...rest }), { status });
}

/** A `{message}` answer in the request's language, with any extra fields of the call. */
export function messageResponse(request: Request, key: MessageKey, params?: MessageParams, extra: object = {}) {
  return HttpResponse.json({ ...buildMessageResponse({ message: t(languageOf(request), key, params) }), ...extra });
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The role behind the bearer token, or the 401 the server would answer. */
export function authorize(request: Request): { role: Role } | { denied: Response } {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (token === REPLACED_TOKEN) return { denied: errorResponse(request, 401, 'errors.sessionReplaced', { code: SESSION_REPLACED }) };
  const role = roleOfToken(token);
  return role ? { role } : { denied: errorResponse(request, 401, 'errors.unauthorized') };
}

/** The caller's role when it is one of `roles`, else the 401 or 403 the server would answer. */
export function allow(request: Request, roles: Role[] = ['ADMIN']): { role: Role } | { denied: Response } {
  const who = authorize(request);
  if ('denied' in who) return who;
  return roles.includes(who.role) ? who : { denied: errorResponse(request, 403, 'errors.forbidden') };
}

/** One page of `items` by the request's page and size (size above 100: the server's 400). */
export function paged<T>(request: Request, items: T[]): ListResponse<T> | Response {
  const query = new URL(request.url).searchParams;
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const size = Number(query.get('size') ?? LIST_DEFAULT_SIZE) || LIST_DEFAULT_SIZE;
  if (size > LIST_MAX_SIZE) {
    return errorResponse(request, 400, 'validation.fieldMaximum', { field: 'size', params: { field: 'size', limit: LIST_MAX_SIZE } });
  }
  return { objects: items.slice((page - 1) * size, page * size), count: items.length };
}

/** Whether any of `values` contains the request's search text, case-insensitively. */
export function matchesSearch(request: Request, ...values: Array<string | null | undefined>): boolean {
  const search = foldForSearch((new URL(request.url).searchParams.get('search') ?? '').trim());
  return !search || values.some((value) => foldForSearch(value ?? '').includes(search));
}

export const idOf = (value: unknown) => Number(value);

const CALENDAR_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * Whether `value` is a real `yyyy-MM-dd` day, as the server's date schema takes it: 2026-02-30 is
 * not. The pattern keeps the month and day in range first, so the round trip never meets an
 * Invalid Date (whose toISOString throws).
 */
export const isCalendarDate = (value: string) =>
  CALENDAR_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** A found row, or the error answer that stands for it. */
export type Access<T> = { found: T } | { denied: Response };

/** One page of `items` as JSON, or the server's 400 for a size above the maximum. */
export function pagedJson<T>(request: Request, items: T[]): Response {
  const page = paged(request, items);
  return page instanceof Response ? page : HttpResponse.json(page);
}
