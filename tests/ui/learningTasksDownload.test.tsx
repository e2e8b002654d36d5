import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { server } from './server';
import { expectNotice, renderTasks } from './learningTasksSetup';
import { API_PATTERN } from '../../src/mocks/handlers';
import { http, HttpResponse } from 'msw';

/*
 * "Download all answers" on the instructor's review of a task, against the msw mocks: the zip is
 * fetched with the session and saved under the server's name; a task nobody answered offers
 * nothing to download; a refusal is said, in the user's language. What the zip holds is the
 * server's, tested in tests/server/taskAnswersZip.test.ts.
 */

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const ANSWERED = '/courses/1/lessons/11?tab=tasks&task=801';

/** Catches the browser's save of a download: the names it is saved under. */
function catchDownloads() {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:answers'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('download all answers of a task', { timeout: 60_000 }, () => {
  it('fetches the zip of the task’s answers and saves it under the server’s name', async () => {
    const saved = catchDownloads();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/zip')) asked.push(new URL(request.url).pathname);
    });
    const { user } = await renderTasks({ path: ANSWERED });
    await user.click(await screen.findByRole('button', { name: 'Download all answers' }));
    await waitFor(() => expect(saved).toEqual(['answers.zip']));
    expect(asked).toEqual(['/api/lessons/tasks/801/answers/zip']);
  });

  it('says in Russian when the answers could not be downloaded', async () => {
    catchDownloads();
    server.use(
      http.get(`${API_PATTERN}/lessons/tasks/:taskId/answers/zip`, () =>
        HttpResponse.json({ status: 404, message: 'Не найдено.' }, { status: 404 }),
      ),
    );
    const { user } = await renderTasks({ path: ANSWERED, language: 'ru' });
    await user.click(await screen.findByRole('button', { name: 'Скачать все ответы' }));
    await expectNotice('Не удалось скачать ответы. Не найдено.');
  });
});
