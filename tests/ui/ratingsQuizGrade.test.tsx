import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { GradingMethod } from '../../src/api/quizAttemptRules';
import { addSecondAttempt } from '../../src/mocks/store/quizAttemptsSeed';
import { renderInstructor, setUpVirtualLayout, standAtMockNow } from './ratingsSetup';

/*
 * A test sat more than once counts in the course rating by its grade (issue 17, item 3): the
 * grade by the test's method over the finished attempts, as the server's test_grades keeps it,
 * not the first attempt's points.
 */

setUpVirtualLayout();
standAtMockNow();

const cell = (studentId: number, column: string) =>
  within(screen.getByTestId(`rating-row-${studentId}`)).getByText((_, el) => el?.getAttribute('data-column') === column);

describe('a test of several attempts in the course rating', () => {
  // Emily's first attempt at test 501 has 2 of 6; her second all six.
  it.each([
    ['HIGHEST', '6'],
    ['LAST', '6'],
    ['AVERAGE', '4'],
    ['FIRST', '2'],
  ] as Array<[GradingMethod, string]>)('%s counts %s', async (method, points) => {
    addSecondAttempt({ method, studentId: 4, chosen: { 601: [613], 602: [621, 623] } });
    await renderInstructor('/courses/1/rating');
    await screen.findByTestId('rating-table');
    expect(cell(4, 'test:501')).toHaveTextContent(new RegExp(`^${points}$`));
    // Sofia sat it once: her 6 of 6 stands.
    expect(cell(1, 'test:501')).toHaveTextContent(/^6$/);
  });
});
