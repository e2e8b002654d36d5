import ical, {
  escape,
  type ICalCalendar,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
  type ICalTemporalInstantStub,
  type ICalTemporalPlainDateTimeStub,
  type ICalTemporalZonedDateTimeStub,
} from 'ical-generator';
import type { Language } from '../../../src/api/constants.js';
import { t } from '../../i18n/index.js';
import { lastOccurrence } from './occurrences.js';
import { localDateOf, offsetAt, offsetChanges, parseDay, wallTimeOf, type WallTime } from './zonedTime.js';

/*
 * A user's events as an iCalendar file (RFC 5545), built with ical-generator, in the shapes
 * Google, Outlook and Apple calendars read alike:
 * - a timed event that happens once: DTSTART/DTEND in UTC;
 * - an all-day event: VALUE=DATE days, DTEND the day after the last (exclusive);
 * - a weekly series: RRULE:FREQ=WEEKLY;UNTIL=…; a timed one is written in the school's zone
 *   (TZID plus a VTIMEZONE), because a UTC series would move by an hour when the clocks change;
 * - a cancelled event: STATUS:CANCELLED, its reason in DESCRIPTION;
 * - a task's deadline: an instant at the deadline (DTSTART, no DTEND), the course and lesson in
 *   DESCRIPTION, the app's address in URL, CATEGORIES naming it a deadline;
 * - stable UIDs event-<id>@<host> and task-<id>@<host>, so a calendar updates an entry instead
 *   of adding it again;
 * - CRLF after every content line, END:VCALENDAR included (RFC 5545 3.1).
 */

