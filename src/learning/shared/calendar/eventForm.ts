import * as yup from 'yup';
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_PLACE_MAX,
  EVENT_TITLE_MAX,
  EVENT_TYPES,
  type EventDto,
  type EventInput,
  type EventType,
} from '../../../api/events';
import { isHttpUrl, URL_MAX } from '../../../api/learning';
import { maxText, withArgs } from '../../../resources/shared/validation';
import { isPastInstant } from '../../../api/pastDates';
import { addDays, daysBetween, fromWallDate, parseDay, schoolMidnight, toWallDate, wallClock, wallDay } from './calendarTime';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const tooLong = ({ max }: { max: number }) => withArgs('validation.tooLong', { max });

const trimmed = () =>
  yup
    .string()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : ''));

/** What the event dialog gives its schema as yup's context: the school's zone and whether the event is new. */
export interface EventFormContext {
  timeZone: string;
  isNew: boolean;
}

/** The field a new event over already is refused on, as the server names it: its repeats' last day, or its own end. */
export function overField(values: EventFormValues): 'repeatUntil' | 'endDate' | 'endTime' {
  if (values.eventType === 'SCHEDULE' && values.repeatUntil) return 'repeatUntil';
  return values.allDay ? 'endDate' : 'endTime';
}

/**
 * The end of an event's last occurrence: its own end, or that of its weekly series' last class
 * (the same wall times, whole weeks later, up to repeatUntil). Null when the times name no instant.
 */
function seriesEndOf(values: EventFormValues, timeZone: string): Date | null {
  const once = eventInputOf(values, timeZone);
  if (!once) return null;
  const days = once.repeatUntil ? daysBetween(values.startDate, once.repeatUntil) : 0;
  // Repeats ending before the first class (refused on their own) leave the first class as the series.
  const weeks = days > 0 ? Math.floor(days / 7) : 0;
  if (weeks === 0) return new Date(once.end);
  const last = eventInputOf(
    { ...values, startDate: addDays(values.startDate, 7 * weeks), endDate: addDays(values.endDate, 7 * weeks) },
    timeZone,
  );
  return last ? new Date(last.end) : null;
}

/**
 * Whether a new event is over already, which the server refuses (src/api/pastDates.ts): its
 * end, or the end of its weekly series' last class, has passed. A saved event may be corrected.
 */
export function eventOverAlready(values: EventFormValues, timeZone: string, now: Date | number = Date.now()): boolean {
  const end = seriesEndOf(values, timeZone);
  return end !== null && isPastInstant(end, now);
}

/** The yup test that names a new event over already on `field`, when that is where the server names it. */
const notOver = (field: 'repeatUntil' | 'endDate' | 'endTime') =>
  function (this: yup.TestContext): boolean {
    const context = this.options.context as EventFormContext | undefined;
    const values = this.parent as EventFormValues;
    if (!context?.isNew || overField(values) !== field) return true;
    return !eventOverAlready(values, context.timeZone);
  };

/**
 * The event form: the wall date and time of its start and end in the school's timezone (an
 * all-day event's end date is its last day, as people say it), its groups (none: all) and, for
 * a class of the timetable, the last day of its weekly repeats. Messages are translation keys.
 */
export const eventSchema = yup.object({
  eventType: yup
    .mixed<EventType>()
    .oneOf([...EVENT_TYPES])
    .required()
    .default('EVENT'),
  title: trimmed().required('events.validation.titleRequired').test(maxText(EVENT_TITLE_MAX)),
  description: trimmed().max(EVENT_DESCRIPTION_MAX, tooLong),
  allDay: yup.boolean().required().default(false),
  startDate: trimmed()
    .required('events.validation.startDateRequired')
    .test('day', 'events.validation.dateInvalid', (value) => !value || parseDay(value) !== null),
  startTime: trimmed()
    .test('required', 'events.validation.startTimeRequired', function (value) {
      return Boolean(this.parent.allDay) || Boolean(value);
    })
    .test('time', 'events.validation.timeInvalid', function (value) {
      return Boolean(this.parent.allDay) || !value || TIME.test(value);
    }),
  endDate: trimmed()
    .required('events.validation.endDateRequired')
    .test('day', 'events.validation.dateInvalid', (value) => !value || parseDay(value) !== null)
    .test('order', 'events.validation.endBeforeStart', function (value) {
      const start = this.parent.startDate as string;
      return !value || !parseDay(start) || !parseDay(value) || value >= start;
    })
    .test('weekly', 'events.validation.weeklyTooLong', function (value) {
      // A weekly class ends before its next week's class starts (the server's rule too).
      const { eventType, repeatUntil, startDate, allDay, startTime, endTime } = this.parent as Record<string, string | boolean | undefined>;
      const start = parseDay(String(startDate ?? ''));
      const end = parseDay(value);
      if (eventType !== 'SCHEDULE' || !repeatUntil || !start || !end) return true;
      const days = Math.round((end.getTime() - start.getTime()) / 86_400_000);
      return allDay ? days < 7 : days < 7 || (days === 7 && String(endTime ?? '') <= String(startTime ?? ''));
    })
    .test('past', 'events.validation.eventInPast', notOver('endDate')),
  endTime: trimmed()
    .test('required', 'events.validation.endTimeRequired', function (value) {
      return Boolean(this.parent.allDay) || Boolean(value);
    })
    .test('time', 'events.validation.timeInvalid', function (value) {
      return Boolean(this.parent.allDay) || !value || TIME.test(value);
    })
    .test('order', 'events.validation.endBeforeStart', function (value) {
      const { allDay, startDate, endDate, startTime } = this.parent as {
        allDay: boolean;
        startDate: string;
        endDate: string;
        startTime: string;
      };
      if (allDay || !value || startDate !== endDate || !TIME.test(startTime ?? '') || !TIME.test(value)) return true;
      return value > startTime;
    })
    .test('past', 'events.validation.eventInPast', notOver('endTime')),
  groupIds: yup.array(yup.number().required()).required().default([]),
  place: trimmed().max(EVENT_PLACE_MAX, tooLong),
  onlineLink: trimmed()
    .max(URL_MAX, tooLong)
    .test('url', 'events.validation.linkInvalid', (value) => !value || isHttpUrl(value)),
  repeatUntil: trimmed()
    .test('day', 'events.validation.dateInvalid', function (value) {
      return this.parent.eventType !== 'SCHEDULE' || !value || parseDay(value) !== null;
    })
    .test('order', 'events.validation.repeatUntilBeforeStart', function (value) {
      const start = this.parent.startDate as string;
      return this.parent.eventType !== 'SCHEDULE' || !value || !parseDay(value) || !parseDay(start) || value >= start;
    })
    .test('past', 'events.validation.eventInPast', notOver('repeatUntil')),
});

