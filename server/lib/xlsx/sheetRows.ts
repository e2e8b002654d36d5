import type { BoundedZip } from '../boundedZip.js';
import { unescapeText, type FirstSheet } from './workbook.js';
import { xmlStream } from './xml.js';

/*
 * The rows of a sheet, streamed: the sheet's XML is inflated and parsed chunk by chunk, and the
 * rows of each chunk are handed out before the next chunk is read. A reader that stops early
 * (enough rows) stops the inflating too, so a sheet of a million rows costs no more than the
 * rows actually read.
 */

/** What a cell holds, resolved: shared strings looked up, formulas by their cached result. */
export type CellValue = string | number | boolean | Date | null;

export interface SheetRow {
  /** The row number a person sees (1-based). */
  number: number;
  /** By column number (1 = A), sparse. */
  cells: CellValue[];
}

/** Excel's last column, XFD. A cell said to be further is no cell a person can see. */
const MAX_COLUMN = 16_384;

/** 'BC12' → 55; 0 when the reference is not one. */
function columnOf(ref: string): number {
  let column = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code >= 65 && code <= 90) column = column * 26 + code - 64;
    else if (code >= 97 && code <= 122) column = column * 26 + code - 96;
    else break;
    if (column > MAX_COLUMN) return MAX_COLUMN + 1;
  }
  return column;
}

/** An Excel serial day number as a date (UTC), in the workbook's date system. */
function serialDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
}

export async function* sheetRows(zip: BoundedZip, sheet: FirstSheet): AsyncGenerator<SheetRow> {
  const ready: SheetRow[] = [];
  let row: SheetRow | null = null;
  let lastRow = 0;
  let lastColumn = 0;
  // The cell being read: its attributes, its <v> text and its inline string (<is>) text.
  let cell: { column: number; type: string; style: number } | null = null;
  let value = '';
  let inline = '';
  let reading: 'v' | 't' | null = null;
  let phonetic = 0;

  const resolve = (c: NonNullable<typeof cell>): CellValue => {
    switch (c.type) {
      case 's':
        return sheet.sharedStrings[Number(value)] ?? null;
      case 'inlineStr':
        return unescapeText(inline);
      case 'str':
        return value;
      case 'b':
        return value === '1' || value === 'true';
      case 'e':
        // An error (#N/A, #REF!) holds nothing a person meant to import.
        return null;
      case 'd': {
        const date = new Date(value);
        return Number.isNaN(date.getTime()) ? value : date;
      }
      default: {
        if (value.trim() === '') return null;
        const number = Number(value);
        if (Number.isNaN(number)) return value;
        return sheet.dateStyles[c.style] ? serialDate(number, sheet.date1904) : number;
      }
    }
  };

  const xml = xmlStream({
    open(name, attributes) {
      if (name === 'row') {
        lastRow = Number(attributes.r) || lastRow + 1;
        lastColumn = 0;
        row = { number: lastRow, cells: [] };
      } else if (name === 'c' && row) {
        lastColumn = (attributes.r ? columnOf(attributes.r) : 0) || lastColumn + 1;
        cell = { column: lastColumn, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0) };
        value = '';
        inline = '';
      } else if (cell) {
        if (name === 'v') reading = 'v';
        else if (name === 'rPh') phonetic++;
        else if (name === 't' && !phonetic) reading = 't';
      }
    },
    close(name) {
      if (name === 'row') {
        if (row?.cells.length) ready.push(row);
        row = null;
      } else if (name === 'c') {
        if (cell && row && cell.column <= MAX_COLUMN) {
          const resolved = resolve(cell);
          if (resolved !== null && resolved !== '') row.cells[cell.column] = resolved;
        }
        cell = null;
      } else if (name === 'v' || name === 't') reading = null;
      else if (name === 'rPh') phonetic--;
    },
    text(text) {
      if (reading === 'v') value += text;
      else if (reading === 't') inline += text;
    },
  });

  for await (const chunk of zip.text(sheet.path)) {
    xml.write(chunk);
    // Hand out this chunk's rows before inflating more; the reader may have had enough.
    yield* ready.splice(0);
  }
  xml.close();
  yield* ready.splice(0);
}
