/*
 * Events and schedules (SPEC §7 Events), shared by the app, its tests and the server.
 *
 * An event belongs to a school; it is shown to the groups it names, or to every group when
 * `groupIds` is empty. New events are DRAFTs, seen only by admins. PUT /events/publish/{id}
 * makes one ACTIVE (published: its groups' instructors and students see it and are notified);
 * PUT /events/cancel/{id}?reason=… makes a DRAFT or ACTIVE one CANCELLED with the reason (its
 * groups are notified when it had been published; a cancelled event stays visible, struck
 * through). Cancelled events cannot be published again or edited (409); they can be deleted.
 *
 * Times: `start` and `end` are ISO 8601 instants in UTC. An all-day event has `allDay` true and
 * its start/end are the school-timezone midnights of its first day and of the day after its
 * last day (end exclusive, as iCalendar and FullCalendar count). end > start, always.
 *
 * A SCHEDULE entry (a class of the timetable) may repeat weekly until a date (`repeatUntil`,
 * yyyy-MM-dd in the school's timezone, inclusive); an EVENT never repeats. Reads that take a
 * period answer one object per occurrence inside it: `occurrenceStart`/`occurrenceEnd` give
 * that occurrence's times, everything else is the series'. An occurrence keeps its wall-clock
 * time in the school's timezone across daylight-saving changes.
 */
import type { ListResponse } from './types.js';

export const EVENT_TYPES = ['EVENT', 'SCHEDULE'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_STATUSES = ['DRAFT', 'ACTIVE', 'CANCELLED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_PLACE_MAX = 300;
export const EVENT_CANCEL_REASON_MAX = 500;
/** A period query spans at most this many days (a year view plus margins). */
export const EVENT_PERIOD_MAX_DAYS = 400;

/**
 * POST /events/ and PUT /events/{id}. A PUT that leaves out description, place, onlineLink or
 * repeatUntil keeps their values (null clears them). Every group must be a live group of the
 * school (else 400 naming groupIds).
 */
export interface EventInput {
  eventType: EventType;
  /** 1..EVENT_TITLE_MAX, trimmed. */
  title: string;
  description?: string;
  /** ISO 8601 with an offset or Z; end after start, at most EVENT_PERIOD_MAX_DAYS later. */
  start: string;
  end: string;
  /** true: start moves to its school-zone day's midnight, end to the midnight ending its day. */
  allDay: boolean;
  /** Empty: every group of the school. */
  groupIds: number[];
  /** A room or an address; place and onlineLink are both optional. */
  place?: string | null;
  /** http(s) URL. */
  onlineLink?: string | null;
  /**
   * SCHEDULE only: repeat every week until this date (yyyy-MM-dd, inclusive; from the first day
   * to at most EVENT_PERIOD_MAX_DAYS after it); null: once. An occurrence must end before the
   * next one starts.
   */
  repeatUntil?: string | null;
}

export interface EventDto {
  id: number;
  eventType: EventType;
  title: string;
  description: string;
  start: string;
  end: string;
  allDay: boolean;
  groupIds: number[];
  /** The named groups (empty when the event is for every group). */
  groups: Array<{ id: number; groupName: string }>;
  place: string | null;
  onlineLink: string | null;
  repeatUntil: string | null;
  status: EventStatus;
  cancellationReason: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: { id: number; fullName: string } | null;
}

/** One occurrence in a period (GET /events/, GET /events/byDate). */
export interface EventOccurrenceDto extends EventDto {
  occurrenceStart: string;
  occurrenceEnd: string;
}

/**
 * GET /events/ — the occurrences overlapping [from, to] (yyyy-MM-dd, both inclusive, in the
 * school's timezone), ordered by occurrenceStart then id. groupId: only events shown to that
 * group (events for every group included); eventStatus: only that status; '0' for either
 * means all, as if left out. The client drops `view` and sends neither for '0'. Admins see every status;
 * instructors and students see ACTIVE and published-then-CANCELLED events of their groups
 * (an instructor's groups are those on the courses they teach).
 */
export interface EventListQuery {
  from: string;
  to: string;
  /** 0: every group, as if left out. */
  groupId?: number;
  /** '0': every status, as if left out. */
  eventStatus?: EventStatus | typeof ALL_EVENTS;
}

/** "All" for groupId and eventStatus of GET /events/ (SPEC §7): the same as leaving them out. */
export const ALL_EVENTS = '0';

/**
 * A task's deadline in the calendar (GET /events/ and GET /events/byDate, `deadlines`): the
 * tasks of the lessons the user can see whose deadline falls in the period, by deadline then
 * task id. A student sees those of the shown lessons of their group's courses (not of a course
 * they are blocked on); an instructor those of the courses they teach; an admin every one of
 * the school. With groupId: only the courses that group studies; with an eventStatus other
 * than all, none (a deadline has no status).
 */
export interface TaskDeadlineEntryDto {
  kind: 'TASK_DEADLINE';
  taskId: number;
  /** The task's name. */
  title: string;
  /** ISO 8601 in UTC. */
  deadline: string;
  /** The task's maximum points. */
  mark: number;
  lessonId: number;
  lessonName: string;
  courseId: number;
  courseName: string;
}

/** The occurrences of a period (objects and count), with the task deadlines in it. */
export type EventListResponse = ListResponse<EventOccurrenceDto> & { deadlines: TaskDeadlineEntryDto[] };

/**
 * The personal calendar feed (iCalendar, RFC 5545): GET /api/calendar/feed answers the user's
 * feed, creating it on the first call; POST /api/calendar/feed/rotate replaces its secret (the old
 * URL answers 404 at once) and answers {message, ...CalendarFeedDto}; DELETE /api/calendar/feed
 * revokes it ({message}; the next GET makes a new one). The feed itself,
 * GET /api/calendar/{token}.ics, needs no session: the token is the secret. It holds what the
 * user would see in their calendar: published events of their groups (admins: every event but
 * drafts), weekly series as RRULE, cancelled ones as STATUS:CANCELLED, and the task deadlines
 * the user sees in the calendar (UID task-<id>@host, an instant at the deadline); events whose
 * last occurrence ended, and deadlines that passed, more than CALENDAR_FEED_PAST_DAYS ago are
 * left out. Every content line ends with CRLF, the last one (END:VCALENDAR) too.
 *
 * The server keeps only a hash of the secret (like sessions), so it can show the URL only in
 * the answer that makes it: the first GET and every rotate. A later GET answers url and
 * webcalUrl null with the feed's createdAt: the page says the feed is on and offers a new URL
 * (rotate), which is the only way to see an address again.
 */
export interface CalendarFeedDto {
  /** Absolute URL built from PUBLIC_URL; null when the feed was made by an earlier call. */
  url: string | null;
  /** The same with the webcal: scheme, for Apple Calendar and Outlook; null as url. */
  webcalUrl: string | null;
  createdAt: string;
}

/** How far back the calendar feed reaches (a school year and its margins). */
export const CALENDAR_FEED_PAST_DAYS = 400;
