import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { enApp } from '../../src/i18n/en';
import { ruApp } from '../../src/i18n/ru';
import { fill, renderInstructor, setUpVirtualLayout, standAtMockNow, watchRequests } from './ratingsSetup';

/*
 * Totals a teacher can explain (issue 18): a total in the course table opens its formula, the
 * same one the student sees on their card (studentQuizzesRatings.test.tsx), and the course's
 * rule of missing work is a switch of the distribution, said under the title.
 */

setUpVirtualLayout();
standAtMockNow();

const RATING = '/courses/1/rating';
const totalOf = (studentId: number) => within(screen.getByTestId(`rating-row-${studentId}`)).getByTestId('rating-total');

describe("a total's formula", () => {
  it('opens from the total, part by part with the weights used, and adds up to the total', async () => {
    const { user } = await renderInstructor(RATING);
    await screen.findByTestId('rating-table');
    const total = totalOf(1);
    const f = enApp.learning.ratingFormula;
    expect(total).toHaveAccessibleName(fill(f.open, { student: 'Sofia Smirnova', total: total.textContent ?? '' }));
    await user.click(total);
    const popover = await screen.findByRole('dialog', { name: f.title });
    // Sofia (the mock course at FIXED_NOW): task 801 accepted 9 of 10 (802 waits for review),
    // test 501 6 of 6, the midterm 85 (the final is not held yet); the distribution 40/30/30.
    expect(within(popover).getByTestId('formula-tasks')).toHaveTextContent('Tasks: 9 of 10 points in 1 task = 90% × weight 40%');
    expect(within(popover).getByTestId('formula-tests')).toHaveTextContent('Tests: 6 of 6 points in 1 test = 100% × weight 30%');
    expect(within(popover).getByTestId('formula-exams')).toHaveTextContent('Exams: the average of 1 mark = 85% × weight 30%');
    // 0.4 × 90 + 0.3 × 100 + 0.3 × 85
    expect(within(popover).getByTestId('formula-total')).toHaveTextContent('Total = 91.5 of 100');
    expect(total).toHaveTextContent('91.5');
    expect(popover).toHaveTextContent(f.ruleDue);
  });

  it('says which parts count nothing yet and how the weights were scaled, in Russian', async () => {
    const { user } = await renderInstructor(RATING, { language: 'ru' });
    await screen.findByTestId('rating-table');
    // Emily: nothing graded and nothing past due but her test.
    await user.click(totalOf(4));
    const f = ruApp.learning.ratingFormula;
    const popover = await screen.findByRole('dialog', { name: f.title });
    expect(within(popover).getByTestId('formula-exams')).toHaveTextContent(fill(f.notCounted, { part: f.parts.exams }));
    expect(within(popover).getByTestId('formula-total')).toHaveTextContent(/^Итог = [\d,]+ из 100$/);
  });
});

describe('the rule of missing work', () => {
  it('is a switch of the distribution: off sends it and the facts line says only graded work counts', async () => {
    const sent = watchRequests('POST', '/api/courses/1/rating/distribution');
    const { user, t } = await renderInstructor(RATING);
    await screen.findByTestId('rating-table');
    expect(screen.getByTestId('rating-facts')).toHaveTextContent(t.countsDue);
    await user.click(screen.getByRole('button', { name: t.distribution.open }));
    const dialog = await screen.findByRole('dialog', { name: t.distribution.title });
    const toggle = within(dialog).getByRole('switch', { name: t.distribution.missingZero });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(t.distribution.missingZeroOn);
    await user.click(toggle);
    expect(toggle).toHaveAccessibleDescription(t.distribution.missingZeroOff);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.map((r) => r.body)).toEqual([{ tasks: 40, tests: 30, exams: 30, missingCountsZero: false }]));
    await waitFor(() => expect(screen.getByTestId('rating-facts')).toHaveTextContent(t.countsGraded));
  });
});
