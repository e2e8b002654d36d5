import Paper from '@mui/material/Paper';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t as serverText } from '../../../../server/i18n';
import { AnswerReviewCard } from './AnswerReviewCard';
import { fill, loginInstructor, taskTexts, withInstructor } from './taskStoryContext';

/**
 * The review card of one answer, against the mock API (src/mocks/taskHandlers.ts): what the
 * student sent (text, files, links), when and whether late, the review so far, and approve with
 * points from 0 to the maximum or return with a comment; an accepted answer can have its points
 * changed.
 */
const meta = {
  title: 'Learning/Tasks/AnswerReviewCard',
  component: AnswerReviewCard,
  parameters: { layout: 'fullscreen' },
  args: { answerId: 904, onReviewed: fn() },
  beforeEach: loginInstructor,
  decorators: [
    (Story) => (
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Story />
      </Paper>
    ),
    withInstructor(760),
  ],
} satisfies Meta<typeof AnswerReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const language = (locale: unknown) => (locale === 'ru' ? 'ru' : 'en');

/** Sent in time with a file, waiting for review. */
export const Waiting: Story = {
  play: async ({ canvas, globals }) => {
    const t = taskTexts(globals.locale);
    await expect(await canvas.findByRole('heading', { name: 'Emily Johnson' })).toBeVisible();
    await expect(canvas.getByText(t.status.WAITING)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'type-name-notes.pdf' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('button', { name: t.review.approve })).toBeEnabled();
  },
};

/** Sent two days after the deadline with a link: marked late, with what the task's penalty will take. */
export const Late: Story = {
  args: { answerId: 902 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^(Late by 2 days|Опоздание 2 дня)$/)).toBeVisible();
    await expect(canvas.getByTestId('penalty-preview')).toHaveTextContent('20%');
    await expect(canvas.getByRole('link', { name: 'https://github.com/example/type-name' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Accepted with 9 of 10: its points and comment can change. */
export const Accepted: Story = {
  args: { answerId: 901 },
  play: async ({ canvas, globals }) => {
    const t = taskTexts(globals.locale);
    await expect(await canvas.findByTestId('current-review')).toHaveTextContent(fill(t.review.acceptedWith, { points: 9, max: 10 }));
    await expect(canvas.getByRole('button', { name: t.review.savePoints })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: t.review.points })).toHaveValue(9);
  },
};

/** Returned with a comment: the student may send it again. */
export const Returned: Story = {
  args: { answerId: 903 },
  play: async ({ canvas, globals }) => {
    const t = taskTexts(globals.locale);
    await expect(await canvas.findByText(t.review.returned)).toBeVisible();
  },
};

/** Returning needs a comment; nothing is sent without one. */
export const ReturnNeedsComment: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = taskTexts(globals.locale);
    await userEvent.click(await canvas.findByRole('button', { name: t.review.reject }));
    await expect(await canvas.findByText(t.review.commentRequired)).toBeVisible();
    await expect(args.onReviewed).not.toHaveBeenCalled();
  },
};

/** Points above the maximum are refused; 8 of 10 approves, with the server's message. */
export const Approve: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = taskTexts(globals.locale);
    const points = await canvas.findByRole('spinbutton', { name: t.review.points });
    await userEvent.type(points, '11');
    await userEvent.click(canvas.getByRole('button', { name: t.review.approve }));
    await expect(await canvas.findByText(fill(t.review.pointsRange, { max: 10 }))).toBeVisible();
    await userEvent.clear(points);
    await userEvent.type(points, '8');
    await userEvent.click(canvas.getByRole('button', { name: t.review.approve }));
    const body = within(canvas.getByTestId('answer-review-card').ownerDocument.body);
    await expect(await body.findByText(serverText(language(globals.locale), 'tasks.approved'))).toBeVisible();
    await expect(args.onReviewed).toHaveBeenCalled();
  },
};

export const InRussian: Story = { ...Waiting, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const DarkTheme: Story = { ...Late, globals: { theme: 'dark' }, tags: ['!autodocs'] };
