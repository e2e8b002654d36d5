import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { saveSession } from '../../auth/session';
import { enNotifications } from '../../i18n/enNotifications';
import { ruNotifications } from '../../i18n/ruNotifications';
import { API_PATTERN } from '../../mocks/mockHttp';
import { demoToken } from '../../mocks/builders/builders';
import { buildNotificationSettings } from '../../mocks/builders/notificationBuilders';
import { AdminTestContext } from '../../mocks/providers/AdminTestContext';
import { NotificationSettingsDialog } from './NotificationSettingsDialog';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruNotifications : enNotifications).notifications.settings;

/** The notification settings (SPEC §7): web and email switches, each saved as soon as it is flipped. */
const meta = {
  title: 'Shell/Notifications/SettingsDialog',
  component: NotificationSettingsDialog,
  args: { open: true, onClose: () => undefined },
  beforeEach: () => saveSession({ token: demoToken('STUDENT'), role: 'STUDENT' }),
  render: (args) => (
    <AdminTestContext>
      <NotificationSettingsDialog {...args} />
    </AdminTestContext>
  ),
} satisfies Meta<typeof NotificationSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both on (the default); turning email off saves at once with the server's message. */
export const BothOn: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = await screen.findByRole('dialog', { name: t.title });
    const email = await within(dialog).findByRole('switch', { name: t.email }, { timeout: 5000 });
    await expect(email).toBeChecked();
    await userEvent.click(email);
    await expect(await screen.findByTestId('notice-success')).toBeVisible();
    await waitFor(() => expect(email).not.toBeChecked());
  },
};

/** Web notifications off, email on, as saved earlier. */
export const WebOff: Story = {
  parameters: {
    msw: {
      handlers: {
        settings: http.get(`${API_PATTERN}/notifications/settings`, () =>
          HttpResponse.json(buildNotificationSettings({ webNotificationEnabled: false })),
        ),
      },
    },
  },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await expect(await screen.findByRole('switch', { name: t.web }, { timeout: 5000 })).not.toBeChecked();
    await expect(screen.getByRole('switch', { name: t.email })).toBeChecked();
  },
};

export const BothOnInRussian: Story = { ...BothOn, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const WebOffDarkTheme: Story = { ...WebOff, globals: { theme: 'dark' }, tags: ['!autodocs'] };
