import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Language } from '../../src/api/constants';
import type { GradingMethod } from '../../src/api/quizAttemptRules';
import { enApp } from '../../src/i18n/en';
import { ruApp } from '../../src/i18n/ru';
import { QuizResults } from '../../src/learning/instructor/quizzes/QuizResults';
import { API_PATTERN } from '../../src/mocks/handlers';
import { answerOf } from '../../src/mocks/quizzes/quizViews';
import { mockStore } from '../../src/mocks/store/mockStore';
import { SECOND_ESSAY, addBankSecondAttempt, addSecondAttempt } from '../../src/mocks/store/quizAttemptsSeed';
import { fill, renderAsInstructor, watchCalls } from './learningQuizzesSetup';
import { server } from './server';

/*
 * The instructor's results of a test sat more than once (issue 17, item 3), against the mock
 * API: the caption names the grading method, the Attempts column counts each student's
 * attempts, a row's points are the grade by the method, the answer dialog switches between
 * attempts, and points given by hand go to the attempt shown and show at once.
 */

afterEach(() => {
  server.events.removeAllListeners();
});

const attemptsOf = (language: Language) => (language === 'ru' ? ruApp : enApp).quizAttempts;
// Every mock attempt finished at 10:12 UTC: 13:12 in Moscow, the school's timezone.
const finishedAt = (language: Language) => (language === 'ru' ? '19.11.2026, 13:12' : '19 Nov 2026, 13:12');
const results = (testId = 501, language: Language = 'en') =>
  renderAsInstructor(<QuizResults testId={testId} maxAttempts={3} />, { language });
// By its place, not its role: an open dialog hides the table from the accessibility tree.
const pointsCell = (studentId: number) => screen.getByTestId(`result-${studentId}`).querySelectorAll('td')[2];

describe.each(['en', 'ru'] as const)('results of a test with attempts (%s)', { timeout: 60_000 }, (language) => {
  const a = attemptsOf(language);

  it('names the method, counts the attempts and shows the AVERAGE of two as the points', async () => {
    // Sofia: 6 of 6, then 2 of 6; Emily one attempt (2 of 6); Екатерина none.
    addSecondAttempt({ method: 'AVERAGE' });
    const { t } = await results(501, language);
    expect(await screen.findByTestId('results-grading-method')).toHaveTextContent(fill(a.results.caption, { method: a.methods.AVERAGE }));
    expect(screen.getByRole('columnheader', { name: a.results.column })).toBeVisible();
    const count = (studentId: number) => within(screen.getByTestId(`result-${studentId}`)).getByTestId('attempts-count');
    expect(count(1)).toHaveTextContent(/^2$/);
    expect(count(4)).toHaveTextContent(/^1$/);
    expect(count(3)).toHaveTextContent(/^0$/);
    expect(pointsCell(1)).toHaveTextContent(fill(t.results.pointsOf, { received: 4, max: 6 }));
    expect(pointsCell(4)).toHaveTextContent(fill(t.results.pointsOf, { received: 2, max: 6 }));
    expect(pointsCell(3)).toHaveTextContent('—');
  });

  it('switches the answer dialog between attempt 1 and attempt 2, each with its own answers', async () => {
    addSecondAttempt({ method: 'AVERAGE' });
    const { user, t } = await results(501, language);
    await user.click(await screen.findByRole('button', { name: fill(t.results.openNamed, { name: 'Sofia Smirnova' }) }));
    const dialog = within(await screen.findByRole('dialog'));
    const option = (n: number, received: number) =>
      fill(a.results.attemptOption, { n, date: finishedAt(language), points: fill(a.score, { received, max: 6 }) });
    // The latest attempt first: 'var' chosen and wrong, 2 of 6.
    const attemptSwitch = await dialog.findByRole('combobox', { name: a.results.attemptSwitch });
    expect(attemptSwitch).toHaveTextContent(option(2, 2));
    expect(dialog.getByTestId('answer-summary')).toHaveTextContent(fill(t.results.pointsOf, { received: 2, max: 6 }));
    expect(within(dialog.getByTestId('question-601')).getByTestId('option-611')).toHaveTextContent(t.review.wrongChosen);

    await user.click(attemptSwitch);
    await user.click(await screen.findByRole('option', { name: option(1, 6) }));
    await waitFor(() => expect(dialog.getByTestId('answer-summary')).toHaveTextContent(fill(t.results.pointsOf, { received: 6, max: 6 })));
    expect(dialog.getByRole('combobox', { name: a.results.attemptSwitch })).toHaveTextContent(option(1, 6));
    expect(within(dialog.getByTestId('question-601')).getByTestId('option-613')).toHaveTextContent(t.review.rightChosen);
    expect(within(dialog.getByTestId('question-601')).getByTestId('option-611')).not.toHaveTextContent(t.review.wrongChosen);

    await user.click(dialog.getByRole('combobox', { name: a.results.attemptSwitch }));
    await user.click(await screen.findByRole('option', { name: option(2, 2) }));
    await waitFor(() => expect(dialog.getByTestId('answer-summary')).toHaveTextContent(fill(t.results.pointsOf, { received: 2, max: 6 })));
    expect(within(dialog.getByTestId('question-601')).getByTestId('option-611')).toHaveTextContent(t.review.wrongChosen);
  });
});

