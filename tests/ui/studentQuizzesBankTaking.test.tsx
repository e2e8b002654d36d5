import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { enApp } from '../../src/i18n/en';
import { ruApp } from '../../src/i18n/ru';
import { API_PATTERN } from '../../src/mocks/handlers';
import { clearBankPapers, seedBankPaper } from '../../src/mocks/student/bankPapers';
import { server } from './server';
import { fill, localCopies, OPEN_TEST, renderStudent, watch } from './studentQuizzesSetup';

/*
 * Questions of the bank while a student takes a test (issue 17): every kind's control against
 * the mock API (test 502 given a paper of one question per kind), answered by mouse and keyboard,
 * sent by key in `responses`, kept on the device and restored after a reload.
 */

afterEach(() => {
  server.events.removeAllListeners();
  clearBankPapers();
});

const SAVES = /\/api\/lessons\/students\/tests\/502\/answers$/;
const q = (key: string) => within(screen.getByTestId(`question-${key}`));

type Rendered = Awaited<ReturnType<typeof renderStudent>>;

async function start(language: 'en' | 'ru' = 'en', fake = true): Promise<Rendered> {
  seedBankPaper(502);
  const rendered = await renderStudent(OPEN_TEST, { language, fake });
  // Start is enabled once the test and its lesson are read.
  await waitFor(() => expect(screen.getByTestId('start-test')).toBeEnabled(), { timeout: 5000 });
  await rendered.user.click(screen.getByTestId('start-test'));
  await screen.findByTestId('attempt', {}, { timeout: 5000 });
  return rendered;
}

/** Lets the last save go and come back, so that none is left to leave after the test ends. */
async function settle(t: Rendered['t'], fake = true) {
  if (fake) await act(() => vi.advanceTimersByTimeAsync(800));
  await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(t.attempt.save.saved), { timeout: 3000 });
}

/** Answers every kind but the file; `b` is the language's strings. */
async function answerAll(user: Rendered['user'], b: typeof enApp.quizBankAnswers, truthLabel: string) {
  await user.click(q('902').getByRole('radio', { name: 'object' }));
  await user.click(q('903').getByRole('checkbox', { name: '0' }));
  await user.click(q('903').getByRole('checkbox', { name: 'NaN' }));
  // True/false by keyboard: one tab stop, arrows choose.
  q('904').getByRole('radio', { name: truthLabel }).focus();
  await user.keyboard('[Space]');
  await user.type(q('905').getByRole('textbox', { name: fill(b.shortLabel, { number: 5 }) }), 'const');
  await user.type(q('15-206').getByRole('textbox', { name: fill(b.numberLabel, { number: 6 }) }), '0,3');
  await user.selectOptions(q('907').getByRole('combobox', { name: 'push' }), '1');
  await user.selectOptions(q('907').getByRole('combobox', { name: 'pop' }), '2');
  // Ordering by keyboard: 3 goes down twice, the focus staying on its button.
  q('908')
    .getByRole('button', { name: fill(b.moveDown, { text: '3', position: 1 }) })
    .focus();
  await user.keyboard('{Enter}');
  expect(document.activeElement).toBe(q('908').getByRole('button', { name: fill(b.moveDown, { text: '3', position: 2 }) }));
  await user.keyboard('{Enter}');
  await user.type(q('909').getByRole('textbox', { name: fill(b.essayLabel, { number: 9 }) }), 'Hi 👋🏽');
}

const EXPECTED = {
  '902': { choices: [1] },
  '903': { choices: [1, 4] },
  '904': { truth: true },
  '905': { text: 'const' },
  '15-206': { text: '0,3' },
  '907': { matches: { '1': 1, '2': 2 } },
  '908': { order: [1, 2, 3] },
  '909': { text: 'Hi 👋🏽' },
};

