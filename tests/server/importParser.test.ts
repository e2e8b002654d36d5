import { describe, expect, it } from 'vitest';
import { cellText, headerField, parseStudentWorkbook, sortProblems, studyFormatOf } from '../../server/routes/students/importParser.js';
import { PNG, importFixture, studentRows, workbook } from './uploadFixtures.js';
import { bigPart, honestBomb, lyingBomb, workbookParts, zipOf } from './zipBombs.js';

// Unit tests of the spreadsheet reader: no database, no server.

describe('headerField', () => {
  it.each([
    ['name', 'name'],
    [' Name ', 'name'],
    ['First name', 'name'],
    ['ИМЯ', 'name'],
    ['lastname', 'lastname'],
    ['Last Name', 'lastname'],
    ['last_name', 'lastname'],
    ['Surname', 'lastname'],
    ['Фамилия', 'lastname'],
    ['Email', 'email'],
    ['E-mail', 'email'],
    ['почта', 'email'],
    ['Электронная  почта', 'email'],
    ['phone', 'phoneNumber'],
    ['Phone number', 'phoneNumber'],
    ['Телефон', 'phoneNumber'],
    ['studyFormat', 'studyFormat'],
    ['Study format', 'studyFormat'],
    ['FORMAT', 'studyFormat'],
    ['Формат обучения', 'studyFormat'],
    ['формат', 'studyFormat'],
  ])('reads %j as %s', (text, field) => {
    expect(headerField(text)).toBe(field);
  });

  it('ignores columns it does not know', () => {
    expect(headerField('Notes')).toBeNull();
    expect(headerField('')).toBeNull();
  });
});

describe('studyFormatOf', () => {
  it.each([
    ['ONLINE', 'ONLINE'],
    ['online', 'ONLINE'],
    [' On-line ', 'ONLINE'],
    ['Онлайн', 'ONLINE'],
    ['дистанционно', 'ONLINE'],
    ['OFFLINE', 'OFFLINE'],
    ['Offline', 'OFFLINE'],
    ['офлайн', 'OFFLINE'],
    ['оффлайн', 'OFFLINE'],
    ['Очно', 'OFFLINE'],
  ])('reads %j as %s', (text, format) => {
    expect(studyFormatOf(text)).toBe(format);
  });

  it('refuses anything else', () => {
    expect(studyFormatOf('hybrid')).toBeNull();
    expect(studyFormatOf('')).toBeNull();
  });
});

describe('cellText', () => {
  it('keeps whole numbers as digits, so phones typed as numbers survive', () => {
    expect(cellText(79161234567)).toBe('79161234567');
    expect(cellText(89031112233)).toBe('89031112233');
    expect(cellText(1.5)).toBe('1.5');
  });

  it('trims and collapses spaces, non-breaking ones too', () => {
    expect(cellText('  Anna \u00a0 Maria  ')).toBe('Anna Maria');
    expect(cellText('   ')).toBe('');
  });

  it('reads nothing from empty cells', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
  });

  it('writes dates as yyyy-MM-dd and booleans as words', () => {
    expect(cellText(new Date(Date.UTC(2026, 0, 31)))).toBe('2026-01-31');
    expect(cellText(true)).toBe('TRUE');
  });
});

