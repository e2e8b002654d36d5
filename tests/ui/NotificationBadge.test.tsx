import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type WebSocketHandlerConnection } from 'msw';
import type { Language } from '../../src/api/constants';
import { WS_CLOSE_UNAUTHORIZED } from '../../src/api/notifications';
import { clearSession, saveSession } from '../../src/auth/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { API_PATTERN } from '../../src/mocks/mockHttp';
import { deliverMockNotification, notificationSocket as socketLink } from '../../src/mocks/notificationHandlers';
import { mockStore } from '../../src/mocks/store/mockStore';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { notices } from '../../src/shell/notices';
import { notificationSocket } from '../../src/shell/notifications/notificationSocket';
import { demoToken } from '../../src/mocks/builders/builders';
import { buildNotification, buildNotificationRecord, socketCount, socketNotification } from '../../src/mocks/builders/notificationBuilders';
import { NotificationTestArea } from '../../src/mocks/providers/NotificationTestArea';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

/** Every socket the app opened, in order. */
let clients: Array<WebSocketHandlerConnection['client']> = [];
/** What the app sent on each socket. */
let sent = new Map<WebSocketHandlerConnection['client'], unknown[]>();
/** Every GET /notifications, by its query. */
let listCalls: URLSearchParams[] = [];

beforeEach(() => {
  clients = [];
  sent = new Map();
  listCalls = [];
  server.use(
    socketLink.addEventListener('connection', ({ client }) => {
      clients.push(client);
      sent.set(client, []);
      client.addEventListener('message', (event) => sent.get(client)!.push(JSON.parse(String(event.data))));
    }),
  );
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/notifications') listCalls.push(url.searchParams);
  });
});

afterEach(() => {
  vi.useRealTimers();
  notificationSocket.disconnect();
  notices.clear();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderBell({ language = 'en' as Language, path = '/notifications' } = {}) {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  saveSession({ token: demoToken('STUDENT'), role: 'STUDENT' });
  const user = userEvent.setup();
  render(
    <TestProviders locale={language} initialEntries={[path]}>
      <NotificationTestArea />
      <NoticeStack />
    </TestProviders>,
  );
  return { user };
}

const count = () => screen.getByTestId('notification-count');
const bell = () => screen.getByTestId('notification-bell');
/** The open socket of the app (the last one it opened). */
const openSocket = async () => {
  await waitFor(() => expect(clients.length).toBeGreaterThan(0));
  await waitFor(() => expect(notificationSocket.getState().status).toBe('open'));
  return clients[clients.length - 1];
};

describe('the bell', () => {
  it('shows the number of new notifications from GET /notifications on start, over the socket of the session', async () => {
    await renderBell({ path: '/' });
    await waitFor(() => expect(count()).toHaveTextContent('3'));
    expect(bell()).toHaveAccessibleName('Notifications: 3 new');
    const client = await openSocket();
    expect(client.url.pathname).toBe('/api/ws');
    // The token goes in the first message, not in the URL.
    expect([...client.url.searchParams.keys()]).toEqual([]);
    await waitFor(() => expect(sent.get(client)).toEqual([{ type: 'auth', token: demoToken('STUDENT') }]));
    expect(listCalls.filter((q) => q.get('viewed') === 'false' && q.get('size') === '1')).toHaveLength(1);
  });

  it('a notification on the socket bumps the number without a refetch and shows its title', async () => {
    await renderBell({ path: '/' });
    await waitFor(() => expect(count()).toHaveTextContent('3'));
    const client = await openSocket();
    const before = listCalls.length;

    const notification = buildNotification({
      id: 77,
      title: 'Answer returned: Sum of an array',
      link: '/student/courses/1/lessons/11/tasks/701',
    });
    client.send(socketNotification(notification, 4));
    await waitFor(() => expect(count()).toHaveTextContent('4'));
    const notice = await screen.findByTestId('notice-info');
    expect(notice).toHaveTextContent('Answer returned: Sum of an array');
    expect(within(notice).getByRole('button', { name: 'Open' })).toBeVisible();

    // Seen in another tab: the count message sets the number.
    client.send(socketCount(1));
    await waitFor(() => expect(count()).toHaveTextContent('1'));
    client.send(socketCount(0));
    // MUI hides the badge (keeping its last number for the fade).
    await waitFor(() => expect(count()).toHaveClass('MuiBadge-invisible'));
    expect(bell()).toHaveAccessibleName('Notifications: none new');
    expect(listCalls.length).toBe(before);
  });

  it('the notice opens the thing it reports', async () => {
    const { user } = await renderBell({ path: '/' });
    const client = await openSocket();
    client.send(
      socketNotification(
        buildNotification({ id: 1, title: 'Answer returned: Types in practice', link: '/student/courses/1/lessons/11/tasks/701' }),
        3,
      ),
    );
    const viewed = new Promise<string>((resolve) => {
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'PUT') resolve(new URL(request.url).pathname);
      });
    });
    await user.click(within(await screen.findByTestId('notice-info')).getByRole('button', { name: 'Open' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/student/courses/1/lessons/11/tasks/701');
    expect(await viewed).toBe('/api/notifications/view/1');
  });

  it('reads 99+ above 99', async () => {
    await renderBell({ path: '/' });
    (await openSocket()).send(socketCount(120));
    await waitFor(() => expect(count()).toHaveTextContent('99+'));
    expect(bell()).toHaveAccessibleName('Notifications: 120 new');
  });

  it('opens again after a drop, with a pause of 1 to 2 s, and fetches the number again', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await renderBell({ path: '/' });
    await waitFor(() => expect(count()).toHaveTextContent('3'));
    const first = await openSocket();
    const callsBefore = listCalls.length;

    // The server restarts: the socket drops; meanwhile two notifications arrived.
    const droppedAt = Date.now();
    first.close(1012, 'restart');
    mockStore.notifications.records.STUDENT.unshift(buildNotificationRecord({ id: 51 }), buildNotificationRecord({ id: 52 }));
    await waitFor(() => expect(notificationSocket.getState().status).toBe('waiting'));
    await waitFor(() => expect(clients).toHaveLength(2), { timeout: 3000 });
    expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(900);
    await waitFor(() => expect(notificationSocket.getState().status).toBe('open'));
    // The socket's first message and a fetch of the list both tell the new number.
    await waitFor(() => expect(count()).toHaveTextContent('5'));
    await waitFor(() => expect(listCalls.length).toBe(callsBefore + 1));

    // The new socket is the live one.
    clients[1].send(socketCount(6));
    await waitFor(() => expect(count()).toHaveTextContent('6'));
  });

  it('stops after the server closes with 4401: the session ended, and the 401 of the next call logs out', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    // The clock runs, and can be moved past the reconnect pause at once.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await renderBell({ path: '/' });
    await waitFor(() => expect(count()).toHaveTextContent('3'));
    const client = await openSocket();
    server.use(
      http.get(`${API_PATTERN}/notifications`, () =>
        HttpResponse.json({ message: 'You have logged in from another account', status: 401 }, { status: 401 }),
      ),
    );
    const unauthorized = new Promise<void>((resolve) => {
      server.events.on('response:mocked', ({ response }) => {
        if (response.status === 401) resolve();
      });
    });
    client.close(WS_CLOSE_UNAUTHORIZED, 'SESSION_REPLACED');
    await waitFor(() => expect(notificationSocket.getState().status).toBe('ended'));
    await unauthorized;
    // Past the longest first pause (1 to 2 s): no second socket.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(clients).toHaveLength(1);
  });

  it('closes the socket on logout', async () => {
    await renderBell({ path: '/' });
    const client = await openSocket();
    const closed = new Promise<void>((resolve) => client.addEventListener('close', () => resolve()));
    clearSession();
    await closed;
    await waitFor(() => expect(notificationSocket.getState().status).toBe('idle'));
    expect(clients).toHaveLength(1);
  });

  it('a token the server refuses is not tried again', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    window.localStorage.setItem(LANGUAGE_KEY, 'en');
    saveSession({ token: 'not-a-session', role: 'STUDENT' });
    notificationSocket.acquire('not-a-session');
    await waitFor(() => expect(notificationSocket.getState().status).toBe('ended'));
    // Past the longest first pause (1 to 2 s): no second socket.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(clients).toHaveLength(1);
  });
});