describe('answering every kind', () => {
  it('each kind has its labelled control; answers go by key in the save body', async () => {
    const saves = watch('PUT', SAVES);
    const { user, t } = await start();
    const b = enApp.quizBankAnswers;
    // The description is text only, without a number; the own question and 8 bank ones count.
    expect(q('901').getByText(b.information)).toBeVisible();
    expect(q('901').queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('answered')).toHaveTextContent(fill(t.attempt.answered, { answered: 0, total: 10 }));
    await answerAll(user, b, enApp.quizBank.answer.true);
    expect(q('909').getByText('4 of 20000 characters')).toBeVisible();
    expect(
      q('908')
        .getAllByRole('listitem')
        .map((li) => li.textContent?.slice(0, 3)),
    ).toEqual(['1.1', '2.2', '3.3']);

    await act(() => vi.advanceTimersByTimeAsync(800));
    await waitFor(() => expect(saves.at(-1)).toEqual({ attemptNo: 1, answers: {}, others: {}, responses: EXPECTED }));
    expect(screen.getByTestId('answered')).toHaveTextContent(fill(t.attempt.answered, { answered: 8, total: 10 }));
  });

  it('a number with a decimal comma is taken; letters say it is not a number yet', async () => {
    const { user, t } = await start();
    const b = enApp.quizBankAnswers;
    const input = q('15-206').getByRole('textbox', { name: fill(b.numberLabel, { number: 6 }) });
    await user.type(input, '3,5');
    expect(q('15-206').getByText(b.numberHint)).toBeVisible();
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.clear(input);
    await user.type(input, 'abc');
    expect(q('15-206').getByText(b.notANumber)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await settle(t);
  });

  it('a one-from-list question of the bank is one tab stop, arrow keys choose', async () => {
    const { user, t } = await start();
    const first = q('902').getByRole('radio', { name: 'object' });
    await user.click(first);
    await user.keyboard('{ArrowDown}');
    expect(q('902').getByRole('radio', { name: 'null' })).toBeChecked();
    await user.tab();
    expect(q('903').getByRole('checkbox', { name: '0' })).toHaveFocus();
    await settle(t);
  });

  it('a file answer uploads as a task answer does, is sent as fileIds, and can be removed', async () => {
    const saves = watch('PUT', SAVES);
    // jsdom's XHR does not hand msw a multipart body: the upload answers without reading it, noting its kind.
    const kinds: Array<string | null> = [];
    server.use(
      http.post(`${API_PATTERN}/static/upload`, ({ request }) => {
        kinds.push(new URL(request.url).searchParams.get('kind'));
        return HttpResponse.json({ fileId: 7301, link: '/api/static/files/mock-7301.pdf' });
      }),
    );
    const { user, t } = await start('en', false);
    const input = screen.getByTestId('file-answer-input-910');
    await user.upload(input, new File(['%PDF-1.4'], 'diagram.pdf', { type: 'application/pdf' }));
    const link = await q('910').findByRole('link', { name: 'diagram.pdf' }, { timeout: 3000 });
    expect(link).toBeVisible();
    expect(kinds).toEqual(['answer']);
    await waitFor(() => expect(saves.at(-1)?.responses).toEqual({ '910': { fileIds: [7301] } }), { timeout: 3000 });
    await user.click(q('910').getByRole('button', { name: fill(enApp.student.answer.removeFile, { name: 'diagram.pdf' }) }));
    expect(q('910').queryByRole('link')).toBeNull();
    // Clearing the last response is sent too.
    await waitFor(() => expect(saves.at(-1)).toEqual({ attemptNo: 1, answers: {}, others: {}, responses: {} }), { timeout: 3000 });
    await settle(t, false);
  });
});

/** Answers uploads of a file answer only when `release` is called, so the upload stays going until then. */
function holdUploads() {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(`${API_PATTERN}/static/upload`, async () => {
      await gate;
      return HttpResponse.json({ fileId: 7302, link: '/api/static/files/mock-7302.pdf' });
    }),
  );
  return () => release();
}

