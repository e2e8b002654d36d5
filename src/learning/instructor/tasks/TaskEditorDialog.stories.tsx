import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TaskEditorDialog } from './TaskEditorDialog';
import { fill, learningTexts, loginInstructor, taskTexts, withInstructor } from './taskStoryContext';

/**
 * The task editor against the mock API (src/mocks/taskHandlers.ts): name, deadline in the
 * school's timezone, maximum points, description, and the content blocks (rich text, image,
 * file, link, code) that can be added, moved and removed, with a preview of the task as
 * students will read it.
 */
const meta = {
  title: 'Learning/Tasks/TaskEditor',
  component: TaskEditorDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, lessonId: 11, taskId: null, onClose: fn(), onSaved: fn() },
  beforeEach: loginInstructor,
  decorators: [withInstructor()],
} satisfies Meta<typeof TaskEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new task: 10 points by default, no blocks yet, the school's timezone named under the deadline. */
export const NewTask: Story = {
  play: async ({ globals }) => {
    const t = taskTexts(globals.locale);
    const dialog = within(await screen.findByRole('dialog', { name: t.editor.createTitle }));
    await expect(dialog.getByRole('spinbutton', { name: t.fields.mark })).toHaveValue(10);
    await expect(dialog.getByText(t.editor.noElements)).toBeVisible();
    await expect(dialog.getByText(/Europe\/Moscow, UTC\+03:00/)).toBeVisible();
  },
};

/** One block of every kind, in the order they were added. */
export const EveryBlock: Story = {
  play: async ({ globals }) => {
    const t = taskTexts(globals.locale);
    const dialog = within(await screen.findByRole('dialog', { name: t.editor.createTitle }));
    for (const type of ['text', 'image', 'file', 'link', 'code'] as const) {
      await userEvent.click(dialog.getByRole('button', { name: t.elements[type] }));
    }
    await expect(dialog.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(
      (['text', 'image', 'file', 'link', 'code'] as const).map((type, n) =>
        fill(t.editor.blockLabel, { index: n + 1, type: t.elements[type] }),
      ),
    );
    await expect(await dialog.findByRole('toolbar', { name: t.editor.rich.toolbar }, { timeout: 15_000 })).toBeVisible();
  },
};

/** Save with nothing filled in: each problem under its field, in the user's language. */
export const Problems: Story = {
  play: async ({ globals }) => {
    const t = taskTexts(globals.locale);
    const dialog = within(await screen.findByRole('dialog', { name: t.editor.createTitle }));
    await userEvent.click(dialog.getByRole('button', { name: t.elements.link }));
    await userEvent.click(dialog.getByRole('button', { name: learningTexts(globals.locale).save }));
    await expect(await dialog.findByText(t.validation.nameRequired)).toBeVisible();
    await expect(dialog.getByText(t.validation.deadlineRequired)).toBeVisible();
    await expect(dialog.getByText(t.validation.linkTextRequired)).toBeVisible();
    await expect(dialog.getByText(t.validation.urlRequired)).toBeVisible();
  },
};

export const ProblemsInRussian: Story = { ...Problems, globals: { locale: 'ru' }, tags: ['!autodocs'] };

/** The demo task with its blocks, as saved. */
export const EditTask: Story = {
  args: { taskId: 801 },
  play: async ({ globals }) => {
    const t = taskTexts(globals.locale);
    const dialog = within(await screen.findByRole('dialog', { name: t.editor.editTitle }));
    await expect(await dialog.findByDisplayValue('Types in practice')).toBeVisible();
    // The picker shows the moment as the language writes it.
    await expect(dialog.getByLabelText(new RegExp(`^${t.fields.deadline}`))).toHaveValue(
      globals.locale === 'ru' ? '26.01.2026 23:59' : '26/01/2026 23:59',
    );
    await expect(dialog.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  },
};

/** The preview: the task as students will read it. */
export const Preview: Story = {
  args: { taskId: 801 },
  play: async ({ globals }) => {
    const t = taskTexts(globals.locale);
    const dialog = within(await screen.findByRole('dialog', { name: t.editor.editTitle }));
    await dialog.findByDisplayValue('Types in practice');
    await userEvent.click(dialog.getByRole('tab', { name: t.editor.previewView }));
    const preview = within(await dialog.findByTestId('task-preview'));
    await expect(preview.getByRole('link', { name: 'MDN: typeof' })).toHaveAttribute('rel', 'noopener noreferrer');
    const deadline = globals.locale === 'ru' ? '26.01.2026, 23:59' : '26 Jan 2026, 23:59';
    await expect(preview.getByText(fill(t.view.deadline, { date: deadline }))).toBeVisible();
  },
};

export const EditInDarkTheme: Story = { ...EditTask, globals: { theme: 'dark' }, tags: ['!autodocs'] };

export const PreviewInRussian: Story = { ...Preview, globals: { locale: 'ru' }, tags: ['!autodocs'] };
