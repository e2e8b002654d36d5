import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { headerField, IMPORT_FIELDS, parseStudentWorkbook } from '../../../server/routes/students/importParser.js';
import { call } from '../helpers.js';
import { adminSuite } from '../adminSuite.js';
import { multipart } from '../uploadFixtures.js';
import { csvRows, downloadName, xlsxSheets } from './exportFiles.js';

const { t, ids, tokens, api } = adminSuite();

/** The template of a language, filled in with one more student below the example. */
async function filledTemplate(lang: string, email: string): Promise<Buffer> {
  const res = await api('GET', 'students/import/template?format=xlsx', undefined, { lang });
  expect(res.statusCode, res.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  sheet.addRow(lang === 'ru' ? ['Пётр', 'Петров', email, '', 'офлайн'] : ['Peter', 'Peters', email, '', 'OFFLINE']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('the students import template', () => {
  it.each([
    ['en', ['First name', 'Last name', 'Email', 'Phone', 'Study format'], 'students-import-template'],
    ['ru', ['Имя', 'Фамилия', 'Почта', 'Телефон', 'Формат обучения'], 'шаблон-импорта-студентов'],
  ])('names the columns the importer reads, in %s', async (lang, headers, name) => {
    const res = await api('GET', 'students/import/template?format=xlsx', undefined, { lang });
    expect(downloadName(res)).toMatch(new RegExp(`^${name}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
    const [sheet] = await xlsxSheets(res);
    expect(sheet.rows[0]).toEqual(headers);
    expect(sheet.rows[0].map((h) => headerField(String(h)))).toEqual([...IMPORT_FIELDS]);
    expect(sheet.rows).toHaveLength(2);
    const csv = csvRows(await api('GET', 'students/import/template?format=csv', undefined, { lang }));
    expect(csv[0]).toEqual(headers);
  });

  it.each(['en', 'ru'])('is accepted by the importer as it comes and once filled in (%s)', async (lang) => {
    const filled = await filledTemplate(lang, `filled.${lang}@template.test`);
    const parsed = await parseStudentWorkbook(filled);
    expect(parsed).toMatchObject({ kind: 'rows', problems: [] });
    expect(parsed.kind === 'rows' && parsed.students.map((s) => s.studyFormat)).toEqual(['ONLINE', 'OFFLINE']);

    const res = await call(t.app, {
      method: 'POST',
      url: `/api/students/import/${ids.group['Python Basics']}`,
      token: tokens.ADMIN,
      lang,
      ...multipart(filled, 'template.xlsx'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2 });
  });
});
