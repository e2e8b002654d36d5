import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

/* Bytes and bodies for the upload and import tests: multipart bodies, small real files, workbooks. */

const BOUNDARY = '----lms-test-boundary-7MA4YWxkTrZu0gW';

/** A multipart/form-data body holding one file, as a browser sends it. */
export function multipart(data: Buffer, filename: string, contentType = 'application/octet-stream', field = 'file') {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A multipart body with a text field and no file at all. */
export function multipartWithoutFile() {
  return {
    payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A 16×16 icon (.ico) whose one entry is a PNG, as favicons often are. */
export const ICO = Buffer.from(
  'AAABAAEAEBAAAAEAIABGAAAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAABAAAAAQgGAAAAHxXEiQAAAA1JREFUeNpjZGD4Xw8AAocBgOtHupIAAAAASUVORK5CYII=',
  'base64',
);
/** A 1x1 24-bit bitmap (.bmp). */
export const BMP = Buffer.from('Qk06AAAAAAAAADYAAAAoAAAAAQAAAAEAAAABABgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==', 'base64');
/** A real 1x1 GIF. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
/** The start of a JPEG (SOI and a JFIF APP0 segment): what sniffing reads. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(64, 0),
]);
/** A WebP's RIFF header with a lossy VP8 chunk. */
export const WEBP = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 ', 'latin1'),
  Buffer.alloc(40, 0),
]);
/** A small but complete PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A committed spreadsheet fixture, saved by LibreOffice (see scripts/make-import-fixtures.sh). */
export function importFixture(name: string): Buffer {
  return fs.readFileSync(fileURLToPath(new URL(`../fixtures/import/${name}`, import.meta.url)));
}

/** An .xlsx made the way Excel-like writers make it: header row, then the given rows. */
export async function workbook(rows: ExcelJS.CellValue[][], configure?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Microsoft Excel';
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  configure?.(sheet);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A students sheet of `count` valid rows (English headers), for the size limits. */
export function studentRows(count: number, prefix: string): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [['Name', 'Lastname', 'Email', 'Phone', 'Study format']];
  for (let n = 1; n <= count; n++) {
    rows.push([`Name${n}`, `Surname${n}`, `${prefix}.${n}@bulk.test`, 79000000000 + n, n % 2 ? 'ONLINE' : 'OFFLINE']);
  }
  return rows;
}
