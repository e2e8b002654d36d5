import type { EventDto, EventInput, EventOccurrenceDto } from '../../../api/events';
import { addDays, DAY_MS, daysBetween, fromWallDate, HOUR_MS, toWallDate, wallDay } from './calendarTime';

/** Where FullCalendar put an event after a drag or a resize, in wall dates (calendarTime.ts). */
export interface CalendarChange {
  start: Date;
  /** Null when FullCalendar gives the event its default length (a move between all-day and timed). */
  end: Date | null;
  allDay: boolean;
}

/** What PUT /events/{id} takes to keep an event as it is. */
export function inputOf(event: EventDto): EventInput {
  return {
    eventType: event.eventType,
    title: event.title,
    description: event.description ?? '',
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    groupIds: [...event.groupIds],
    place: event.place,
    onlineLink: event.onlineLink,
    repeatUntil: event.eventType === 'SCHEDULE' ? event.repeatUntil : null,
  };
}

/** Whether an event is a weekly series, whose occurrences move together. */
export const isSeries = (event: Pick<EventDto, 'eventType' | 'repeatUntil'>) =>
  event.eventType === 'SCHEDULE' && Boolean(event.repeatUntil);

/**
 * The event after one of its occurrences was dragged or resized: the series moves by the
 * occurrence's shift on the school's wall clock (so a 10:00 class stays at 10:00 across a
 * daylight-saving change), takes the occurrence's new length, and its last day moves with it.
 */
export function movedEventInput(occurrence: EventOccurrenceDto, change: CalendarChange, timeZone: string): EventInput {
  const before = toWallDate(occurrence.occurrenceStart, timeZone);
  const shift = change.start.getTime() - before.getTime();
  const length = change.end ? change.end.getTime() - change.start.getTime() : change.allDay ? DAY_MS : HOUR_MS;
  const start = new Date(toWallDate(occurrence.start, timeZone).getTime() + shift);
  const end = new Date(start.getTime() + length);
  const input = inputOf(occurrence);
  return {
    ...input,
    allDay: change.allDay,
    start: fromWallDate(start, timeZone).toISOString(),
    end: fromWallDate(end, timeZone).toISOString(),
    repeatUntil: input.repeatUntil ? addDays(input.repeatUntil, daysBetween(wallDay(before), wallDay(change.start))) : input.repeatUntil,
  };
}
