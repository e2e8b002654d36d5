import { delay, http, HttpResponse, ws, type RequestHandler, type WebSocketHandler } from 'msw';
import { LANGUAGES, type Language, type Role } from '../api/constants';
import { WS_AUTH_TIMEOUT_MS, WS_CLOSE_UNAUTHORIZED, type WsClientMessage } from '../api/notifications';
import { notificationDtoOf, socketCount, socketNotification, type NotificationRecord } from './builders/notificationBuilders';
import { roleOfToken } from './builders/builders';
import { t } from '../../server/i18n';
import { API_PATTERN, authorize, errorResponse, idOf, languageOf, messageResponse, paged, readJson } from './mockHttp';
import { mockStore } from './store/mockStore';

/**
 * msw handlers of the notifications (SPEC §7, src/api/notifications.ts) for every role: the
 * list with `newCount`, view, view all and delete (answering the new count), the settings, and
 * the socket at /api/ws, which takes a demo token in its first message (then sending the current
 * count) and refuses any other, or a token in the URL, with 4401. Each demo account has its own
 * notifications (src/mocks/builders/notificationBuilders.ts), seeded afresh by resetMockStore().
 */

const newCountOf = (role: Role) => mockStore.notifications.records[role].filter((r) => !r.viewed).length;

/** The socket of /api/ws; tests and stories add listeners to it (`server.use(notificationSocket.addEventListener(…))`). */
export const notificationSocket = ws.link('*/api/ws');

/**
 * Records a new notification for `role` (as the server would when something happens) and sends
 * it to the open sockets, with the new count. Answers the stored record.
 */
export function deliverMockNotification(
  role: Role,
  record: Omit<NotificationRecord, 'id' | 'viewed' | 'viewedAt' | 'createdAt'> & Partial<NotificationRecord>,
) {
  const data = mockStore.notifications;
  const stored: NotificationRecord = { id: ++data.nextId, viewed: false, viewedAt: null, createdAt: new Date().toISOString(), ...record };
  data.records[role].unshift(stored);
  notificationSocket.broadcast(socketNotification(notificationDtoOf(stored, 'en', role), newCountOf(role)));
  return stored;
}

const API = API_PATTERN;

const socketHandler: WebSocketHandler = notificationSocket.addEventListener('connection', ({ client }) => {
  // As the server: a token in the URL is refused; the token comes in the first message.
  if (client.url.searchParams.has('token')) {
    client.close(WS_CLOSE_UNAUTHORIZED, 'TOKEN_IN_URL');
    return;
  }
  const timeout = setTimeout(() => client.close(WS_CLOSE_UNAUTHORIZED, 'AUTH_TIMEOUT'), WS_AUTH_TIMEOUT_MS);
  client.addEventListener('close', () => clearTimeout(timeout));
  let authenticated = false;
  client.addEventListener('message', (event) => {
    if (authenticated) return;
    authenticated = true;
    clearTimeout(timeout);
    const role = roleOfToken(authTokenOf(event.data));
    // An unknown token ends the socket; an accepted one first hears the current count.
    if (!role) client.close(WS_CLOSE_UNAUTHORIZED, 'UNAUTHORIZED');
    else client.send(socketCount(newCountOf(role)));
  });
});

/** The token of an auth message (src/api/notifications.ts WsClientMessage); null for anything else. */
function authTokenOf(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as Partial<WsClientMessage> | null;
    return message?.type === 'auth' && typeof message.token === 'string' ? message.token : null;
  } catch {
    return null;
  }
}

export const notificationHandlers: Array<RequestHandler | WebSocketHandler> = [
  http.get(`${API}/notifications`, async ({ request }) => {
    await delay();
    const who = authorize(request);
    if ('denied' in who) return who.denied;
    const viewed = new URL(request.url).searchParams.get('viewed');
    if (viewed !== null && viewed !== 'true' && viewed !== 'false') {
      return errorResponse(request, 400, 'validation.fieldType', {
        field: 'viewed',
        params: { field: 'viewed', type: t(languageOf(request), 'types.boolean') },
      });
    }
    const records = mockStore.notifications.records[who.role]
      .filter((r) => viewed === null || r.viewed === (viewed === 'true'))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const page = paged(request, records);
    if (page instanceof Response) return page;
    const lang = languageOf(request);
    return HttpResponse.json({
      ...page,
      objects: page.objects.map((r) => notificationDtoOf(r, lang, who.role)),
      newCount: newCountOf(who.role),
    });
  }),

  // Before view/{id}, which "all" would match too.
  http.put(`${API}/notifications/view/all`, async ({ request }) => {
    await delay();
    const who = authorize(request);
    if ('denied' in who) return who.denied;
    const at = new Date().toISOString();
    for (const record of mockStore.notifications.records[who.role]) {
      if (!record.viewed) Object.assign(record, { viewed: true, viewedAt: at });
    }
    return messageResponse(request, 'notifications.viewedAll', undefined, { newCount: newCountOf(who.role) });
  }),

  http.put(`${API}/notifications/view/:id`, async ({ request, params }) => {
    await delay();
    const who = authorize(request);
    if ('denied' in who) return who.denied;
    const record = mockStore.notifications.records[who.role].find((r) => r.id === idOf(params.id));
    if (!record) return errorResponse(request, 404, 'errors.notFound');
    if (!record.viewed) Object.assign(record, { viewed: true, viewedAt: new Date().toISOString() });
    return messageResponse(request, 'notifications.viewed', undefined, { newCount: newCountOf(who.role) });
  }),

  http.delete(`${API}/notifications/delete/:id`, async ({ request, params }) => {
    await delay();
    const who = authorize(request);
    if ('denied' in who) return who.denied;
    const data = mockStore.notifications;
    const before = data.records[who.role].length;
    data.records[who.role] = data.records[who.role].filter((r) => r.id !== idOf(params.id));
    if (data.records[who.role].length === before) return errorResponse(request, 404, 'errors.notFound');
    return messageResponse(request, 'notifications.deleted', undefined, { newCount: newCountOf(who.role) });
  }),

  http.get(`${API}/notifications/settings`, async ({ request }) => {
    await delay();
    const who = authorize(request);
    if ('denied' in who) return who.denied;
    return HttpResponse.json(mockStore.notifications.settings[who.role]);
  }),

  http.put(`${API}/notifications/settings`, async ({ request }) => {
    await delay();
    const who = authorize(request);
    if ('denied' in who) return who.denied;
    const body = await readJson(request);
    for (const field of ['webNotificationEnabled', 'emailNotificationEnabled'] as const) {
      if (body[field] === undefined) return errorResponse(request, 400, 'validation.fieldRequired', { field, params: { field } });
      if (typeof body[field] !== 'boolean') {
        return errorResponse(request, 400, 'validation.fieldType', {
          field,
          params: { field, type: t(languageOf(request), 'types.boolean') },
        });
      }
    }
    const language = body.emailLanguage;
    if (language !== undefined && !(LANGUAGES as readonly unknown[]).includes(language)) {
      return errorResponse(request, 400, 'validation.fieldEnum', {
        field: 'emailLanguage',
        params: { field: 'emailLanguage', values: LANGUAGES.join(', ') },
      });
    }
    const settings = {
      webNotificationEnabled: body.webNotificationEnabled as boolean,
      emailNotificationEnabled: body.emailNotificationEnabled as boolean,
      emailLanguage: (language as Language | undefined) ?? mockStore.notifications.settings[who.role].emailLanguage,
    };
    mockStore.notifications.settings[who.role] = settings;
    return messageResponse(request, 'notifications.settingsSaved', undefined, settings);
  }),

  socketHandler,
];