describe('the popover', () => {
  it('shows the newest new ones; one opens its thing and is marked seen; the page is a click away', async () => {
    const { user } = await renderBell({ path: '/' });
    await waitFor(() => expect(count()).toHaveTextContent('3'));
    await user.click(bell());
    const popover = await screen.findByRole('dialog', { name: 'New notifications' });
    const items = await within(popover).findAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByRole('paragraph')[0]?.textContent ?? li.textContent)).toHaveLength(3);
    expect(within(items[0]).getByRole('link', { name: 'Answer returned: Types in practice' })).toHaveAttribute(
      'href',
      '/student/courses/1/lessons/11/tasks/701',
    );
    expect(within(items[0]).getByText('5 minutes ago')).toBeVisible();
    expect(within(popover).getByRole('link', { name: 'All notifications' })).toHaveAttribute('href', '/notifications');
    expect(listCalls.some((q) => q.get('viewed') === 'false' && q.get('size') === '5')).toBe(true);

    await user.click(within(items[0]).getByRole('link', { name: 'Answer returned: Types in practice' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/student/courses/1/lessons/11/tasks/701');
    await waitFor(() => expect(count()).toHaveTextContent('2'));
    expect(screen.queryByRole('dialog', { name: 'New notifications' })).toBeNull();
  });

  it('on a phone the bell goes to the page instead', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    const { user } = await renderBell({ path: '/home' });
    await waitFor(() => expect(count()).toHaveTextContent('3'));
    await user.click(bell());
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Russian', async () => {
    const { user } = await renderBell({ language: 'ru', path: '/' });
    await waitFor(() => expect(count()).toHaveTextContent('3'));
    expect(bell()).toHaveAccessibleName('Уведомления: 3 новых');
    await user.click(bell());
    const popover = await screen.findByRole('dialog', { name: 'Новые уведомления' });
    expect(await within(popover).findByText('5 минут назад')).toBeVisible();
    expect(within(popover).getByRole('link', { name: 'Все уведомления' })).toBeVisible();
  });

  it('shows a new one in the language of the page, even when the account saved another', async () => {
    // The demo account saved English (GET /auth/me); the socket speaks it, the page is in Russian.
    await renderBell({ language: 'ru', path: '/' });
    await openSocket();
    deliverMockNotification('STUDENT', {
      kind: 'TASK_ANSWER_ACCEPTED',
      params: { taskId: 702, taskName: 'A counter with a closure', lessonId: 12, courseId: 1, points: 18, maxPoints: 20 },
    });
    await waitFor(() => expect(count()).toHaveTextContent('4'));
    const notice = await screen.findByTestId('notice-info');
    expect(notice).toHaveTextContent('Ответ принят: A counter with a closure');
    expect(within(notice).getByRole('button', { name: 'Открыть' })).toBeVisible();
  });
});
