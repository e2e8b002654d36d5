import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { QuizAttemptRules } from '../../src/api/quizAttemptRules';
import { enApp } from '../../src/i18n/en';
import { ruApp } from '../../src/i18n/ru';
import { demoStudent } from '../../src/mocks/store/demoCallers';
import { mockStore } from '../../src/mocks/store/mockStore';
import { notices } from '../../src/shell/notices';
import { server } from './server';
import { plural } from './learningQuizzesSetup';
import { OPEN_TEST, fill, renderStudent, watch } from './studentQuizzesSetup';

/*
 * Several attempts at a test (issue 17, item 3) as the student sees them: the next attempt
 * starts with its number and nothing of the last one, the list of attempts with their points,
 * the grade by the method, and why no next attempt can start (a wait ends by itself).
 */

afterEach(() => {
  server.events.removeAllListeners();
  notices.clear();
  vi.useRealTimers();
});

const RIGHT = 'undefined';
const WRONG = 'null';

function rules(changes: Partial<QuizAttemptRules>) {
  const entry = mockStore.quizzes.find((e) => e.test.testId === 502)!;
  entry.test = { ...entry.test, ...changes };
}

async function sit(user: Awaited<ReturnType<typeof renderStudent>>['user'], option: string, startId = 'start-test') {
  await user.click(await screen.findByTestId(startId));
  await user.click(await screen.findByRole('radio', { name: option }));
  await user.click(screen.getByTestId('submit-test'));
  await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-submit'));
  await screen.findByTestId('test-finished');
}

describe.each(['en', 'ru'] as const)('attempts at a test, in %s', (language) => {
  const a = (language === 'ru' ? ruApp : enApp).quizAttempts;

  it('sits again: attempt 2 starts empty with its number, and the grade is the average', async () => {
    rules({ maxAttempts: 3, gradingMethod: 'AVERAGE' });
    const starts = watch('POST', /\/tests\/502\/start$/);
    const passes = watch('POST', /\/tests\/pass$/);
    const { user } = await renderStudent(OPEN_TEST, { language });
    // Before the first: the rules as they apply, and while it runs which attempt it is.
    expect(await screen.findByTestId('start-attempt-rules')).toHaveTextContent(
      `${fill(a.student.method, { method: a.methods.AVERAGE })} · ${plural(a.student.allowed, 3, language)}`,
    );
    await user.click(screen.getByTestId('start-test'));
    expect(await screen.findByTestId('attempt-of')).toHaveTextContent(fill(a.student.attemptOf, { k: 1, n: 3 }));
    await user.click(await screen.findByRole('radio', { name: RIGHT }));
    await user.click(screen.getByTestId('submit-test'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-submit'));
    await screen.findByTestId('test-finished');
    const panel = await screen.findByTestId('attempts-panel');
    expect(within(panel).getByTestId('attempts-method')).toHaveTextContent(a.methods.AVERAGE);
    await user.click(await within(panel).findByTestId('start-next-attempt'));
    await waitFor(() => expect(starts.at(-1)).toEqual({ attemptNo: 2 }));
    await waitFor(() => expect(screen.getByTestId('attempt-of')).toHaveTextContent(fill(a.student.attemptOf, { k: 2, n: 3 })));
    // Nothing of attempt 1 is chosen in attempt 2.
    const radios = await screen.findAllByRole('radio');
    radios.forEach((radio) => expect(radio).not.toBeChecked());
    await user.click(screen.getByRole('radio', { name: WRONG }));
    await user.click(screen.getByTestId('submit-test'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-submit'));
    await waitFor(() => expect(passes.at(-1)).toMatchObject({ attemptNo: 2 }));
    const list = await screen.findByTestId('attempts-list');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2));
    // (2 + 0) / 2 = 1 of 2.
    expect(await screen.findByTestId('attempts-grade')).toHaveTextContent(language === 'en' ? '1 of 2' : '1 из 2');
    expect(screen.getByTestId('start-next-attempt')).toHaveTextContent(fill(a.student.sitAgain, { n: 3 }));
  });

  it('a test sat once numbers nothing: no rules line before the start, no attempt chip during it', async () => {
    rules({ maxAttempts: 1 });
    const { user } = await renderStudent(OPEN_TEST, { language });
    await user.click(await screen.findByTestId('start-test'));
    await screen.findByRole('radio', { name: RIGHT });
    expect(screen.queryByTestId('attempt-of')).toBeNull();
    expect(screen.queryByTestId('start-attempt-rules')).toBeNull();
  });

  it("counts the student's own allowance: 2 allowed plus 1 extra says 3", async () => {
    rules({ maxAttempts: 2 });
    const entry = mockStore.quizzes.find((e) => e.test.testId === 502)!;
    const student = demoStudent()!;
    entry.accommodations = [
      { studentId: student.studentId, studentFullName: 'Demo', extraTimePercent: 0, opensAt: null, closesAt: null, extraAttempts: 1 },
    ];
    const { user } = await renderStudent(OPEN_TEST, { language });
    await sit(user, RIGHT);
    const method = await screen.findByTestId('attempts-method');
    expect(method).toHaveTextContent(plural(a.student.allowed, 3, language));
    expect(method).not.toHaveTextContent(plural(a.student.allowed, 2, language));
  });

  it('NO_ATTEMPTS_LEFT: after the last allowed attempt there is no button, and says why', async () => {
    rules({ maxAttempts: 2 });
    const { user } = await renderStudent(OPEN_TEST, { language });
    await sit(user, RIGHT);
    await user.click(await screen.findByTestId('start-next-attempt'));
    await user.click(await screen.findByRole('radio', { name: RIGHT }));
    await user.click(screen.getByTestId('submit-test'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-submit'));
    await waitFor(() => expect(screen.getByTestId('next-attempt-blocked')).toHaveTextContent(a.student.blocked.NO_ATTEMPTS_LEFT));
    expect(screen.queryByTestId('start-next-attempt')).toBeNull();
  });

  it('WAIT: says when the next attempt may start, and offers it once that time passes', async () => {
    rules({ maxAttempts: null, attemptWaitMinutes: 30 });
    const { user } = await renderStudent(OPEN_TEST, { language, fake: true });
    await sit(user, RIGHT);
    const waitWords = fill(a.student.blocked.WAIT, { time: '' }).trim().replace(/\.$/, '');
    await waitFor(() => expect(screen.getByTestId('next-attempt-blocked')).toHaveTextContent(waitWords));
    expect(screen.queryByTestId('start-next-attempt')).toBeNull();
    await act(async () => {
      vi.setSystemTime(Date.now() + 31 * 60_000);
      await vi.advanceTimersByTimeAsync(31 * 60_000);
    });
    expect(await screen.findByTestId('start-next-attempt')).toBeEnabled();
  });
});
