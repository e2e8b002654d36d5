import { useState } from 'react';
import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { enApp } from '../../../i18n/en';
import { ruApp } from '../../../i18n/ru';
import { buildQuiz, buildQuizAnswer, ownQuestions } from '../../../mocks/builders/quizBuilders';
import { QuizQuestions } from './QuizQuestions';
import { emptyResponse, reviewOfAnswer, toQuestionViews, type QuizResponse } from './quizResponse';

const texts = (locale: unknown) => (locale === 'ru' ? ruApp : enApp).quizzes;
const test = buildQuiz({ testId: 9101 });
const [one, many] = ownQuestions(test.questions);
const answer = buildQuizAnswer(test, {
  chosen: { [one.questionId]: [one.options[1].optionId], [many.questionId]: [many.options[0].optionId, many.options[1].optionId] },
  others: { [many.questionId]: 'symbol' },
});

/** QuizQuestions holding its answers in state, as a screen does. */
function Answering({ disabled }: { disabled?: boolean }) {
  const [value, setValue] = useState<QuizResponse>(emptyResponse);
  return <QuizQuestions questions={toQuestionViews(ownQuestions(test.questions))} value={value} onChange={setValue} disabled={disabled} />;
}

/**
 * The questions of a test as a student sees them: the instructor's preview and the student's
 * test screen render them with this one component. Radio buttons for one-from-list, checkboxes
 * for many-from-list, 'Other' with its text; marks of right and wrong only in a review.
 */
const meta = {
  title: 'Learning/Tests/QuizQuestions',
  component: Answering,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Box sx={{ p: 2, maxWidth: 760, bgcolor: 'background.default' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Answering>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answered from the keyboard alone: Tab into a question, arrows between radio buttons, Space on boxes. */
export const KeyboardAnswering: Story = {
  play: async ({ canvas }) => {
    const first = within(canvas.getByTestId(`question-${one.questionId}`));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first.getAllByRole('radio')[1]).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(canvas.getByTestId(`question-${many.questionId}`)).getAllByRole('checkbox')[0]).toBeChecked();
  },
};

/** While the answers are being sent at the end: nothing takes input. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')[0]).toBeDisabled();
  },
};

/** A finished attempt: chosen against correct, points per question, the 'Other' text waiting. */
export const Review: Story = {
  render: () => {
    const shown = reviewOfAnswer(answer);
    return <QuizQuestions questions={shown.questions} value={shown.value} review={shown.review} />;
  },
  play: async ({ canvas, globals }) => {
    const t = texts(globals.locale);
    await expect(canvas.getAllByText(t.review.wrongChosen).length).toBeGreaterThan(0);
    await expect(canvas.getByText(t.review.otherAwaiting)).toBeVisible();
  },
};

export const ReviewInRussian: Story = { ...Review, globals: { locale: 'ru' } };
