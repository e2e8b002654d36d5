import type { EventInput as CalendarEventInput } from '@fullcalendar/core';
import type { EventOccurrenceDto, TaskDeadlineEntryDto } from '../../../api/events';
import { toWallDate, wallDay, wallIso } from './calendarTime';

/** What is behind a FullCalendar event, in its extendedProps: an event's occurrence or a task's deadline. */
export type CalendarEntryProps = CalendarEventProps | CalendarDeadlineProps;

export interface CalendarEventProps {
  kind: 'EVENT';
  occurrence: EventOccurrenceDto;
}

export interface CalendarDeadlineProps {
  kind: 'TASK_DEADLINE';
  deadline: TaskDeadlineEntryDto;
  /** The page it opens in the app (the student's task, the instructor's lesson); null: none. */
  link: string | null;
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
  const props: CalendarEventProps = { kind: 'EVENT', occurrence };
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

/**
 * A task's deadline as FullCalendar shows it: a moment at the deadline on the school's wall
 * clock, apart from the events (its own colour and label), never dragged; a link when the
 * user has a page for the task.
 */
export function toDeadlineEvent(deadline: TaskDeadlineEntryDto, timeZone: string, link: string | null): CalendarEventInput {
  const props: CalendarDeadlineProps = { kind: 'TASK_DEADLINE', deadline, link };
  const at = toWallDate(deadline.deadline, timeZone);
  return {
    id: `task-${deadline.taskId}`,
    title: deadline.title,
    start: wallIso(at),
    // A moment, not FullCalendar's default hour: a deadline at 23:59 would otherwise also show
    // on the next day. One second later is at most the next midnight, which the end excludes.
    end: wallIso(new Date(at.getTime() + 1000)),
    allDay: false,
    editable: false,
    ...(link ? { url: link } : {}),
    classNames: ['lms-event', 'lms-event--deadline'],
    extendedProps: props,
  };
}
