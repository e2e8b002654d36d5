import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { addBankQuiz } from '../../../mocks/store/bankQuizSeed';
import { QuizEditorDialog } from './QuizEditorDialog';
import { bankTexts, fill, loginInstructor, quizTexts, withInstructor } from './quizStoryContext';

/**
 * The question editor of a test, against the mock API (src/mocks/quizHandlers.ts): name, time in
 * hours and minutes, pass mark, message, and questions with their options, the correct ones
 * marked, and 'Other'. The shared authoring rules show under each field on Save.
 */
const meta = {
  title: 'Learning/Tests/QuestionEditor',
  component: QuizEditorDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, lessonId: 11, testId: null, onClose: fn(), onSaved: fn() },
  beforeEach: loginInstructor,
  decorators: [withInstructor()],
} satisfies Meta<typeof QuizEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new test: 30 minutes, pass mark 50 %, one empty one-from-list question. */
export const NewQuiz: Story = {
  play: async ({ globals }) => {
    const t = quizTexts(globals.locale);
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('textbox', { name: t.editor.minutes })).toHaveValue('30');
    await expect(dialog.getByTestId('scoring-help')).toHaveTextContent(t.scoring.title);
  },
};

/** Save with nothing filled in: every problem under its field, the focus on the first. */
export const Problems: Story = {
  play: async ({ globals }) => {
    const t = quizTexts(globals.locale);
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: globals.locale === 'ru' ? 'Сохранить' : 'Save' }));
    await expect(await dialog.findByText(t.editor.nameRequired)).toBeVisible();
    await expect(dialog.getByText(fill(t.noCorrectOption, { question: 1 }))).toBeVisible();
    await expect(dialog.getByText(fill(t.optionTextRequired, { question: 1, option: 2 }))).toBeVisible();
  },
};

export const ProblemsInRussian: Story = { ...Problems, globals: { locale: 'ru' } };

/** A saved test without attempts: everything may change. */
export const EditQuiz: Story = {
  args: { testId: 503 },
  play: async ({ globals }) => {
    const t = quizTexts(globals.locale);
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByDisplayValue('Массивы: разминка')).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.editor.addQuestion })).toBeEnabled();
  },
};

/** Students have started: only the texts, name, message, time and pass mark may change. */
export const StartedQuiz: Story = {
  args: { testId: 501 },
  play: async ({ globals }) => {
    const t = quizTexts(globals.locale);
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByDisplayValue('Variables and types: check yourself')).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.editor.addQuestion })).toBeDisabled();
    await expect(dialog.getByText(t.editor.lockedText)).toBeVisible();
  },
};

export const StartedQuizInRussian: Story = { ...StartedQuiz, globals: { locale: 'ru' } };

/**
 * A test with a fixed essay of the bank and two random questions: slot cards, points counting
 * the draws, the presentation. A student has taken it, so no question may be added.
 */
export const WithBankSlots: Story = {
  args: { testId: 520, courseId: 1 },
  beforeEach: addBankQuiz,
  play: async ({ globals }) => {
    const b = bankTexts(globals.locale);
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByTestId('slot-card-1')).toHaveTextContent('Closures essay');
    await expect(dialog.getByTestId('slot-worth-2')).toHaveTextContent(fill(b.slot.worth, { count: 2, points: 2, total: 4 }));
    await expect(dialog.getByRole('button', { name: b.addFromBank })).toBeDisabled();
    await expect(dialog.getByText(b.presentation.title)).toBeVisible();
  },
};

export const WithBankSlotsInRussian: Story = { ...WithBankSlots, globals: { locale: 'ru' } };

/** 'Add from the bank' open on the demo bank. */
export const AddFromBank: Story = {
  args: { courseId: 1 },
  play: async ({ globals }) => {
    const b = bankTexts(globals.locale);
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: b.addFromBank }));
    const picker = within(await screen.findByRole('dialog', { name: b.picker.title }));
    await expect(await picker.findByRole('checkbox', { name: 'Closures essay' })).not.toBeChecked();
    await expect(picker.getByText('Closures essay')).toBeVisible();
  },
};

export const AddFromBankInRussian: Story = { ...AddFromBank, globals: { locale: 'ru' } };
