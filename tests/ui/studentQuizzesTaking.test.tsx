import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_PATTERN, errorResponse } from '../../src/mocks/handlers';
import { buildStudentAttempt, buildStudentQuiz } from '../../src/mocks/builders/studentQuizBuilders';
import { buildQuiz, buildQuizQuestion } from '../../src/mocks/builders/quizBuilders';
import { server } from './server';
import { BLOCKED_TEST, FINISHED_TEST, fill, localCopies, OPEN_TEST, renderStudent, watch } from './studentQuizzesSetup';

/*
 * The student's test screen (issue 5) against the mock API: start, answers saved as they
 * change, kept on the device when the network is gone and after a reload, one submission, the
 * result, the time running out, and the server's clock rather than the browser's.
 */

afterEach(() => server.events.removeAllListeners());

const SAVES = /\/api\/lessons\/students\/tests\/502\/answers$/;
const PASS = /\/api\/lessons\/students\/tests\/pass$/;
const START = /\/api\/lessons\/students\/tests\/502\/start$/;
const networkDown = () => http.put(`${API_PATTERN}/lessons/students/tests/502/answers`, () => HttpResponse.error());

async function startTest(user: Awaited<ReturnType<typeof renderStudent>>['user']) {
  await user.click(await screen.findByTestId('start-test'));
  await screen.findByTestId('attempt');
}

const saveState = () => screen.getByTestId('save-status');

describe('before the attempt', () => {
  it("shows the instructor's message, the time limit, the questions and the maximum; Start begins the attempt on the server", async () => {
    const starts = watch('POST', START);
    const { user, t } = await renderStudent(OPEN_TEST);
    expect(await screen.findByRole('heading', { level: 1, name: 'Functions and scope' })).toBeVisible();
    const intro = screen.getByTestId('test-start');
    expect(within(intro).getByTestId('test-message')).toHaveTextContent(
      'Read each question carefully: the second one may have several right answers.',
    );
    expect(within(intro).getByText('Time: 01:30')).toBeVisible();
    expect(within(intro).getByText('1 question')).toBeVisible();
    expect(within(intro).getByText('2 points')).toBeVisible();
    // No question is readable before the clock runs.
    expect(screen.queryByRole('radio')).toBeNull();

    await user.click(screen.getByRole('button', { name: t.start.button }));
    expect(await screen.findByRole('radio', { name: 'undefined' })).toBeInTheDocument();
    expect(starts).toHaveLength(1);
    expect(screen.getByRole('timer')).toHaveTextContent(/^1:(30:00|29:5\d)$/);
    expect(saveState()).toHaveTextContent(t.attempt.save.saved);
    expect(screen.getByTestId('answered')).toHaveTextContent(fill(t.attempt.answered, { answered: 0, total: 1 }));
  });

  it('a blocked test says it cannot be started, and a start the server refuses shows its 403 message', async () => {
    const { t } = await renderStudent(BLOCKED_TEST);
    expect(await screen.findByTestId('test-blocked')).toHaveTextContent(t.start.inactive);
    expect(screen.getByTestId('start-test')).toBeDisabled();
  });

  it("a test blocked after the page opened: Start shows the server's message", async () => {
    server.use(
      http.post(`${API_PATTERN}/lessons/students/tests/502/start`, ({ request }) => errorResponse(request, 403, 'quizzes.inactive')),
    );
    const { user } = await renderStudent(OPEN_TEST);
    await user.click(await screen.findByTestId('start-test'));
    expect(await screen.findByText('Answers to this test are blocked.')).toBeVisible();
  });
});

