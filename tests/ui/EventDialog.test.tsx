import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t as serverText } from '../../server/i18n';
import { API_PATTERN } from '../../src/mocks/handlers';
import { expectNotice, findCalendarEvent, renderCalendar, setUpCalendarTests, watchRequests } from './CalendarSetup';
import { server } from './server';

setUpCalendarTests();

/*
 * The tests' events lie in the demo calendar's weeks of November 2026. A new event that is over
 * already is refused (src/api/pastDates.ts), so the clock stands before them, whatever day the
 * suite runs on; only Date is faked, the timers stay real.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-16T06:00:00Z'));
});
afterEach(() => vi.useRealTimers());

type Rendered = Awaited<ReturnType<typeof renderCalendar>>;

/** Opens the create form from the page's button. */
async function openCreate({ user, t }: Rendered) {
  await findCalendarEvent('Open day');
  await user.click(screen.getByRole('button', { name: t.newEvent }));
  return screen.findByRole('dialog', { name: t.dialog.createTitle });
}

/** Opens an event's edit form: its details, then Edit. */
async function openEdit({ user, t }: Rendered, title: string) {
  await user.click(await findCalendarEvent(title));
  const details = await screen.findByRole('dialog', { name: title });
  await user.click(within(details).getByRole('button', { name: t.details.edit }));
  return screen.findByRole('dialog', { name: t.dialog.editTitle });
}

/** Types a whole date (given as yyyy-MM-dd, typed dd/MM/yyyy as the English picker reads it) or an HH:mm time. */
function setValue(dialog: HTMLElement, label: string | RegExp, value: string) {
  const typed = value.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value: typed } });
}

