import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Language } from '../../src/api/constants';
import { saveSession } from '../../src/auth/session';
import { enApp } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { ruApp } from '../../src/i18n/ru';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { notices } from '../../src/shell/notices';
import { FIXED_NOW, demoToken } from '../../src/mocks/builders/builders';
import { LearningTestRoutes } from '../../src/mocks/providers/LearningTestRoutes';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

/** The rating pages' texts in a language. */
export function ratingTexts(language: Language = 'en') {
  return (language === 'ru' ? ruApp : enApp).ratings;
}

export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/**
 * jsdom lays nothing out, so the table's scroll box measures 0 × 0 and the virtualiser would
 * show no rows: give the boxes marked data-virtual-scroll a screen's size (1280 × 800) while
 * this file runs; each test starts with no notice and no request listener. Call at the top
 * level of a test file.
 */
export function setUpVirtualLayout(width = 1280, height = 800) {
  const saved = {
    clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  };
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.virtualScroll ? width : (saved.clientWidth?.get?.call(this) ?? 0);
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.virtualScroll ? height : (saved.clientHeight?.get?.call(this) ?? 0);
      },
    });
  });
  // Notices outlive a test (they hide after 3 s): each test starts with none, and no listeners.
  afterEach(() => {
    notices.clear();
    server.events.removeAllListeners();
  });
  afterAll(() => {
    if (saved.clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', saved.clientWidth);
    if (saved.clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', saved.clientHeight);
  });
}

/**
 * Renders the instructor's learning pages at `route` (e.g. /courses/1/rating) as the demo
 * instructor, in a language, with the app's notice stack and the mock API of src/mocks.
 */
export async function renderInstructor(route: string, { language = 'en' }: { language?: Language } = {}) {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = render(
    <TestProviders locale={language} initialEntries={[route]}>
      <LearningTestRoutes />
      <NoticeStack />
    </TestProviders>,
  );
  return { user, t: ratingTexts(language), ...view };
}

/** The URLs of the requests to a path (method and path suffix or pattern), as the mock API receives them. */
export function watchRequests(method: string, path: string | RegExp) {
  const seen: Array<{ url: URL; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const matches = typeof path === 'string' ? url.pathname.endsWith(path) : path.test(url.pathname);
    if (request.method !== method || !matches) return;
    let body: unknown = undefined;
    if (method !== 'GET' && method !== 'DELETE')
      body = await request
        .clone()
        .json()
        .catch(() => undefined);
    seen.push({ url, body });
  });
  return seen;
}

/**
 * What counts toward a total depends on the clock (src/api/ratingFormula.ts: due dates), so the
 * rating tests stand at the mock school's FIXED_NOW, whatever day the suite runs on: before
 * the mock exams and the deadlines of the course's tasks. Only Date is faked; timers stay real.
 */
export function standAtMockNow() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(FIXED_NOW));
  });
  afterEach(() => vi.useRealTimers());
}
