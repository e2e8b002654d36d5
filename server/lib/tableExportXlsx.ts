import ExcelJS from 'exceljs';
import type { Language } from '../../src/api/constants.js';
import { exportCellDate, formatExportDate, xlsxDateFormat } from './exportDates.js';
import type { ExportCell, ExportFile, ExportTable } from './exportFile.js';

/** Column widths in characters: wide enough for a date or a short name, never a screen wide. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** Rows measured for the widths: a long list is read once more only this far. */
const MEASURED_ROWS = 1000;

/** A sheet name Excel takes: at most 31 characters, none of []:*?/\, unique in the workbook. */
function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

function cellWidth(cell: ExportCell, lang: Language, timeZone: string): number {
  if (cell === null || cell === undefined) return 0;
  if (typeof cell === 'object') return formatExportDate(exportCellDate(cell, timeZone), lang).length;
  return Math.max(
    ...String(cell)
      .split('\n')
      .map((line) => line.length),
  );
}

function addSheet(workbook: ExcelJS.Workbook, table: ExportTable, file: ExportFile, taken: Set<string>) {
  const sheet = workbook.addWorksheet(sheetName(table.title, taken), { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = table.columns.map((column, index) =>
    Math.max(column.header.length, ...table.rows.slice(0, MEASURED_ROWS).map((row) => cellWidth(row[index], file.lang, file.timeZone))),
  );
  sheet.columns = table.columns.map((column, index) => ({
    header: column.header,
    width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widths[index] + 2)),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    const added = sheet.addRow(
      row.map((cell) => (cell && typeof cell === 'object' ? exportCellDate(cell, file.timeZone).utc : (cell ?? null))),
    );
    row.forEach((cell, index) => {
      if (cell && typeof cell === 'object') {
        added.getCell(index + 1).numFmt = xlsxDateFormat(exportCellDate(cell, file.timeZone).withTime, file.lang);
      }
    });
  }
}

/**
 * The tables as an .xlsx, one sheet each: a bold, frozen header row, widths from the texts,
 * dates as real dates (the wall-clock date and time, as Excel has no timezones) shown the
 * language's way. Texts stay texts: a cell is never written as a formula.
 */
export async function xlsxWorkbook(file: ExportFile): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const taken = new Set<string>();
  for (const table of file.tables) addSheet(workbook, table, file, taken);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
