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
    expect(q('909').getByText('4 characters')).toBeVisible();
    expect(
      q('908')
        .getAllByRole('listitem')
        .map((li) => li.textContent?.slice(0, 3)),
    ).toEqual(['1.1', '2.2', '3.3']);

    await act(() => vi.advanceTimersByTimeAsync(800));
    await waitFor(() => expect(saves.at(-1)).toEqual({ answers: {}, others: {}, responses: EXPECTED }));
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
    await waitFor(() => expect(saves.at(-1)).toEqual({ answers: {}, others: {}, responses: {} }), { timeout: 3000 });
    await settle(t, false);
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
    await waitFor(() => expect(saves.at(-1)).toEqual({ answers: {}, others: {}, responses: EXPECTED }));
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
    expect(q('909').getByText('4 символа')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(800));
    await waitFor(() => expect(saves.at(-1)).toEqual({ answers: {}, others: {}, responses: EXPECTED }));
  });
});
