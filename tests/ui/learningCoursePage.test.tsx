import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { saveSession } from '../../src/auth/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { API_PATTERN } from '../../src/mocks/handlers';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { demoToken } from '../../src/mocks/builders/builders';
import { LearningTestRoutes } from '../../src/mocks/providers/LearningTestRoutes';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

/** Every call the page sends, as "METHOD /path" with its JSON body when it has one. */
function recordCalls() {
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
  });
  return calls;
}

async function renderAt(path: string, { timezone = 'Europe/Moscow', language = 'en' as 'en' | 'ru' } = {}) {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' });
  const user = userEvent.setup();
  render(
    <TestProviders initialEntries={[path]} locale={language}>
      <LearningTestRoutes timezone={timezone} />
      <NoticeStack />
    </TestProviders>,
  );
  return { user };
}

/** The lesson names in the list, top to bottom. */
const lessonNames = () =>
  within(screen.getByTestId('lesson-list'))
    .getAllByRole('listitem')
    .map((row) =>
      within(row)
        .getAllByRole('link')[0]
        .textContent?.replace(/^\d+\.\s*/, ''),
    );

/**
 * jsdom lays nothing out, and dnd-kit's keyboard sensor moves by geometry: give each lesson row
 * (and what is inside it) the box it would have in a one-column list, 60 px a row.
 */
function layOutRows() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-testid^="lesson-row-"]');
    const list = row?.parentElement;
    if (!row || !list) return original.call(this);
    const index = Array.from(list.children).indexOf(row);
    const top = index * 60;
    return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 50, width: 600, height: 50, toJSON: () => ({}) } as DOMRect;
  });
}

/** MUI's useMediaQuery reads matchMedia, which jsdom lacks: a phone-wide screen for the test. */
function narrowScreen() {
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
}

/** A notice of the app's stack; it may be re-rendered while shown, so the check retries. */
const expectNotice = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeVisible());

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
});

