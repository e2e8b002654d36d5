import ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS, type StudyFormat } from '../../../src/api/constants.js';
import { checkEmail, normalizeEmail } from '../../../src/api/rules.js';
import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './personFields.js';

/** The columns of a students sheet, named as the API names the fields. */
export const IMPORT_FIELDS = ['name', 'lastname', 'email', 'phoneNumber', 'studyFormat'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
const REQUIRED_COLUMNS: readonly ImportField[] = ['name', 'lastname', 'email', 'studyFormat'];

/** Past this much XML inside the zip the file is refused before parsing (a zip bomb, a giant sheet). */
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;

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

export type ProblemReason = 'missingField' | 'tooLong' | 'invalidEmail' | 'duplicateEmail' | 'emailTaken' | 'unknownStudyFormat';

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
  | { kind: 'tooManyRows'; count: number }
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

const squash = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/[^\p{L}\p{N}]+/gu, '');

/** The field a header cell names, if any (English or Russian, any case and spacing). */
export function headerField(text: string): ImportField | null {
  return HEADERS[squash(text)] ?? null;
}

/** ONLINE or OFFLINE from what a person typed (either case, or the Russian words). */
export function studyFormatOf(text: string): StudyFormat | null {
  return FORMATS[squash(text)] ?? null;
}

/**
 * The text a person sees in a cell, whatever exceljs made of it: rich text is joined,
 * a hyperlink gives its text, a formula its result, a whole number stays all digits
 * (a phone typed as 79161234567 must not become 7.9e10). Spaces are trimmed and collapsed.
 */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  return rawText(value).replace(/\s+/g, ' ').trim();
}

function rawText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  const cell = value as Record<string, unknown>;
  if (Array.isArray(cell.richText)) return cell.richText.map((part: { text?: unknown }) => rawText(part.text)).join('');
  if ('hyperlink' in cell) {
    const text = rawText(cell.text);
    return text || String(cell.hyperlink ?? '').replace(/^mailto:/i, '');
  }
  if ('formula' in cell || 'sharedFormula' in cell) return rawText(cell.result);
  // An error cell (#N/A, #REF!) holds nothing a person meant to import.
  if ('error' in cell) return '';
  if ('text' in cell) return rawText(cell.text);
  return '';
}

/**
 * The sum of the uncompressed sizes a zip declares in its central directory, or null when
 * the bytes are not a readable zip. Cheap: reads only the directory at the end.
 */
export function declaredUnzippedSize(data: Buffer): number | null {
  const EOCD = 0x06054b50;
  const CDH = 0x02014b50;
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (data.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CDH) return null;
    const size = data.readUInt32LE(at + 24);
    // Zip64 sizes hide behind 0xFFFFFFFF: far beyond any sheet we accept anyway.
    total += size === 0xffffffff ? Number.MAX_SAFE_INTEGER / 2 : size;
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return total;
}

/** Loads the workbook's first sheet, or the reason it cannot be read. */
async function firstSheet(data: Buffer): Promise<ExcelJS.Worksheet | 'notWorkbook' | 'tooLarge'> {
  const unzipped = declaredUnzippedSize(data);
  if (unzipped === null) return 'notWorkbook';
  if (unzipped > MAX_UNZIPPED_BYTES) return 'tooLarge';
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    return 'notWorkbook';
  }
  return workbook.worksheets[0] ?? 'notWorkbook';
}

/**
 * Reads a students sheet and checks every row, writing nothing. The header is the first
 * non-empty row; columns may come in any order, named in English or Russian; fully empty
 * rows are skipped. Checks that need the database (an email already taken) are the caller's.
 */
export async function parseStudentWorkbook(data: Buffer, options: { maxRows?: number } = {}): Promise<ParsedSheet> {
  const maxRows = options.maxRows ?? IMPORT_MAX_ROWS;
  const sheet = await firstSheet(data);
  if (typeof sheet === 'string') return { kind: sheet };

  const rows: Array<{ number: number; texts: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const texts: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      texts[column] = cellText(cell.value);
    });
    if (texts.some(Boolean)) rows.push({ number, texts });
  });
  const header = rows.shift();
  const columns = new Map<ImportField, number>();
  header?.texts.forEach((text, column) => {
    const field = text ? headerField(text) : null;
    if (field && !columns.has(field)) columns.set(field, column);
  });
  const missing = REQUIRED_COLUMNS.filter((field) => !columns.has(field));
  if (missing.length) return { kind: 'missingColumns', columns: missing };

  const cell = (texts: string[], field: ImportField) => {
    const column = columns.get(field);
    return column === undefined ? '' : (texts[column] ?? '');
  };
  // A row with text only in columns we do not import (a note) is as good as empty.
  const dataRows = rows.filter((row) => IMPORT_FIELDS.some((field) => cell(row.texts, field)));
  if (!dataRows.length) return { kind: 'noRows' };
  if (dataRows.length > maxRows) return { kind: 'tooManyRows', count: dataRows.length };

  const students: ImportedStudent[] = [];
  const problems: RowProblem[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { number: row, texts } of dataRows) {
    const before = problems.length;
    const text = (field: ImportField, limit: number) => {
      const value = cell(texts, field);
      if (value.length > limit) problems.push({ row, field, reason: 'tooLong', params: { limit } });
      return value;
    };
    const name = text('name', NAME_MAX_LENGTH);
    const lastname = text('lastname', NAME_MAX_LENGTH);
    const rawEmail = cell(texts, 'email').replace(/^mailto:/i, '');
    const phone = text('phoneNumber', PHONE_MAX_LENGTH);
    const format = cell(texts, 'studyFormat');
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
    else if (!studyFormat) problems.push({ row, field: 'studyFormat', reason: 'unknownStudyFormat', params: { value: format.slice(0, 50) } });

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
