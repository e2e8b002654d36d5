import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { QuizEditorDialog } from './QuizEditorDialog';
import { fill, loginInstructor, quizTexts, withInstructor } from './quizStoryContext';

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
