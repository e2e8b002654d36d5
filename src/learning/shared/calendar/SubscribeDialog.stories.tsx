import { http, HttpResponse } from 'msw';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enEvents } from '../../../i18n/enEvents';
import { ruEvents } from '../../../i18n/ruEvents';
import { API_PATTERN } from '../../../mocks/handlers';
import { demoToken } from '../../../mocks/builders/builders';
import { AdminTestContext } from '../../../mocks/providers/AdminTestContext';
import { calendarAuthProvider } from '../../../mocks/providers/CalendarTestContext';
import { buildCalendarFeed } from '../../../mocks/builders/eventBuilders';
import { resetMockStore } from '../../../mocks/store/mockStore';
import { SubscribeDialog } from './SubscribeDialog';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruEvents : enEvents).events;

const withStudent: Decorator = (Story) => (
  <AdminTestContext authProvider={calendarAuthProvider('STUDENT')}>
    <Story />
  </AdminTestContext>
);

/** The secret iCal link of a user's calendar, with how to subscribe from Google, Outlook and Apple. */
const meta = {
  title: 'Calendar/SubscribeDialog',
  component: SubscribeDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onClose: fn() },
  beforeEach: () => {
    resetMockStore();
    saveSession({ token: demoToken('STUDENT'), role: 'STUDENT' });
  },
  decorators: [withStudent],
} satisfies Meta<typeof SubscribeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first visit: the link is made and shown. */
export const Default: Story = {
  parameters: { msw: { handlers: { feed: http.get(`${API_PATTERN}/calendar/feed`, () => HttpResponse.json(buildCalendarFeed())) } } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const d = within(await screen.findByRole('dialog'));
    await expect(await d.findByTestId('feed-url')).toHaveValue(buildCalendarFeed().url);
    await expect(d.getByRole('button', { name: t.feed.reset })).toBeEnabled();
  },
};

export const DefaultInRussian: Story = { ...Default, globals: { locale: 'ru' } };

export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' }, tags: ['!autodocs'] };

/** The link was made on an earlier visit: the server no longer knows it, a reset makes a new one. */
export const MadeEarlier: Story = {
  parameters: {
    msw: {
      handlers: {
        feed: http.get(`${API_PATTERN}/calendar/feed`, () =>
          HttpResponse.json(buildCalendarFeed(undefined, { url: null, webcalUrl: null })),
        ),
      },
    },
  },
  play: async () => {
    const d = within(await screen.findByRole('dialog'));
    await expect(await d.findByTestId('feed-hidden')).toBeVisible();
  },
};