describe('the row follows the grading method', { timeout: 60_000 }, () => {
  it.each([
    ['HIGHEST', 6],
    ['LAST', 2],
    ['FIRST', 6],
    ['AVERAGE', 4],
  ] as Array<[GradingMethod, number]>)('%s of 6 then 2 shows %s of 6', async (method, received) => {
    addSecondAttempt({ method });
    const { t } = await results();
    expect(await screen.findByTestId('results-grading-method')).toHaveTextContent(enApp.quizAttempts.methods[method]);
    expect(pointsCell(1)).toHaveTextContent(fill(t.results.pointsOf, { received, max: 6 }));
  });

  it('keeps the grade of the finished attempts while the next one runs', async () => {
    // Sofia's second attempt has started and holds nothing yet: her grade is still the first's 6 of 6.
    const entry = mockStore.quizzes.find((e) => e.test.testId === 501)!;
    entry.test = { ...entry.test, maxAttempts: 3 };
    entry.attempts.push({ studentId: 1, attemptNo: 2, status: 'IN_PROGRESS', chosen: {}, others: {}, otherPoints: {} });
    const { t } = await results();
    const row = await screen.findByTestId('result-1');
    expect(row).toHaveTextContent(t.status.IN_PROGRESS);
    expect(pointsCell(1)).toHaveTextContent(fill(t.results.pointsOf, { received: 6, max: 6 }));
    expect(row).toHaveTextContent(t.results.passed);
  });
});

describe("one student's answers after another's", { timeout: 60_000 }, () => {
  it("never stand in for the next student's while those load, and the next opens at the latest attempt", async () => {
    addSecondAttempt({ method: 'AVERAGE' });
    // Emily's answers wait until the test lets them go.
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API_PATTERN}/lessons/tests/501/answers/4`, async () => {
        await gate;
        return HttpResponse.json(
          answerOf(
            mockStore.quizzes.find((e) => e.test.testId === 501)!,
            4,
          ),
        );
      }),
    );
    const { user, t } = await results();
    const a = attemptsOf('en');
    const close = () => user.click(within(screen.getByRole('dialog')).getByRole('button', { name: enApp.learning.close }));
    await user.click(await screen.findByRole('button', { name: fill(t.results.openNamed, { name: 'Sofia Smirnova' }) }));
    const sofia = within(await screen.findByRole('dialog'));
    await user.click(await sofia.findByRole('combobox', { name: a.results.attemptSwitch }));
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${a.results.attemptSwitch} 1 `) }));
    await waitFor(() => expect(sofia.getByTestId('answer-summary')).toHaveTextContent(fill(t.results.pointsOf, { received: 6, max: 6 })));
    await close();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: fill(t.results.openNamed, { name: 'Emily Johnson' }) }));
    const emily = within(await screen.findByRole('dialog'));
    expect(emily.getByRole('heading', { name: fill(t.answers.title, { name: 'Emily Johnson' }) })).toBeVisible();
    expect(emily.queryByTestId('answer-summary')).toBeNull();
    expect(emily.queryByTestId('question-601')).toBeNull();
    release();
    expect(await emily.findByTestId('answer-summary')).toHaveTextContent(fill(t.results.pointsOf, { received: 2, max: 6 }));
    expect(within(emily.getByTestId('question-602')).getByTestId('other-602')).toHaveTextContent('symbol');
    await close();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Sofia again: her latest attempt, not the one picked before.
    await user.click(screen.getByRole('button', { name: fill(t.results.openNamed, { name: 'Sofia Smirnova' }) }));
    const again = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(again.getByTestId('answer-summary')).toHaveTextContent(fill(t.results.pointsOf, { received: 2, max: 6 })));
    expect(again.getByRole('combobox', { name: a.results.attemptSwitch })).toHaveTextContent(new RegExp(`^${a.results.attemptSwitch} 2 `));
  });
});

