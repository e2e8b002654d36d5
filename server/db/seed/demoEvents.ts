import type { EventStatus, EventType } from '../../../src/api/events.js';
import type { Db } from '../index.js';
import { lastOccurrence } from '../../routes/events/occurrences.js';
import { addDays, daysBetween, localDateOf, parseDay, startOfDay, zonedInstant } from '../../routes/events/zonedTime.js';

/*
 * The demo calendar: the weekly timetable of the three demo groups (two classes a week each,
 * from four weeks ago to the end of the term) and a few events in every status, all dated from
 * the seed's now so the calendar is never empty.
 */

interface DemoEvent {
  type: EventType;
  title: string;
  description?: string;
  /** Days from today (school zone) and the wall-clock time, or null for all day. */
  day: number;
  time: [number, number, number, number] | null;
  /** All-day events: how many days. */
  days?: number;
  groups: number[];
  place?: string;
  onlineLink?: string;
  status: EventStatus;
  reason?: string;
  repeatUntil?: string;
}

// [group index, weekday (1 Monday .. 7 Sunday), start hour, start minute, end hour, end minute, title, place, link]
const CLASSES: Array<[number, number, number, number, number, number, string, string | null, string | null]> = [
  [0, 1, 18, 0, 19, 30, 'Frontend: lecture', 'Room 204', null],
  [0, 4, 18, 0, 19, 30, 'Frontend: workshop', 'Room 204', null],
  [1, 2, 19, 0, 20, 30, 'Python Basics: lesson', null, 'https://meet.example.com/python-basics'],
  [1, 5, 19, 0, 20, 30, 'Python Basics: practice', null, 'https://meet.example.com/python-basics'],
  [2, 3, 19, 30, 21, 0, 'Аналитика данных: лекция', 'Аудитория 3', null],
  [2, 6, 11, 0, 13, 0, 'Аналитика данных: практикум', 'Аудитория 3', 'https://meet.example.com/analytics'],
];

interface DemoCalendar {
  schoolId: number;
  adminId: number;
  groupIds: number[];
  timeZone: string;
  now: Date;
}

/** ISO weekday of a yyyy-MM-dd day: 1 Monday .. 7 Sunday. */
function weekday(day: string): number {
  const { year, month, day: date } = parseDay(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay() || 7;
}

/** The end of the term: the next 31 May or 27 December at least eight weeks away. */
function termEnd(today: string): string {
  const year = parseDay(today).year;
  return [`${year}-05-31`, `${year}-12-27`, `${year + 1}-05-31`].find((day) => daysBetween(today, day) >= 56) as string;
}

/** Events on their own, in every status, dated in days from the seed's today. */
const ONE_OFF_EVENTS: DemoEvent[] = [
  {
    type: 'EVENT',
    title: 'Orientation session',
    description: 'How the school works: the timetable, courses and ratings.',
    day: -10,
    time: [17, 0, 18, 0],
    groups: [],
    place: 'Main hall',
    status: 'ACTIVE',
  },
  {
    type: 'EVENT',
    title: 'Guest lecture: web accessibility',
    day: 3,
    time: [18, 0, 20, 0],
    groups: [0],
    onlineLink: 'https://meet.example.com/guest-lecture',
    status: 'CANCELLED',
    reason: 'The speaker is ill; a new date will be announced.',
  },
  {
    type: 'EVENT',
    title: 'Open day',
    description: 'Meet the instructors and see the projects of the groups.',
    day: 5,
    time: [12, 0, 15, 0],
    groups: [],
    place: 'Main hall',
    status: 'ACTIVE',
  },
  {
    type: 'EVENT',
    title: 'Hackathon',
    description: 'Two days of building a project in teams.',
    day: 12,
    time: null,
    days: 2,
    groups: [0],
    place: 'Room 204',
    status: 'ACTIVE',
  },
  {
    type: 'EVENT',
    title: 'Итоговая встреча группы',
    day: 30,
    time: [19, 0, 21, 0],
    groups: [1, 2],
    place: 'Аудитория 3',
    status: 'DRAFT',
  },
];

/** The weekly classes of each group, from four weeks before today's week to the end of the term. */
function timetable(today: string): DemoEvent[] {
  const monday = addDays(today, 1 - weekday(today));
  const until = termEnd(today);
  return CLASSES.map(([group, dayOfWeek, h1, m1, h2, m2, title, place, link]) => ({
    type: 'SCHEDULE' as const,
    title,
    day: daysBetween(today, addDays(monday, dayOfWeek - 1 - 28)),
    time: [h1, m1, h2, m2] as [number, number, number, number],
    groups: [group],
    place: place ?? undefined,
    onlineLink: link ?? undefined,
    status: 'ACTIVE' as const,
    repeatUntil: until,
  }));
}

export async function seedDemoEvents(trx: Db, options: DemoCalendar): Promise<void> {
  const today = localDateOf(options.now, options.timeZone);
  for (const event of [...timetable(today), ...ONE_OFF_EVENTS]) await insertEvent(trx, options, addDays(today, event.day), event);
}

/** One event (a series for the timetable) on its day, with its groups. */
async function insertEvent(trx: Db, options: DemoCalendar, day: string, event: DemoEvent): Promise<void> {
  const { schoolId, adminId, groupIds, timeZone, now } = options;
  const at = (hour: number, minute: number) => zonedInstant({ ...parseDay(day), hour, minute, second: 0 }, timeZone);
  const start = event.time ? at(event.time[0], event.time[1]) : startOfDay(day, timeZone);
  const end = event.time ? at(event.time[2], event.time[3]) : startOfDay(addDays(day, event.days ?? 1), timeZone);
  const series = { start, end, repeatUntil: event.repeatUntil ?? null };
  const published = event.status === 'ACTIVE' || (event.status === 'CANCELLED' && event.reason);
  const { id } = await trx
    .insertInto('events')
    .values({
      school_id: schoolId,
      event_type: event.type,
      title: event.title,
      description: event.description ?? '',
      start_at: start,
      end_at: end,
      all_day: event.time === null,
      all_groups: event.groups.length === 0,
      place: event.place ?? null,
      online_link: event.onlineLink ?? null,
      repeat_until: series.repeatUntil,
      series_end_at: (lastOccurrence(series, timeZone) ?? series).end,
      status: event.status,
      cancellation_reason: event.status === 'CANCELLED' ? (event.reason ?? '') : null,
      published_at: published ? now : null,
      cancelled_at: event.status === 'CANCELLED' ? now : null,
      created_by: adminId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (event.groups.length) {
    await trx
      .insertInto('event_groups')
      .values(event.groups.map((g) => ({ event_id: id, group_id: groupIds[g] })))
      .execute();
  }
}
