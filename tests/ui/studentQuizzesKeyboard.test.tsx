import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { buildQuizQuestion } from '../../src/mocks/builders/quizBuilders';
import { mockStore } from '../../src/mocks/store/mockStore';
import { OPEN_TEST, renderStudent } from './studentQuizzesSetup';

/*
 * Taking a test from the keyboard: the page opens on its heading, so Start is a few Tabs away
 * (not behind the app bar and menu); after Start, focus is on the first question; each
 * one-from-list question is one Tab stop, its options reached with the arrow keys.
 */

const active = () => document.activeElement as HTMLElement | null;

/** Test 502 with two one-from-list questions of three options each. */
function twoQuestions() {
  const entry = mockStore.quizzes.find((e) => e.test.testId === 502)!;
  const question = (questionId: number, text: string, firstOptionId: number) =>
    buildQuizQuestion({
      questionId,
      question: text,
      options: [
        { optionId: firstOptionId, option: `${text} A`, isCorrect: true },
        { optionId: firstOptionId + 1, option: `${text} B`, isCorrect: false },
        { optionId: firstOptionId + 2, option: `${text} C`, isCorrect: false },
      ],
    });
  entry.test = { ...entry.test, questions: [question(901, 'First', 911), question(902, 'Second', 921)] };
}

describe('the test from the keyboard', { timeout: 60_000 }, () => {
  it('opens on its heading, and Start is at most 5 Tabs from there', async () => {
    const { user } = await renderStudent(OPEN_TEST);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Functions and scope' });
    const start = await screen.findByTestId('start-test');
    await waitFor(() => expect(active()).toBe(heading));
    let tabs = 0;
    while (active() !== start && tabs < 10) {
      await user.tab();
      tabs += 1;
    }
    expect(active()).toBe(start);
    expect(tabs).toBeLessThanOrEqual(5);
  });

  it('after Start, focus is on the first question; each radio group is one Tab stop, arrows move within it', async () => {
    twoQuestions();
    const { user } = await renderStudent(OPEN_TEST);
    await user.click(await screen.findByTestId('start-test'));
    const first = await screen.findByRole('group', { name: /First/ });
    await waitFor(() => expect(active()).toBe(first));

    await user.tab();
    expect(active()).toBe(screen.getByRole('radio', { name: 'First A' }));
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(screen.getByRole('radio', { name: 'First B' }));
    expect(screen.getByRole('radio', { name: 'First B' })).toBeChecked();

    // One Tab leaves the group: the next stop is the second question's group, not another option of the first.
    await user.tab();
    expect(active()).toBe(screen.getByRole('radio', { name: 'Second A' }));
    await user.tab({ shift: true });
    expect(active()).toBe(screen.getByRole('radio', { name: 'First B' }));
  });
});
