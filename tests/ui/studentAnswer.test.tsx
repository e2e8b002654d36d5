import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../../src/api/constants';
import type { FileUploadResponse } from '../../src/api/types';
import { saveSession } from '../../src/auth/session';
import type { UploadProgress } from '../../src/dataProvider/httpClient';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import type { LmsDataProvider } from '../../src/dataProvider/dataProvider';
import { answerDraftKey } from '../../src/learning/student/tasks/answerDraft';
import { mockStore } from '../../src/mocks/store/mockStore';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { buildMe, demoToken } from '../../src/mocks/builders/builders';
import { StudentTestRoutes } from '../../src/mocks/providers/StudentTestRoutes';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

const STUDENT_ID = buildMe({ authority: 'STUDENT' }).id;

/** The bodies of the answer calls, as the mock API receives them. */
function recordAnswers() {
  const sent: Array<{ method: string; path: string; body: Record<string, unknown> }> = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.includes('/students/answers/') && request.method !== 'GET') {
      sent.push({ method: request.method, path, body: (await request.clone().json()) as Record<string, unknown> });
    }
  });
  return sent;
}

function page(path: string, language: Language, calls?: Partial<LmsDataProvider>) {
  return (
    <TestProviders locale={language} initialEntries={[path]}>
      <StudentTestRoutes calls={calls} />
      <NoticeStack />
    </TestProviders>
  );
}

async function renderTask(taskId: number, { language = 'en', calls }: { language?: Language; calls?: Partial<LmsDataProvider> } = {}) {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  saveSession({ token: demoToken('STUDENT'), role: 'STUDENT' });
  const task = mockStore.studentWork.tasks.find((t) => t.taskId === taskId)!;
  const path = `/courses/${task.courseId}/lessons/${task.lessonId}/tasks/${taskId}`;
  // The picker offers PDFs and images; a test also picks what it would not offer.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(page(path, language, calls));
  await screen.findByRole('heading', { level: 1, name: task.taskName });
  return { user, view, path, rerenderFresh: () => view.rerender(<div />) };
}

const answerBox = (name: RegExp | string = /^(Answer|Ответ)$/) => screen.findByRole('textbox', { name });
const notice = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

afterEach(() => server.events.removeAllListeners());

