/**
 * Moments in the school's timezone, with the browser's Intl and no date library: the API keeps
 * instants in UTC (ISO 8601), the pages show them as dd.MM.yyyy HH:mm (SPEC §9) in the school's
 * zone, and a date-time input's wall time is read in that zone, whatever the browser's own.
 */

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      // h23: midnight is 00, never 24.
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows an IANA zone name such as Europe/Moscow. */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || !timeZone) return false;
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The browser's own zone: the fallback while the school's is unknown. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** What a wall clock in `timeZone` shows at `date`. */
export function wallTimeOf(date: Date | number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
}

const two = (n: number) => String(n).padStart(2, '0');

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** dd.MM.yyyy HH:mm in the zone (SPEC §9 lesson display); '' for a missing or broken value. */
export function formatSchoolDateTime(iso: string | null | undefined, timeZone: string): string {
  const date = parse(iso);
  if (!date) return '';
  const w = wallTimeOf(date, timeZone);
  return `${two(w.day)}.${two(w.month)}.${w.year} ${two(w.hour)}:${two(w.minute)}`;
}

/** The value of an <input type="datetime-local"> (yyyy-MM-ddTHH:mm) showing the instant in the zone. */
export function toDateTimeInput(iso: string | null | undefined, timeZone: string): string {
  const date = parse(iso);
  if (!date) return '';
  const w = wallTimeOf(date, timeZone);
  return `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}`;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
export function offsetAt(instant: number, timeZone: string): number {
  const w = wallTimeOf(instant, timeZone);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a wall time (yyyy-MM-ddTHH:mm, as a datetime-local input gives it) names in the
 * zone, or null for a text that is not one or a day no calendar has. A wall time skipped by a
 * daylight-saving jump names no instant; it gives one an hour away, next to the jump.
 */
export function fromDateTimeInput(value: string, timeZone: string): Date | null {
  const match = INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number);
  const second = Number(match[6] ?? 0);
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset depends on the instant, which depends on the offset: two rounds settle it.
  const first = wallAsUtc - offsetAt(wallAsUtc, timeZone);
  return new Date(wallAsUtc - offsetAt(first, timeZone));
}

/** A short label of the zone for helper texts, e.g. "Europe/Moscow, UTC+03:00". */
export function describeTimeZone(timeZone: string, at: Date = new Date()): string {
  const offset = Math.round(offsetAt(at.getTime(), timeZone) / 60_000);
  const sign = offset < 0 ? '−' : '+';
  const abs = Math.abs(offset);
  return `${timeZone}, UTC${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}
