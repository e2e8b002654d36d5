import { describe, expect, it, vi } from 'vitest';
import { createEventCalls, eventListParams } from '../../src/dataProvider/eventCalls';
import { toCalendarEvent } from '../../src/learning/shared/calendar/calendarEvents';
import { schoolDayOf, toWallDate } from '../../src/learning/shared/calendar/calendarTime';
import { eventInputOf, eventSchema, formValuesOf } from '../../src/learning/shared/calendar/eventForm';
import { movedEventInput } from '../../src/learning/shared/calendar/eventMoves';
import { at, buildEvent, buildOccurrence } from '../../src/mocks/builders/eventBuilders';

const BERLIN = 'Europe/Berlin';
/** A wall date of the calendar (its UTC fields are the school's clock). */
const wall = (text: string) => new Date(`${text}Z`);

describe('the event calls', () => {
  it('leave out the view and the "all" filters, and send the chosen ones', () => {
    expect(eventListParams({ from: '2026-11-01', to: '2026-11-30', groupId: '0', eventStatus: '0', view: 'dayGridMonth' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(eventListParams({ from: '2026-11-01', to: '2026-11-30', groupId: '7', eventStatus: 'DRAFT', view: 'listWeek' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      groupId: 7,
      eventStatus: 'DRAFT',
    });
    expect(eventListParams({ from: '2026-11-01', to: '2026-11-30', groupId: null, eventStatus: '' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('call the paths of SPEC §7 Events and the calendar feed', async () => {
    const client = vi.fn(async () => ({ objects: [], count: 0, message: 'ok' }));
    const calls = createEventCalls((path) => `/api/${path}`, client as never);
    await calls.listEvents({ from: '2026-11-01', to: '2026-11-07', groupId: '0', eventStatus: 'ACTIVE', view: 'timeGridWeek' });
    await calls.listEventsByDate('2026-11-03');
    await calls.cancelEvent(5, 'Ill');
    await calls.publishEvent(5);
    await calls.deleteEvent(5);
    await calls.rotateCalendarFeed();
    expect(
      (client.mock.calls as unknown as Array<[string, Record<string, unknown>]>).map(([url, options]) => [
        url,
        options?.method ?? 'GET',
        options?.searchParams,
      ]),
    ).toEqual([
      ['/api/events', 'GET', { from: '2026-11-01', to: '2026-11-07', eventStatus: 'ACTIVE' }],
      ['/api/events/byDate', 'GET', { date: '2026-11-03' }],
      ['/api/events/cancel/5', 'PUT', { reason: 'Ill' }],
      ['/api/events/publish/5', 'PUT', undefined],
      ['/api/events/5', 'DELETE', undefined],
      ['/api/calendar/feed/rotate', 'POST', undefined],
    ]);
  });
});

describe('school time in the calendar', () => {
  it('shows an occurrence on the school wall clock whatever the instant', () => {
    const event = toCalendarEvent(
      buildOccurrence(buildEvent({ id: 9, start: '2026-11-20T12:00:00.000Z', end: '2026-11-20T14:00:00.000Z' })),
      'Europe/Moscow',
      true,
    );
    expect(event).toMatchObject({
      start: '2026-11-20T15:00:00',
      end: '2026-11-20T17:00:00',
      allDay: false,
      groupId: 'event-9',
      editable: true,
    });
    const allDay = toCalendarEvent(
      buildOccurrence(buildEvent({ allDay: true, start: at('2026-11-30T00:00'), end: at('2026-12-05T00:00') })),
      'Europe/Moscow',
      true,
    );
    expect(allDay).toMatchObject({ start: '2026-11-30', end: '2026-12-05', allDay: true });
    const cancelled = toCalendarEvent(buildOccurrence(buildEvent({ status: 'CANCELLED' })), 'Europe/Moscow', true);
    expect(cancelled.editable).toBe(false);
    expect(cancelled.classNames).toContain('lms-event--cancelled');
    expect(schoolDayOf('2026-11-19T22:30:00.000Z', 'Europe/Moscow')).toBe('2026-11-20');
  });

  it('turns the form into instants of the school zone, across a daylight-saving change', () => {
    const draft = { start: wall('2026-10-24T10:00:00'), end: wall('2026-10-24T11:00:00'), allDay: false };
    const values = {
      ...formValuesOf(null, draft, BERLIN),
      title: 'Trip',
      startDate: '2026-10-24',
      startTime: '10:00',
      endDate: '2026-10-26',
      endTime: '10:00',
    };
    // Summer time (UTC+2) on the 24th, winter time (UTC+1) on the 26th.
    expect(eventInputOf(values, BERLIN)).toMatchObject({
      start: '2026-10-24T08:00:00.000Z',
      end: '2026-10-26T09:00:00.000Z',
      allDay: false,
    });
    const allDay = eventInputOf({ ...values, allDay: true, startDate: '2026-10-24', endDate: '2026-10-25' }, BERLIN);
    expect(allDay).toMatchObject({ start: '2026-10-23T22:00:00.000Z', end: '2026-10-25T23:00:00.000Z', allDay: true });
    // An all-day event's form shows its last day, not the midnight after it.
    const shown = formValuesOf(buildEvent({ allDay: true, start: allDay!.start, end: allDay!.end }), draft, BERLIN);
    expect(shown).toMatchObject({ startDate: '2026-10-24', endDate: '2026-10-25', allDay: true });
  });

  it('checks the form: a weekly class ends before its next week', async () => {
    const base = {
      ...formValuesOf(null, { start: wall('2026-11-02T10:00:00'), end: wall('2026-11-02T11:00:00'), allDay: false }, BERLIN),
      title: 'Class',
    };
    await expect(eventSchema.validate(base)).resolves.toBeTruthy();
    await expect(
      eventSchema.validate({ ...base, eventType: 'SCHEDULE', repeatUntil: '2026-12-01', endDate: '2026-11-09', endTime: '10:30' }),
    ).rejects.toThrow('events.validation.weeklyTooLong');
    await expect(eventSchema.validate({ ...base, endTime: '09:00' })).rejects.toThrow('events.validation.endBeforeStart');
    await expect(eventSchema.validate({ ...base, startDate: '2026-02-30' })).rejects.toThrow('events.validation.dateInvalid');
  });
});

describe('dragging an event', () => {
  it('moves one event by the drop and keeps its length when it has no end', () => {
    const occurrence = buildOccurrence(
      buildEvent({ start: at('2026-11-20T10:00'), end: at('2026-11-20T11:30'), title: 'Talk', groupIds: [2] }),
    );
    const moved = movedEventInput(
      occurrence,
      { start: wall('2026-11-23T14:00:00'), end: wall('2026-11-23T15:30:00'), allDay: false },
      'Europe/Moscow',
    );
    expect(moved).toMatchObject({
      title: 'Talk',
      start: '2026-11-23T11:00:00.000Z',
      end: '2026-11-23T12:30:00.000Z',
      allDay: false,
      groupIds: [2],
      repeatUntil: null,
    });
    // Dropped on the all-day row: the whole day.
    const toAllDay = movedEventInput(occurrence, { start: wall('2026-11-24T00:00:00'), end: null, allDay: true }, 'Europe/Moscow');
    expect(toAllDay).toMatchObject({ start: '2026-11-23T21:00:00.000Z', end: '2026-11-24T21:00:00.000Z', allDay: true });
  });

  it('moves a weekly series as a whole, on the wall clock across daylight saving, with its last day', () => {
    // Mondays 10:00 in Berlin from 19 October (summer time) until 16 November.
    const series = buildEvent({
      eventType: 'SCHEDULE',
      start: '2026-10-19T08:00:00.000Z',
      end: '2026-10-19T09:00:00.000Z',
      repeatUntil: '2026-11-16',
    });
    // The class of 26 October (winter time, 09:00Z) dropped on Tuesday 27 at 11:00.
    const occurrence = buildOccurrence(series, '2026-10-26T09:00:00.000Z');
    expect(toWallDate(occurrence.occurrenceStart, BERLIN).toISOString()).toBe('2026-10-26T10:00:00.000Z');
    const moved = movedEventInput(
      occurrence,
      { start: wall('2026-10-27T11:00:00'), end: wall('2026-10-27T12:00:00'), allDay: false },
      BERLIN,
    );
    // The series now starts Tuesday 20 October at 11:00 summer time.
    expect(moved).toMatchObject({
      start: '2026-10-20T09:00:00.000Z',
      end: '2026-10-20T10:00:00.000Z',
      repeatUntil: '2026-11-17',
      eventType: 'SCHEDULE',
    });
    // Resized: only the length changes.
    const resized = movedEventInput(
      occurrence,
      { start: wall('2026-10-26T10:00:00'), end: wall('2026-10-26T11:30:00'), allDay: false },
      BERLIN,
    );
    expect(resized).toMatchObject({ start: '2026-10-19T08:00:00.000Z', end: '2026-10-19T09:30:00.000Z', repeatUntil: '2026-11-16' });
  });
});