describe('answering a task', () => {
  it("sends the answer and shows the server's message: 'Задание успешно отправлено!' in Russian", async () => {
    const sent = recordAnswers();
    const { user } = await renderTask(702, { language: 'ru' });
    expect(screen.getByText('Не отправлено')).toBeVisible();
    await user.type(await answerBox(), 'let n = 0; const next = () => ++n;');
    await user.type(screen.getByRole('textbox', { name: 'Адрес ссылки' }), 'https://github.com/sofia/counter');
    await user.click(screen.getByRole('button', { name: 'Отправить ответ' }));
    expect(await notice('Задание успешно отправлено!')).toBeVisible();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/lessons/tasks/students/answers/702',
        // The address typed but not added with the button goes too.
        body: { text: 'let n = 0; const next = () => ++n;', files: [], links: ['https://github.com/sofia/counter'] },
      },
    ]);
    // The answer as sent, waiting for review, with the way to change it.
    const mine = await screen.findByTestId('my-answer');
    expect(within(mine).getByText('let n = 0; const next = () => ++n;')).toBeVisible();
    expect(within(mine).getByRole('link', { name: 'https://github.com/sofia/counter' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByText('Ждёт проверки').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Изменить ответ' })).toBeVisible();
    expect(window.localStorage.getItem(answerDraftKey(STUDENT_ID, 702))).toBeNull();
  });

  it('shows the English equivalent in English, and an empty answer is not sent', async () => {
    const sent = recordAnswers();
    const { user } = await renderTask(702);
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText('Write an answer, attach a file or add a link.')).toBeVisible();
    expect(sent).toHaveLength(0);
    await user.type(await answerBox(), 'Done.');
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await notice('The task has been sent successfully!')).toBeVisible();
  });

  it('keeps the draft in this browser, so a remount (a reload) finds it', async () => {
    const first = await renderTask(702);
    await first.user.type(await answerBox(), 'Half of my answer');
    await first.user.type(screen.getByRole('textbox', { name: 'Address of a link' }), 'https://example.com/repo{Enter}');
    expect(screen.getByRole('link', { name: 'https://example.com/repo' })).toBeVisible();
    first.view.unmount();

    render(page('/courses/1/lessons/12/tasks/702', 'en'));
    expect(await answerBox()).toHaveValue('Half of my answer');
    expect(screen.getByRole('link', { name: 'https://example.com/repo' })).toBeVisible();
    expect(screen.getByText('Your unsent draft of this answer was restored.')).toBeVisible();
    // Another task has its own draft: none.
    expect(window.localStorage.getItem(answerDraftKey(STUDENT_ID, 703))).toBeNull();
  });

  it('a discarded draft is gone', async () => {
    window.localStorage.setItem(answerDraftKey(STUDENT_ID, 702), JSON.stringify({ text: 'old words', files: [], links: [] }));
    const { user } = await renderTask(702);
    expect(await answerBox()).toHaveValue('old words');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(await answerBox()).toHaveValue('');
    expect(window.localStorage.getItem(answerDraftKey(STUDENT_ID, 702))).toBeNull();
  });

  it('accepts only http(s) links', async () => {
    const sent = recordAnswers();
    const { user } = await renderTask(702);
    const address = screen.getByRole('textbox', { name: 'Address of a link' });
    for (const wrong of ['ftp://example.com/file', 'example.com', 'javascript:alert(1)']) {
      await user.clear(address);
      await user.type(address, wrong);
      await user.click(screen.getByRole('button', { name: 'Add link' }));
      expect(await screen.findByText('The address must start with http:// or https:// and name a site!')).toBeVisible();
    }
    // Nor does a wrong one go with the answer.
    await user.type(await answerBox(), 'My answer');
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(sent).toHaveLength(0);
    await user.clear(address);
    await user.type(address, 'http://example.com/ok');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByRole('link', { name: 'http://example.com/ok' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove the link http://example.com/ok' }));
    expect(screen.queryByRole('link', { name: 'http://example.com/ok' })).toBeNull();
  });

  it('uploads files with their progress, sends their ids, and refuses what the server would not take', async () => {
    const sent = recordAnswers();
    let report: (progress: UploadProgress) => void = () => undefined;
    let finish: (answer: FileUploadResponse) => void = () => undefined;
    const uploadAnswerFile: LmsDataProvider['uploadAnswerFile'] = (_file, kind, onProgress, _signal, taskId) => {
      expect(kind).toBe('answer');
      // Sent for its task, whose kinds and limit the server applies.
      expect(taskId).toBe(702);
      return new Promise((resolve) => {
        report = (progress) => onProgress?.(progress);
        finish = resolve;
      });
    };
    const { user } = await renderTask(702, { calls: { uploadAnswerFile } });
    const input = screen.getByTestId('answer-files-input');
    // A programming task: it says what it takes, offers only that, and refuses a photo before sending it.
    expect(
      screen.getByText(
        'This task takes source code and text files, archives (ZIP, 7z, RAR, gzip, tar), PDF, each up to 10 MB. At most 10 files.',
      ),
    ).toBeVisible();
    expect(input.getAttribute('accept')).toContain('.js');
    expect(input.getAttribute('accept')).not.toContain('.png');
    await user.upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('This task does not take this kind of file: see what it takes under the Attach button.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dismiss photo.png' }));
    await user.upload(input, new File(['x'.repeat(11 * 1024 * 1024)], 'huge.js', { type: 'text/javascript' }));
    expect(await screen.findByText('The file is too large: at most 10 MB.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dismiss huge.js' }));

    await user.upload(input, new File(['%PDF-1.4'], 'solution.pdf', { type: 'application/pdf' }));
    act(() => report({ loaded: 40, total: 100, percent: 40 }));
    expect(screen.getByRole('progressbar', { name: 'Uploading solution.pdf' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading: 40%')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send the answer' })).toBeDisabled();

    mockStore.studentWork.uploads.set(9100, { name: 'solution.pdf', link: '/api/static/files/mock-9100.pdf' });
    act(() => finish({ fileId: 9100, link: '/api/static/files/mock-9100.pdf', size: 10, contentType: 'application/pdf' }));
    expect(await screen.findByRole('link', { name: 'solution.pdf' })).toHaveAttribute('href', '/api/static/files/mock-9100.pdf');
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await notice('The task has been sent successfully!')).toBeVisible();
    expect(sent[0].body).toEqual({ text: '', files: [9100], links: [] });
  });

  it('after the deadline, says the answer will be marked late; the server marks it', async () => {
    const { user } = await renderTask(705);
    expect(screen.getByTestId('late-note')).toHaveTextContent(
      'The deadline passed on 1 Oct 2026, 23:59. You can still send your answer, but it will be marked late.',
    );
    await user.type(await answerBox(), 'Hoisting moves declarations up.');
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await notice('The task has been sent successfully!')).toBeVisible();
    expect(await screen.findByText(/after the deadline/)).toBeVisible();
    expect(screen.getAllByText(/^Late by \d+ days?$/).length).toBeGreaterThan(0);
  });
});

