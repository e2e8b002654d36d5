import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A downloaded CSV as rows of texts (RFC 4180: quoted fields, doubled quotes, CRLF), its BOM checked and dropped. */
export function csvRows(res: LightMyRequestResponse): string[][] {
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  const text = res.body;
  expect(text.charCodeAt(0), 'a UTF-8 byte order mark').toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\r')) {
      field += c;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    }
  }
  return rows;
}

/** The sheets of a downloaded .xlsx: name, rows of cell values (from column 1), and the workbook for styles. */
export async function xlsxSheets(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows, sheet };
  });
}

/** The file name a download's Content-Disposition gives in filename* (RFC 5987). */
export function downloadName(res: LightMyRequestResponse): string {
  const header = String(res.headers['content-disposition']);
  expect(header).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
  return decodeURIComponent(header.split("filename*=UTF-8''")[1]);
}
