import { addDays, daysBetween, localDateOf, shiftWallDays } from './zonedTime.js';

/*
 * The occurrences of an event: one for an EVENT or a SCHEDULE entry that does not repeat; one a
 * week for a repeating SCHEDULE entry, from its start until repeatUntil (a school-zone day,
 * inclusive). Each occurrence keeps the first one's wall-clock start and end in the school's
 * zone, so a 09:00 class stays at 09:00 after the clocks change.
 */

export interface SeriesTimes {
  start: Date;
  end: Date;
  /** yyyy-MM-dd in the school's zone, inclusive; null: the event happens once. */
  repeatUntil: string | null;
}

export interface Occurrence {
  start: Date;
  end: Date;
}

const WEEK_MS = 7 * 86_400_000;

/** How many weekly occurrences a series has (1 for a single event). */
export function occurrenceCount(series: SeriesTimes, timeZone: string): number {
  if (!series.repeatUntil) return 1;
  const days = daysBetween(localDateOf(series.start, timeZone), series.repeatUntil);
  return days < 0 ? 0 : Math.floor(days / 7) + 1;
}

/** The n-th occurrence (from 0) of a series. */
export function nthOccurrence(series: SeriesTimes, n: number, timeZone: string): Occurrence {
  if (n === 0) return { start: series.start, end: series.end };
  return { start: shiftWallDays(series.start, 7 * n, timeZone), end: shiftWallDays(series.end, 7 * n, timeZone) };
}

/** The last occurrence of a series, or null when repeatUntil comes before its first day. */
export function lastOccurrence(series: SeriesTimes, timeZone: string): Occurrence | null {
  const count = occurrenceCount(series, timeZone);
  return count ? nthOccurrence(series, count - 1, timeZone) : null;
}

/** The occurrences overlapping [from, to): those starting before `to` and ending after `from`. */
export function occurrencesBetween(series: SeriesTimes, timeZone: string, from: Date, to: Date): Occurrence[] {
  const overlaps = (o: Occurrence) => o.start.getTime() < to.getTime() && o.end.getTime() > from.getTime();
  if (!series.repeatUntil) return overlaps(series) ? [{ start: series.start, end: series.end }] : [];
  const count = occurrenceCount(series, timeZone);
  const firstDay = localDateOf(series.start, timeZone);
  // Skip the weeks that surely end before `from`; a week's margin covers offset changes.
  const skip = Math.max(0, Math.floor((from.getTime() - series.end.getTime()) / WEEK_MS) - 1);
  const found: Occurrence[] = [];
  for (let n = skip; n < count; n++) {
    // The day decides, not the instant: repeatUntil is a wall-clock day.
    if (addDays(firstDay, 7 * n) > series.repeatUntil) break;
    const occurrence = nthOccurrence(series, n, timeZone);
    if (occurrence.start.getTime() >= to.getTime()) break;
    if (overlaps(occurrence)) found.push(occurrence);
  }
  return found;
}
