import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enEvents } from '../../../i18n/enEvents';
import { ruEvents } from '../../../i18n/ruEvents';
import { demoToken } from '../../../mocks/builders/builders';
import { AdminTestContext } from '../../../mocks/providers/AdminTestContext';
import { calendarAuthProvider } from '../../../mocks/providers/CalendarTestContext';
import { resetMockStore } from '../../../mocks/store/mockStore';
import { CancelEventDialog } from './CancelEventDialog';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruEvents : enEvents).events;

const withAdmin: Decorator = (Story) => (
  <AdminTestContext authProvider={calendarAuthProvider('ADMIN')}>
    <Story />
  </AdminTestContext>
);

/** Cancelling an event with the reason its groups will read (the open day of the mock API). */
const meta = {
  title: 'Calendar/CancelEventDialog',
  component: CancelEventDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, event: { id: 1, title: 'Open day' }, onClose: fn(), onCancelled: fn() },
  beforeEach: () => {
    resetMockStore();
    saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' });
  },
  decorators: [withAdmin],
} satisfies Meta<typeof CancelEventDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByRole('button', { name: t.cancel.confirm })).toBeVisible();
    await expect(d.getByRole('button', { name: t.cancel.back })).toBeVisible();
  },
};

export const DefaultInRussian: Story = { ...Default, globals: { locale: 'ru' } };

/** The reason is required. */
export const ReasonRequired: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const d = within(await screen.findByRole('dialog'));
    await userEvent.click(d.getByRole('button', { name: t.cancel.confirm }));
    await waitFor(() => expect(d.getByText(t.validation.reasonRequired)).toBeVisible());
  },
};

/** Cancelled: the server's message shows as the green notice. */
export const Cancelled: Story = {
  play: async ({ globals, args }) => {
    const t = textsOf(globals.locale);
    const d = within(await screen.findByRole('dialog'));
    await userEvent.type(d.getByRole('textbox', { name: t.cancel.reason }), 'The hall is closed.');
    await userEvent.click(d.getByRole('button', { name: t.cancel.confirm }));
    await waitFor(() => expect(args.onCancelled).toHaveBeenCalled());
  },
};
