import type { Meta, StoryObj } from '@storybook/react-vite';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { saveSession } from '../../auth/session';
import { enNotifications } from '../../i18n/enNotifications';
import { ruNotifications } from '../../i18n/ruNotifications';
import { API_PATTERN } from '../../mocks/mockHttp';
import { deliverMockNotification } from '../../mocks/notificationHandlers';
import { demoToken } from '../../mocks/builders/builders';
import { buildNotificationList } from '../../mocks/builders/notificationBuilders';
import { NotificationTestArea } from '../../mocks/providers/NotificationTestArea';
import { AdminTestContext } from '../../mocks/providers/AdminTestContext';
import { NotificationBadgeButton } from './NotificationBell';
import { notificationSocket } from './notificationSocket';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruNotifications : enNotifications).notifications;

/** The bell of the app bar alone, with a given number. */
function BadgeInAppBar({ count }: { count: number | null }) {
  return (
    <AdminTestContext>
      <AppBar position="static">
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component="p" sx={{ flex: 1 }}>
            LMS
          </Typography>
          <NotificationBadgeButton count={count} />
        </Toolbar>
      </AppBar>
    </AdminTestContext>
  );
}

/**
 * The bell in every area's app bar: the number of new notifications (99+ above 99), live from
 * the socket; a click opens the newest new ones.
 */
const meta = {
  title: 'Shell/Notifications/Bell',
  component: BadgeInAppBar,
  parameters: { layout: 'fullscreen' },
  render: (args) => <BadgeInAppBar {...args} />,
} satisfies Meta<typeof BadgeInAppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const None: Story = {
  args: { count: 0 },
  play: async ({ globals }) => {
    await expect(screen.getByTestId('notification-bell')).toHaveAccessibleName(textsOf(globals.locale).badge.none);
  },
};

export const Three: Story = {
  args: { count: 3 },
  play: async () => {
    await expect(screen.getByTestId('notification-count')).toHaveTextContent('3');
  },
};

export const OverNinetyNine: Story = {
  args: { count: 120 },
  play: async () => {
    await expect(screen.getByTestId('notification-count')).toHaveTextContent('99+');
  },
};

/** The bell of a logged-in student: its popover with the newest new ones and the way to the page. */
export const Popover: Story = {
  args: { count: null },
  parameters: { route: '/' },
  beforeEach: () => saveSession({ token: demoToken('STUDENT'), role: 'STUDENT' }),
  render: () => <NotificationTestArea />,
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('3'), { timeout: 5000 });
    await userEvent.click(screen.getByTestId('notification-bell'));
    const popover = await screen.findByRole('dialog', { name: t.popover.title });
    await waitFor(() => expect(within(popover).getAllByRole('listitem')).toHaveLength(3), { timeout: 5000 });
    await expect(within(popover).getByRole('link', { name: t.popover.all })).toHaveAttribute('href', '/notifications');
  },
};

/** Nothing new: the popover says so. */
export const PopoverEmpty: Story = {
  ...Popover,
  parameters: {
    route: '/',
    msw: { handlers: { list: http.get(`${API_PATTERN}/notifications`, () => HttpResponse.json(buildNotificationList([]))) } },
  },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(await screen.findByTestId('notification-bell'));
    await expect(await screen.findByText(t.popover.empty, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A notification arrives on the socket: the number goes up and its title shows as a notice. */
export const Live: Story = {
  ...Popover,
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('3'), { timeout: 5000 });
    await waitFor(() => expect(notificationSocket.getState().status).toBe('open'), { timeout: 5000 });
    deliverMockNotification('STUDENT', {
      kind: 'TASK_ANSWER_ACCEPTED',
      params: { taskId: 702, taskName: 'A counter with a closure', lessonId: 12, courseId: 1, points: 18, maxPoints: 20 },
    });
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('4'), { timeout: 5000 });
    await expect(await screen.findByTestId('notice-info')).toBeVisible();
  },
};

export const PopoverInRussian: Story = { ...Popover, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const PopoverDarkTheme: Story = { ...Popover, globals: { theme: 'dark' }, tags: ['!autodocs'] };