describe('during the attempt', () => {
  it('saves the answers as they change, 800 ms after the last change, with a visible state', async () => {
    const saves = watch('PUT', SAVES);
    const { user, t } = await renderStudent(OPEN_TEST, { fake: true });
    await startTest(user);
    await user.click(screen.getByRole('radio', { name: 'null' }));
    await user.click(screen.getByRole('radio', { name: 'undefined' }));
    expect(saveState()).toHaveTextContent(t.attempt.save.saving);
    expect(saves).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(800));
    await waitFor(() => expect(saves).toEqual([{ attemptNo: 1, answers: { '651': [662] }, others: {} }]));
    await waitFor(() => expect(saveState()).toHaveAttribute('data-state', 'saved'));
    expect(saveState()).toHaveTextContent(/^Saved at \d\d:\d\d:\d\d$/);
    expect(screen.getByTestId('answered')).toHaveTextContent(fill(t.attempt.answered, { answered: 1, total: 1 }));
  });

  it('offline: says so, keeps the answers on the device, and saves them when the network is back', async () => {
    const saves = watch('PUT', SAVES);
    const { user, t } = await renderStudent(OPEN_TEST, { fake: true });
    await startTest(user);
    server.use(networkDown());
    await user.click(screen.getByRole('radio', { name: 'undefined' }));
    await act(() => vi.advanceTimersByTimeAsync(800));

    await waitFor(() => expect(saveState()).toHaveTextContent(t.attempt.save.offline));
    expect(screen.getByTestId('offline-alert')).toHaveTextContent(t.attempt.wentOffline);
    expect(screen.getByTestId('attempt-announcement')).toHaveTextContent(t.attempt.wentOffline);
    expect(localCopies()).toEqual([expect.objectContaining({ answers: { '651': [662] }, pending: { '651': expect.any(Number) } })]);

    // Still offline at the first retry: nothing lost, still said.
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(saves.length).toBeGreaterThanOrEqual(2);
    expect(saveState()).toHaveTextContent(t.attempt.save.offline);

    server.resetHandlers();
    await act(() => vi.advanceTimersByTimeAsync(2_200));
    await waitFor(() => expect(saveState()).toHaveAttribute('data-state', 'saved'));
    expect(screen.getByTestId('online-alert')).toHaveTextContent(t.attempt.backOnline);
    expect(saves.at(-1)).toEqual({ attemptNo: 1, answers: { '651': [662] }, others: {} });
    expect(localCopies()[0].pending).toEqual({});
  });

  it('a reload (here a remount) comes back to the same attempt with every answer, and sends what only the device had', async () => {
    const saves = watch('PUT', SAVES);
    const starts = watch('POST', START);
    const { user, remount } = await renderStudent(OPEN_TEST, { fake: true });
    await startTest(user);
    server.use(networkDown());
    await user.click(screen.getByRole('radio', { name: 'undefined' }));
    // Closed before the save could get through: only the device has the answer.
    await act(() => vi.advanceTimersByTimeAsync(100));
    server.resetHandlers();
    saves.length = 0;

    remount();
    expect(await screen.findByRole('radio', { name: 'undefined' })).toBeChecked();
    expect(starts).toHaveLength(1);
    // Sent by the page as it went (the change waiting for its pause) and by the page as it came back.
    await waitFor(() => expect(saves.length).toBeGreaterThan(0));
    expect(saves.every((body) => JSON.stringify(body) === JSON.stringify({ attemptNo: 1, answers: { '651': [662] }, others: {} }))).toBe(
      true,
    );
    await waitFor(() => expect(saveState()).toHaveAttribute('data-state', 'saved'));
  });

  it('counts down from the deadline by the server’s clock, not the browser’s', async () => {
    const serverNow = Date.now() + 3_600_000; // The browser is an hour behind.
    const test = buildQuiz({
      testId: 502,
      name: 'Functions and scope',
      timeToTakeTheTest: '00:15:00',
      questions: [buildQuizQuestion({ questionId: 651 })],
    });
    const attempt = buildStudentAttempt(test, { startedAt: new Date(serverNow - 10 * 60_000).toISOString() });
    server.use(
      http.get(`${API_PATTERN}/lessons/students/tests/502`, () =>
        HttpResponse.json(buildStudentQuiz(test, attempt, { serverNow: new Date(serverNow).toISOString() })),
      ),
    );
    await renderStudent(OPEN_TEST);
    // 15 minutes from a start 10 minutes ago (server time): 5 minutes left, never 1:05:00.
    expect(await screen.findByRole('timer')).toHaveTextContent(/^0(5:00|4:5\d)$/);
  });

  it('below a minute it warns; when the time is up the answers are submitted as they are', async () => {
    const passes = watch('POST', PASS);
    const { user, t } = await renderStudent(OPEN_TEST, { fake: true });
    await startTest(user);
    await user.click(screen.getByRole('radio', { name: 'undefined' }));
    await act(async () => {
      vi.setSystemTime(Date.now() + 89 * 60_000 + 30_000);
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(await screen.findByTestId('time-alert')).toHaveTextContent(t.attempt.almostUp);
    expect(screen.getByTestId('countdown')).toHaveAttribute('data-warning', 'true');

    await act(async () => {
      vi.setSystemTime(Date.now() + 31_000);
      await vi.advanceTimersByTimeAsync(300);
    });
    await waitFor(() => expect(passes).toHaveLength(1));
    expect(passes[0]).toMatchObject({ testId: 502, testTime: '01:30', answers: { '651': [662] } });
    expect(screen.queryByRole('dialog')).toBeNull();
    // It says the time ran out and the answers went, not that the test was passed.
    expect(await screen.findByTestId('finished-message')).toHaveTextContent(t.result.timeUpSubmittedMessage);
    expect(screen.getByTestId('test-score')).toHaveTextContent('2 of 2');
  });
});

describe('submitting', () => {
  it('asks to confirm, sends exactly once, then shows the message, X of Y and the answers', async () => {
    const passes = watch('POST', PASS);
    const { user, t } = await renderStudent(OPEN_TEST);
    await startTest(user);
    await user.click(screen.getByRole('radio', { name: 'undefined' }));
    await user.click(screen.getByTestId('submit-test'));
    const dialog = await screen.findByRole('dialog', { name: t.attempt.confirmTitle });
    expect(dialog).toHaveTextContent(fill(t.attempt.confirmText, { answered: 1, total: 1 }));
    // The least harmful choice has the focus.
    expect(within(dialog).getByRole('button', { name: t.attempt.keepAnswering })).toHaveFocus();
    await user.dblClick(within(dialog).getByTestId('confirm-submit'));

    expect(await screen.findByTestId('finished-message')).toHaveTextContent('Test submitted! Wait for the results.');
    expect(passes).toHaveLength(1);
    expect(passes[0]).toMatchObject({ testId: 502, testTime: '00:00', answers: { '651': [662] }, others: {} });
    expect(screen.getByTestId('test-score')).toHaveTextContent('2 of 2');
    expect(screen.getByTestId('test-passed')).toHaveTextContent(t.result.passed);
    // The banner above said it once, with the server's words: no notice repeats it.
    expect(screen.queryByTestId('notice-success')).toBeNull();
    // The answers come back with the correct ones, now that the attempt is finished.
    expect(await screen.findByText(t.quizzes.review.rightChosen)).toBeVisible();
    expect(localCopies()).toEqual([]);
  });

  it('the unanswered questions are pointed out before submitting', async () => {
    const { user, t } = await renderStudent(OPEN_TEST);
    await startTest(user);
    await user.click(screen.getByTestId('submit-test'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(fill(t.attempt.confirmUnanswered.split(' |||| ')[0], { smart_count: 1 }));
    await user.click(within(dialog).getByRole('button', { name: t.attempt.keepAnswering }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('submit-test')).toBeEnabled();
  });

  it('a finished test shows its result and the answers, with the correct ones', async () => {
    const { t } = await renderStudent(FINISHED_TEST);
    expect(await screen.findByTestId('finished-message')).toHaveTextContent(t.result.submittedMessage);
    expect(screen.getByTestId('test-score')).toHaveTextContent('6 of 6');
    expect(screen.getByTestId('test-passed')).toHaveTextContent(t.result.passed);
    expect(await screen.findByText(t.result.timeSpent.replace('%{time}', '00:12:00'))).toBeVisible();
    expect(screen.getAllByText(t.quizzes.review.rightChosen).length).toBeGreaterThan(0);
    // What they left out is said to them, not about a student.
    const other = within(screen.getByTestId('question-602')).getByTestId('other-602');
    expect(other).toHaveTextContent(t.quizzes.review.noOtherOwn);
    expect(other).not.toHaveTextContent(t.quizzes.review.noOther);
  });
});

describe('in Russian', () => {
  it('the success message, X из Y, and the offline state', async () => {
    const { user, t } = await renderStudent(OPEN_TEST, { language: 'ru', fake: true });
    expect(await screen.findByRole('button', { name: 'Начать тест' })).toBeVisible();
    await startTest(user);
    server.use(networkDown());
    await user.click(screen.getByRole('radio', { name: 'undefined' }));
    await act(() => vi.advanceTimersByTimeAsync(800));
    await waitFor(() => expect(saveState()).toHaveTextContent('Нет сети — ответы сохранены на этом устройстве'));
    expect(screen.getByTestId('offline-alert')).toHaveTextContent(t.attempt.wentOffline);
    server.resetHandlers();

    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отправить тест?' });
    await user.click(within(dialog).getByTestId('confirm-submit'));
    expect(await screen.findByTestId('finished-message')).toHaveTextContent('Тест пройден! Ожидайте результатов!');
    expect(screen.getByTestId('test-score')).toHaveTextContent('2 из 2');
    expect(screen.getByTestId('test-passed')).toHaveTextContent('Сдан');
  });

  it('time left is told in Russian plural forms', async () => {
    const { user } = await renderStudent(OPEN_TEST, { language: 'ru' });
    await startTest(user);
    expect(screen.getByTestId('countdown-announcement')).toHaveTextContent(/^Осталось (90|89) минут$/);
  });
});