export type EventFormValues = yup.InferType<typeof eventSchema>;

/** Where a new event starts: a selection of the calendar (wall dates), or a day's next free hour. */
export interface EventDraftTimes {
  start: Date;
  /** Exclusive, as FullCalendar gives it. */
  end: Date;
  allDay: boolean;
}

const DEFAULT_START = '09:00';
const DEFAULT_END = '10:00';

const empty = (times: EventDraftTimes): EventFormValues => {
  const startDay = wallDay(times.start);
  const endDay = times.allDay ? addDays(wallDay(times.end), -1) : wallDay(times.end);
  return {
    eventType: 'EVENT',
    title: '',
    description: '',
    allDay: times.allDay,
    startDate: startDay,
    startTime: times.allDay ? DEFAULT_START : wallClock(times.start),
    endDate: endDay < startDay ? startDay : endDay,
    endTime: times.allDay ? DEFAULT_END : wallClock(times.end),
    groupIds: [],
    place: '',
    onlineLink: '',
    repeatUntil: '',
  };
};

/** The form of an event being edited (the series, for a weekly class), or of a new one. */
export function formValuesOf(event: EventDto | null | undefined, draft: EventDraftTimes, timeZone: string): EventFormValues {
  if (!event) return empty(draft);
  const start = toWallDate(event.start, timeZone);
  const end = toWallDate(event.end, timeZone);
  const startDay = wallDay(start);
  const lastDay = event.allDay ? addDays(wallDay(end), -1) : wallDay(end);
  return {
    eventType: event.eventType,
    title: event.title,
    description: event.description ?? '',
    allDay: event.allDay,
    startDate: startDay,
    startTime: event.allDay ? DEFAULT_START : wallClock(start),
    endDate: lastDay < startDay ? startDay : lastDay,
    endTime: event.allDay ? DEFAULT_END : wallClock(end),
    groupIds: [...event.groupIds],
    place: event.place ?? '',
    onlineLink: event.onlineLink ?? '',
    repeatUntil: event.repeatUntil ?? '',
  };
}

/**
 * What POST /events/ and PUT /events/{id} take: instants in UTC read from the school's wall
 * clock; an all-day event runs from its first day's midnight to the midnight after its last.
 * Null when a date does not name an instant (the schema has already refused such a form).
 */
export function eventInputOf(values: EventFormValues, timeZone: string): EventInput | null {
  let start: Date | null;
  let end: Date | null;
  if (values.allDay) {
    start = schoolMidnight(values.startDate, timeZone);
    end = schoolMidnight(addDays(values.endDate, 1), timeZone);
  } else {
    const startWall = parseDay(values.startDate);
    const endWall = parseDay(values.endDate);
    if (!startWall || !endWall || !TIME.test(values.startTime) || !TIME.test(values.endTime)) return null;
    start = fromWallDate(new Date(`${values.startDate}T${values.startTime}:00Z`), timeZone);
    end = fromWallDate(new Date(`${values.endDate}T${values.endTime}:00Z`), timeZone);
  }
  if (!start || !end || end <= start) return null;
  const schedule = values.eventType === 'SCHEDULE';
  return {
    eventType: values.eventType,
    title: values.title.trim(),
    description: values.description.trim(),
    start: start.toISOString(),
    end: end.toISOString(),
    allDay: values.allDay,
    groupIds: [...values.groupIds],
    place: values.place.trim() || null,
    onlineLink: values.onlineLink.trim() || null,
    repeatUntil: schedule && values.repeatUntil ? values.repeatUntil : null,
  };
}

/** The form field that shows a server error naming an API field. */
export function formFieldOf(apiField: string, allDay: boolean): keyof EventFormValues | null {
  switch (apiField) {
    case 'start':
      return allDay ? 'startDate' : 'startTime';
    case 'end':
      return allDay ? 'endDate' : 'endTime';
    case 'groupIds':
    case 'groupId':
      return 'groupIds';
    case 'eventType':
    case 'title':
    case 'description':
    case 'allDay':
    case 'place':
    case 'onlineLink':
    case 'repeatUntil':
      return apiField;
    default:
      return null;
  }
}
