import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { Language } from '../../src/api/constants';
import { saveSession } from '../../src/auth/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { API_PATTERN, errorResponse } from '../../src/mocks/mockHttp';
import { deliverMockNotification } from '../../src/mocks/notificationHandlers';
import { mockStore } from '../../src/mocks/store/mockStore';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { notices } from '../../src/shell/notices';
import { notificationSocket } from '../../src/shell/notifications/notificationSocket';
import { demoToken } from '../../src/mocks/builders/builders';
import { buildNotificationRecord, notificationDtoOf } from '../../src/mocks/builders/notificationBuilders';
import { NotificationTestArea } from '../../src/mocks/providers/NotificationTestArea';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

/** Every call the page made to the notifications API: method, path and query. */
let calls: Array<{ method: string; path: string; query: URLSearchParams; body: unknown }> = [];

beforeEach(() => {
  calls = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/notifications')) return;
    const body =
      request.method === 'PUT' && request.headers.get('content-type')?.includes('json') ? await request.clone().json() : undefined;
    calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
  });
});

afterEach(() => {
  notificationSocket.disconnect();
  notices.clear();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

async function renderPage({ language = 'en' as Language, path = '/notifications', bell = false } = {}) {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  saveSession({ token: demoToken('STUDENT'), role: 'STUDENT' });
  const user = userEvent.setup();
  render(
    <TestProviders locale={language} initialEntries={[path]}>
      <NotificationTestArea bell={bell} />
      <NoticeStack />
    </TestProviders>,
  );
  return { user };
}

const list = (name: string) => screen.findByLabelText(name, { selector: 'ul' });
// Plain selectors: role queries over long lists are slow in jsdom.
const titles = (ul: HTMLElement) => Array.from(ul.querySelectorAll(':scope > li h2'), (h) => h.textContent);
const rows = (ul: HTMLElement) => ul.querySelectorAll(':scope > li');
const tab = (name: RegExp | string) => screen.getByRole('tab', { name });
const gets = (viewed: string) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/notifications' && c.query.get('viewed') === viewed);

describe('the notifications page', () => {
  it('lists the new ones in the New tab and the seen ones in the Seen tab, newest first, with counts', async () => {
    const { user } = await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const fresh = await list('New notifications');
    expect(titles(fresh)).toEqual(['Answer returned: Types in practice', 'New task: A counter with a closure', 'New announcement']);
    const first = within(fresh).getAllByRole('listitem')[0];
    expect(within(first).getByText('5 minutes ago')).toBeVisible();
    expect(within(first).getByText(/has been returned\. Correct it and send it again\. Comment: typeof null/)).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Answer returned: Types in practice' })).toHaveAttribute(
      'href',
      '/student/courses/1/lessons/11/tasks/701',
    );
    expect(within(within(fresh).getAllByRole('listitem')[2]).getByText('yesterday')).toBeVisible();
    expect(gets('false').length).toBeGreaterThan(0);
    await waitFor(() => expect(tab('New (3)')).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(tab('Seen (2)')).toBeVisible());

    await user.click(tab('Seen (2)'));
    const seen = await list('Seen notifications');
    expect(titles(seen)).toEqual(['Test result: Basics quiz', 'Answer accepted: Types in practice']);
    expect(within(seen).getByText('2 weeks ago')).toBeVisible();
    expect(gets('true').length).toBeGreaterThan(0);
    expect(gets('true')[0].query.get('page')).toBe('1');
    expect(gets('true')[0].query.get('size')).toBe('20');
    // Nothing of the seen ones offers "mark as seen".
    expect(within(seen).queryByRole('button', { name: /as seen/ })).toBeNull();
  });

  it('"mark as seen" sends PUT /notifications/view/{id} and the notification moves to Seen', async () => {
    const { user } = await renderPage();
    const fresh = await list('New notifications');
    await user.click(within(fresh).getByRole('button', { name: 'Mark "New task: A counter with a closure" as seen' }));
    await waitFor(() => expect(titles(fresh)).toEqual(['Answer returned: Types in practice', 'New announcement']));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/api/notifications/view/2']);
    await waitFor(() => expect(tab('New (2)')).toBeVisible());
    await waitFor(() => expect(tab('Seen (3)')).toBeVisible());
    await user.click(tab('Seen (3)'));
    expect(titles(await list('Seen notifications'))[0]).toBe('New task: A counter with a closure');
  });

  it('following a link opens the thing and marks the notification seen', async () => {
    const { user } = await renderPage();
    const fresh = await list('New notifications');
    await user.click(within(fresh).getByRole('link', { name: 'New task: A counter with a closure' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/student/courses/1/lessons/12/tasks/702');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/api/notifications/view/2']));
    await waitFor(() => expect(mockStore.notifications.records.STUDENT.find((r) => r.id === 2)?.viewed).toBe(true));
  });

  it('"delete" can be undone while its notice shows; then DELETE /notifications/delete/{id} is sent', async () => {
    const { user } = await renderPage();
    const fresh = await list('New notifications');
    await user.click(within(fresh).getByRole('button', { name: 'Delete "New announcement"' }));
    await waitFor(() => expect(titles(fresh)).toEqual(['Answer returned: Types in practice', 'New task: A counter with a closure']));
    await waitFor(() => expect(tab('New (2)')).toBeVisible());
    const notice = await screen.findByTestId('notice-info');
    expect(notice).toHaveTextContent('Deleted: New announcement');
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(titles(fresh)).toContain('New announcement'));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(within(fresh).getByRole('button', { name: 'Delete "New announcement"' }));
    // When its notice goes (after 3 s), the deletion is sent.
    await screen.findByTestId('notice-info');
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/notifications/delete/3']), {
      timeout: 6000,
    });
    expect(screen.queryByTestId('notice-info')).toBeNull();
    await waitFor(() => expect(mockStore.notifications.records.STUDENT.some((r) => r.id === 3)).toBe(false));
    await waitFor(() => expect(tab('New (2)')).toBeVisible());
    expect(titles(fresh)).not.toContain('New announcement');
  });

  it('a refused deletion brings the notification back with the server message', async () => {
    server.use(http.delete(`${API_PATTERN}/notifications/delete/:id`, ({ request }) => errorResponse(request, 404, 'errors.notFound')));
    const { user } = await renderPage();
    const fresh = await list('New notifications');
    await user.click(within(fresh).getByRole('button', { name: 'Delete "New announcement"' }));
    await waitFor(() => expect(titles(fresh)).not.toContain('New announcement'));
    expect(await screen.findByTestId('notice-error', {}, { timeout: 6000 })).toHaveTextContent('Not found.');
    await waitFor(() => expect(titles(fresh)).toContain('New announcement'));
  });

  it('"mark all as seen" sends PUT /notifications/view/all, shows the server message and empties New', async () => {
    const { user } = await renderPage();
    await list('New notifications');
    await user.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    expect(await screen.findByTestId('notice-success')).toHaveTextContent('All notifications are marked as seen.');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/api/notifications/view/all']);
    expect(await screen.findByText('You are all caught up: no new notifications.')).toBeVisible();
    await waitFor(() => expect(tab('New (0)')).toBeVisible());
    await waitFor(() => expect(tab('Seen (5)')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Mark all as seen' })).toBeDisabled();
  });

  it('shows an empty state in each tab', async () => {
    mockStore.notifications.records.STUDENT = [];
    const { user } = await renderPage();
    expect(await screen.findByText('You are all caught up: no new notifications.')).toBeVisible();
    await user.click(await screen.findByRole('tab', { name: 'Seen (0)' }));
    expect(await screen.findByText('No seen notifications yet. The ones you have seen stay here until you delete them.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Seen (0)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('pages through many: 20 at a time with "Show more"', async () => {
    const now = Date.now();
    mockStore.notifications.records.STUDENT = Array.from({ length: 25 }, (_, i) =>
      buildNotificationRecord({
        id: 200 + i,
        kind: 'TASK_DEADLINE_SOON',
        params: {
          taskId: 700 + i,
          taskName: `Task ${i + 1}`,
          lessonId: 11,
          courseId: 1,
          courseName: 'JS',
          deadline: new Date(now + 3600_000).toISOString(),
        },
        createdAt: new Date(now - (i + 1) * 60_000).toISOString(),
      }),
    );
    const { user } = await renderPage();
    const fresh = await list('New notifications');
    expect(rows(fresh)).toHaveLength(20);
    expect(titles(fresh)[0]).toBe('Deadline soon: Task 1');
    expect(screen.getByText('20 of 25')).toBeVisible();
    // (hidden: true spares jsdom the style checks of every row, which take seconds.)
    await user.click(screen.getByRole('button', { name: 'Show more', hidden: true }));
    await waitFor(() => expect(rows(fresh)).toHaveLength(25));
    expect(gets('false').some((c) => c.query.get('page') === '2' && c.query.get('size') === '20')).toBe(true);
    expect(titles(fresh)[24]).toBe('Deadline soon: Task 25');
    expect(screen.queryByRole('button', { name: 'Show more', hidden: true })).toBeNull();
    expect(screen.queryByText(/of 25/)).toBeNull();
  });

  it("shows the server's message when the list cannot load, and tries again", async () => {
    let fail = true;
    server.use(
      http.get(`${API_PATTERN}/notifications`, ({ request }) => (fail ? errorResponse(request, 500, 'errors.internal') : undefined)),
    );
    const { user } = await renderPage();
    expect(await screen.findByText('Something went wrong!')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(titles(await list('New notifications'))).toHaveLength(3);
  });

  it('a new notification on the socket appears at the top without a reload', async () => {
    await renderPage({ bell: true });
    const fresh = await list('New notifications');
    await waitFor(() => expect(notificationSocket.getState().status).toBe('open'));
    deliverMockNotification('STUDENT', {
      kind: 'TASK_ANSWER_ACCEPTED',
      params: { taskId: 702, taskName: 'A counter with a closure', lessonId: 12, courseId: 1, points: 18, maxPoints: 20 },
    });
    await waitFor(() => expect(titles(fresh)[0]).toBe('Answer accepted: A counter with a closure'));
    await waitFor(() => expect(tab('New (4)')).toBeVisible());
    expect(within(within(fresh).getAllByRole('listitem')[0]).getByText('just now')).toBeVisible();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('4');
    // Its title showed as a notice too.
    expect(await screen.findByTestId('notice-info')).toHaveTextContent('Answer accepted: A counter with a closure');
  });

  it('keeps the tab in the address', async () => {
    await renderPage({ path: '/notifications?tab=seen' });
    expect(titles(await list('Seen notifications'))).toEqual(['Test result: Basics quiz', 'Answer accepted: Types in practice']);
    expect(tab(/^Seen/)).toHaveAttribute('aria-selected', 'true');
  });

  it('speaks Russian: tabs, times and the server texts', async () => {
    const { user } = await renderPage({ language: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
    const fresh = await list('Новые уведомления');
    expect(titles(fresh)).toEqual(['Ответ возвращён: Types in practice', 'Новое задание: A counter with a closure', 'Новое объявление']);
    expect(within(fresh).getByText('5 минут назад')).toBeVisible();
    expect(within(fresh).getByText('вчера')).toBeVisible();
    await waitFor(() => expect(tab('Новые (3)')).toBeVisible());
    await waitFor(() => expect(tab('Просмотренные (2)')).toBeVisible());
    expect(within(fresh).getByRole('button', { name: 'Удалить «Новое объявление»' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Отметить все просмотренными' }));
    expect(await screen.findByTestId('notice-success')).toHaveTextContent('Все уведомления отмечены как просмотренные.');
    expect(await screen.findByText('Новых уведомлений нет: вы всё прочитали.')).toBeVisible();
    expect(notificationDtoOf(mockStore.notifications.records.STUDENT[0], 'ru').title).toBe('Ответ возвращён: Types in practice');
  });
});

describe('the settings dialog', () => {
  it('shows both switches as saved and saves each change at once with both flags', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notification settings' });
    const web = await within(dialog).findByRole('switch', { name: 'Web notifications' });
    const email = within(dialog).getByRole('switch', { name: 'Email notifications' });
    expect(web).toBeChecked();
    expect(email).toBeChecked();

    await user.click(email);
    expect(await screen.findByTestId('notice-success')).toHaveTextContent('Your notification settings have been saved.');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/api/notifications/settings', { webNotificationEnabled: true, emailNotificationEnabled: false, emailLanguage: 'en' }],
    ]);
    expect(email).not.toBeChecked();
    await waitFor(() => expect(web).toBeEnabled());
    notices.clear();
    await user.click(web);
    await screen.findByTestId('notice-success');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)[1]).toEqual({
      webNotificationEnabled: false,
      emailNotificationEnabled: false,
      emailLanguage: 'en',
    });
    expect(mockStore.notifications.settings.STUDENT).toEqual({
      webNotificationEnabled: false,
      emailNotificationEnabled: false,
      emailLanguage: 'en',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('chooses the language of emails, each language named in itself', async () => {
    const { user } = await renderPage({ language: 'ru' });
    await user.click(await screen.findByRole('button', { name: 'Настройки' }));
    const dialog = await screen.findByRole('dialog', { name: 'Настройки уведомлений' });
    const language = await within(dialog).findByRole('combobox', { name: 'Язык писем' });
    expect(language).toHaveTextContent('English');
    expect(language).toHaveAccessibleDescription('Уведомления, приглашения и письма для сброса пароля приходят на этом языке.');
    await user.click(language);
    await user.click(await screen.findByRole('option', { name: 'Русский' }));
    expect(await screen.findByTestId('notice-success')).toHaveTextContent('Настройки уведомлений сохранены.');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { webNotificationEnabled: true, emailNotificationEnabled: true, emailLanguage: 'ru' },
    ]);
    expect(mockStore.notifications.settings.STUDENT.emailLanguage).toBe('ru');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Язык писем' })).toHaveTextContent('Русский'));
  });

  it("puts a switch back and shows the server's error when the save is refused, in Russian too", async () => {
    server.use(
      http.put(`${API_PATTERN}/notifications/settings`, ({ request }) =>
        errorResponse(request, 400, 'validation.fieldType', {
          field: 'emailNotificationEnabled',
          params: { field: 'emailNotificationEnabled', type: 'true или false' },
        }),
      ),
    );
    const { user } = await renderPage({ language: 'ru' });
    await user.click(await screen.findByRole('button', { name: 'Настройки' }));
    const dialog = await screen.findByRole('dialog', { name: 'Настройки уведомлений' });
    const email = await within(dialog).findByRole('switch', { name: 'Уведомления по почте' });
    await user.click(email);
    expect(await screen.findByTestId('notice-error')).toHaveTextContent('Поле «emailNotificationEnabled» должно быть: true или false.');
    await waitFor(() => expect(email).toBeChecked());
    expect(within(dialog).getByRole('switch', { name: 'Веб-уведомления' })).toBeChecked();
  });
});
