import { http, HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enEvents } from '../../../i18n/enEvents';
import { ruEvents } from '../../../i18n/ruEvents';
import { API_PATTERN } from '../../../mocks/handlers';
import { demoToken } from '../../../mocks/builders/builders';
import { CalendarTestPage } from '../../../mocks/providers/CalendarTestContext';
import { resetMockStore } from '../../../mocks/store/mockStore';
import { CalendarPage } from './CalendarPage';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruEvents : enEvents).events;

/** The titles of the events the calendar shows. */
async function shownTitles(): Promise<string[]> {
  const calendar = await screen.findByTestId('calendar', {}, { timeout: 5000 });
  await waitFor(() => expect(within(calendar).getAllByTestId('calendar-event').length).toBeGreaterThan(0), { timeout: 5000 });
  return within(calendar)
    .getAllByTestId('calendar-event')
    .map((e) => e.querySelector('.lms-event__title')?.textContent ?? '');
}

/**
 * The calendar of the three areas against the mock API (src/mocks/eventHandlers.ts), on
 * the demo school's November 2026: an open day for every group, a weekly JavaScript class, a
 * draft defence (dashed), a cancelled meetup (struck through), an all-day exam week.
 */
const meta = {
  title: 'Calendar/CalendarPage',
  component: CalendarPage,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    resetMockStore();
    saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' });
  },
  render: () => <CalendarTestPage role="ADMIN" defaultView="dayGridMonth" />,
} satisfies Meta<typeof CalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator's month: every status, the filters, create and subscribe. */
export const AdminMonth: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const titles = await shownTitles();
    await expect(titles).toEqual(expect.arrayContaining(['Open day', 'Project defence', 'Python meetup', 'Exam week']));
    await expect(screen.getByRole('button', { name: t.newEvent })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: t.filters.status })).toBeVisible();
  },
};

export const AdminMonthInRussian: Story = { ...AdminMonth, globals: { locale: 'ru' } };

export const AdminMonthDark: Story = { ...AdminMonth, globals: { theme: 'dark' }, tags: ['!autodocs'] };

/** The week of 16 November on the time grid: drag to move, drag the bottom edge to resize. */
export const AdminWeek: Story = {
  render: () => <CalendarTestPage role="ADMIN" defaultView="timeGridWeek" />,
  play: async () => {
    const titles = await shownTitles();
    await expect(titles).toEqual(expect.arrayContaining(['Open day', 'JavaScript class', 'Python meetup']));
    await expect(screen.getByTestId('calendar')).toHaveAttribute('data-view', 'timeGridWeek');
  },
};

/** A draft's details: publish, edit, cancel or delete. */
export const DraftDetails: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await shownTitles();
    const draft = within(screen.getByTestId('calendar'))
      .getAllByTestId('calendar-event')
      .find((e) => e.textContent?.includes('Project defence'));
    await userEvent.click(draft as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Project defence' });
    await expect(within(dialog).getByRole('button', { name: t.details.publish })).toBeVisible();
  },
};

/** What a student sees: the published events of their group, nothing to change. */
export const StudentReadOnly: Story = {
  beforeEach: () => saveSession({ token: demoToken('STUDENT'), role: 'STUDENT' }),
  render: () => <CalendarTestPage role="STUDENT" defaultView="dayGridMonth" />,
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const titles = await shownTitles();
    await expect(titles).not.toContain('Project defence');
    await expect(screen.queryByRole('button', { name: t.newEvent })).toBeNull();
  },
};

export const StudentReadOnlyInRussian: Story = { ...StudentReadOnly, globals: { locale: 'ru' } };

/** The list of a week, as phones open it. */
export const StudentList: Story = {
  ...StudentReadOnly,
  render: () => <CalendarTestPage role="STUDENT" defaultView="listWeek" />,
};

/** A month with nothing in it. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        events: [
          http.get(`${API_PATTERN}/events`, () => HttpResponse.json({ objects: [], count: 0 })),
          http.get(`${API_PATTERN}/events/byDate`, () => HttpResponse.json({ objects: [], count: 0 })),
        ],
      },
    },
  },
  render: () => <CalendarTestPage role="ADMIN" defaultView="listWeek" />,
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await expect(await screen.findByText(t.empty, {}, { timeout: 5000 })).toBeVisible();
  },
};
