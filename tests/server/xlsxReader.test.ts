import { describe, expect, it } from 'vitest';
import { openBoundedZip } from '../../server/lib/boundedZip.js';
import { sheetRows, type SheetRow } from '../../server/lib/xlsx/sheetRows.js';
import { isDateFormat, readFirstSheet } from '../../server/lib/xlsx/workbook.js';
import { NotWorkbook } from '../../server/lib/xlsx/xml.js';
import { workbook } from './uploadFixtures.js';
import { part, workbookParts, zipOf } from './zipBombs.js';

// The streaming .xlsx reader under the import: what it makes of the parts of a workbook.

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

async function rowsOf(data: Buffer): Promise<SheetRow[]> {
  const zip = await openBoundedZip(data, { maxBytes: 16 * 1024 * 1024, maxEntries: 100 });
  const rows: SheetRow[] = [];
  for await (const row of sheetRows(zip, await readFirstSheet(zip))) rows.push(row);
  return rows;
}

/** The standard parts with this sheet and these shared strings. */
const book = (sheetData: string, sharedStrings: string) =>
  zipOf([
    ...workbookParts(),
    part('xl/sharedStrings.xml', `<sst xmlns="${MAIN}">${sharedStrings}</sst>`),
    part('xl/worksheets/sheet1.xml', `<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`),
  ]);

describe('sheetRows', () => {
  it('reads what exceljs writes: numbers, dates, booleans, formulas, rich text, hyperlinks, errors', async () => {
    const data = await workbook([
      [79161234567, 1.5, new Date(Date.UTC(2026, 0, 31)), true, { formula: 'LOWER("A@B.TEST")', result: 'a@b.test' }],
      [
        { richText: [{ text: 'Ma' }, { font: { bold: true }, text: 'ria' }] },
        { text: 'x@y.test', hyperlink: 'mailto:x@y.test' },
        { error: '#N/A' },
        null,
        'end',
      ],
    ]);
    expect(await rowsOf(data)).toEqual([
      { number: 1, cells: [undefined, 79161234567, 1.5, new Date(Date.UTC(2026, 0, 31)), true, 'a@b.test'] },
      // An error cell and an empty one hold nothing.
      { number: 2, cells: [undefined, 'Maria', 'x@y.test', undefined, undefined, 'end'] },
    ]);
  });

  it('joins shared-string runs without their phonetic guides, and undoes _xHHHH_ escapes', async () => {
    const strings =
      '<si><r><t>Ан</t></r><r><t>на</t></r></si><si><t>漢字</t><rPh sb="0" eb="2"><t>かんじ</t></rPh></si><si><t>a_x000D_b</t></si>';
    const rows = await rowsOf(
      book('<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>', strings),
    );
    expect(rows[0].cells.slice(1)).toEqual(['Анна', '漢字', 'a\rb']);
  });

  it('reads inline strings, prefixed element names, and rows and cells without references', async () => {
    const rows = await rowsOf(
      zipOf([
        ...workbookParts(),
        part(
          'xl/worksheets/sheet1.xml',
          `<x:worksheet xmlns:x="${MAIN}"><x:sheetData>` +
            '<x:row><x:c t="inlineStr"><x:is><x:t>one</x:t></x:is></x:c><x:c t="str"><x:f>A1</x:f><x:v>two</x:v></x:c></x:row>' +
            '<x:row r="5"><x:c r="C5"><x:v>3</x:v></x:c><x:c><x:v>4</x:v></x:c></x:row>' +
            '<x:row><x:c r="A6" t="b"><x:v>0</x:v></x:c></x:row>' +
            '</x:sheetData></x:worksheet>',
        ),
      ]),
    );
    expect(rows).toEqual([
      { number: 1, cells: [undefined, 'one', 'two'] },
      { number: 5, cells: [undefined, undefined, undefined, 3, 4] },
      { number: 6, cells: [undefined, false] },
    ]);
  });

  it("reads the first sheet in the workbook's order, whatever its file is called", async () => {
    const rels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const parts = workbookParts().filter((p) => !p.name.startsWith('xl/'));
    const data = zipOf([
      ...parts,
      part(
        'xl/workbook.xml',
        `<workbook xmlns="${MAIN}" xmlns:r="${rels}"><sheets><sheet name="First" sheetId="2" r:id="rId7"/><sheet name="Second" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      part(
        'xl/_rels/workbook.xml.rels',
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId7" Type="${rels}/worksheet" Target="/xl/worksheets/sheet9.xml"/></Relationships>`,
      ),
      part(
        'xl/worksheets/sheet1.xml',
        `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c t="inlineStr"><is><t>second</t></is></c></row></sheetData></worksheet>`,
      ),
      part(
        'xl/worksheets/sheet9.xml',
        `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c t="inlineStr"><is><t>first</t></is></c></row></sheetData></worksheet>`,
      ),
    ]);
    expect((await rowsOf(data))[0].cells[1]).toBe('first');
  });

  it('refuses XML that declares entities rather than expanding them (a "billion laughs")', async () => {
    const laughs = '<!DOCTYPE w [<!ENTITY a "haha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>';
    const data = zipOf([
      ...workbookParts(),
      part(
        'xl/worksheets/sheet1.xml',
        `${laughs}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c t="inlineStr"><is><t>&b;</t></is></c></row></sheetData></worksheet>`,
      ),
    ]);
    await expect(rowsOf(data)).rejects.toBeInstanceOf(NotWorkbook);
  });

  it('refuses a workbook without its workbook part or first sheet', async () => {
    await expect(rowsOf(zipOf(workbookParts()))).rejects.toBeInstanceOf(NotWorkbook);
    await expect(rowsOf(zipOf([part('xl/worksheets/sheet1.xml', '<worksheet/>')]))).rejects.toBeInstanceOf(NotWorkbook);
  });
});

describe('isDateFormat', () => {
  it.each(['yyyy-mm-dd', 'dd.mm.yyyy', 'h:mm AM/PM', '[$-409]d-mmm-yy', 'DD/MM/YYYY'])('%s is a date', (code) => {
    expect(isDateFormat(code)).toBe(true);
  });
  it.each(['General', '0', '#,##0.00', '0.00E+00', '"days"0', '#,##0 [$₽-419]', '@', '0\\d'])('%s is not', (code) => {
    expect(isDateFormat(code)).toBe(false);
  });
});
