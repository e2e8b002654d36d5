import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { addBankQuiz } from '../../../mocks/store/bankQuizSeed';
import { SECOND_ESSAY, addBankSecondAttempt } from '../../../mocks/store/quizAttemptsSeed';
import { StudentAnswerDialog } from './StudentAnswerDialog';
import { attemptTexts, bankTexts, fill, loginInstructor, pickOption, withInstructor } from './quizStoryContext';

/**
 * One student's answers to a test with bank questions (issue 17), against the mock API (test
 * 520): the test's own question, then a bank question of every kind with the response, the
 * right answer and the feedback, the attached file's link, and the points for the essay and
 * the file answer given by hand.
 */
const meta = {
  title: 'Learning/Tests/StudentAnswerDialog',
  component: StudentAnswerDialog,
  parameters: { layout: 'fullscreen' },
  args: { testId: 520, student: { studentId: 1, studentFullName: 'Sofia Smirnova' }, onClose: fn() },
  beforeEach: () => {
    loginInstructor();
    addBankQuiz();
  },
  decorators: [withInstructor()],
} satisfies Meta<typeof StudentAnswerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryKind: Story = {
  play: async ({ globals }) => {
    const b = bankTexts(globals.locale);
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByTestId('review-7812-9006')).toHaveTextContent(
      fill(b.answer.matchRow, { left: '===', right: 'strict equality' }),
    );
    await expect(dialog.getByRole('link', { name: fill(b.answer.download, { name: 'event-loop.pdf' }) })).toBeVisible();
    await expect(dialog.getByTestId('grade-other-7801')).toBeVisible();
  },
};

export const EveryKindInRussian: Story = { ...EveryKind, globals: { locale: 'ru' } };

/**
 * Sofia sat the test twice (issue 17, item 3): the dialog opens at attempt 2, with its own essay
 * to grade, and the switch shows attempt 1 with the first essay.
 */
export const SeveralAttempts: Story = {
  beforeEach: () => addBankSecondAttempt('LAST'),
  play: async ({ globals }) => {
    const a = attemptTexts(globals.locale);
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByTestId('review-7801')).toHaveTextContent(SECOND_ESSAY);
    await expect(dialog.getByTestId('grade-other-7801')).toBeVisible();
    const attemptSwitch = dialog.getByRole('combobox', { name: a.results.attemptSwitch });
    await expect(attemptSwitch).toHaveTextContent(new RegExp(`^${a.results.attemptSwitch} 2 `));
    await userEvent.click(attemptSwitch);
    await pickOption(new RegExp(`^${a.results.attemptSwitch} 1 `));
    await expect(await dialog.findByText('A closure keeps the variables of the scope where the function was made.')).toBeVisible();
    await expect(dialog.getByTestId('review-7801')).not.toHaveTextContent(SECOND_ESSAY);
  },
};

export const SeveralAttemptsInRussian: Story = { ...SeveralAttempts, globals: { locale: 'ru' } };
