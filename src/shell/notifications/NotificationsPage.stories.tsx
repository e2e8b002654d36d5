import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { saveSession } from '../../auth/session';
import { enNotifications } from '../../i18n/enNotifications';
import { ruNotifications } from '../../i18n/ruNotifications';
import { API_PATTERN } from '../../mocks/mockHttp';
import { demoToken } from '../../mocks/builders/builders';
import { buildNotificationList } from '../../mocks/builders/notificationBuilders';
import { NotificationTestArea } from '../../mocks/providers/NotificationTestArea';
import { NotificationsPage } from './NotificationsPage';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruNotifications : enNotifications).notifications;

/**
 * The notifications page of every area (…/notifications) for the demo student, against the mock
 * API: New and Seen tabs with their counts, each notification with its link, "mark as seen" and
 * "delete", "mark all as seen" and the settings.
 */
const meta = {
  title: 'Shell/Notifications/Page',
  component: NotificationsPage,
  parameters: { layout: 'fullscreen', route: '/notifications' },
  beforeEach: () => saveSession({ token: demoToken('STUDENT'), role: 'STUDENT' }),
  render: () => <NotificationTestArea bell={false} />,
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three new ones: a returned answer, a new task, an announcement; newest first. */
export const New: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const list = await screen.findByLabelText(t.listLabel.new, { selector: 'ul' }, { timeout: 5000 });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(3);
    await expect(await screen.findByRole('tab', { name: t.tabs.newCount.replace('%{count}', '3') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The Seen tab: what was read stays until deleted. */
export const Seen: Story = {
  parameters: { route: '/notifications?tab=seen' },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const list = await screen.findByLabelText(t.listLabel.seen, { selector: 'ul' }, { timeout: 5000 });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(2);
  },
};

/** Nothing new: the empty state, and "mark all as seen" has nothing to do. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { list: http.get(`${API_PATTERN}/notifications`, () => HttpResponse.json(buildNotificationList([]))) } },
  },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await expect(await screen.findByText(t.empty.new, {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: t.markAllSeen })).toBeDisabled();
  },
};

/** The settings dialog over the page: web and email notifications, each saved at once. */
export const Settings: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(await screen.findByRole('button', { name: t.settings.open }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: t.settings.title });
    await expect(await within(dialog).findByRole('switch', { name: t.settings.web })).toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: t.settings.email })).toBeChecked();
  },
};

export const NewInRussian: Story = { ...New, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const NewDarkTheme: Story = { ...New, globals: { theme: 'dark' }, tags: ['!autodocs'] };

export const SettingsInRussian: Story = { ...Settings, globals: { locale: 'ru' }, tags: ['!autodocs'] };
