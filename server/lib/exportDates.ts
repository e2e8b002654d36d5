import type { Language } from '../../src/api/constants.js';
import { formatDate, formatDateTime } from '../../src/api/dateFormat.js';
import { wallTimeOf } from '../../src/api/schoolTime.js';

/*
 * Dates in exported files, worded as the app words them (src/api/dateFormat.ts): Russian
 * "10.12.2026", English "10 Dec 2026", times 24-hour. A workbook gets real dates with the
 * same look as a number format, so Excel can sort and filter them.
 */

/** A calendar day (yyyy-MM-dd, never shifted by a zone) or a moment (shown on the school's wall clock). */
export type ExportDate = { day: string } | { moment: Date };

/** A date as a workbook or a CSV needs it: the wall-clock date and time as UTC fields, and whether it has a time. */
export interface WallDate {
  utc: Date;
  withTime: boolean;
}

/** The wall-clock date of a cell: a day as it is, a moment in the school's timezone. */
export function exportCellDate(cell: ExportDate, timeZone: string): WallDate {
  if ('day' in cell) {
    const [year, month, day] = cell.day.slice(0, 10).split('-').map(Number);
    return { utc: new Date(Date.UTC(year, month - 1, day)), withTime: false };
  }
  const wall = wallTimeOf(cell.moment, timeZone);
  return { utc: new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)), withTime: true };
}

/** The text of a date in a CSV: as the app words it (src/api/dateFormat.ts) in the reader's language. */
export function formatExportDate({ utc, withTime }: WallDate, lang: Language): string {
  // The fields already hold the wall clock, so they are read as UTC.
  const iso = utc.toISOString();
  return withTime ? formatDateTime(iso, lang, 'UTC') : formatDate(iso.slice(0, 10), lang);
}

/** The workbook number format that shows a date as formatExportDate words it. */
export function xlsxDateFormat(withTime: boolean, lang: Language): string {
  const date = lang === 'ru' ? 'dd.mm.yyyy' : 'd mmm yyyy';
  return withTime ? `${date} hh:mm` : date;
}