describe('grading by hand on the attempt shown', { timeout: 60_000 }, () => {
  it.each(['en', 'ru'] as const)(
    'an essay of attempt 2 sends attemptNo 2 and shows its points, in the dialog and the row (%s)',
    async (language) => {
      // Test 520 graded by the LAST attempt: the row's points are attempt 2's.
      addBankSecondAttempt('LAST');
      const sent = watchCalls('PUT', '/api/lessons/tests/520/answers/1/other');
      const { user, t } = await results(520, language);
      const b = (language === 'ru' ? ruApp : enApp).quizBank;
      await screen.findByTestId('result-1');
      const before = pointsCell(1).textContent ?? '';
      await user.click(screen.getByRole('button', { name: fill(t.results.openNamed, { name: 'Sofia Smirnova' }) }));
      const dialog = within(await screen.findByRole('dialog'));
      const essay = await dialog.findByTestId('review-7801');
      expect(essay).toHaveTextContent(SECOND_ESSAY);
      const summary = dialog.getByTestId('answer-summary').textContent;
      expect(summary).toContain(before);

      const form = within(dialog.getByTestId('grade-other-7801'));
      await user.click(form.getByRole('textbox', { name: b.answer.gradeLabel }));
      await user.paste('4');
      await user.click(form.getByRole('button', { name: t.grade.give }));
      await waitFor(() => expect(sent).toEqual([{ attemptNo: 2, questionKey: '7801', points: 4 }]));
      expect(await form.findByRole('button', { name: t.grade.change })).toBeVisible();
      expect(dialog.getByTestId('review-points-7801')).toHaveTextContent(fill(b.answer.points, { received: 4, max: 5 }));
      // The attempt's total grew by 4, and the row behind the dialog (LAST) shows it too.
      const [received, max] = before.match(/[\d.,]+/g)!.map((n) => Number(n.replace(',', '.')));
      const after = fill(t.results.pointsOf, { received: received + 4, max });
      await waitFor(() => expect(dialog.getByTestId('answer-summary')).toHaveTextContent(after));
      await waitFor(() => expect(pointsCell(1)).toHaveTextContent(after));
      // Attempt 1 keeps its own essay, still waiting for points.
      await user.click(dialog.getByRole('combobox', { name: attemptsOf(language).results.attemptSwitch }));
      await user.click(
        await screen.findByRole('option', { name: new RegExp(`^${fill(attemptsOf(language).results.attemptSwitch, {})} 1 `) }),
      );
      await waitFor(() => expect(dialog.getByTestId('review-7801')).not.toHaveTextContent(SECOND_ESSAY));
      expect(within(dialog.getByTestId('grade-other-7801')).getByRole('button', { name: t.grade.give })).toBeVisible();
      expect(sent).toHaveLength(1);
    },
  );
});
