import type { Identifier } from 'ra-core';
import type { CalendarFeedDto, EventDto, EventInput, EventListResponse, EventOccurrenceDto, TaskDeadlineEntryDto } from '../api/events';
import type { ListResponse, MessageResponse, SavedResponse } from '../api/types';
import type { HttpClient } from './httpClient';

/** "All" in the calendar's group and status filters (SPEC §7: such a filter is not sent). */
export const ALL_FILTER = '0';

/**
 * What the calendar asks GET /events/ for: the period (yyyy-MM-dd, inclusive, in the school's
 * timezone) and its filters as the screen keeps them, '0' meaning all; `view` is the screen's
 * own and never goes to the server.
 */
export interface EventListFilter {
  from: string;
  to: string;
  groupId?: number | string | null;
  eventStatus?: string | null;
  view?: string;
}

/** The query of GET /events/: `view` dropped, and groupId / eventStatus dropped when all ('0'). */
export function eventListParams(filter: EventListFilter): Record<string, string | number> {
  const params: Record<string, string | number> = { from: filter.from, to: filter.to };
  const groupId = filter.groupId === null || filter.groupId === undefined ? '' : String(filter.groupId).trim();
  if (groupId && groupId !== ALL_FILTER) params.groupId = Number(groupId);
  const status = (filter.eventStatus ?? '').trim();
  if (status && status !== ALL_FILTER) params.eventStatus = status;
  return params;
}

/** What the calendar shows of a period: its events' occurrences and its task deadlines. */
export interface CalendarEntries {
  events: EventOccurrenceDto[];
  deadlines: TaskDeadlineEntryDto[];
}

/** A saved event's answer: the server's message, with the saved event when it sends it. */
export type EventSaved = SavedResponse<Partial<EventDto>>;

/** The calendar feed's answers; rotating it may add the server's message. */
export type CalendarFeedAnswer = CalendarFeedDto & Partial<MessageResponse>;

/**
 * The calls of SPEC §7 Events and of the personal calendar feed (src/api/events.ts). Each
 * mutation answers the server's `{message}`, which the calendar shows as the green notice.
 */
export interface EventCalls {
  /** GET /events/: the occurrences overlapping the period, for the filters given. */
  listEvents(filter: EventListFilter, signal?: AbortSignal): Promise<EventOccurrenceDto[]>;
  /** GET /events/ as the calendar reads it: the occurrences and the task deadlines of the period. */
  listCalendar(filter: EventListFilter, signal?: AbortSignal): Promise<CalendarEntries>;
  /** GET /events/byDate?date=yyyy-MM-dd: that school day's occurrences and task deadlines. */
  listEventsByDate(date: string, signal?: AbortSignal): Promise<CalendarEntries>;
  getEvent(id: Identifier, signal?: AbortSignal): Promise<EventDto>;
  createEvent(input: EventInput): Promise<EventSaved>;
  /** PUT /events/{id}: the whole event (a weekly series as a whole). */
  updateEvent(id: Identifier, input: EventInput): Promise<EventSaved>;
  deleteEvent(id: Identifier): Promise<MessageResponse>;
  /** PUT /events/cancel/{id}?reason=…. */
  cancelEvent(id: Identifier, reason: string): Promise<MessageResponse>;
  /** PUT /events/publish/{id}: a draft becomes active; its groups see it. */
  publishEvent(id: Identifier): Promise<MessageResponse>;
  /** GET /calendar/feed: the user's secret iCalendar URL, made on the first call. */
  getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedAnswer>;
  /** POST /calendar/feed/rotate: a new secret URL; the old one stops working at once. */
  rotateCalendarFeed(): Promise<CalendarFeedAnswer>;
}

const segment = (id: Identifier) => encodeURIComponent(String(id));

/** A list answer as its objects: `{objects, count}` or a bare array. */
function objectsOf<T>(body: ListResponse<T> | T[] | undefined): T[] {
  if (Array.isArray(body)) return body;
  return body?.objects ?? [];
}

/** The occurrences and deadlines of GET /events/ or /events/byDate (a bare array: occurrences only). */
function entriesOf(body: EventListResponse | EventOccurrenceDto[] | undefined): CalendarEntries {
  return { events: objectsOf(body), deadlines: (Array.isArray(body) ? undefined : body?.deadlines) ?? [] };
}

/** The event calls over an API base and the app's HTTP client. */
export function createEventCalls(url: (path: string) => string, httpClient: HttpClient): EventCalls {
  const listCalendar = async (filter: EventListFilter, signal?: AbortSignal): Promise<CalendarEntries> =>
    entriesOf(await httpClient<EventListResponse | EventOccurrenceDto[]>(url('events'), { searchParams: eventListParams(filter), signal }));
  return {
    listEvents: async (filter, signal) => (await listCalendar(filter, signal)).events,
    listCalendar,
    listEventsByDate: async (date, signal) =>
      entriesOf(await httpClient<EventListResponse | EventOccurrenceDto[]>(url('events/byDate'), { searchParams: { date }, signal })),
    getEvent: (id, signal) => httpClient<EventDto>(url(`events/${segment(id)}`), { signal }),
    createEvent: (input) => httpClient<EventSaved>(url('events'), { method: 'POST', json: input }),
    updateEvent: (id, input) => httpClient<EventSaved>(url(`events/${segment(id)}`), { method: 'PUT', json: input }),
    deleteEvent: (id) => httpClient<MessageResponse>(url(`events/${segment(id)}`), { method: 'DELETE' }),
    cancelEvent: (id, reason) =>
      httpClient<MessageResponse>(url(`events/cancel/${segment(id)}`), { method: 'PUT', searchParams: { reason } }),
    publishEvent: (id) => httpClient<MessageResponse>(url(`events/publish/${segment(id)}`), { method: 'PUT' }),
    getCalendarFeed: (signal) => httpClient<CalendarFeedAnswer>(url('calendar/feed'), { signal }),
    rotateCalendarFeed: () => httpClient<CalendarFeedAnswer>(url('calendar/feed/rotate'), { method: 'POST' }),
  };
}