describe('an answer already sent', () => {
  it('can be changed while it waits for review', async () => {
    const sent = recordAnswers();
    const { user } = await renderTask(703);
    expect(screen.getByText('Your answer is waiting for the instructor to review it. You can change it until then.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change the answer' }));
    const box = await answerBox();
    expect(box).toHaveValue('I use const by default and let only when the variable is reassigned, e.g. a loop counter.');
    await user.type(box, ' Never var.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await notice('Your answer has been saved.')).toBeVisible();
    expect(sent[0].method).toBe('PUT');
    expect(sent[0].path).toBe('/api/lessons/tasks/students/answers/802');
    expect(await within(await screen.findByTestId('my-answer')).findByText(/Never var\.$/)).toBeVisible();
  });

  it("shows a rejected answer's comment prominently, and sends it again", async () => {
    const sent = recordAnswers();
    const { user } = await renderTask(704);
    const comment = screen.getByTestId('review-comment');
    expect(comment).toHaveTextContent('Returned for rework. The comment of the instructor:');
    expect(comment).toHaveTextContent('The output is right, but the explanation misses why var leaks out of the block.');
    await user.click(screen.getByRole('button', { name: 'Rework and send again' }));
    // The comment stays in sight while the student reworks the answer.
    expect(screen.getByTestId('review-comment')).toBeVisible();
    const box = await answerBox();
    await user.type(box, ' var is function-scoped.');
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await notice('The task has been sent successfully!')).toBeVisible();
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/lessons/tasks/students/answers/803' });
    expect(sent[0].body.text).toBe('It prints 3 three times. var is function-scoped.');
    await waitFor(() => expect(screen.getAllByText('Waiting for review').length).toBeGreaterThan(0));
    expect(screen.queryByText('Returned for rework')).toBeNull();
  });

  it('an accepted answer shows its points and comment, and cannot change', async () => {
    await renderTask(701);
    expect(screen.getByTestId('review-comment')).toHaveTextContent('Accepted: 8 of 10 points');
    expect(screen.getByTestId('review-comment')).toHaveTextContent('Good work! Arrays are handled well');
    expect(screen.getByTestId('review-comment')).toHaveTextContent('Ivan Petrov, 21 Sept 2026, 12:00');
    expect(screen.queryByRole('button', { name: 'Change the answer' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Answer' })).toBeNull();
  });
});

describe('a deadline extended for the student, and the rule for late answers', () => {
  it('shows the student their own deadline beside the task’s, and what lateness costs', async () => {
    await renderTask(702);
    expect(await screen.findByTestId('extended-from')).toHaveTextContent(
      /^Your deadline was extended: the task’s was \d+ \w+ \d{4}, \d\d:\d\d\.$/,
    );
    expect(screen.getByText('Late answers lose 10% of the points for each day late, keeping at least 50%.')).toBeVisible();
  });

  it('in Russian', async () => {
    await renderTask(702, { language: 'ru' });
    expect(await screen.findByTestId('extended-from')).toHaveTextContent(
      /^Ваш срок продлён: срок задания был \d\d\.\d\d\.\d{4}, \d\d:\d\d\.$/,
    );
    expect(screen.getByText('Опоздавший ответ теряет 10% баллов за каждый день опоздания, но сохраняет не меньше 50%.')).toBeVisible();
  });
});
