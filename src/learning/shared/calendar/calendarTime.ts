import { fromDateTimeInput, wallTimeOf } from '../../../api/schoolTime';

/*
 * The calendar runs FullCalendar in its 'UTC' zone and hands it the school's wall clock as if it
 * were UTC ("wall dates"): 10:00 in Europe/Moscow is given as 10:00Z. Without a timezone
 * plugin (luxon or moment, which the app does not ship) that is the way to show every user the
 * school's times whatever their browser's zone. What FullCalendar answers (a selection, a
 * dropped event) is read back the same way and turned into the real instant in the zone.
 */

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

const two = (n: number) => String(n).padStart(2, '0');

/** The wall date (its UTC fields are the school's wall clock) of an instant. */
export function toWallDate(instant: Date | string, timeZone: string): Date {
  const w = wallTimeOf(typeof instant === 'string' ? new Date(instant) : instant, timeZone);
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
}

/** yyyy-MM-ddTHH:mm:ss of a wall date, the form FullCalendar reads without an offset. */
export function wallIso(wall: Date): string {
  return wall.toISOString().slice(0, 19);
}

/** yyyy-MM-dd of a wall date. */
export function wallDay(wall: Date): string {
  return wall.toISOString().slice(0, 10);
}

/** HH:mm of a wall date. */
export function wallClock(wall: Date): string {
  return `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
}

/** The instant a wall date names in the zone (a time skipped by a DST jump moves next to it). */
export function fromWallDate(wall: Date, timeZone: string): Date {
  return fromDateTimeInput(wallIso(wall), timeZone) ?? new Date(wall.getTime());
}

/** The school's day (yyyy-MM-dd) an instant falls on. */
export function schoolDayOf(instant: Date | string, timeZone: string): string {
  return wallDay(toWallDate(instant, timeZone));
}

/** The school's today. */
export function schoolToday(timeZone: string, now: Date = new Date()): string {
  return schoolDayOf(now, timeZone);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-MM-dd that a calendar has, or null. */
export function parseDay(value: string | null | undefined): Date | null {
  const match = DAY.exec((value ?? '').trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** yyyy-MM-dd `days` later (or earlier). */
export function addDays(day: string, days: number): string {
  const date = parseDay(day);
  if (!date) return day;
  return wallDay(new Date(date.getTime() + days * DAY_MS));
}

/** Whole days from one yyyy-MM-dd to another. */
export function daysBetween(from: string, to: string): number {
  const a = parseDay(from);
  const b = parseDay(to);
  return a && b ? Math.round((b.getTime() - a.getTime()) / DAY_MS) : 0;
}

/** The instant of a school day's midnight. */
export function schoolMidnight(day: string, timeZone: string): Date | null {
  return fromDateTimeInput(`${day}T00:00`, timeZone);
}
