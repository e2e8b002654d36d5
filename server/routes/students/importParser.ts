import { IMPORT_MAX_ROWS, type StudyFormat } from '../../../src/api/constants.js';
import { checkEmail, normalizeEmail } from '../../../src/api/rules.js';
import { UnzipFailed, UnzipTooLarge, openBoundedZip } from '../../lib/boundedZip.js';
import { sheetRows, type CellValue } from '../../lib/xlsx/sheetRows.js';
import { readFirstSheet } from '../../lib/xlsx/workbook.js';
import { NotWorkbook } from '../../lib/xlsx/xml.js';
import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './personFields.js';

/** The columns of a students sheet, named as the API names the fields. */
export const IMPORT_FIELDS = ['name', 'lastname', 'email', 'phoneNumber', 'studyFormat'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
const REQUIRED_COLUMNS: readonly ImportField[] = ['name', 'lastname', 'email', 'studyFormat'];

/**
 * The most XML a file may unpack to, counted as it inflates (whatever the zip's headers claim),
 * over every part read: the workbook, its shared strings, styles and the rows of the first sheet
 * up to the row limit. A full file of 5,000 students is about 1 MB; one of 100,000 rows about
 * 10 MB of it (its shared strings must be read whole, the rows only up to the limit): still
 * answered "too many rows". What stays in memory is at most about this much text, and only
 * while one file is read; reading it all takes well under a second.
 */
export const MAX_UNZIPPED_BYTES = 16 * 1024 * 1024;

/** An .xlsx has a dozen or two parts; thousands are no spreadsheet a person made. */
const MAX_ZIP_ENTRIES = 2000;

export interface ImportedStudent {
  /** The spreadsheet's row number (the header is usually 1). */
  row: number;
  name: string;
  lastname: string;
  /** Normalised: trimmed and lower-cased. */
  email: string;
  phoneNumber: string | null;
  studyFormat: StudyFormat;
}

export type ProblemReason =
  'missingField' | 'tooLong' | 'invalidEmail' | 'duplicateEmail' | 'emailTaken' | 'emailUnavailable' | 'unknownStudyFormat';

/** One thing wrong with one row; the route translates it. */
export interface RowProblem {
  row: number;
  field: ImportField;
  reason: ProblemReason;
  params: { value?: string; row?: number; limit?: number };
}

export type ParsedSheet =
  | { kind: 'notWorkbook' }
  | { kind: 'tooLarge' }
  | { kind: 'missingColumns'; columns: ImportField[] }
  | { kind: 'noRows' }
  | { kind: 'tooManyRows' }
  | { kind: 'rows'; students: ImportedStudent[]; problems: RowProblem[] };

// Header texts are compared lower-cased, with ё as е and without spaces or punctuation.
const HEADERS: Record<string, ImportField> = {};
const aliases: Record<ImportField, string[]> = {
  name: ['name', 'firstname', 'givenname', 'имя'],
  lastname: ['lastname', 'surname', 'familyname', 'фамилия'],
  email: ['email', 'mail', 'emailaddress', 'почта', 'электроннаяпочта', 'адресэлектроннойпочты', 'емейл', 'имейл'],
  phoneNumber: ['phone', 'phonenumber', 'telephone', 'mobile', 'телефон', 'номертелефона', 'мобильныйтелефон'],
  studyFormat: ['studyformat', 'format', 'formatofstudy', 'форматобучения', 'формат'],
};
for (const [field, names] of Object.entries(aliases)) for (const name of names) HEADERS[name] = field as ImportField;

const FORMATS: Record<string, StudyFormat> = {
  online: 'ONLINE',
  онлайн: 'ONLINE',
  дистанционно: 'ONLINE',
  дистанционный: 'ONLINE',
  дистанционная: 'ONLINE',
  удаленно: 'ONLINE',
  offline: 'OFFLINE',
  офлайн: 'OFFLINE',
  оффлайн: 'OFFLINE',
  очно: 'OFFLINE',
  очный: 'OFFLINE',
  очная: 'OFFLINE',
};

const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The field a header cell names, if any (English or Russian, any case and spacing). */
export function headerField(text: string): ImportField | null {
  return HEADERS[squash(text)] ?? null;
}

/** ONLINE or OFFLINE from what a person typed (either case, or the Russian words). */
export function studyFormatOf(text: string): StudyFormat | null {
  return FORMATS[squash(text)] ?? null;
}

/**
 * The text a person sees in a cell: a whole number stays all digits (a phone typed as
 * 79161234567 must not become 7.9e10), a date reads yyyy-MM-dd. Spaces are trimmed and collapsed.
 */
export function cellText(value: CellValue | undefined): string {
  return rawText(value).replace(/\s+/g, ' ').trim();
}

function rawText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
}

/** The refusal for what reading the zip threw; anything else is a bug and is rethrown. */
function refusal(err: unknown): ParsedSheet {
  if (err instanceof UnzipTooLarge) return { kind: 'tooLarge' };
  if (err instanceof UnzipFailed || err instanceof NotWorkbook) return { kind: 'notWorkbook' };
  throw err;
}

