import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { Language, Role } from '../../src/api/constants';
import { saveSession } from '../../src/auth/session';
import { enApp } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { ruApp } from '../../src/i18n/ru';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { notices } from '../../src/shell/notices';
import { demoToken } from '../../src/mocks/builders/builders';
import { CalendarTestPage } from '../../src/mocks/providers/CalendarTestContext';
import { resetMockStore } from '../../src/mocks/store/mockStore';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

/** The calendar's texts in a language. */
export function eventTexts(language: Language = 'en') {
  return (language === 'ru' ? ruApp : enApp).events;
}

export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** MUI's useMediaQuery reads matchMedia, which jsdom lacks: a screen `width` px wide. */
export function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

/** Each test starts with the demo calendar, no notice and no request listener. Call at the top level. */
export function setUpCalendarTests() {
  beforeEach(() => resetMockStore());
  afterEach(() => {
    notices.clear();
    server.events.removeAllListeners();
    vi.unstubAllGlobals();
  });
}

/** Renders the calendar page as the demo account of `role`, in a language, with the app's notice stack. */
export async function renderCalendar({
  role = 'ADMIN',
  language = 'en',
  initialDate,
}: { role?: Role; language?: Language; initialDate?: string } = {}) {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  saveSession({ token: demoToken(role), role });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = render(
    <TestProviders locale={language}>
      <CalendarTestPage role={role} initialDate={initialDate} />
      <NoticeStack />
    </TestProviders>,
  );
  return { user, t: eventTexts(language), ...view };
}

/** The calendar's event elements with a title, once the events have loaded. */
export async function findCalendarEvent(title: string): Promise<HTMLElement> {
  const calendar = await screen.findByTestId('calendar');
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = within(calendar)
      .getAllByTestId('calendar-event')
      .find((element) => element.querySelector('.lms-event__title')?.textContent === title);
    if (!found) throw new Error(`No event "${title}" in the calendar`);
  });
  return found as HTMLElement;
}

/** The URLs and bodies of the requests to a path, as the mock API receives them. */
export function watchRequests(method: string, path: string | RegExp) {
  const seen: Array<{ url: URL; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const matches = typeof path === 'string' ? url.pathname.endsWith(path) : path.test(url.pathname);
    if (request.method !== method || !matches) return;
    let body: unknown = undefined;
    if (method === 'POST' || method === 'PUT')
      body = await request
        .clone()
        .json()
        .catch(() => undefined);
    seen.push({ url, body });
  });
  return seen;
}

/** A notice of the app's stack; it may be re-rendered while shown, so the check retries. */
export const expectNotice = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeVisible());
