import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_PATTERN } from '../../src/mocks/handlers';
import { buildStudentAttempt, buildStudentQuiz } from '../../src/mocks/builders/studentQuizBuilders';
import { buildQuiz, buildQuizQuestion } from '../../src/mocks/builders/quizBuilders';
import { notices } from '../../src/shell/notices';
import { server } from './server';
import { OPEN_TEST, renderStudent, watch } from './studentQuizzesSetup';

/*
 * The banner over a finished test never contradicts its result: it says the test was submitted
 * (SPEC §8's 'Тест пройден! Ожидайте результатов!' means taken, not passed), or that the time
 * ran out and the answers went, in a neutral notice, never a green 'passed' over 'Not passed'.
 */

afterEach(() => {
  server.events.removeAllListeners();
  notices.clear();
});

const PASS = /\/api\/lessons\/students\/tests\/pass$/;
const WRONG = 'null';

/** The banner is a neutral notice: MUI's info colours, nothing of success. */
function expectNeutral(banner: HTMLElement) {
  expect(banner.className).toMatch(/Info/);
  expect(banner.className).not.toMatch(/[Ss]uccess/);
}

/** The finished view's banner alone says the test went: a toast repeating it said it twice. */
function expectNoNotice() {
  expect(screen.queryByTestId('notice-info')).toBeNull();
  expect(screen.queryByTestId('notice-success')).toBeNull();
}

describe.each(['en', 'ru'] as const)('a test that is not passed, in %s', (language) => {
  it('submitted by the student: "submitted, wait for the results", neutral, over "Not passed"', async () => {
    const { user, t } = await renderStudent(OPEN_TEST, { language });
    await user.click(await screen.findByTestId('start-test'));
    await user.click(await screen.findByRole('radio', { name: WRONG }));
    await user.click(screen.getByTestId('submit-test'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-submit'));

    const banner = await screen.findByTestId('finished-message');
    expect(banner).toHaveTextContent(language === 'en' ? 'Test submitted! Wait for the results.' : 'Тест пройден! Ожидайте результатов!');
    expect(banner).not.toHaveTextContent(/passed!/i);
    expectNeutral(banner);
    expect(screen.getByTestId('test-score')).toHaveTextContent(language === 'en' ? '0 of 2' : '0 из 2');
    expect(screen.getByTestId('test-passed')).toHaveTextContent(t.result.notPassed);
    // The banner says it once: no notice pops up repeating it (green or not).
    expectNoNotice();
  });

  it('sent by itself when the time ran out: says the time ran out and the answers were submitted', async () => {
    const passes = watch('POST', PASS);
    const { user, t } = await renderStudent(OPEN_TEST, { language, fake: true });
    await user.click(await screen.findByTestId('start-test'));
    await user.click(await screen.findByRole('radio', { name: WRONG }));
    await act(async () => {
      vi.setSystemTime(Date.now() + 90 * 60_000 + 1_000);
      await vi.advanceTimersByTimeAsync(300);
    });
    await waitFor(() => expect(passes).toHaveLength(1));

    const banner = await screen.findByTestId('finished-message');
    expect(banner).toHaveTextContent(t.result.timeUpSubmittedMessage);
    expect(banner).toHaveTextContent(
      language === 'en' ? /^Time ran out: your answers were submitted/ : /^Время вышло: ваши ответы отправлены/,
    );
    expectNeutral(banner);
    expect(screen.getByTestId('test-passed')).toHaveTextContent(t.result.notPassed);
    expectNoNotice();
  });

  it('closed by the server when the time ran out: says so, with the saved answers submitted', async () => {
    const test = buildQuiz({ testId: 502, name: 'Functions and scope', questions: [buildQuizQuestion({ questionId: 651 })] });
    const startedAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const attempt = buildStudentAttempt(test, {
      startedAt,
      status: 'TIME_UP',
      submittedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      result: { pointsReceived: 0, maxPoints: 2, passed: false, awaitingReview: false },
    });
    server.use(http.get(`${API_PATTERN}/lessons/students/tests/502`, () => HttpResponse.json(buildStudentQuiz(test, attempt))));
    const { t } = await renderStudent(OPEN_TEST, { language });

    const banner = await screen.findByTestId('finished-message');
    expect(banner).toHaveTextContent(t.result.timeUpMessage);
    expect(banner).toHaveTextContent(language === 'en' ? /^Time ran out: .* were submitted/ : /^Время вышло: отправлены/);
    expectNeutral(banner);
    expect(screen.getByTestId('test-passed')).toHaveTextContent(t.result.notPassed);
  });
});

describe('a test that is passed', () => {
  it('keeps the same neutral banner; the result card alone says "Passed"', async () => {
    const { user, t } = await renderStudent(OPEN_TEST);
    await user.click(await screen.findByTestId('start-test'));
    await user.click(await screen.findByRole('radio', { name: 'undefined' }));
    await user.click(screen.getByTestId('submit-test'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-submit'));
    const banner = await screen.findByTestId('finished-message');
    expect(banner).toHaveTextContent('Test submitted! Wait for the results.');
    expectNeutral(banner);
    expect(screen.getByTestId('test-passed')).toHaveTextContent(t.result.passed);
  });
});