/**
 * Reads a students sheet and checks every row, writing nothing. The header is the first
 * non-empty row; columns may come in any order, named in English or Russian; fully empty
 * rows are skipped. Rows are read as the sheet inflates, and the reading stops at the first
 * row past `maxRows`. Checks that need the database (an email already taken) are the caller's.
 */
export async function parseStudentWorkbook(data: Buffer, options: { maxRows?: number } = {}): Promise<ParsedSheet> {
  const maxRows = options.maxRows ?? IMPORT_MAX_ROWS;
  let zip;
  try {
    zip = await openBoundedZip(data, { maxBytes: MAX_UNZIPPED_BYTES, maxEntries: MAX_ZIP_ENTRIES });
  } catch (err) {
    return refusal(err);
  }
  let read: Awaited<ReturnType<typeof readRows>>;
  try {
    read = await readRows(sheetRows(zip, await readFirstSheet(zip)), maxRows);
  } catch (err) {
    return refusal(err);
  } finally {
    zip.close();
  }
  return 'kind' in read ? read : checkRows(read.rows);
}

type DataRow = { row: number; texts: Partial<Record<ImportField, string>> };

/** Finds the header, then keeps the imported columns' texts of each row that has any. */
async function readRows(
  rows: AsyncIterable<{ number: number; cells: CellValue[] }>,
  maxRows: number,
): Promise<ParsedSheet | { rows: DataRow[] }> {
  let columns: Map<ImportField, number> | null = null;
  const dataRows: DataRow[] = [];
  for await (const { number, cells } of rows) {
    if (!columns) {
      // The first row with any text is the header, whatever it names.
      if (!cells.some((value) => cellText(value))) continue;
      const header = new Map<ImportField, number>();
      cells.forEach((value, column) => {
        const field = headerField(cellText(value));
        if (field && !header.has(field)) header.set(field, column);
      });
      const missing = REQUIRED_COLUMNS.filter((field) => !header.has(field));
      if (missing.length) return { kind: 'missingColumns', columns: missing };
      columns = header;
      continue;
    }
    const texts: DataRow['texts'] = {};
    for (const [field, column] of columns) {
      const text = cellText(cells[column]);
      if (text) texts[field] = text;
    }
    // A row with text only in columns we do not import (a note) is as good as empty.
    if (!Object.keys(texts).length) continue;
    dataRows.push({ row: number, texts });
    // Stopping here also stops the inflating: a file of 100,000 rows costs what 5,001 do.
    if (dataRows.length > maxRows) return { kind: 'tooManyRows' };
  }
  if (!columns) return { kind: 'missingColumns', columns: [...REQUIRED_COLUMNS] };
  return dataRows.length ? { rows: dataRows } : { kind: 'noRows' };
}

/** Checks every row; the rows of the file that are fine as far as the file can tell. */
function checkRows(dataRows: DataRow[]): ParsedSheet {
  const students: ImportedStudent[] = [];
  const problems: RowProblem[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, texts } of dataRows) {
    const before = problems.length;
    const cell = (field: ImportField) => texts[field] ?? '';
    const text = (field: ImportField, limit: number) => {
      const value = cell(field);
      if (value.length > limit) problems.push({ row, field, reason: 'tooLong', params: { limit } });
      return value;
    };
    const name = text('name', NAME_MAX_LENGTH);
    const lastname = text('lastname', NAME_MAX_LENGTH);
    const rawEmail = cell('email').replace(/^mailto:/i, '');
    const phone = text('phoneNumber', PHONE_MAX_LENGTH);
    const format = cell('studyFormat');
    if (!name) problems.push({ row, field: 'name', reason: 'missingField', params: {} });
    if (!lastname) problems.push({ row, field: 'lastname', reason: 'missingField', params: {} });

    const emailRule = checkEmail(rawEmail);
    const email = normalizeEmail(rawEmail);
    if (emailRule === 'emailRequired') problems.push({ row, field: 'email', reason: 'missingField', params: {} });
    else if (emailRule) problems.push({ row, field: 'email', reason: 'invalidEmail', params: { value: rawEmail.slice(0, 100) } });
    else if (firstRowOf.has(email)) {
      problems.push({ row, field: 'email', reason: 'duplicateEmail', params: { value: email, row: firstRowOf.get(email) } });
    } else firstRowOf.set(email, row);

    const studyFormat = studyFormatOf(format);
    if (!format) problems.push({ row, field: 'studyFormat', reason: 'missingField', params: {} });
    else if (!studyFormat)
      problems.push({ row, field: 'studyFormat', reason: 'unknownStudyFormat', params: { value: format.slice(0, 50) } });

    if (problems.length === before && studyFormat) {
      students.push({ row, name, lastname, email, phoneNumber: phone || null, studyFormat });
    }
  }
  return { kind: 'rows', students, problems: sortProblems(problems) };
}

/** Problems in spreadsheet order: by row, then by column. */
export function sortProblems(problems: RowProblem[]): RowProblem[] {
  return [...problems].sort((a, b) => a.row - b.row || IMPORT_FIELDS.indexOf(a.field) - IMPORT_FIELDS.indexOf(b.field));
}