async function chooseGroup({ user }: Rendered, dialog: HTMLElement, label: string, name: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('the event dialog', { timeout: 60_000 }, () => {
  it('creates an event with the school-time instants in UTC and the chosen groups, then shows the server message', async () => {
    const posts = watchRequests('POST', /\/api\/events\/?$/);
    const rendered = await renderCalendar();
    const { user, t } = rendered;
    const dialog = await openCreate(rendered);
    // The picked day (20 November), at 09:00 for an hour.
    expect(within(dialog).getByLabelText(new RegExp(`^${t.fields.startDate}`))).toHaveValue('20/11/2026');
    expect(within(dialog).getByLabelText(new RegExp(`^${t.fields.startTime}`))).toHaveValue('09:00');
    expect(within(dialog).getByText(/Europe\/Moscow, UTC\+03:00/)).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${t.fields.title}`) }), '  Design review ');
    setValue(dialog, new RegExp(`^${t.fields.startDate}`), '2026-11-24');
    setValue(dialog, new RegExp(`^${t.fields.startTime}`), '14:00');
    setValue(dialog, new RegExp(`^${t.fields.endDate}`), '2026-11-24');
    setValue(dialog, new RegExp(`^${t.fields.endTime}`), '15:30');
    await chooseGroup(rendered, dialog, t.fields.groups, 'Python Basics');
    await chooseGroup(rendered, dialog, t.fields.groups, 'Frontend 2026');
    await user.type(within(dialog).getByRole('textbox', { name: t.fields.place }), 'Room 101');
    await user.type(within(dialog).getByRole('textbox', { name: t.fields.onlineLink }), 'https://meet.example.com/review');
    await user.type(within(dialog).getByRole('textbox', { name: t.fields.description }), 'Bring your slides.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await expectNotice(serverText('en', 'events.created'));
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      eventType: 'EVENT',
      title: 'Design review',
      description: 'Bring your slides.',
      start: '2026-11-24T11:00:00.000Z',
      end: '2026-11-24T12:30:00.000Z',
      allDay: false,
      groupIds: [2, 1],
      place: 'Room 101',
      onlineLink: 'https://meet.example.com/review',
      repeatUntil: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The new draft shows in the calendar.
    const created = await findCalendarEvent('Design review');
    expect(created).toHaveAttribute('data-status', 'DRAFT');
  });

  it('asks before Escape throws away a filled form; an untouched one closes at once', async () => {
    const rendered = await renderCalendar();
    const { user, t } = rendered;
    await openCreate(rendered);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.dialog.createTitle })).toBeNull());

    const dialog = await openCreate(rendered);
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${t.fields.title}`) }), 'Half-written');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard the changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard the changes?' })).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: new RegExp(`^${t.fields.title}`) })).toHaveValue('Half-written');

    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard the changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.dialog.createTitle })).toBeNull());
  });

  it('creates an all-day weekly class from the school midnights, for every group', async () => {
    const posts = watchRequests('POST', /\/api\/events\/?$/);
    const rendered = await renderCalendar();
    const { user, t } = rendered;
    const dialog = await openCreate(rendered);
    await user.click(within(dialog).getByRole('button', { name: t.types.SCHEDULE }));
    await user.click(within(dialog).getByRole('switch', { name: t.fields.allDay }));
    expect(within(dialog).queryByLabelText(new RegExp(`^${t.fields.startTime}`))).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${t.fields.title}`) }), 'Lab day');
    setValue(dialog, new RegExp(`^${t.fields.startDate}`), '2026-11-23');
    setValue(dialog, new RegExp(`^${t.fields.endDateAllDay}`), '2026-11-23');
    setValue(dialog, new RegExp(`^${t.fields.repeatUntil}`), '2026-12-14');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await expectNotice(serverText('en', 'events.created'));
    expect(posts[0].body).toEqual({
      eventType: 'SCHEDULE',
      title: 'Lab day',
      description: '',
      start: '2026-11-22T21:00:00.000Z',
      end: '2026-11-23T21:00:00.000Z',
      allDay: true,
      groupIds: [],
      place: null,
      onlineLink: null,
      repeatUntil: '2026-12-14',
    });
  });

  it('refuses a form without a title, with the end before the start, a bad link or repeats ending too early', async () => {
    const posts = watchRequests('POST', /\/api\/events\/?$/);
    const rendered = await renderCalendar();
    const { user, t } = rendered;
    const dialog = await openCreate(rendered);
    await user.click(within(dialog).getByRole('button', { name: t.types.SCHEDULE }));
    setValue(dialog, new RegExp(`^${t.fields.startTime}`), '12:00');
    setValue(dialog, new RegExp(`^${t.fields.endTime}`), '11:00');
    setValue(dialog, new RegExp(`^${t.fields.repeatUntil}`), '2026-11-19');
    await user.type(within(dialog).getByRole('textbox', { name: t.fields.onlineLink }), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(t.validation.titleRequired)).toBeVisible();
    expect(within(dialog).getByText(t.validation.endBeforeStart)).toBeVisible();
    expect(within(dialog).getByText(t.validation.linkInvalid)).toBeVisible();
    expect(within(dialog).getByText(t.validation.repeatUntilBeforeStart)).toBeVisible();
    expect(posts).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: t.dialog.createTitle })).toBeVisible();
  });

  it("shows the server's refusal under the field it names", async () => {
    server.use(
      http.post(`${API_PATTERN}/events`, () =>
        HttpResponse.json({ message: 'Group 2 was not found.', status: 400, field: 'groupIds' }, { status: 400 }),
      ),
      http.post(`${API_PATTERN}/events/`, () =>
        HttpResponse.json({ message: 'Group 2 was not found.', status: 400, field: 'groupIds' }, { status: 400 }),
      ),
    );
    const rendered = await renderCalendar();
    const { user, t } = rendered;
    const dialog = await openCreate(rendered);
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${t.fields.title}`) }), 'Review');
    await chooseGroup(rendered, dialog, t.fields.groups, 'Python Basics');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const groups = within(dialog).getByRole('combobox', { name: t.fields.groups });
    await waitFor(() => expect(groups).toHaveAccessibleDescription('Group 2 was not found.'));
    expect(groups).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: t.dialog.createTitle })).toBeVisible();
  });

  it('edits an event as the server has it and shows the fixed success message', async () => {
    const puts = watchRequests('PUT', /\/api\/events\/\d+$/);
    const rendered = await renderCalendar();
    const { user, t } = rendered;
    const dialog = await openEdit(rendered, 'Open day');
    const title = within(dialog).getByRole('textbox', { name: new RegExp(`^${t.fields.title}`) });
    expect(title).toHaveValue('Open day');
    expect(within(dialog).getByLabelText(new RegExp(`^${t.fields.startTime}`))).toHaveValue('15:00');
    expect(within(dialog).getByLabelText(new RegExp(`^${t.fields.endTime}`))).toHaveValue('17:00');
    expect(within(dialog).getByRole('textbox', { name: t.fields.place })).toHaveValue('Main hall, 2nd floor');
    await user.clear(title);
    await user.type(title, 'Open day for parents');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await expectNotice('The event was successfully updated.');
    expect(puts).toHaveLength(1);
    expect(puts[0].url.pathname).toBe('/api/events/1');
    expect(puts[0].body).toMatchObject({
      title: 'Open day for parents',
      start: '2026-11-20T12:00:00.000Z',
      end: '2026-11-20T14:00:00.000Z',
      groupIds: [],
    });
    await findCalendarEvent('Open day for parents');
  });

  it('edits a weekly class as a whole series, from its first class', async () => {
    const rendered = await renderCalendar();
    const { user, t } = rendered;
    const occurrences = await waitFor(() => {
      const found = screen.getAllByTestId('calendar-event').filter((e) => e.textContent?.includes('JavaScript class'));
      expect(found.length).toBeGreaterThan(3);
      return found;
    });
    await user.click(occurrences[2]);
    const details = await screen.findByRole('dialog', { name: 'JavaScript class' });
    expect(within(details).getByText('Every week until 21 Dec 2026')).toBeVisible();
    expect(within(details).getByTestId('event-when')).toHaveTextContent('Mon, 16 November 2026, 18:00–19:30');
    await user.click(within(details).getByRole('button', { name: t.details.edit }));
    const dialog = await screen.findByRole('dialog', { name: t.dialog.editTitle });
    expect(within(dialog).getByText(t.dialog.seriesNote)).toBeVisible();
    expect(within(dialog).getByLabelText(new RegExp(`^${t.fields.startDate}`))).toHaveValue('02/11/2026');
    expect(within(dialog).getByLabelText(new RegExp(`^${t.fields.repeatUntil}`))).toHaveValue('21/12/2026');
  });

  it("names a new event over already at its end as it is picked, a weekly class's at its repeats, with the server's words", async () => {
    const posts = watchRequests('POST', /\/api\/events\/?$/);
    const rendered = await renderCalendar();
    const { user, t } = rendered;
    const over = serverText('en', 'input.eventInPast');
    expect(t.validation.eventInPast).toBe(over);
    const dialog = await openCreate(rendered);
    const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`));
    // The picked day, 20 November, is still to come.
    expect(within(dialog).queryByText(over)).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${t.fields.title}`) }), 'Catch-up');
    setValue(dialog, new RegExp(`^${t.fields.startDate}`), '2026-11-10');
    setValue(dialog, new RegExp(`^${t.fields.endDate}`), '2026-11-10');
    // Before any save, under the end time, where the server names it.
    await waitFor(() => expect(field(t.fields.endTime)).toHaveAccessibleDescription(over));
    expect(field(t.fields.endTime)).toHaveAttribute('aria-invalid', 'true');

    // A weekly class is over only when its last class is: named on the repeats' last day.
    await user.click(within(dialog).getByRole('button', { name: t.types.SCHEDULE }));
    setValue(dialog, new RegExp(`^${t.fields.repeatUntil}`), '2026-11-12');
    await waitFor(() => expect(field(t.fields.repeatUntil)).toHaveAccessibleDescription(over));
    expect(field(t.fields.endTime)).not.toHaveAccessibleDescription(over);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(posts).toHaveLength(0);
    expect(field(t.fields.repeatUntil)).toHaveAccessibleDescription(over);

    // Its last class on 24 November is still to come: the class is saved.
    setValue(dialog, new RegExp(`^${t.fields.repeatUntil}`), '2026-11-24');
    await waitFor(() => expect(within(dialog).queryByText(over)).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectNotice(serverText('en', 'events.created'));
    expect(posts).toHaveLength(1);
  });

  it('keeps a past event editable: saving an existing one is not refused', async () => {
    vi.setSystemTime(new Date('2027-06-01T06:00:00Z'));
    const rendered = await renderCalendar();
    const { user, t } = rendered;
    const dialog = await openEdit(rendered, 'Open day');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectNotice('The event was successfully updated.');
    expect(screen.queryByText(t.validation.eventInPast)).toBeNull();
  });

  it('says a new event is over already in Russian', async () => {
    const rendered = await renderCalendar({ language: 'ru' });
    const { user, t } = rendered;
    await findCalendarEvent('Open day');
    await user.click(screen.getByRole('button', { name: 'Новое событие' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое событие' });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${t.fields.startDate}`)), { target: { value: '10.11.2026' } });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${t.fields.endDate}`)), { target: { value: '10.11.2026' } });
    await waitFor(() =>
      expect(within(dialog).getByLabelText(new RegExp(`^${t.fields.endTime}`))).toHaveAccessibleDescription(
        serverText('ru', 'input.eventInPast'),
      ),
    );
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${t.fields.title}`) }), 'Разбор');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByText(serverText('ru', 'input.eventInPast'))).toBeVisible();
  });

  it('speaks Russian: labels, checks and the server message', async () => {
    const rendered = await renderCalendar({ language: 'ru' });
    const { user, t } = rendered;
    await findCalendarEvent('Open day');
    await user.click(screen.getByRole('button', { name: 'Новое событие' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое событие' });
    expect(within(dialog).getByRole('button', { name: 'Занятие (расписание)' })).toBeVisible();
    // The pickers read and show dates day first, times on a 24-hour clock.
    expect(within(dialog).getByLabelText(new RegExp(`^${t.fields.startDate}`))).toHaveValue('20.11.2026');
    expect(within(dialog).getByLabelText(new RegExp(`^${t.fields.startTime}`))).toHaveValue('09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Название обязательно!')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${t.fields.title}`) }), 'Консультация');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await expectNotice(serverText('ru', 'events.created'));
  });
});
