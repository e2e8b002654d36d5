import { fn, expect, screen, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { enRatings } from '../../../i18n/enRatings';
import { ruRatings } from '../../../i18n/ruRatings';
import { AdminTestContext } from '../../../mocks/providers/AdminTestContext';
import { buildDistribution } from '../../../mocks/builders/ratingBuilders';
import { DistributionDialog } from './DistributionDialog';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruRatings : enRatings).ratings;
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

/**
 * The rating distribution: tasks, tests and exams as whole percentages; the sum shows as they
 * are typed, green at 100 and red otherwise, and a sum other than 100 is not sent.
 */
const meta = {
  title: 'Learning/Ratings/DistributionDialog',
  component: DistributionDialog,
  args: {
    open: true,
    distribution: buildDistribution({ tasks: 40, tests: 30, exams: 30, isDefault: false }),
    onClose: fn(),
    onSave: fn(async (input) => ({ message: 'The rating distribution has been saved.', courseId: 1, isDefault: false, ...input })),
  },
  decorators: [(Story) => <AdminTestContext>{Story()}</AdminTestContext>],
} satisfies Meta<typeof DistributionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As saved: 40/30/30, adding up to 100. */
export const Saved: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByTestId('distribution-sum')).toHaveTextContent(fill(t.distribution.sumOk, { sum: 100 }));
  },
};

/** Typed to 90: the sum says so, and Save tells why nothing was sent. */
export const SumNot100: Story = {
  play: async ({ globals, args }) => {
    const t = textsOf(globals.locale);
    const dialog = await screen.findByRole('dialog');
    const tasks = within(dialog).getByRole('textbox', { name: t.distribution.tasks });
    await userEvent.clear(tasks);
    await userEvent.type(tasks, '30');
    await expect(within(dialog).getByTestId('distribution-sum')).toHaveTextContent(fill(t.distribution.sumOff, { sum: 90 }));
    await userEvent.click(within(dialog).getByRole('button', { name: globals.locale === 'ru' ? 'Сохранить' : 'Save' }));
    await expect(within(dialog).getByTestId('distribution-problem')).toHaveTextContent(fill(t.distribution.sumProblem, { sum: 90 }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SumNot100InRussian: Story = { ...SumNot100, globals: { locale: 'ru' } };
