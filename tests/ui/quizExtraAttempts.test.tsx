import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AccommodationDto } from '../../src/api/quizWindow';
import { enApp } from '../../src/i18n/en';
import { ruApp } from '../../src/i18n/ru';
import { QuizzesPanel } from '../../src/learning/instructor/quizzes/QuizzesPanel';
import { buildLessonDetail } from '../../src/mocks/builders/learningBuilders';
import { demoStudent } from '../../src/mocks/store/demoCallers';
import { mockStore } from '../../src/mocks/store/mockStore';
import { notices } from '../../src/shell/notices';
import { fill, plural, renderAsInstructor, watchCalls } from './learningQuizzesSetup';
import { server } from './server';
import { OPEN_TEST, renderStudent } from './studentQuizzesSetup';

/*
 * Extra attempts as an accommodation (issue 17), against the mock API: the instructor's dialog
 * checks and sends them, the list shows them, and the field is off with a note while the test is
 * unlimited; a student with +1 on a one-attempt test is offered attempt 2 and then no more.
 */

afterEach(() => {
  server.events.removeAllListeners();
  notices.clear();
  vi.useRealTimers();
});

const quizEntry = (testId: number) => mockStore.quizzes.find((e) => e.test.testId === testId)!;

describe('extra attempts in the accommodation dialog', { timeout: 60_000 }, () => {
  const lesson = buildLessonDetail({ id: 11, courseId: 1, lessonName: 'Introduction to JavaScript' });
  const results = (language: 'en' | 'ru' = 'en') =>
    renderAsInstructor(<QuizzesPanel courseId={1} lesson={lesson} />, { route: '/?tab=tests&test=501&view=results', language });

  it.each(['en', 'ru'] as const)('refuses a bad number, sends a good one, and the list shows it (%s)', async (language) => {
    quizEntry(501).test.maxAttempts = 1;
    const puts = watchCalls('PUT', '/api/lessons/tests/501/accommodations/1');
    const { user, t } = await results(language);
    const table = await screen.findByTestId('test-results');
    await user.click(await within(table).findByRole('button', { name: fill(t.accommodations.actionNamed, { name: 'Sofia Smirnova' }) }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: t.accommodations.extraAttempts });
    expect(field).toHaveValue('0');
    expect(field).toBeEnabled();
    expect(within(dialog).getByText(plural(t.accommodations.extraAttemptsHelper, 1, language, { max: 100 }))).toBeVisible();
    const save = within(dialog).getByRole('button', { name: language === 'ru' ? 'Сохранить' : 'Save' });
    for (const bad of ['101', '1.5', '-1']) {
      await user.clear(field);
      await user.paste(bad);
      await user.click(save);
      expect(await within(dialog).findByText(fill(t.accommodations.extraAttemptsInvalid, { max: 100 }))).toBeVisible();
    }
    expect(puts).toEqual([]);
    await user.clear(field);
    await user.paste('2');
    await user.click(save);
    await waitFor(() => expect(puts).toEqual([{ extraTimePercent: 0, extraAttempts: 2, opensAt: null, closesAt: null }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = screen.getByTestId('test-accommodations');
    expect(await within(list).findByTestId('extra-attempts-chip')).toHaveTextContent(plural(t.accommodations.attemptsChip, 2, language));
    // No extra time: no time chip beside it.
    expect(within(list).queryByTestId('accommodation-chip')).toBeNull();
    // The student's row of the results says it too.
    const row = await screen.findByTestId('result-1');
    expect(await within(row).findByTestId('extra-attempts-chip')).toHaveTextContent(plural(t.accommodations.attemptsChip, 2, language));
    expect(quizEntry(501).accommodations?.map((a) => a.extraAttempts)).toEqual([2]);
  });

  it('is off with a note while the test allows unlimited attempts', async () => {
    quizEntry(501).test.maxAttempts = null;
    const { user, t } = await results();
    const table = await screen.findByTestId('test-results');
    await user.click(await within(table).findByRole('button', { name: fill(t.accommodations.actionNamed, { name: 'Sofia Smirnova' }) }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: t.accommodations.extraAttempts })).toBeDisabled();
    expect(within(dialog).getByText(t.accommodations.extraAttemptsUnlimited)).toBeVisible();
  });
});

describe.each(['en', 'ru'] as const)("the student's attempts with extra attempts, in %s", (language) => {
  const a = (language === 'ru' ? ruApp : enApp).quizAttempts;
  const accommodate = (extraAttempts: number) => {
    const student = demoStudent()!;
    const own: AccommodationDto = {
      studentId: student.studentId,
      studentFullName: 'Demo',
      extraTimePercent: 0,
      opensAt: null,
      closesAt: null,
      extraAttempts,
    };
    quizEntry(502).accommodations = [own];
  };
  const sit = async (user: Awaited<ReturnType<typeof renderStudent>>['user'], startId: string) => {
    await user.click(await screen.findByTestId(startId));
    await user.click(await screen.findByRole('radio', { name: 'undefined' }));
    await user.click(screen.getByTestId('submit-test'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-submit'));
    await screen.findByTestId('test-finished');
  };

  it('+1 on a one-attempt test: attempt 2 is offered, then none is left', async () => {
    quizEntry(502).test.maxAttempts = 1;
    accommodate(1);
    const { user } = await renderStudent(OPEN_TEST, { language });
    await sit(user, 'start-test');
    const panel = await screen.findByTestId('attempts-panel');
    expect(await within(panel).findByTestId('start-next-attempt')).toHaveTextContent(fill(a.student.sitAgain, { n: 2 }));
    await sit(user, 'start-next-attempt');
    await waitFor(() => expect(screen.getByTestId('next-attempt-blocked')).toHaveTextContent(a.student.blocked.NO_ATTEMPTS_LEFT));
    expect(screen.queryByTestId('start-next-attempt')).toBeNull();
  });

  it('without extra attempts, a one-attempt test offers no second one', async () => {
    quizEntry(502).test.maxAttempts = 1;
    accommodate(0);
    const { user } = await renderStudent(OPEN_TEST, { language });
    await sit(user, 'start-test');
    expect(screen.queryByTestId('attempts-panel')).toBeNull();
    expect(screen.queryByTestId('start-next-attempt')).toBeNull();
  });
});
