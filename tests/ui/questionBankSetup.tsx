import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { Language } from '../../src/api/constants';
import { saveSession } from '../../src/auth/session';
import { enApp } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { ruApp } from '../../src/i18n/ru';
import { demoToken } from '../../src/mocks/builders/builders';
import { LearningTestRoutes } from '../../src/mocks/providers/LearningTestRoutes';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { NoticeStack } from '../../src/shell/NoticeStack';
import type { BankImportFormat } from '../../src/api/questionBank';
import { API_PATTERN, languageOf } from '../../src/mocks/mockHttp';
import { ownBank } from '../../src/mocks/questionBank/bankAccess';
import { importResult } from '../../src/mocks/questionBank/importHandlers';
import { server } from './server';

/** The bank page's texts in a language. */
export const bankTexts = (language: Language) => (language === 'ru' ? ruApp : enApp).questionBank;

/** The plural form polyglot picks for `n` (en: 1 | other; ru: one | few | many), `%{smart_count}` filled in. */
export function plural(template: string, n: number, language: Language): string {
  const forms = template.split(' |||| ');
  const lastTwo = n % 100;
  const last = n % 10;
  const ru = last === 1 && lastTwo !== 11 ? 0 : last >= 2 && last <= 4 && !(lastTwo >= 12 && lastTwo <= 14) ? 1 : 2;
  const index = language === 'ru' ? ru : n === 1 ? 0 : 1;
  return forms[Math.min(index, forms.length - 1)].replace(/%\{smart_count\}/g, String(n));
}

export const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

/** The instructor's area at a path (by default course 1's bank), with the mock API answering. */
export async function renderBank({ language = 'en' as Language, path = '/courses/1/question-bank' } = {}) {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' });
  // No pointer-events check: it reads the computed style of every ancestor on each click, slow under jsdom.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <TestProviders initialEntries={[path]} locale={language}>
      <LearningTestRoutes />
      <NoticeStack />
    </TestProviders>,
  );
  return { user, t: bankTexts(language) };
}

/** The names of the questions listed, top to bottom. */
export function listed(): string[] {
  const list = screen.queryByTestId('bank-question-list');
  if (!list) return [];
  return within(list)
    .getAllByTestId(/^bank-question-\d+$/)
    .map((row) => row.querySelector('p')?.textContent ?? '');
}

/** Waits until the list shows exactly these questions, in any order. */
export async function expectListed(names: string[]): Promise<void> {
  await waitFor(() => expect(listed().sort()).toEqual([...names].sort()));
}

/** Every request the mock API gets: method, path, query and the JSON body when there is one. */
export function recordCalls() {
  const calls: Array<{ method: string; path: string; query: URLSearchParams; body?: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await request.clone().json() : undefined;
    calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
  });
  return calls;
}

/** Catches the browser's save of a download: the names files are saved under. */
export function catchDownloads() {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:bank'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

/**
 * The mock API's import, fed the chosen file's name and text by the test: under jsdom a File's
 * bytes (and name) do not survive the multipart body on their way to msw, so the handler could
 * not read them. Everything after reading the bytes is the mock's own (src/mocks/questionBank).
 */
export function feedImport(file: { name: string; text: string }) {
  server.use(
    http.post(`${API_PATTERN}/courses/:courseId/question-bank/import`, ({ request, params }) => {
      const bank = ownBank(request, params.courseId);
      if ('denied' in bank) return bank.denied;
      const query = new URL(request.url).searchParams;
      const format = query.get('format') as BankImportFormat;
      const commit = query.get('dryRun') === 'false';
      return HttpResponse.json(importResult(bank.found, languageOf(request), format, file.name, file.text, commit));
    }),
  );
}
