import { EVENT_PERIOD_MAX_DAYS, type EventInput, type EventType } from '../../../src/api/events.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { checkDate } from '../../lib/schemas.js';
import { dateTimeOf, httpUrlOf, requiredText } from '../lessons/input.js';
import { lastOccurrence, nthOccurrence } from './occurrences.js';
import { addDays, daysBetween, localDateOf, startOfDay } from './zonedTime.js';

/*
 * The checks of an event's input that JSON schema cannot express, each 400 naming its field,
 * and the fields as stored: trimmed texts, instants, all-day times on the school's midnights.
 */

export interface EventFields {
  event_type: EventType;
  title: string;
  description: string;
  start_at: Date;
  end_at: Date;
  all_day: boolean;
  all_groups: boolean;
  groupIds: number[];
  place: string | null;
  online_link: string | null;
  repeat_until: string | null;
  series_end_at: Date;
}

/** The stored values a PUT keeps when it leaves an optional field out. */
export interface KeptFields {
  description: string;
  place: string | null;
  online_link: string | null;
  repeat_until: string | null;
}

const DAY_MS = 86_400_000;

/** A trimmed optional text: '' and null become null, undefined keeps `kept`. */
function optional(value: string | null | undefined, kept: string | null): string | null {
  if (value === undefined) return kept;
  const text = (value ?? '').trim();
  return text ? text : null;
}

/** Every group must be a live group of the school: else 400 naming groupIds (never telling whose it is). */
async function checkGroups(db: Db, schoolId: number, groupIds: number[]): Promise<number[]> {
  const unique = [...new Set(groupIds)];
  if (!unique.length) return unique;
  const found = await db
    .selectFrom('groups')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', unique)
    .execute();
  const known = new Set(found.map((g) => g.id));
  const missing = unique.find((id) => !known.has(id));
  if (missing !== undefined) throw badRequest('events.groupNotFound', 'groupIds', { id: missing });
  return unique;
}

/**
 * An all-day event covers whole school-zone days: start moves back to its day's midnight, and
 * end to the midnight after the day it falls in (kept when it is a midnight already).
 */
function wholeDays(start: Date, end: Date, timeZone: string): { start: Date; end: Date } {
  const first = startOfDay(localDateOf(start, timeZone), timeZone);
  const endDay = localDateOf(end, timeZone);
  const endMidnight = startOfDay(endDay, timeZone);
  const last = endMidnight.getTime() === end.getTime() ? endMidnight : startOfDay(addDays(endDay, 1), timeZone);
  return { start: first, end: last };
}

/** Checks a POST or PUT body; `kept` gives the stored values of the optional fields a PUT leaves out. */
export async function eventFieldsOf(
  db: Db,
  schoolId: number,
  timeZone: string,
  body: EventInput,
  kept: KeptFields = { description: '', place: null, online_link: null, repeat_until: null },
): Promise<EventFields> {
  const title = requiredText(body.title, 'title');
  let start = dateTimeOf(body.start, 'start');
  let end = dateTimeOf(body.end, 'end');
  if (end.getTime() <= start.getTime()) throw badRequest('events.endBeforeStart', 'end');
  if (body.allDay) ({ start, end } = wholeDays(start, end, timeZone));
  if (end.getTime() - start.getTime() > EVENT_PERIOD_MAX_DAYS * DAY_MS) {
    throw badRequest('events.tooLong', 'end', { days: EVENT_PERIOD_MAX_DAYS });
  }

  // Left out by a PUT: a series stays one, unless the entry is no longer a SCHEDULE.
  const repeatUntil =
    body.repeatUntil === undefined ? (body.eventType === 'SCHEDULE' ? kept.repeat_until : null) : body.repeatUntil || null;
  const series = { start, end, repeatUntil };
  if (repeatUntil !== null) {
    checkDate(repeatUntil, 'repeatUntil');
    if (body.eventType !== 'SCHEDULE') throw badRequest('events.repeatOnlySchedule', 'repeatUntil');
    const firstDay = localDateOf(start, timeZone);
    if (repeatUntil < firstDay) throw badRequest('events.repeatBeforeStart', 'repeatUntil', { day: firstDay });
    if (daysBetween(firstDay, repeatUntil) > EVENT_PERIOD_MAX_DAYS) {
      throw badRequest('events.repeatTooLong', 'repeatUntil', { days: EVENT_PERIOD_MAX_DAYS });
    }
    // A weekly class must end before its next week's occurrence starts.
    if (nthOccurrence(series, 1, timeZone).start.getTime() < end.getTime()) throw badRequest('events.weeklyTooLong', 'end');
  }

  const link = optional(body.onlineLink, kept.online_link);
  // A kept link was checked when it was saved.
  const online_link = link !== null && body.onlineLink !== undefined ? httpUrlOf(link, 'onlineLink') : link;
  const groupIds = await checkGroups(db, schoolId, body.groupIds ?? []);
  return {
    event_type: body.eventType,
    title,
    description: body.description === undefined ? kept.description : body.description.trim(),
    start_at: start,
    end_at: end,
    all_day: body.allDay,
    all_groups: groupIds.length === 0,
    groupIds,
    place: optional(body.place, kept.place),
    online_link,
    repeat_until: repeatUntil,
    series_end_at: (lastOccurrence(series, timeZone) ?? series).end,
  };
}
