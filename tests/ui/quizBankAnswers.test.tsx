import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Language } from '../../src/api/constants';
import { enApp } from '../../src/i18n/en';
import { ruApp } from '../../src/i18n/ru';
import { StudentAnswerDialog } from '../../src/learning/instructor/quizzes/StudentAnswerDialog';
import { addBankQuiz } from '../../src/mocks/store/bankQuizSeed';
import { fill, renderAsInstructor, watchCalls } from './learningQuizzesSetup';
import { server } from './server';

/*
 * One student's answers to a test with bank questions (issue 17), as the instructor reads them
 * from the mock API (test 520 of src/mocks/store/bankQuizSeed.ts): the response and the right answer
 * of every kind, the attached file's download link, and the points for an essay given by hand.
 */

beforeEach(addBankQuiz);

afterEach(() => {
  server.events.removeAllListeners();
});

const bankOf = (language: Language) => (language === 'ru' ? ruApp : enApp).quizBank;
const dialogOf = (
  <StudentAnswerDialog testId={520} student={{ studentId: 1, studentFullName: 'Sofia Smirnova' }} onClose={() => undefined} />
);

describe("a student's answers with bank questions", { timeout: 60_000 }, () => {
  it.each(['en', 'ru'] as const)('shows the response and the right answer of every kind (%s)', async (language) => {
    await renderAsInstructor(dialogOf, { language });
    const b = bankOf(language);
    const one = await screen.findByTestId('review-7810-9001');
    expect(one).toHaveTextContent(b.answer.rightAnswer);
    expect(one).toHaveTextContent('const');
    expect(one).toHaveTextContent('const prevents reassignment, not mutation.');
    expect(screen.getByTestId('review-7810-9002')).toHaveTextContent('Объект — не примитив.');
    expect(screen.getByTestId('review-7811-9003')).toHaveTextContent(b.answer.true);
    expect(screen.getByTestId('review-7811-9004')).toHaveTextContent('Array.prototype.map');
    expect(screen.getByTestId('review-7811-9005')).toHaveTextContent('4');
    const matching = screen.getByTestId('review-7812-9006');
    expect(matching).toHaveTextContent(fill(b.answer.matchRow, { left: '??', right: 'bitwise shift' }));
    expect(matching).toHaveTextContent(fill(b.answer.matchRow, { left: '??', right: 'nullish coalescing' }));
    const ordering = within(screen.getByTestId('review-7812-9007')).getAllByRole('list');
    expect(
      within(ordering[0])
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['load', 'DOMContentLoaded', 'beforeunload']);
    expect(
      within(ordering[1])
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['DOMContentLoaded', 'load', 'beforeunload']);
    const file = within(screen.getByTestId('review-7813-9009')).getByRole('link', {
      name: fill(b.answer.download, { name: 'event-loop.pdf' }),
    });
    expect(file).toHaveAttribute('href', '/api/static/files/8801');
    expect(screen.getByTestId('review-7801')).toHaveTextContent('A closure keeps the variables');
    // The own question comes first, as in the paper.
    expect(screen.getByTestId('question-7800')).toBeVisible();
    expect(screen.getByText(b.results.awaitingReview)).toBeVisible();
  });

  it.each(['en', 'ru'] as const)('shows HTML feedback as formatting, with nothing that runs (%s)', async (language) => {
    await renderAsInstructor(dialogOf, { language });
    const b = bankOf(language);
    const card = await screen.findByTestId('review-7810-9002');
    expect(card).toHaveTextContent(b.answer.feedback);
    expect(card).toHaveTextContent(b.answer.generalFeedback);
    expect(within(card).getByText('не').tagName).toBe('B');
    expect(within(card).getByText('Примитивов семь.').tagName).toBe('P');
    expect(card.innerHTML).not.toMatch(/&lt;p&gt;|<script|onerror/i);
    expect((window as { __feedbackRan?: boolean }).__feedbackRan).toBeUndefined();
    // The right answer names the right side the paper offers for each left.
    expect(screen.getByTestId('review-7812-9006')).toHaveTextContent(fill(b.answer.matchRow, { left: '===', right: 'strict equality' }));
  });

  it('grades an essay by its key, from 0 to its points', async () => {
    const sent = watchCalls('PUT', '/api/lessons/tests/520/answers/1/other');
    const { user, t } = await renderAsInstructor(dialogOf);
    const b = bankOf('en');
    const form = within(await screen.findByTestId('grade-other-7801'));
    const field = form.getByRole('textbox', { name: b.answer.gradeLabel });

    await user.click(field);
    await user.paste('6');
    await user.click(form.getByRole('button', { name: t.grade.give }));
    expect(await form.findByText(fill(t.grade.range, { max: 5 }))).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.paste('4');
    await user.click(form.getByRole('button', { name: t.grade.give }));
    await waitFor(() => expect(sent).toEqual([{ attemptNo: 1, questionKey: '7801', points: 4 }]));
    // Graded: the button says so, and the file answer still waits.
    expect(await form.findByRole('button', { name: t.grade.change })).toBeVisible();
    expect(screen.getByTestId('review-points-7801')).toHaveTextContent(fill(b.answer.points, { received: 4, max: 5 }));
    expect(screen.getByTestId('grade-other-7813-9009')).toBeVisible();
  });
});
