import type { EventOccurrenceDto } from '../../../api/events';
import { intlLocaleOf } from '../../../i18n/dates';
import { parseDay, toWallDate, wallClock } from './calendarTime';

const capitalize = (text: string) => (text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text);

/** "Fri, 20 Nov 2026, 10:00 – 11:30" (or a range of days for an all-day event), in the school's zone. */
export function formatOccurrence(
  occurrence: Pick<EventOccurrenceDto, 'occurrenceStart' | 'occurrenceEnd' | 'allDay'>,
  timeZone: string,
  language: string,
): string {
  const start = new Date(occurrence.occurrenceStart);
  const end = new Date(occurrence.occurrenceEnd);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const locale = intlLocaleOf(language);
  if (occurrence.allDay) {
    // The end is the midnight after the last day: the last day is a moment before it.
    const last = new Date(Math.max(start.getTime(), end.getTime() - 1));
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone });
    return capitalize(format.formatRange(start, last));
  }
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return capitalize(format.formatRange(start, end));
}

/** "10:00–11:30" of an occurrence on one day, in the school's zone. */
export function formatTimes(occurrence: Pick<EventOccurrenceDto, 'occurrenceStart' | 'occurrenceEnd'>, timeZone: string): string {
  return `${wallClock(toWallDate(occurrence.occurrenceStart, timeZone))}–${wallClock(toWallDate(occurrence.occurrenceEnd, timeZone))}`;
}

/** "Friday, 20 November 2026" of a yyyy-MM-dd. */
export function formatDay(day: string, language: string): string {
  const date = parseDay(day);
  if (!date) return day;
  return capitalize(
    new Intl.DateTimeFormat(intlLocaleOf(language), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date),
  );
}

export { capitalize };
