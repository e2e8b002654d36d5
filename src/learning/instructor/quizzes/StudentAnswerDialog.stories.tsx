import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { addBankQuiz } from '../../../mocks/store/bankQuizSeed';
import { StudentAnswerDialog } from './StudentAnswerDialog';
import { bankTexts, fill, loginInstructor, withInstructor } from './quizStoryContext';

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
