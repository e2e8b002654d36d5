import type { EventInput, EventOccurrenceDto } from '../../../../api/events';
import { ALL_FILTER } from '../../../../dataProvider/eventCalls';
import { CALENDAR_VIEWS, type CalendarFilterValues, type CalendarView as ViewName } from '../CalendarToolbar';

/** The days FullCalendar shows, and its title for them. */
export interface VisibleRange {
  from: string;
  to: string;
  title: string;
  view: ViewName;
}

/** A moved occurrence of a series, waiting for the administrator to confirm moving them all. */
export interface PendingMove {
  occurrence: EventOccurrenceDto;
  input: EventInput;
  resize: boolean;
  revert: () => void;
}

export const ALL: CalendarFilterValues = { groupId: ALL_FILTER, eventStatus: ALL_FILTER };
export const isView = (value: unknown): value is ViewName => CALENDAR_VIEWS.includes(value as ViewName);