describe.each(['en', 'ru'] as const)('a file still uploading (%s)', (language) => {
  it('holds Submit back, saying why, until the file is up', async () => {
    const release = holdUploads();
    const { user, t } = await start(language, false);
    const app = language === 'en' ? enApp : ruApp;
    const b = app.quizBankAnswers;
    expect(screen.queryByTestId('uploading-alert')).toBeNull();
    // The file list and its Attach button are the task answer's, in the student's language.
    expect(q('910').getByRole('button', { name: app.student.answer.attach })).toBeVisible();
    expect(q('910').getByText(fill(app.student.answer.filesHelper, { max: 5 }))).toBeVisible();
    await user.upload(screen.getByTestId('file-answer-input-910'), new File(['%PDF-1.4'], 'late.pdf', { type: 'application/pdf' }));
    expect(await screen.findByTestId('uploading-alert')).toHaveTextContent(b.stillUploading);
    expect(screen.getByTestId('submit-test')).toBeDisabled();
    expect(screen.getByTestId('submit-test')).toHaveAccessibleDescription(b.stillUploading);
    // The file going up is listed, cancellable, in the same list as those up.
    expect(q('910').getByRole('button', { name: fill(app.student.answer.cancelUploadNamed, { name: 'late.pdf' }) })).toBeVisible();

    release();
    await q('910').findByRole('link', { name: 'late.pdf' }, { timeout: 3000 });
    expect(q('910').getByRole('button', { name: fill(app.student.answer.removeFile, { name: 'late.pdf' }) })).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('submit-test')).toBeEnabled());
    expect(screen.queryByTestId('uploading-alert')).toBeNull();
    await settle(t, false);
  });
});

describe.each(['en', 'ru'] as const)('an essay over the limit (%s)', (language) => {
  it('shows the count of the limit and why it is not saved; within the limit it is saved again', async () => {
    const saves = watch('PUT', SAVES);
    const { user, t } = await start(language);
    const b = (language === 'en' ? enApp : ruApp).quizBankAnswers;
    const box = q('909').getByRole('textbox', { name: fill(b.essayLabel, { number: 9 }) });
    await user.click(box);
    await user.paste('x'.repeat(20_001));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    const alert = q('909').getByRole('alert');
    expect(alert).toHaveTextContent(fill(b.characterLimit, { count: 20_001, limit: 20_000 }));
    expect(alert).toHaveTextContent(fill(b.essayTooLong, { limit: 20_000 }));
    // The text stays in the box, but the server would refuse it: it is not sent.
    expect(box).toHaveValue('x'.repeat(20_001));
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(saves.some((body) => '909' in ((body.responses as object | undefined) ?? {}))).toBe(false);

    await user.keyboard('{Backspace}');
    expect(box).toHaveAttribute('aria-invalid', 'false');
    expect(q('909').getByText(fill(b.characterLimit, { count: 20_000, limit: 20_000 }))).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(800));
    await waitFor(() => expect(saves.at(-1)?.responses).toEqual({ '909': { text: 'x'.repeat(20_000) } }));
    await settle(t);
  });
});

describe('nothing typed is lost', () => {
  it('offline answers are kept on the device, come back after a reload and are sent then', async () => {
    server.use(http.put(`${API_PATTERN}/lessons/students/tests/502/answers`, () => HttpResponse.error()));
    const { user, remount } = await start();
    await answerAll(user, enApp.quizBankAnswers, enApp.quizBank.answer.true);
    await act(() => vi.advanceTimersByTimeAsync(800));
    await waitFor(() => expect(localCopies()[0]).toMatchObject({ responses: EXPECTED }));

    server.resetHandlers();
    const saves = watch('PUT', SAVES);
    remount();
    await screen.findByTestId('attempt');
    expect(q('902').getByRole('radio', { name: 'object' })).toBeChecked();
    expect(q('905').getByRole('textbox', { name: /5/ })).toHaveValue('const');
    expect(q('15-206').getByRole('textbox', { name: /6/ })).toHaveValue('0,3');
    expect(q('907').getByRole('combobox', { name: 'pop' })).toHaveValue('2');
    expect(q('909').getByRole('textbox', { name: /9/ })).toHaveValue('Hi 👋🏽');
    await waitFor(() => expect(saves.at(-1)).toEqual({ attemptNo: 1, answers: {}, others: {}, responses: EXPECTED }));
  });
});

describe('in Russian', () => {
  it('labels, hints and the character count are Russian', async () => {
    const saves = watch('PUT', SAVES);
    const { user } = await start('ru');
    const b = ruApp.quizBankAnswers;
    expect(q('901').getByText(b.information)).toBeVisible();
    expect(q('904').getByText(b.hint.TRUE_FALSE)).toBeVisible();
    await answerAll(user, b, ruApp.quizBank.answer.true);
    expect(q('909').getByText('4 из 20000 символов')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(800));
    await waitFor(() => expect(saves.at(-1)).toEqual({ attemptNo: 1, answers: {}, others: {}, responses: EXPECTED }));
  });
});
