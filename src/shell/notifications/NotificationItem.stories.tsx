import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useLocaleState } from 'react-admin';
import { expect, screen, within } from 'storybook/test';
import { normalizeLanguage } from '../../api/constants';
import { buildNotificationRecord, notificationDtoOf, type NotificationRecord } from '../../mocks/builders/notificationBuilders';
import { AdminTestContext } from '../../mocks/providers/AdminTestContext';
import { NotificationItem } from './NotificationItem';

const HOUR = 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** One stored notification, read as the server writes it in the story's language, counted from now. */
function ItemPreview({ record, compact = false }: { record: Partial<NotificationRecord>; compact?: boolean }) {
  const [locale] = useLocaleState();
  const notification = notificationDtoOf(buildNotificationRecord(record), normalizeLanguage(locale));
  return (
    <Box sx={{ maxWidth: compact ? 380 : 720 }}>
      <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0, overflow: 'hidden' }}>
        <NotificationItem
          notification={notification}
          now={Date.now()}
          timeZone="Europe/Moscow"
          onMarkSeen={() => undefined}
          onDelete={() => undefined}
          compact={compact}
          headingComponent={compact ? 'p' : 'h2'}
        />
      </Paper>
    </Box>
  );
}

/** A row of the notifications list (and its short form in the bell's popover). */
const meta = {
  title: 'Shell/Notifications/Item',
  component: ItemPreview,
  parameters: { layout: 'padded' },
  render: (args) => (
    <AdminTestContext>
      <ItemPreview {...args} />
    </AdminTestContext>
  ),
} satisfies Meta<typeof ItemPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** New: marked with a dot, bold, with "mark as seen" and "delete". */
export const New: Story = {
  args: { record: { createdAt: ago(5 * 60_000) } },
  play: async () => {
    const item = await screen.findByTestId('notification-1');
    await expect(within(item).getAllByRole('button')).toHaveLength(2);
    await expect(within(item).getByRole('link')).toHaveAttribute('href', '/student/courses/1/lessons/11/tasks/701');
  },
};

/** Seen: plain, and only "delete". */
export const Seen: Story = {
  args: {
    record: {
      id: 4,
      kind: 'QUIZ_FINISHED',
      viewed: true,
      viewedAt: ago(HOUR),
      createdAt: ago(3 * 24 * HOUR),
      params: {
        testId: 901,
        testName: 'Basics quiz',
        lessonId: 11,
        courseId: 1,
        status: 'FINISHED',
        pointsReceived: 8,
        maxPoints: 10,
        passed: true,
        awaitingReview: false,
      },
    },
  },
  play: async () => {
    const item = await screen.findByTestId('notification-4');
    await expect(within(item).getAllByRole('button')).toHaveLength(1);
  },
};

/** An announcement with a long text and an address without spaces: it wraps, never overflows. */
export const LongText: Story = {
  args: {
    record: {
      id: 3,
      kind: 'ANNOUNCEMENT_PUBLISHED',
      createdAt: ago(26 * HOUR),
      params: {
        announcementId: 1,
        text:
          'Welcome to the new term! Timetables are in the calendar. The library opens at 9:00 every weekday; bring your student card. ' +
          'Exams of the first module start on 12 October: check the rooms on your course pages. ' +
          'https://school.example/a-very-long-address-that-has-no-spaces-at-all-and-must-wrap-somewhere',
      },
    },
  },
};

/** The popover's short form: no actions, the text cut to two lines. */
export const Compact: Story = {
  args: { ...LongText.args!, compact: true },
  play: async () => {
    await expect(within(await screen.findByTestId('notification-3')).queryByRole('button')).toBeNull();
  },
};

export const NewInRussian: Story = { ...New, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const NewDarkTheme: Story = { ...New, globals: { theme: 'dark' }, tags: ['!autodocs'] };
