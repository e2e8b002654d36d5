import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../../src/api/constants';
import { saveSession } from '../../src/auth/session';
import { enApp } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { ruApp } from '../../src/i18n/ru';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { demoToken } from '../../src/mocks/builders/builders';
import { instructorAuthProvider } from '../../src/mocks/builders/learningBuilders';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

/** The test pages' texts in a language, with `%{…}` filled in like polyglot does. */
export function textsOf(language: Language) {
  return (language === 'ru' ? ruApp : enApp).quizzes;
}

export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The form of a plural text for `n` in the language (polyglot's rules for en and ru). */
export function plural(template: string, n: number, language: Language, params: Record<string, string | number> = {}): string {
  const forms = template.split(' |||| ');
  let index: number;
  if (language === 'ru') {
    const lastTwo = n % 100;
    const last = n % 10;
    index = last === 1 && lastTwo !== 11 ? 0 : last >= 2 && last <= 4 && !(lastTwo >= 12 && lastTwo <= 14) ? 1 : 2;
  } else index = n === 1 ? 0 : 1;
  return fill(forms[Math.min(index, forms.length - 1)], { smart_count: n, ...params });
}

/**
 * Renders a test page as an instructor of the demo school, in a language, inside react-admin's
 * contexts and the app's notice stack, with the mock API of src/mocks answering.
 */
export async function renderAsInstructor(ui: ReactElement, { language = 'en', route = '/' }: { language?: Language; route?: string } = {}) {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' });
  // No pointer-events check: it reads the computed style of every ancestor on each click, slow under jsdom.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = render(
    <TestProviders locale={language} initialEntries={[route]}>
      <AdminTestContext authProvider={instructorAuthProvider({ timezone: 'Europe/Moscow' })}>{ui}</AdminTestContext>
      <NoticeStack />
    </TestProviders>,
  );
  return { user, t: textsOf(language), ...view };
}

/** The JSON bodies of the calls to a path (method and path suffix), as the mock API receives them. */
export function watchCalls(method: string, pathEnd: string | RegExp) {
  const sent: Array<Record<string, unknown>> = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    const matches = typeof pathEnd === 'string' ? path.endsWith(pathEnd) : pathEnd.test(path);
    if (request.method === method && matches) sent.push((await request.clone().json()) as Record<string, unknown>);
  });
  return sent;
}
