import type { Language } from '../../src/api/constants.js';
import type { ExportFormat } from '../../src/api/exports.js';
import type { ExportDate } from './exportDates.js';

/* The shape of an exported file: what callers hand to sendTables (tableExport.ts) and the workbook writer reads. */

/**
 * One cell: a text, a number, nothing (an empty cell), or a date. A date is a calendar day
 * (`{ day: 'yyyy-MM-dd' }`) or a moment (`{ moment: Date }`, shown on the school's wall clock);
 * both are real dates in a workbook and worded per language in a CSV.
 */
export type ExportCell = string | number | null | undefined | ExportDate;

export interface ExportColumn {
  /** The translated header. */
  header: string;
}

export interface ExportTable {
  /** The sheet's name in a workbook, and the line above the table when a CSV holds several. */
  title: string;
  columns: ExportColumn[];
  rows: ExportCell[][];
}

export interface ExportFile {
  format: ExportFormat;
  /** Without the extension, e.g. `students-2026-11-27`. */
  name: string;
  lang: Language;
  /** The school's timezone: moments are shown on its wall clock. */
  timeZone: string;
  tables: ExportTable[];
}
