import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { t as serverText } from '../../server/i18n';
import { API_PATTERN } from '../../src/mocks/handlers';
import { mockStore } from '../../src/mocks/store/mockStore';
import { expectNotice, fill, findCalendarEvent, renderCalendar, screenWidth, setUpCalendarTests, watchRequests } from './CalendarSetup';
import { server } from './server';

setUpCalendarTests();

/** Opens an event's details from the calendar. */
async function openEvent(user: Awaited<ReturnType<typeof renderCalendar>>['user'], title: string) {
  await user.click(await findCalendarEvent(title));
  return screen.findByRole('dialog', { name: title });
}

describe('the admin calendar', { timeout: 60_000 }, () => {
  it('asks for the visible weeks without the view and without the "all" filters, then with the chosen ones', async () => {
    const lists = watchRequests('GET', /\/api\/events\/?$/);
    const { user, t } = await renderCalendar();
    await findCalendarEvent('Open day');
    expect(screen.getByTestId('calendar-title')).toHaveTextContent('November 2026');
    // Month view from Monday 26 October to Sunday 6 December; nothing else.
    expect(lists).toHaveLength(1);
    expect([...lists[0].url.searchParams.entries()]).toEqual([
      ['from', '2026-10-26'],
      ['to', '2026-12-06'],
    ]);

    await user.click(screen.getByRole('combobox', { name: t.filters.group }));
    await user.click(await screen.findByRole('option', { name: 'Python Basics' }));
    await waitFor(() => expect(lists.at(-1)!.url.searchParams.get('groupId')).toBe('2'));
    expect(lists.at(-1)!.url.searchParams.has('eventStatus')).toBe(false);
    // Only the events for Python Basics or for every group are left.
    await findCalendarEvent('Python meetup');
    await waitFor(() => expect(screen.queryByText('JavaScript class')).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: t.filters.status }));
    await user.click(await screen.findByRole('option', { name: t.status.DRAFT }));
    await waitFor(() => expect(lists.at(-1)!.url.searchParams.get('eventStatus')).toBe('DRAFT'));
    await waitFor(() => expect(screen.queryByText('Open day')).not.toBeInTheDocument());
    await findCalendarEvent('Project defence');

    // Back to all: '0' is never sent.
    await user.click(screen.getByRole('combobox', { name: t.filters.group }));
    await user.click(await screen.findByRole('option', { name: t.filters.allGroups }));
    await user.click(screen.getByRole('combobox', { name: t.filters.status }));
    await user.click(await screen.findByRole('option', { name: t.filters.allStatuses }));
    await findCalendarEvent('Open day');
    const last = lists.at(-1)!.url.searchParams;
    expect([...last.keys()]).toEqual(['from', 'to']);
    expect(
      lists.some(
        ({ url }) => url.searchParams.get('groupId') === '0' || url.searchParams.get('eventStatus') === '0' || url.searchParams.has('view'),
      ),
    ).toBe(false);
  });

  it('shows cancelled events struck through and drafts apart, and the status in words', async () => {
    await renderCalendar();
    const cancelled = await findCalendarEvent('Python meetup');
    expect(cancelled.querySelector('.lms-event__title')!.tagName).toBe('S');
    expect(cancelled).toHaveAttribute('data-status', 'CANCELLED');
    expect(cancelled.closest('.fc-event')).toHaveClass('lms-event--cancelled');
    expect(cancelled).toHaveTextContent('(Cancelled)');
    const draft = await findCalendarEvent('Project defence');
    expect(draft.closest('.fc-event')).toHaveClass('lms-event--draft');
    expect(draft.querySelector('.lms-event__title')!.tagName).toBe('SPAN');
    expect(draft).toHaveTextContent('(Draft)');
    const active = await findCalendarEvent('Open day');
    expect(active.closest('.fc-event')).toHaveClass('lms-event--active');
    // Administrators may drag what is not cancelled.
    expect(active.closest('.fc-event')).toHaveClass('fc-event-draggable');
    expect(cancelled.closest('.fc-event')).not.toHaveClass('fc-event-draggable');
  });

  it('publishes a draft through PUT /events/publish/{id} and shows the server message', async () => {
    const puts = watchRequests('PUT', /\/api\/events\/publish\/\d+$/);
    const { user, t } = await renderCalendar();
    const dialog = await openEvent(user, 'Project defence');
    expect(within(dialog).getByTestId('event-status')).toHaveTextContent(t.status.DRAFT);
    expect(within(dialog).getByText('Frontend 2026')).toBeVisible();
    expect(within(dialog).getByText('Room 204')).toBeVisible();
    expect(within(dialog).getByTestId('event-when')).toHaveTextContent('Wed, 25 November 2026, 10:00–12:00');
    await user.click(within(dialog).getByRole('button', { name: t.details.publish }));
    await expectNotice(serverText('en', 'events.published'));
    expect(puts.map(({ url }) => url.pathname)).toEqual(['/api/events/publish/3']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect((await findCalendarEvent('Project defence')).closest('.fc-event')).toHaveClass('lms-event--active'));
  });

  it('cancels an event with a required reason through PUT /events/cancel/{id}?reason=', async () => {
    const puts = watchRequests('PUT', /\/api\/events\/cancel\/\d+$/);
    const { user, t } = await renderCalendar();
    const details = await openEvent(user, 'Open day');
    await user.click(within(details).getByRole('button', { name: t.details.cancelEvent }));
    const dialog = await screen.findByRole('dialog', { name: fill(t.cancel.title, { title: 'Open day' }) });
    await user.click(within(dialog).getByRole('button', { name: t.cancel.confirm }));
    expect(await within(dialog).findByText(t.validation.reasonRequired)).toBeVisible();
    expect(puts).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: t.cancel.reason }), '  The hall is closed  ');
    await user.click(within(dialog).getByRole('button', { name: t.cancel.confirm }));
    await expectNotice(serverText('en', 'events.cancelled'));
    expect(serverText('en', 'events.cancelled')).toBe('The event was successfully cancelled.');
    expect(puts).toHaveLength(1);
    expect(puts[0].url.pathname).toBe('/api/events/cancel/1');
    expect(puts[0].url.searchParams.get('reason')).toBe('The hall is closed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect((await findCalendarEvent('Open day')).querySelector('.lms-event__title')!.tagName).toBe('S'));
  });

  it('deletes an event after a confirmation through DELETE /events/{id}', async () => {
    const deletes = watchRequests('DELETE', /\/api\/events\/\d+$/);
    const { user, t } = await renderCalendar();
    const details = await openEvent(user, 'Open day');
    await user.click(within(details).getByRole('button', { name: t.details.delete }));
    const confirm = await screen.findByRole('dialog', { name: fill(t.delete.title, { title: 'Open day' }) });
    expect(within(confirm).getByText(t.delete.content)).toBeVisible();
    expect(deletes).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: t.details.delete }));
    await expectNotice(serverText('en', 'events.deleted'));
    expect(deletes.map(({ url }) => url.pathname)).toEqual(['/api/events/1']);
    await waitFor(() => expect(screen.queryByText('Open day')).not.toBeInTheDocument());
    expect(mockStore.calendar.events.some((e) => e.id === 1)).toBe(false);
  });

  it('shows the server refusal as the red notice and keeps the event', async () => {
    server.use(
      http.put(`${API_PATTERN}/events/publish/:id`, () =>
        HttpResponse.json({ message: 'The event is already published.', status: 409 }, { status: 409 }),
      ),
    );
    const { user, t } = await renderCalendar();
    const details = await openEvent(user, 'Project defence');
    await user.click(within(details).getByRole('button', { name: t.details.publish }));
    await expectNotice('The event is already published.');
    expect(screen.getByRole('dialog', { name: 'Project defence' })).toBeVisible();
  });

  it('lists the picked day from GET /events/byDate beside the calendar on a wide screen', async () => {
    screenWidth(1400);
    const days = watchRequests('GET', '/api/events/byDate');
    const { user } = await renderCalendar();
    const agenda = await screen.findByTestId('day-agenda');
    expect(agenda).toHaveAttribute('data-day', '2026-11-20');
    expect(within(agenda).getByRole('heading', { name: 'Friday, 20 November 2026' })).toBeVisible();
    const item = await within(agenda).findByTestId('agenda-item');
    expect(item).toHaveTextContent('15:00–17:00');
    expect(item).toHaveTextContent('Open day');
    expect(days.map(({ url }) => url.searchParams.get('date'))).toEqual(['2026-11-20']);
    await user.click(item);
    expect(await screen.findByRole('dialog', { name: 'Open day' })).toBeVisible();
  });
});