export interface FeedEvent {
  id: number;
  title: string;
  description: string;
  start: Date;
  end: Date;
  allDay: boolean;
  repeatUntil: string | null;
  place: string | null;
  onlineLink: string | null;
  status: 'DRAFT' | 'ACTIVE' | 'CANCELLED';
  cancellationReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A task's deadline: an instant (no DTEND), UID task-<id>@<host>. */
export interface FeedDeadline {
  taskId: number;
  title: string;
  deadline: Date;
  courseName: string;
  lessonName: string;
  /** Where it opens in the app; null when the owner has no page for it. */
  url: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface FeedOptions {
  /** X-WR-CALNAME: the school's name. */
  schoolName: string;
  /** The host of PUBLIC_URL, the UIDs' domain. */
  host: string;
  timeZone: string;
  /** The feed owner's language, for the labels in descriptions. */
  lang: Language;
  events: FeedEvent[];
  deadlines?: FeedDeadline[];
}

const two = (n: number) => String(n).padStart(2, '0');
const compactDate = (w: Pick<WallTime, 'year' | 'month' | 'day'>) => `${String(w.year).padStart(4, '0')}${two(w.month)}${two(w.day)}`;
const compactTime = (w: WallTime) => `${compactDate(w)}T${two(w.hour)}${two(w.minute)}${two(w.second)}`;
const utcStamp = (instant: Date) => compactTime(wallTimeOf(instant, 'UTC')) + 'Z';

/** An all-day boundary as ical-generator writes a DATE: a Date at UTC midnight of the school-zone day. */
const dayOf = (instant: Date, timeZone: string) => new Date(`${localDateOf(instant, timeZone)}T00:00:00Z`);

/*
 * ical-generator writes a TZID time from a Temporal ZonedDateTime (it has documented stubs for
 * them). Node 20 has no Temporal, so these three small objects stand in, built on Intl.
 */
function instantStub(instant: Date, timeZone: string): ICalTemporalInstantStub {
  return {
    epochMilliseconds: instant.getTime(),
    toJSON: () => instant.toISOString(),
    toString: () => instant.toISOString(),
    toZonedDateTimeISO: (zone: string) => zonedStub(instant, zone ?? timeZone),
  };
}

function plainStub(instant: Date, timeZone: string): ICalTemporalPlainDateTimeStub {
  const w = wallTimeOf(instant, timeZone);
  const text = `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}:${two(w.second)}`;
  return {
    ...w,
    toJSON: () => text,
    toString: () => text,
    toPlainDate: () => ({ year: w.year, month: w.month, day: w.day, toJSON: () => text.slice(0, 10), toString: () => text.slice(0, 10) }),
    toZonedDateTime: (zone: string) => zonedStub(instant, zone),
  };
}

function zonedStub(instant: Date, timeZone: string): ICalTemporalZonedDateTimeStub {
  const w = wallTimeOf(instant, timeZone);
  return {
    ...w,
    timeZoneId: timeZone,
    toInstant: () => instantStub(instant, timeZone),
    toJSON: () => instant.toISOString(),
    toString: () => instant.toISOString(),
    toPlainDateTime: () => plainStub(instant, timeZone),
    withTimeZone: (zone: string) => zonedStub(instant, zone),
  };
}

function offsetText(ms: number): string {
  const sign = ms < 0 ? '-' : '+';
  const total = Math.round(Math.abs(ms) / 1000);
  const seconds = total % 60;
  return `${sign}${two(Math.floor(total / 3600))}${two(Math.floor(total / 60) % 60)}${seconds ? two(seconds) : ''}`;
}

/**
 * A VTIMEZONE for the zone between two instants, from the runtime's own zone data: one
 * observance per offset change (DTSTART in the local time before it, as RFC 5545 counts), so a
 * calendar without the IANA database still places every occurrence right.
 */
export function vtimezone(timeZone: string, from: number, to: number): string {
  const initial = offsetAt(from, timeZone);
  const changes = offsetChanges(timeZone, from, to);
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', start: string, fromOffset: number, toOffset: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    `TZOFFSETFROM:${offsetText(fromOffset)}`,
    `TZOFFSETTO:${offsetText(toOffset)}`,
    `END:${kind}`,
  ];
  const firstKind = changes.length && changes[0].to < initial ? 'DAYLIGHT' : 'STANDARD';
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    `X-LIC-LOCATION:${timeZone}`,
    ...observance(firstKind, '19700101T000000', initial, initial),
  ];
  for (const change of changes) {
    const localBefore = compactTime(wallTimeOf(change.at + change.from, 'UTC'));
    lines.push(...observance(change.to > change.from ? 'DAYLIGHT' : 'STANDARD', localBefore, change.from, change.to));
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

function descriptionOf(event: FeedEvent, lang: Language): string {
  const parts = [event.description.trim()];
  if (event.place) parts.push(t(lang, 'calendar.place', { place: event.place }));
  if (event.onlineLink) parts.push(t(lang, 'calendar.online', { link: event.onlineLink }));
  if (event.status === 'CANCELLED' && event.cancellationReason)
    parts.push(t(lang, 'calendar.cancelledBecause', { reason: event.cancellationReason }));
  return parts.filter(Boolean).join('\n\n');
}

const YEAR_MS = 366 * 86_400_000;

/** The feed as text. */
export function buildFeed(options: FeedOptions): string {
  const { timeZone, lang } = options;
  // A timed series in a zone with offset changes needs its VTIMEZONE, over the years it spans.
  let zoneFrom = Infinity;
  let zoneTo = -Infinity;
  const calendar = ical({
    // ical-generator writes the name as given: a comma or semicolon must be escaped (RFC 5545 TEXT).
    name: escape(options.schoolName, false),
    prodId: { company: 'Online School LMS', product: 'Calendar', language: lang.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 3600,
    timezone: { name: null, generator: (zone) => (zone === timeZone ? vtimezone(zone, zoneFrom, zoneTo) : null) },
  });
  calendar.x('X-WR-TIMEZONE', timeZone);

  for (const event of options.events) {
    const entry = calendar.createEvent({
      id: `event-${event.id}@${options.host}`,
      summary: event.title,
      description: descriptionOf(event, lang) || null,
      location: event.place ?? event.onlineLink ?? null,
      url: event.onlineLink,
      status: event.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: event.updatedAt,
      created: event.createdAt,
      lastModified: event.updatedAt,
      start: event.start,
      end: event.end,
    });
    const last = event.repeatUntil ? lastOccurrence(event, timeZone) : null;
    if (event.allDay) {
      entry.allDay(true).start(dayOf(event.start, timeZone)).end(dayOf(event.end, timeZone));
      if (last) entry.repeating(`FREQ=WEEKLY;UNTIL=${compactDate(parseDay(localDateOf(last.start, timeZone)))}`);
    } else if (last && timeZone !== 'UTC') {
      zoneFrom = Math.min(zoneFrom, event.start.getTime() - YEAR_MS);
      zoneTo = Math.max(zoneTo, last.end.getTime() + YEAR_MS);
      entry.timezone(timeZone).start(zonedStub(event.start, timeZone)).end(zonedStub(event.end, timeZone));
      // With a TZID start, UNTIL is in UTC (RFC 5545 3.3.10): the last occurrence's start.
      entry.repeating(`FREQ=WEEKLY;UNTIL=${utcStamp(last.start)}`);
    } else if (last) {
      entry.repeating(`FREQ=WEEKLY;UNTIL=${utcStamp(last.start)}`);
    }
  }
  for (const deadline of options.deadlines ?? []) addDeadline(calendar, deadline, options);
  // ical-generator joins the lines with CRLF but leaves the last one without it.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

function addDeadline(calendar: ICalCalendar, deadline: FeedDeadline, { host, lang }: FeedOptions) {
  calendar.createEvent({
    id: `task-${deadline.taskId}@${host}`,
    summary: t(lang, 'calendar.deadline', { task: deadline.title }),
    description: [
      t(lang, 'calendar.course', { course: deadline.courseName }),
      t(lang, 'calendar.lesson', { lesson: deadline.lessonName }),
    ].join('\n'),
    url: deadline.url,
    categories: [{ name: t(lang, 'calendar.deadlineCategory') }],
    status: ICalEventStatus.CONFIRMED,
    stamp: deadline.updatedAt,
    created: deadline.createdAt,
    lastModified: deadline.updatedAt,
    start: deadline.deadline,
    transparency: ICalEventTransparency.TRANSPARENT,
  });
}
