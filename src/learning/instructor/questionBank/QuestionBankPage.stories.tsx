import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enQuestionBank } from '../../../i18n/enQuestionBank';
import { ruQuestionBank } from '../../../i18n/ruQuestionBank';
import { demoToken } from '../../../mocks/builders/builders';
import { LearningTestRoutes } from '../../../mocks/providers/LearningTestRoutes';
import { QuestionBankPage } from './QuestionBankPage';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruQuestionBank : enQuestionBank).questionBank;

/** A course's question bank (/instructor/courses/:courseId/question-bank) against the mock API. */
const meta = {
  title: 'Learning/Instructor/QuestionBankPage',
  component: QuestionBankPage,
  parameters: { layout: 'fullscreen', route: '/courses/1/question-bank' },
  beforeEach: () => saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' }),
  render: () => <LearningTestRoutes />,
} satisfies Meta<typeof QuestionBankPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tree with Default selected, and every question under it. */
export const Bank: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await expect(await screen.findByRole('heading', { level: 1, name: t.title }, { timeout: 5000 })).toBeVisible();
    await expect(await screen.findByTestId('bank-question-9001', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByTestId('bank-category-900')).toHaveAttribute('aria-current', 'true');
  },
};

/** A matching question opened: its pairs and the right-only distractor. */
export const MatchingQuestion: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(await screen.findByTestId('bank-question-9006', {}, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByText(`bitwise shift ${t.question.distractor}`, {}, { timeout: 5000 })).toBeVisible();
  },
};

export const BankInRussian: Story = { ...Bank, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const BankDarkTheme: Story = { ...Bank, globals: { theme: 'dark' }, tags: ['!autodocs'] };
