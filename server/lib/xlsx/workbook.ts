import path from 'node:path';
import type { BoundedZip } from '../boundedZip.js';
import { NotWorkbook, prefixedAttribute, readXml } from './xml.js';

/*
 * What an .xlsx says about its first sheet before its rows: where the sheet is, the shared
 * strings its cells point to, which cell styles show a number as a date, and the date system.
 * Each part is streamed through a SAX parser out of a BoundedZip, so every byte counts against
 * the zip's budget.
 */

export interface FirstSheet {
  /** The sheet's part in the zip, e.g. xl/worksheets/sheet1.xml. */
  path: string;
  sharedStrings: string[];
  /** By cell style index (a cell's `s`): whether that style shows numbers as dates. */
  dateStyles: boolean[];
  /** Serial dates count from 1904 rather than 1900 (old Mac workbooks). */
  date1904: boolean;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const MAX_STYLES_BYTES = 2 * 1024 * 1024;

/** Built-in number formats that are dates or times (ECMA-376 §18.8.30, and the East Asian ones). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

/** A custom number format that shows a date or time: a date letter outside quotes and [brackets]. */
export function isDateFormat(code: string): boolean {
  return /[ymdhsb]/i.test(
    code
      .replace(/\[[^\]]*]/g, '')
      .replace(/"[^"]*"/g, '')
      .replace(/\\./g, ''),
  );
}

/** Excel escapes characters XML cannot hold as _xHHHH_ inside strings. */
export const unescapeText = (text: string) =>
  text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A relationship's target as a path inside the zip (relative to xl/, or absolute). */
const partPath = (target: string) =>
  target.startsWith('/') ? path.posix.normalize(target.slice(1)) : path.posix.normalize(path.posix.join('xl', target));

export async function readFirstSheet(zip: BoundedZip): Promise<FirstSheet> {
  if (zip.declaredSize(WORKBOOK) === undefined || zip.declaredSize(WORKBOOK_RELS) === undefined) throw new NotWorkbook('no workbook');

  let sheetRel: string | undefined;
  let date1904 = false;
  await readXml(zip, WORKBOOK, {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      // The first sheet in the workbook's order is the first tab, hidden or not.
      if (name === 'sheet' && sheetRel === undefined) sheetRel = prefixedAttribute(attributes, 'id') ?? '';
    },
  });

  const targets = new Map<string, string>();
  let sharedStringsPath = 'xl/sharedStrings.xml';
  let stylesPath = 'xl/styles.xml';
  await readXml(zip, WORKBOOK_RELS, {
    open(name, attributes) {
      if (name !== 'Relationship' || !attributes.Target) return;
      const target = partPath(attributes.Target);
      if (attributes.Id) targets.set(attributes.Id, target);
      if (attributes.Type?.endsWith('/sharedStrings')) sharedStringsPath = target;
      if (attributes.Type?.endsWith('/styles')) stylesPath = target;
    },
  });
  const sheetPath = sheetRel ? targets.get(sheetRel) : undefined;
  if (!sheetPath || zip.declaredSize(sheetPath) === undefined) throw new NotWorkbook('no first sheet');

  return {
    path: sheetPath,
    sharedStrings: zip.declaredSize(sharedStringsPath) === undefined ? [] : await readSharedStrings(zip, sharedStringsPath),
    // Styles only tell dates from numbers. Some templates carry megabytes of them: such a file
    // is read with its numbers as numbers rather than refused for its styles.
    dateStyles: (zip.declaredSize(stylesPath) ?? Infinity) > MAX_STYLES_BYTES ? [] : await readDateStyles(zip, stylesPath),
    date1904,
  };
}

/** Each <si>'s text: its runs joined, without the phonetic guides (<rPh>) of East Asian text. */
async function readSharedStrings(zip: BoundedZip, part: string): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await readXml(zip, part, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't') inText = true;
    },
    close(name) {
      if (name === 'si' && current !== null) {
        strings.push(unescapeText(current));
        current = null;
      } else if (name === 'rPh') phonetic--;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (inText && !phonetic && current !== null) current += text;
    },
  });
  return strings;
}

/** Which cell styles (<cellXfs>) show numbers as dates. */
async function readDateStyles(zip: BoundedZip, part: string): Promise<boolean[]> {
  const customDates = new Set<number>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  await readXml(zip, part, {
    open(name, attributes) {
      if (name === 'numFmt' && isDateFormat(attributes.formatCode ?? '')) customDates.add(Number(attributes.numFmtId));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attributes.numFmtId ?? 0);
        styles.push(DATE_FORMAT_IDS.has(id) || customDates.has(id));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}
