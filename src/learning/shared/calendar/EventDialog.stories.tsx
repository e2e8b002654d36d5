import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enEvents } from '../../../i18n/enEvents';
import { ruEvents } from '../../../i18n/ruEvents';
import { demoToken } from '../../../mocks/builders/builders';
import { AdminTestContext } from '../../../mocks/providers/AdminTestContext';
import { calendarAuthProvider } from '../../../mocks/providers/CalendarTestContext';
import { demoEvents } from '../../../mocks/builders/eventBuilders';
import { resetMockStore } from '../../../mocks/store/mockStore';
import { EventDialog } from './EventDialog';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruEvents : enEvents).events;

const withAdmin: Decorator = (Story) => (
  <AdminTestContext authProvider={calendarAuthProvider('ADMIN')}>
    <Story />
  </AdminTestContext>
);

/** The form creating or editing an event or a class of the timetable, against the mock API. */
const meta = {
  title: 'Calendar/EventDialog',
  component: EventDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    timeZone: 'Europe/Moscow',
    draft: { start: new Date('2026-11-24T10:00:00Z'), end: new Date('2026-11-24T11:00:00Z'), allDay: false },
    onClose: fn(),
  },
  beforeEach: () => {
    resetMockStore();
    saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' });
  },
  decorators: [withAdmin],
} satisfies Meta<typeof EventDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new event on the picked day, at the selected hour. */
export const Create: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByLabelText(new RegExp(`^${t.fields.startTime}`))).toHaveValue('10:00');
    await expect(d.getByText(t.helpers.draft)).toBeVisible();
  },
};

export const CreateInRussian: Story = { ...Create, globals: { locale: 'ru' } };

/** Editing the weekly JavaScript class: the whole series. */
export const EditSeries: Story = {
  args: { event: demoEvents().find((e) => e.eventType === 'SCHEDULE') },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByText(t.dialog.seriesNote)).toBeVisible();
    // The picker shows the day as the language writes it.
    await expect(d.getByLabelText(new RegExp(`^${t.fields.repeatUntil}`))).toHaveValue(
      globals.locale === 'ru' ? '21.12.2026' : '21/12/2026',
    );
  },
};

/** Saving with no title, the end before the start and a link that is not http(s). */
export const ValidationErrors: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const d = within(await screen.findByRole('dialog'));
    await userEvent.type(d.getByRole('textbox', { name: t.fields.onlineLink }), 'ftp://files.example.com');
    const endTime = d.getByLabelText(new RegExp(`^${t.fields.endTime}`));
    await userEvent.clear(endTime);
    await userEvent.type(endTime, '09:00');
    await userEvent.click(d.getByRole('button', { name: globals.locale === 'ru' ? 'Сохранить' : 'Save' }));
    await waitFor(() => expect(d.getByText(t.validation.titleRequired)).toBeVisible());
    await expect(d.getByText(t.validation.linkInvalid)).toBeVisible();
  },
};

export const ValidationErrorsInRussian: Story = { ...ValidationErrors, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const CreateDark: Story = { ...Create, globals: { theme: 'dark' }, tags: ['!autodocs'] };
