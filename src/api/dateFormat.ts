/*
 * The one place dates are worded for people, in the browser and in the server's emails and
 * notifications alike. A numeric date is read day-first in Russian and month-first by many
 * English readers, so English gets the month's name ("10 Dec 2026") and Russian the day-first
 * numbers ("10.12.2026"); times are 24-hour in both. Lessons keep their own dd.MM.yyyy HH:mm
 * (SPEC §9, `formatSchoolDateTime` in schoolTime.ts). React's hook over these is
 * src/i18n/dates.ts.
 */

/** The Intl locale of the app's language: dates as people of that language write them, 24-hour times. */
export const intlLocaleOf = (language: string) => (language === 'ru' ? 'ru-RU' : 'en-GB');

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a yyyy-MM-dd (a leading date of a longer text counts), or null for one no calendar has. */
function dayDate(day: string | null | undefined): Date | null {
  const match = DAY.exec((day ?? '').slice(0, 10));
  if (!match) return null;
  const [year, month, dayOfMonth] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === dayOfMonth ? date : null;
}

/** The zone asked for when Intl knows it, else UTC: a school saved with a zone this runtime lacks still reads. */
function knownZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

const parseMoment = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

const dateParts = (language: string): Intl.DateTimeFormatOptions =>
  language === 'ru' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { day: 'numeric', month: 'short', year: 'numeric' };

/** A calendar date (yyyy-MM-dd, never shifted by a zone): "10.12.2026" or "10 Dec 2026"; '' when missing or broken. */
export function formatDate(day: string | null | undefined, language: string): string {
  const date = dayDate(day);
  if (!date) return '';
  return new Intl.DateTimeFormat(intlLocaleOf(language), { ...dateParts(language), timeZone: 'UTC' }).format(date);
}

/**
 * A moment (ISO 8601) on the wall clock of `timeZone` (the browser's when absent):
 * "10.12.2026, 14:30" or "10 Dec 2026, 14:30"; '' when missing or broken.
 */
export function formatDateTime(iso: string | null | undefined, language: string, timeZone?: string): string {
  const date = parseMoment(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    ...dateParts(language),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone: knownZone(timeZone) } : {}),
  }).format(date);
}

/** The time of day of a moment, 24-hour ("14:30", or "14:30:05" with seconds); '' when missing or broken. */
export function formatTime(
  iso: string | null | undefined,
  language: string,
  options: { seconds?: boolean; timeZone?: string } = {},
): string {
  const date = parseMoment(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
    ...(options.timeZone ? { timeZone: knownZone(options.timeZone) } : {}),
  }).format(date);
}

/** The calendar day of a moment on the wall clock of `timeZone`: "10.12.2026" or "10 Dec 2026"; '' when missing or broken. */
export function formatMomentDay(iso: string | null | undefined, language: string, timeZone?: string): string {
  const date = parseMoment(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    ...dateParts(language),
    ...(timeZone ? { timeZone: knownZone(timeZone) } : {}),
  }).format(date);
}
