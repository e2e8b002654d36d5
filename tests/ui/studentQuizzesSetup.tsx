import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Language } from '../../src/api/constants';
import { saveSession } from '../../src/auth/session';
import { enApp } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { ruApp } from '../../src/i18n/ru';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { demoToken } from '../../src/mocks/builders/builders';
import { StudentTestRoutes } from '../../src/mocks/providers/StudentTestRoutes';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

/** The student's test, results and ratings texts in a language. */
export function studentTexts(language: Language) {
  const app = language === 'ru' ? ruApp : enApp;
  return { ...app.studentQuizzes, ratings: app.studentRatings, quizzes: app.quizzes };
}

export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The demo test the student can take (mock quizHandlers: 502 on lesson 12, 01:30). */
export const OPEN_TEST = '/courses/1/lessons/12/tests/502';
/** The demo test the student has finished (501 on lesson 11). */
export const FINISHED_TEST = '/courses/1/lessons/11/tests/501';
/** The demo test whose answers are blocked (503 on lesson 11). */
export const BLOCKED_TEST = '/courses/1/lessons/11/tests/503';

/**
 * Renders the student's pages at `route` as the demo student, in a language, with the app's
 * notice stack; `fake` turns on fake timers that still move with real time (so msw's small
 * delays and Testing Library's waits run) and lets the test jump ahead.
 */
export async function renderStudent(route: string, { language = 'en', fake = false }: { language?: Language; fake?: boolean } = {}) {
  if (fake) vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  saveSession({ token: demoToken('STUDENT'), role: 'STUDENT' });
  const user = userEvent.setup(fake ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const ui = (
    <TestProviders locale={language} initialEntries={[route]}>
      <StudentTestRoutes />
      <NoticeStack />
    </TestProviders>
  );
  const view = render(ui);
  return {
    user,
    t: studentTexts(language),
    ...view,
    remount: () => {
      view.unmount();
      return render(ui);
    },
  };
}

/** Every request to a path (method and a RegExp on the path), with its JSON body, as msw receives it. */
export function watch(method: string, path: RegExp) {
  const sent: Array<Record<string, unknown>> = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== method || !path.test(new URL(request.url).pathname)) return;
    let body: Record<string, unknown>;
    try {
      body = (await request.clone().json()) as Record<string, unknown>;
    } catch {
      body = {};
    }
    sent.push(body);
  });
  return sent;
}

/** The saved copies of attempts in localStorage. */
export function localCopies(): Array<{
  key: string;
  answers: Record<string, number[]>;
  others: Record<string, string>;
  pending: Record<string, number>;
}> {
  const copies = [];
  for (let i = 0; i < window.localStorage.length; i++) {
    const key = window.localStorage.key(i)!;
    if (key.startsWith('lms.testAttempt.')) copies.push({ key, ...JSON.parse(window.localStorage.getItem(key)!) });
  }
  return copies;
}
