/*
 * Wall-clock time in a school's IANA timezone, with the runtime's Intl and no date library.
 * Events keep instants in UTC; a weekly class keeps its wall-clock time across daylight-saving
 * changes, and "a day" of the calendar is a day in the school's zone. Node ships full ICU, so
 * every IANA zone is known.
 */

// The wall clock itself (Intl, one cached formatter per zone) is the app's: one piece for both.
import { isValidTimeZone, offsetAt, wallTimeOf, type WallTime } from '../../../src/api/schoolTime.js';

export { isValidTimeZone, offsetAt, wallTimeOf, type WallTime };

const DAY_MS = 86_400_000;

const wallAsUtc = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/**
 * The instant a wall time names in the zone. A wall time repeated when the clocks go back names
 * its first (earlier) instant; one skipped when they go forward is read with the offset in force
 * before the jump (02:30 on a night that jumps 02:00 → 03:00 gives 03:30), as RFC 5545 does.
 */
export function zonedInstant(wall: WallTime, timeZone: string): Date {
  const guess = wallAsUtc(wall);
  const before = offsetAt(guess - DAY_MS, timeZone);
  const offsets = [...new Set([before, offsetAt(guess, timeZone), offsetAt(guess + DAY_MS, timeZone)])];
  const matching = offsets
    .map((offset) => guess - offset)
    .filter((instant) => wallAsUtc(wallTimeOf(instant, timeZone)) === guess)
    .sort((a, b) => a - b);
  return new Date(matching.length ? matching[0] : guess - before);
}

const two = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd of a wall time. */
export const dateOfWall = (w: Pick<WallTime, 'year' | 'month' | 'day'>) =>
  `${String(w.year).padStart(4, '0')}-${two(w.month)}-${two(w.day)}`;

/** The school-zone calendar day (yyyy-MM-dd) an instant falls on. */
export function localDateOf(instant: Date | number, timeZone: string): string {
  return dateOfWall(wallTimeOf(instant, timeZone));
}

/** A yyyy-MM-dd day as its parts. */
export function parseDay(day: string): { year: number; month: number; day: number } {
  const [year, month, date] = day.split('-').map(Number);
  return { year, month, day: date };
}

/** A calendar day plus `days` days (negative goes back); no timezone involved. */
export function addDays(day: string, days: number): string {
  const { year, month, day: date } = parseDay(day);
  const moved = new Date(Date.UTC(year, month - 1, date + days));
  return moved.toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parseDay(from);
  const b = parseDay(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** The instant a school-zone day starts (its first moment, usually midnight). */
export function startOfDay(day: string, timeZone: string): Date {
  return zonedInstant({ ...parseDay(day), hour: 0, minute: 0, second: 0 }, timeZone);
}

/** The same wall-clock time `days` calendar days later in the zone. */
export function shiftWallDays(instant: Date, days: number, timeZone: string): Date {
  const wall = wallTimeOf(instant, timeZone);
  const { year, month, day } = parseDay(addDays(dateOfWall(wall), days));
  return zonedInstant({ ...wall, year, month, day }, timeZone);
}

/** An instant the zone's clock changes offset, with the offsets before and after (ms). */
export interface OffsetChange {
  at: number;
  from: number;
  to: number;
}

/**
 * Every offset change of the zone in [from, to), found by probing each 6 hours and bisecting to
 * the second. Zones change at most a few times a year, so a few years cost a few thousand probes.
 */
export function offsetChanges(timeZone: string, from: number, to: number): OffsetChange[] {
  const step = 6 * 3_600_000;
  const changes: OffsetChange[] = [];
  let previous = offsetAt(from, timeZone);
  for (let t = from; t < to; t += step) {
    const next = Math.min(t + step, to);
    const offset = offsetAt(next, timeZone);
    if (offset === previous) continue;
    // In whole seconds: offsets change on a second.
    let low = Math.floor(t / 1000);
    let high = Math.ceil(next / 1000);
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (offsetAt(mid * 1000, timeZone) === previous) low = mid;
      else high = mid;
    }
    changes.push({ at: high * 1000, from: previous, to: offset });
    previous = offset;
  }
  return changes;
}
