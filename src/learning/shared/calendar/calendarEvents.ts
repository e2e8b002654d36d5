import type { EventInput as CalendarEventInput } from '@fullcalendar/core';
import type { EventOccurrenceDto } from '../../../api/events';
import { toWallDate, wallDay, wallIso } from './calendarTime';

/** The occurrence behind a FullCalendar event, in its extendedProps. */
export interface CalendarEventProps {
  occurrence: EventOccurrenceDto;
}

/** A FullCalendar id per occurrence: a weekly series has one event and many occurrences. */
export const occurrenceKey = (occurrence: Pick<EventOccurrenceDto, 'id' | 'occurrenceStart'>) =>
  `${occurrence.id}@${occurrence.occurrenceStart}`;

/**
 * One occurrence as FullCalendar shows it, in wall dates of the school's zone. Occurrences of
 * one series share FullCalendar's groupId, so dragging one moves them all on screen, as the
 * server will. Cancelled events cannot be moved (the server refuses to edit them).
 */
export function toCalendarEvent(occurrence: EventOccurrenceDto, timeZone: string, editable: boolean): CalendarEventInput {
  const start = toWallDate(occurrence.occurrenceStart, timeZone);
  const end = toWallDate(occurrence.occurrenceEnd, timeZone);
  const status = occurrence.status.toLowerCase();
  const props: CalendarEventProps = { occurrence };
  return {
    id: occurrenceKey(occurrence),
    groupId: `event-${occurrence.id}`,
    title: occurrence.title,
    start: occurrence.allDay ? wallDay(start) : wallIso(start),
    end: occurrence.allDay ? wallDay(end) : wallIso(end),
    allDay: occurrence.allDay,
    editable: editable && occurrence.status !== 'CANCELLED',
    classNames: ['lms-event', `lms-event--${status}`, `lms-event--${occurrence.eventType.toLowerCase()}`],
    extendedProps: props,
  };
}