describe('parseStudentWorkbook', () => {
  it('reads columns in any order and any language, and skips empty rows anywhere', async () => {
    const data = await workbook([
      [],
      ['Формат обучения', 'E-MAIL', 'Фамилия', 'Имя', 'Notes'],
      ['онлайн', { text: 'Ivan@Example.test', hyperlink: 'mailto:Ivan@Example.test' }, 'Иванов', 'Иван', 'x'],
      [null, null, null, null, 'a note alone'],
      ['OFFLINE', 'petr@example.test', ' Петров ', { richText: [{ text: 'Пё' }, { text: 'тр' }] }],
      ['   ', '', ' '],
    ]);
    const sheet = await parseStudentWorkbook(data);
    expect(sheet).toEqual({
      kind: 'rows',
      problems: [],
      students: [
        { row: 3, name: 'Иван', lastname: 'Иванов', email: 'ivan@example.test', phoneNumber: null, studyFormat: 'ONLINE' },
        { row: 5, name: 'Пётр', lastname: 'Петров', email: 'petr@example.test', phoneNumber: null, studyFormat: 'OFFLINE' },
      ],
    });
  });

  it('names the required columns that are missing', async () => {
    const sheet = await parseStudentWorkbook(
      await workbook([
        ['Name', 'Phone'],
        ['Ann', '1'],
      ]),
    );
    expect(sheet).toEqual({ kind: 'missingColumns', columns: ['lastname', 'email', 'studyFormat'] });
  });

  it('takes the first of two columns with the same meaning', async () => {
    const sheet = await parseStudentWorkbook(
      await workbook([
        ['Name', 'Lastname', 'Email', 'E-mail', 'Format'],
        ['Ann', 'Lee', 'ann@example.test', 'other@example.test', 'online'],
      ]),
    );
    expect(sheet.kind === 'rows' && sheet.students[0].email).toBe('ann@example.test');
  });

  it('says when there is a header but no student', async () => {
    expect(
      await parseStudentWorkbook(
        await workbook([
          ['Name', 'Lastname', 'Email', 'Format'],
          [' ', '', '', ''],
        ]),
      ),
    ).toEqual({ kind: 'noRows' });
  });

  it('counts the rows against the limit before checking them', async () => {
    const rows = studentRows(6, 'limit');
    expect(await parseStudentWorkbook(await workbook(rows), { maxRows: 5 })).toEqual({ kind: 'tooManyRows' });
    expect((await parseStudentWorkbook(await workbook(rows), { maxRows: 6 })).kind).toBe('rows');
  });

  it('stops reading at the first row past the limit: the rest of the sheet is never inflated', async () => {
    const rows = [
      '<row r="1"><c t="inlineStr"><is><t>Name</t></is></c><c t="inlineStr"><is><t>Lastname</t></is></c><c t="inlineStr"><is><t>Email</t></is></c><c t="inlineStr"><is><t>Format</t></is></c></row>',
    ];
    for (let n = 2; n <= 7; n++) rows.push(`<row r="${n}"><c t="inlineStr"><is><t>N${n}</t></is></c></row>`);
    // After the rows, a gigabyte of text: read to its end it would be refused as too large.
    const sheet = bigPart('xl/worksheets/sheet1.xml', {
      head: `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}`,
      fill: 0x61,
      mebibytes: 1024,
      tail: '</sheetData></worksheet>',
    });
    expect(await parseStudentWorkbook(zipOf([...workbookParts(), sheet]), { maxRows: 5 })).toEqual({ kind: 'tooManyRows' });
  });

  it('refuses a zip that lies about its sizes as no workbook, and one that unpacks to too much as too large', async () => {
    expect(await parseStudentWorkbook(lyingBomb(64))).toEqual({ kind: 'notWorkbook' });
    expect(await parseStudentWorkbook(honestBomb(64))).toEqual({ kind: 'tooLarge' });
  });

  it('refuses bytes that are not a workbook', async () => {
    expect(await parseStudentWorkbook(Buffer.from('name;email\nAnn;ann@example.test\n'))).toEqual({ kind: 'notWorkbook' });
    expect(await parseStudentWorkbook(PNG)).toEqual({ kind: 'notWorkbook' });
  });

  it('checks every row and reports each problem with its row number', async () => {
    const sheet = await parseStudentWorkbook(importFixture('libreoffice-errors.xlsx'));
    expect(sheet.kind).toBe('rows');
    if (sheet.kind !== 'rows') return;
    expect(sheet.problems).toEqual([
      { row: 3, field: 'name', reason: 'missingField', params: {} },
      { row: 4, field: 'email', reason: 'invalidEmail', params: { value: 'not-an-email' } },
      { row: 5, field: 'email', reason: 'duplicateEmail', params: { value: 'ok1@example.test', row: 2 } },
      { row: 7, field: 'studyFormat', reason: 'unknownStudyFormat', params: { value: 'hybrid' } },
      { row: 8, field: 'studyFormat', reason: 'missingField', params: {} },
    ]);
    // Rows 2 and 6 are fine as far as the file can tell (row 6's email is taken: the database says so).
    expect(sheet.students.map((s) => s.row)).toEqual([2, 6]);
  });

  it('reports several problems of one row, and over-long values', async () => {
    const sheet = await parseStudentWorkbook(
      await workbook([
        ['Name', 'Lastname', 'Email', 'Phone', 'Format'],
        ['', '', '', '1'.repeat(51), ''],
        ['N'.repeat(101), 'Ok', 'ok@example.test', '', 'online'],
      ]),
    );
    expect(sheet.kind === 'rows' && sheet.problems.map((p) => `${p.row}:${p.field}:${p.reason}`)).toEqual([
      '2:name:missingField',
      '2:lastname:missingField',
      '2:email:missingField',
      '2:phoneNumber:tooLong',
      '2:studyFormat:missingField',
      '3:name:tooLong',
    ]);
  });
});

describe('sortProblems', () => {
  it('orders by row, then by column', () => {
    const sorted = sortProblems([
      { row: 5, field: 'email', reason: 'emailTaken', params: {} },
      { row: 2, field: 'studyFormat', reason: 'missingField', params: {} },
      { row: 2, field: 'name', reason: 'missingField', params: {} },
    ]);
    expect(sorted.map((p) => `${p.row}:${p.field}`)).toEqual(['2:name', '2:studyFormat', '5:email']);
  });
});

describe('the LibreOffice fixtures', () => {
  it('reads the English one: a formula email, a number phone, rich text, spaces, empty rows', async () => {
    const sheet = await parseStudentWorkbook(importFixture('libreoffice-en.xlsx'));
    expect(sheet).toEqual({
      kind: 'rows',
      problems: [],
      students: [
        { row: 2, name: 'Alice', lastname: 'Brown', email: 'alice.brown@example.test', phoneNumber: '79161234567', studyFormat: 'ONLINE' },
        { row: 3, name: 'Bob', lastname: 'Stone', email: 'bob.stone@example.test', phoneNumber: '+1 415 555 0100', studyFormat: 'OFFLINE' },
        { row: 5, name: 'Carol', lastname: 'White', email: 'carol.white@example.test', phoneNumber: null, studyFormat: 'ONLINE' },
      ],
    });
  });

  it('reads the Russian one: Cyrillic, a hyperlinked email, number phones, Russian formats', async () => {
    const sheet = await parseStudentWorkbook(importFixture('libreoffice-ru.xlsx'));
    expect(sheet.kind === 'rows' && sheet.students.map((s) => [s.row, s.name, s.lastname, s.email, s.phoneNumber, s.studyFormat])).toEqual([
      [2, 'Мария', 'Иванова', 'maria.ivanova.import@example.test', '79161234567', 'ONLINE'],
      [3, 'Пётр', 'Петров', 'petr.petrov@example.test', '89031112233', 'OFFLINE'],
      [4, 'Ольга', 'Сидорова', 'olga.sidorova@example.test', '+7 (916) 000-00-00', 'OFFLINE'],
      [5, 'Фёдор', 'Ёжиков', 'fedor.ezhikov@example.test', null, 'ONLINE'],
    ]);
  });
});
