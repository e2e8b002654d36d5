import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { EXPORT_FORMATS, type ExportFormat } from '../../src/api/exports.js';
import { contentDisposition } from './contentDisposition.js';
import { exportCellDate, formatExportDate } from './exportDates.js';
import type { ExportCell, ExportFile } from './exportFile.js';
import { xlsxWorkbook } from './tableExportXlsx.js';

/*
 * Tables as files people open in Excel or LibreOffice: the admin lists, analytics, and anything
 * else that hands rows over (an audit log). One call: sendTables(reply, file). The caller gives
 * texts already translated (headers, statuses); this module writes dates per language, escapes
 * what a spreadsheet would run, and names the file.
 */

// The row cap is shared with the app (src/api/exports.ts); exported here too for the server's exports.
export { EXPORT_MAX_ROWS } from '../../src/api/exports.js';

/** The `format` query property every export takes. */
export const exportFormatSchema = { type: 'string', enum: [...EXPORT_FORMATS], description: 'csv (UTF-8 with BOM) or xlsx' } as const;

export type { ExportCell, ExportColumn, ExportFile, ExportTable } from './exportFile.js';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The text a CSV shows for a cell. */
function csvText(cell: ExportCell, file: ExportFile): string | number {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'object') return formatExportDate(exportCellDate(cell, file.timeZone), file.lang);
  return cell;
}

/**
 * A CSV as RFC 4180 writes it (CRLF, quotes where needed), UTF-8 with a byte order mark so that
 * Excel reads Cyrillic right. A text starting with = + - @ (or a tab or CR) gets a leading '
 * so that a spreadsheet shows it instead of running it as a formula; numbers stay numbers.
 * Several tables follow each other under their titles, a blank line apart.
 */
export function csvOf(file: ExportFile): string {
  const several = file.tables.length > 1;
  const records: Array<Array<string | number>> = [];
  file.tables.forEach((table, index) => {
    if (several) {
      if (index > 0) records.push([]);
      records.push([table.title]);
    }
    records.push(table.columns.map((c) => c.header));
    for (const row of table.rows) records.push(row.map((cell) => csvText(cell, file)));
  });
  return stringify(records, { bom: true, record_delimiter: 'windows', escape_formulas: true });
}

/** A text as RFC 5987 writes it in filename*: percent-encoded UTF-8. */
/** Sends the tables as a CSV or .xlsx download; the reply is returned for the handler to return. */
export async function sendTables(reply: FastifyReply, file: ExportFile): Promise<FastifyReply> {
  const body = file.format === 'csv' ? Buffer.from(csvOf(file), 'utf8') : await xlsxWorkbook(file);
  return reply
    .header('Content-Type', CONTENT_TYPES[file.format])
    .header('Content-Disposition', contentDisposition('attachment', `${file.name}.${file.format}`))
    .header('Cache-Control', 'no-store')
    .send(body);
}
