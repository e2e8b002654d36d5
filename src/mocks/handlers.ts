import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { Role } from '../api/constants';
import { SESSION_REPLACED } from '../api/constants';
import { checkEmail, checkPassword, normalizeEmail } from '../api/rules';
import type { ErrorResponse } from '../api/types';
// The mocks answer in the server's own words, so stories and tests read what users will read.
import { languageFromHeader, t, type MessageKey } from '../../server/i18n';
import {
  buildAuthResponse,
  buildErrorResponse,
  buildMe,
  buildMessageResponse,
  DEMO_PASSWORD,
  findDemoAccount,
  roleOfToken,
} from '../../tests/fixtures/builders';

/**
 * msw handlers of the auth API (SPEC §7 Auth plus logout and me), shared by Storybook
 * (msw-storybook-addon) and the UI tests (msw/node). `*` matches any origin, so they answer
 * both the app's relative `/api` and the absolute URLs the tests use.
 */
export const API_PATTERN = '*/api';

/** A token whose next call gets the 401 of a session replaced by a newer login (SPEC §8). */
export const REPLACED_TOKEN = 'demo-token-replaced';
/** An email whose account exists but is blocked: login answers 403. */
export const BLOCKED_EMAIL = 'blocked@demo.test';
/** A reset token that is invalid, expired or used: updatePassword answers 400. */
export const INVALID_RESET_TOKEN = 'expired';

type Language = ReturnType<typeof languageFromHeader>;

const languageOf = (request: Request): Language => languageFromHeader(request.headers.get('accept-language') ?? undefined);

/** An error answer in the request's language, shaped like the server's. */
export function errorResponse(request: Request, status: number, key: MessageKey, extra: Partial<ErrorResponse> = {}) {
  return HttpResponse.json(buildErrorResponse({ message: t(languageOf(request), key), status, ...extra }), { status });
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The role behind the bearer token, or the 401 the server would answer. */
function authorize(request: Request): { role: Role } | { denied: Response } {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (token === REPLACED_TOKEN) return { denied: errorResponse(request, 401, 'errors.sessionReplaced', { code: SESSION_REPLACED }) };
  const role = roleOfToken(token);
  return role ? { role } : { denied: errorResponse(request, 401, 'errors.unauthorized') };
}

export const authHandlers: RequestHandler[] = [
  http.post(`${API_PATTERN}/auth/authenticate`, async ({ request }) => {
    await delay();
    const body = await readJson(request);
    const emailProblem = checkEmail(text(body.email));
    if (emailProblem) return errorResponse(request, 400, `validation.${emailProblem}`, { field: 'email' });
    const passwordProblem = checkPassword(text(body.password));
    if (passwordProblem) return errorResponse(request, 400, `validation.${passwordProblem}`, { field: 'password' });
    const email = normalizeEmail(text(body.email));
    if (email === BLOCKED_EMAIL && body.password === DEMO_PASSWORD) return errorResponse(request, 403, 'errors.accountBlocked');
    const account = findDemoAccount(email);
    if (!account || body.password !== DEMO_PASSWORD) return errorResponse(request, 401, 'errors.invalidCredentials');
    return HttpResponse.json(buildAuthResponse({ authority: account.role }));
  }),

  http.post(`${API_PATTERN}/auth/forgotPassword`, async ({ request }) => {
    await delay();
    const body = await readJson(request);
    const problem = checkEmail(text(body.email));
    if (problem) return errorResponse(request, 400, `validation.${problem}`, { field: 'email' });
    // Same answer whether or not the account exists, as the server does.
    return HttpResponse.json(buildMessageResponse({ message: t(languageOf(request), 'messages.resetLinkSent') }));
  }),

  http.put(`${API_PATTERN}/auth/updatePassword`, async ({ request }) => {
    await delay();
    const body = await readJson(request);
    const problem = checkPassword(text(body.password));
    if (problem) return errorResponse(request, 400, `validation.${problem}`, { field: 'password' });
    if (!text(body.token) || body.token === INVALID_RESET_TOKEN) {
      return errorResponse(request, 400, 'errors.resetTokenInvalid', { field: 'token' });
    }
    return HttpResponse.json(buildAuthResponse({ authority: 'STUDENT' }));
  }),

  http.post(`${API_PATTERN}/auth/logout`, async ({ request }) => {
    const who = authorize(request);
    if ('denied' in who) return who.denied;
    return HttpResponse.json(buildMessageResponse({ message: t(languageOf(request), 'messages.loggedOut') }));
  }),

  http.get(`${API_PATTERN}/auth/me`, async ({ request }) => {
    await delay();
    const who = authorize(request);
    if ('denied' in who) return who.denied;
    return HttpResponse.json(buildMe({ authority: who.role, language: languageOf(request) }));
  }),
];

/** Every handler of the mock API; later areas add theirs here. */
export const handlers: RequestHandler[] = [...authHandlers];
