import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Language } from '../../src/api/constants';
import { saveSession } from '../../src/auth/session';
import type { LmsDataProvider } from '../../src/dataProvider/dataProvider';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { demoToken } from '../../src/mocks/builders/builders';
import { LearningTestRoutes } from '../../src/mocks/providers/LearningTestRoutes';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

/**
 * What ProseMirror (under the TipTap editor) asks of the page that jsdom does not compute:
 * the rectangles of a selection, to scroll it into view. Empty ones do.
 */
export function installEditorDom(): void {
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
}

export interface RenderTasksOptions {
  language?: Language;
  path?: string;
  /** Named dataProvider calls answered otherwise than through msw, e.g. uploads (jsdom's multipart bodies do not reach msw whole). */
  calls?: Partial<LmsDataProvider>;
  timezone?: string;
}

/** The instructor's lesson page on its Tasks tab, logged in as the demo instructor, with the app's notices. */
export async function renderTasks({
  language = 'en',
  path = '/courses/1/lessons/11?tab=tasks',
  calls,
  timezone = 'Europe/Moscow',
}: RenderTasksOptions = {}) {
  installEditorDom();
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' });
  const user = userEvent.setup({ applyAccept: false });
  render(
    <TestProviders locale={language} initialEntries={[path]}>
      <LearningTestRoutes timezone={timezone} calls={calls} />
      <NoticeStack />
    </TestProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { user };
}

export interface RecordedCall {
  method: string;
  path: string;
  body?: unknown;
}

/** Every call but GET the mock API receives, with its JSON body. */
export function recordWrites(): RecordedCall[] {
  const calls: RecordedCall[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET') return;
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await request.clone().json() : undefined;
    calls.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
  });
  return calls;
}

export const expectNotice = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeVisible());
