import { http, HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { API_PATTERN } from '../../../mocks/handlers';
import { buildQuizResults } from '../../../mocks/builders/quizBuilders';
import { addSecondAttempt } from '../../../mocks/store/quizAttemptsSeed';
import { QuizResults } from './QuizResults';
import { attemptTexts, bankTexts, fill, loginInstructor, pickOption, quizTexts, withInstructor } from './quizStoryContext';

/**
 * The results of a test against the mock API: each student's points of the maximum, passed or
 * not, when they finished (Moscow time) and their status, those who have not taken it last; a
 * taken one opens the student's answers, where an 'Other' text gets its points.
 */
const meta = {
  title: 'Learning/Tests/QuizResults',
  component: QuizResults,
  parameters: { layout: 'fullscreen' },
  args: { testId: 501, maxAttempts: 1 },
  beforeEach: loginInstructor,
  decorators: [withInstructor(1100)],
} satisfies Meta<typeof QuizResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvas, globals }) => {
    const t = quizTexts(globals.locale);
    const sofia = await canvas.findByTestId('result-1');
    await expect(sofia).toHaveTextContent(fill(t.results.pointsOf, { received: 6, max: 6 }));
    await expect(sofia).toHaveTextContent(globals.locale === 'ru' ? '19.11.2026, 13:12' : '19 Nov 2026, 13:12');
    await expect(canvas.getByTestId('result-3')).toHaveTextContent(t.status.NOT_STARTED);
  },
};

export const ResultsInRussian: Story = { ...Results, globals: { locale: 'ru' } };

/** One student's answers: chosen against correct, and the 'Other' text waiting for points. */
export const StudentAnswers: Story = {
  play: async ({ canvas, globals }) => {
    const t = quizTexts(globals.locale);
    await canvas.findByTestId('result-4');
    await userEvent.click(canvas.getByRole('button', { name: fill(t.results.openNamed, { name: 'Emily Johnson' }) }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByText(bankTexts(globals.locale).results.awaitingReview)).toBeVisible();
    await expect(dialog.getByTestId('grade-other-602')).toBeVisible();
  },
};

/**
 * A test of 3 attempts graded by their average (issue 17, item 3): Sofia sat it twice (6 of 6,
 * then 2 of 6), so her row shows 4 of 6 and 2 attempts; her answers open at attempt 2 and switch
 * to attempt 1.
 */
export const SeveralAttempts: Story = {
  args: { maxAttempts: 3 },
  beforeEach: () => addSecondAttempt({ method: 'AVERAGE' }),
  play: async ({ canvas, globals }) => {
    const t = quizTexts(globals.locale);
    const a = attemptTexts(globals.locale);
    await expect(await canvas.findByTestId('results-grading-method')).toHaveTextContent(
      fill(a.results.caption, { method: a.methods.AVERAGE }),
    );
    const sofia = canvas.getByTestId('result-1');
    await expect(within(sofia).getByTestId('attempts-count')).toHaveTextContent('2');
    await expect(sofia).toHaveTextContent(fill(t.results.pointsOf, { received: 4, max: 6 }));
    await userEvent.click(canvas.getByRole('button', { name: fill(t.results.openNamed, { name: 'Sofia Smirnova' }) }));
    const dialog = within(await screen.findByRole('dialog'));
    const attemptSwitch = await dialog.findByRole('combobox', { name: a.results.attemptSwitch });
    await expect(attemptSwitch).toHaveTextContent(new RegExp(`^${a.results.attemptSwitch} 2 `));
    await userEvent.click(attemptSwitch);
    await pickOption(new RegExp(`^${a.results.attemptSwitch} 1 `));
    await expect(await dialog.findByText(fill(t.results.pointsOf, { received: 6, max: 6 }))).toBeVisible();
  },
};

export const SeveralAttemptsInRussian: Story = { ...SeveralAttempts, globals: { locale: 'ru' } };

/** A course with no students yet. */
export const NoStudents: Story = {
  parameters: {
    msw: {
      handlers: {
        results: http.get(`${API_PATTERN}/lessons/tests/:testId/answers`, () => HttpResponse.json(buildQuizResults({ objects: [] }))),
      },
    },
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(quizTexts(globals.locale).results.empty)).toBeVisible();
  },
};