describe('the course page', () => {
  it('lists the lessons in order with their show dates in the school timezone and who sees them', async () => {
    await renderAt('/courses/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'JavaScript Fundamentals' })).toBeVisible();
    await waitFor(() =>
      expect(lessonNames()).toEqual(['Introduction to JavaScript', 'Variables and types', 'Functions and scope', 'Работа с DOM']),
    );
    const first = screen.getByTestId('lesson-row-11');
    // 06:00 UTC is 09:00 in Moscow.
    expect(within(first).getByText('01.09.2026 09:00')).toBeVisible();
    expect(within(first).getByText('Students see it')).toBeVisible();
    expect(within(first).getByText('2 videos · 1 presentation · 2 links')).toBeVisible();
    expect(within(screen.getByTestId('lesson-row-14')).getByText('Hidden from students')).toBeVisible();
    expect(within(first).getByRole('link', { name: /Introduction to JavaScript/ })).toHaveAttribute('href', '/courses/1/lessons/11');
  });

  it('shows the same instants in another school timezone', async () => {
    await renderAt('/courses/1', { timezone: 'America/New_York' });
    // 06:00 UTC on 1 September is 02:00 in New York (summer time).
    expect(await within(await screen.findByTestId('lesson-row-11')).findByText('01.09.2026 02:00')).toBeVisible();
  });

  it('moves a lesson with the keyboard: Space, arrow down, Space sends PUT …/drag/{new index + 1}', async () => {
    layOutRows();
    const calls = recordCalls();
    const { user } = await renderAt('/courses/1');
    await waitFor(() => expect(lessonNames()).toHaveLength(4));

    const handle = screen.getByRole('button', { name: 'Reorder "Introduction to JavaScript"' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/courses/1/lessons/11/drag/2')).toBe(true));
    await waitFor(() =>
      expect(lessonNames()).toEqual(['Variables and types', 'Introduction to JavaScript', 'Functions and scope', 'Работа с DOM']),
    );
    await expectNotice('The lesson has been moved to place 2.');
    // The list reloads from the server after the move.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/courses/1/lessons').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('on a narrow screen moves with the up and down buttons, to the first and the last place', async () => {
    narrowScreen();
    const calls = recordCalls();
    const { user } = await renderAt('/courses/1');
    await waitFor(() => expect(lessonNames()).toHaveLength(4));

    await user.click(screen.getByRole('button', { name: 'Move "Functions and scope" up' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/courses/1/lessons/13/drag/2')).toBe(true));
    await waitFor(() =>
      expect(lessonNames()).toEqual(['Introduction to JavaScript', 'Functions and scope', 'Variables and types', 'Работа с DOM']),
    );

    await user.click(screen.getByRole('button', { name: 'Move "Functions and scope" up' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/courses/1/lessons/13/drag/1')).toBe(true));
    await waitFor(() => expect(lessonNames()[0]).toBe('Functions and scope'));
    expect(screen.getByRole('button', { name: 'Move "Functions and scope" up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move "Variables and types" down' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/courses/1/lessons/12/drag/4')).toBe(true));
    await waitFor(() =>
      expect(lessonNames()).toEqual(['Functions and scope', 'Introduction to JavaScript', 'Работа с DOM', 'Variables and types']),
    );
  });

  it('puts the old order back with a notice when the server refuses a move', async () => {
    narrowScreen();
    server.use(
      http.put(`${API_PATTERN}/courses/:courseId/lessons/:lessonId/drag/:position`, () =>
        HttpResponse.json({ message: 'Not found.', status: 404 }, { status: 404 }),
      ),
    );
    const { user } = await renderAt('/courses/1');
    await waitFor(() => expect(lessonNames()).toHaveLength(4));

    await user.click(screen.getByRole('button', { name: 'Move "Variables and types" down' }));
    await expectNotice('The new order could not be saved, so the lessons are back in their previous order. Not found.');
    expect(lessonNames()).toEqual(['Introduction to JavaScript', 'Variables and types', 'Functions and scope', 'Работа с DOM']);
  });

  it('creates a lesson: the show date typed in the school timezone goes out as ISO in UTC', async () => {
    const calls = recordCalls();
    const { user } = await renderAt('/courses/1', { timezone: 'Asia/Tokyo' });
    await waitFor(() => expect(lessonNames()).toHaveLength(4));

    await user.click(screen.getByRole('button', { name: 'Add lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'New lesson' });
    expect(within(dialog).getByText(/school's timezone \(Asia\/Tokyo, UTC\+09:00\)/)).toBeVisible();

    // Nothing typed: the form says what is missing and sends nothing.
    fireEvent.change(within(dialog).getByTestId('lesson-show-date'), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Lesson name is required!')).toBeVisible();
    expect(within(dialog).getByText('Show date is required!')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Lesson name' }), '  Closures  ');
    // The picker reads a whole date and time in the English order, dd/MM/yyyy HH:mm.
    fireEvent.change(within(dialog).getByTestId('lesson-show-date'), { target: { value: '01/12/2026 10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/courses/1/lessons',
      // 10:00 in Tokyo (UTC+9) is 01:00 UTC.
      body: { lessonName: 'Closures', showDate: '2026-12-01T01:00:00.000Z' },
    });
    await expectNotice('The lesson has been created.');
    await waitFor(() => expect(lessonNames().at(-1)).toBe('Closures'));
    expect(within(screen.getAllByRole('listitem').at(-1) as HTMLElement).getByText('01.12.2026 10:00')).toBeVisible();
  });

  it('edits a lesson with its show date as the school sees it', async () => {
    const calls = recordCalls();
    const { user } = await renderAt('/courses/1');
    await user.click(await screen.findByRole('button', { name: 'Edit "Variables and types"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the lesson' });
    expect(within(dialog).getByTestId('lesson-show-date')).toHaveValue('08/09/2026 09:00');
    const name = within(dialog).getByRole('textbox', { name: 'Lesson name' });
    await user.clear(name);
    await user.type(name, 'Variables, types and operators');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        lessonName: 'Variables, types and operators',
        showDate: '2026-09-08T06:00:00.000Z',
      }),
    );
    await waitFor(() => expect(lessonNames()[1]).toBe('Variables, types and operators'));
  });

  it('deletes a lesson to the trash after saying so', async () => {
    const { user } = await renderAt('/courses/1');
    await user.click(await screen.findByRole('button', { name: 'Delete "Functions and scope"' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/move to the trash/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectNotice('The lesson has been moved to the trash.');
    await waitFor(() => expect(lessonNames()).toEqual(['Introduction to JavaScript', 'Variables and types', 'Работа с DOM']));
  });

  it("answers another instructor's course with not found", async () => {
    await renderAt('/courses/3');
    await expectNotice('This course was not found, or you do not teach it.');
    expect(screen.getByRole('link', { name: 'Back to my courses' })).toHaveAttribute('href', '/courses');
  });
});
