import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t as serverText } from '../../server/i18n';
import { mockStore } from '../../src/mocks/store/mockStore';
import { findCalendarEvent, renderCalendar, setUpCalendarTests, watchRequests } from './CalendarSetup';

setUpCalendarTests();

const titles = () => screen.getAllByTestId('calendar-event').map((e) => e.querySelector('.lms-event__title')?.textContent);

describe('the calendar of instructors and students', { timeout: 60_000 }, () => {
  it('shows a student the published events of their group, to read only', async () => {
    const { user, t } = await renderCalendar({ role: 'STUDENT' });
    await findCalendarEvent('Open day');
    await findCalendarEvent('JavaScript class');
    // Not published, or for other groups: not there.
    const shown = new Set(titles());
    expect(shown.has('Project defence')).toBe(false);
    expect(shown.has('Python meetup')).toBe(false);
    expect(shown.has('Родительское собрание')).toBe(false);
    expect(shown.has('Exam week')).toBe(true);

    expect(screen.queryByRole('button', { name: t.newEvent })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: t.filters.group })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: t.filters.status })).not.toBeInTheDocument();
    expect(screen.getByText(t.readOnlyHint, { exact: false })).toBeVisible();
    // Nothing to drag or resize.
    for (const element of screen.getAllByTestId('calendar-event'))
      expect(element.closest('.fc-event')).not.toHaveClass('fc-event-draggable');

    const reads = watchRequests('GET', /\/api\/events\/\d+$/);
    await user.click(await findCalendarEvent('Open day'));
    const dialog = await screen.findByRole('dialog', { name: 'Open day' });
    expect(within(dialog).getByText(t.details.allGroups)).toBeVisible();
    expect(within(dialog).getByText('Main hall, 2nd floor')).toBeVisible();
    for (const action of [t.details.edit, t.details.publish, t.details.cancelEvent, t.details.delete]) {
      expect(within(dialog).queryByRole('button', { name: action })).not.toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: t.details.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reads).toHaveLength(0);
  });

  it('shows a student an event cancelled after publishing, struck through with its reason', async () => {
    const open = mockStore.calendar.events.find((e) => e.id === 1)!;
    Object.assign(open, { status: 'CANCELLED', cancellationReason: 'The hall is flooded.' });
    const { user } = await renderCalendar({ role: 'STUDENT' });
    const cancelled = await findCalendarEvent('Open day');
    expect(cancelled.querySelector('.lms-event__title')!.tagName).toBe('S');
    await user.click(cancelled);
    const dialog = await screen.findByRole('dialog', { name: 'Open day' });
    expect(within(dialog).getByTestId('event-cancel-reason')).toHaveTextContent('Cancelled: The hall is flooded.');
  });

  it("shows an instructor the events of their courses' groups", async () => {
    const { t } = await renderCalendar({ role: 'INSTRUCTOR' });
    await findCalendarEvent('JavaScript class');
    await findCalendarEvent('Open day');
    expect(titles()).not.toContain('Project defence');
    expect(screen.queryByRole('button', { name: t.newEvent })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.subscribe })).toBeVisible();
  });

  it('speaks Russian with Monday-first weekday headers', async () => {
    const { user, t } = await renderCalendar({ role: 'STUDENT', language: 'ru' });
    await findCalendarEvent('Open day');
    const calendar = screen.getByTestId('calendar');
    const headers = [...calendar.querySelectorAll('.fc-col-header-cell')].map((cell) => cell.textContent);
    expect(headers).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    expect(screen.getByTestId('calendar-title')).toHaveTextContent('Ноябрь 2026');
    expect(screen.getByRole('heading', { level: 1, name: 'Календарь' })).toBeVisible();
    for (const name of ['Месяц', 'Неделя', 'День', 'Список', 'Сегодня', 'Подписаться'])
      expect(screen.getByRole('button', { name })).toBeVisible();
    expect(t.nav.today).toBe('Сегодня');

    // The week view keeps Monday first, with the day's date.
    await user.click(screen.getByRole('button', { name: 'Неделя' }));
    await waitFor(() => expect(calendar.querySelector('.fc-timeGridWeek-view')).not.toBeNull());
    const week = [...calendar.querySelectorAll('.fc-col-header-cell')].map((cell) => cell.textContent);
    expect(week[0]).toMatch(/^Пн/);
    expect(week[6]).toMatch(/^Вс/);
    expect(week[0]).toContain('16.11');
  });

  it('answers a failing list with the server message and a retry', async () => {
    const { server } = await import('./server');
    const { http, HttpResponse } = await import('msw');
    const { API_PATTERN } = await import('../../src/mocks/handlers');
    server.use(
      http.get(`${API_PATTERN}/events`, () =>
        HttpResponse.json({ message: serverText('en', 'events.periodTooLong', { days: 400 }), status: 400, field: 'to' }, { status: 400 }),
      ),
    );
    const { t } = await renderCalendar({ role: 'STUDENT' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(serverText('en', 'events.periodTooLong', { days: 400 }));
    expect(within(alert).getByRole('button', { name: t.retry })).toBeVisible();
  });
});

describe('switching views', { timeout: 60_000 }, () => {
  it('opens the week, the day and the list, each asking for its own days', async () => {
    const lists = watchRequests('GET', /\/api\/events\/?$/);
    const { user, t } = await renderCalendar();
    await findCalendarEvent('Open day');
    await user.click(screen.getByRole('button', { name: t.views.timeGridWeek }));
    await waitFor(() => expect(lists.at(-1)!.url.searchParams.get('from')).toBe('2026-11-16'));
    expect(lists.at(-1)!.url.searchParams.get('to')).toBe('2026-11-22');
    await user.click(screen.getByRole('button', { name: t.views.timeGridDay }));
    await waitFor(() => expect(lists.at(-1)!.url.searchParams.get('from')).toBe('2026-11-20'));
    expect(lists.at(-1)!.url.searchParams.get('to')).toBe('2026-11-20');
    await user.click(screen.getByRole('button', { name: t.nav.next }));
    await waitFor(() => expect(lists.at(-1)!.url.searchParams.get('from')).toBe('2026-11-21'));
    await user.click(screen.getByRole('button', { name: t.views.listWeek }));
    await waitFor(() => expect(screen.getByTestId('calendar')).toHaveAttribute('data-view', 'listWeek'));
    // The list of the week of 21 November, Monday 16 to Sunday 22.
    await findCalendarEvent('Open day');
    expect(lists.at(-1)!.url.searchParams.get('from')).toBe('2026-11-16');
    expect(lists.some(({ url }) => url.searchParams.has('view'))).toBe(false);
  });
});
