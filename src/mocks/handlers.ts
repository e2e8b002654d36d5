import { delay, http, HttpResponse, type RequestHandler, type WebSocketHandler } from 'msw';
import { checkEmail, checkPassword, normalizeEmail } from '../api/rules';
import { t } from '../../server/i18n';
import { buildAuthResponse, buildMe, buildMessageResponse, DEMO_PASSWORD, findDemoAccount } from './builders/builders';
import { adminHandlers } from './adminHandlers';
import { learningHandlers } from './learningHandlers';
import { studentHandlers } from './studentHandlers';
import { quizHandlers } from './quizHandlers';
import { questionBankHandlers } from './questionBankHandlers';
import { taskHandlers } from './taskHandlers';
import { studentQuizHandlers } from './studentQuizHandlers';
import { ratingHandlers } from './ratingHandlers';
import { notificationHandlers } from './notificationHandlers';
import { analyticsHandlers } from './analyticsHandlers';
import { exportHandlers } from './exportHandlers';
import { oidcHandlers } from './oidcHandlers';
import { eventHandlers } from './eventHandlers';
import { schoolHandlers } from './schoolHandlers';
import { auditHandlers } from './auditHandlers';
import { profileHandlers } from './profileHandlers';
import { API_PATTERN, authorize, errorResponse, languageOf, readJson, text } from './mockHttp';
import { mockStore } from './store/mockStore';

/** msw handlers of the auth API (SPEC §7 Auth plus logout and me), shared by Storybook
 * (msw-storybook-addon) and the UI tests (msw/node). */
export { API_PATTERN, REPLACED_TOKEN, errorResponse } from './mockHttp';

/** An email whose account exists but is blocked: login answers 403. */
export const BLOCKED_EMAIL = 'blocked@demo.test';
/** A reset token that is invalid, expired or used: checkResetToken and updatePassword answer 400. */
export const INVALID_RESET_TOKEN = 'expired';

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

  http.post(`${API_PATTERN}/auth/checkResetToken`, async ({ request }) => {
    await delay();
    const body = await readJson(request);
    if (!text(body.token) || body.token === INVALID_RESET_TOKEN) {
      return errorResponse(request, 400, 'errors.resetTokenInvalid', { field: 'token' });
    }
    return HttpResponse.json(buildMessageResponse({ message: t(languageOf(request), 'messages.resetLinkValid') }));
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
    const { firstName, lastName, avatarLink } = mockStore.profiles.accounts[who.role];
    return HttpResponse.json(buildMe({ authority: who.role, language: languageOf(request), firstName, lastName, avatarLink }));
  }),
];

/** Every handler of the mock API; later areas add theirs here. */
export const handlers: Array<RequestHandler | WebSocketHandler> = [
  // First: its upload handler takes the photos (kind=avatar) of every role before the others'.
  ...profileHandlers,
  // Before the lists' handlers, whose /{list}/:id would take /{list}/export.
  ...exportHandlers,
  ...notificationHandlers,
  ...authHandlers,
  ...oidcHandlers,
  ...studentHandlers,
  ...learningHandlers,
  ...quizHandlers,
  ...questionBankHandlers,
  ...taskHandlers,
  ...studentQuizHandlers,
  ...ratingHandlers,
  ...analyticsHandlers,
  ...eventHandlers,
  ...schoolHandlers,
  ...auditHandlers,
  ...adminHandlers,
];
