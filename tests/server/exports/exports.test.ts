import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GroupDto, ListResponse } from '../../../src/api/types.js';
import { adminSuite } from '../adminSuite.js';
import { addCourse, addGroup, addInstructor, addStudent } from '../schoolFixtures.js';
import { csvRows, downloadName, xlsxSheets } from './exportFiles.js';

// The demo school's timezone is Europe/Moscow (UTC+3): 21:30 UTC is already the 11th there.
const START = new Date('2026-12-10T21:30:00Z');
const { t, ids, other, tokens, api, ok } = adminSuite({ startAt: START });

const LISTS = ['students', 'instructors', 'groups', 'courses', 'announcements', 'trash', 'analytics'] as const;
const MARK = 'Zexport';
let groupId: number;

beforeAll(async () => {
  const { schoolId } = ids;
  groupId = await addGroup(t.db, schoolId, `${MARK} group`);
  await addStudent(t.db, schoolId, { groupId, firstName: 'Ivan', lastName: `${MARK}ov` });
  await addStudent(t.db, schoolId, { groupId, firstName: '=cmd|calc', lastName: `${MARK}ski` });
  await addStudent(t.db, schoolId, { firstName: 'Outside', lastName: `${MARK}er` });
  await addInstructor(t.db, schoolId, { firstName: 'Inna', lastName: `${MARK}ova` });
  await addCourse(t.db, schoolId, `${MARK} course`);
  // Rows written straight to the database take the real time: give them the test's.
  await sql`update users set created_at = ${START.toISOString()} where last_name like ${`${MARK}%`}`.execute(t.db);
  await addStudent(t.db, other.schoolId, { firstName: 'Foreign', lastName: `${MARK}other` });
  await addGroup(t.db, other.schoolId, `${MARK} foreign group`);
  await ok('POST', 'announcements', { text: `+${MARK} for the group`, groupId });
  await ok('POST', 'announcements', { text: `${MARK} for everyone` });
  const trashed = await addGroup(t.db, schoolId, `${MARK} trashed group`);
  await ok('DELETE', `groups/${trashed}`);
});

describe('who may export', () => {
  it.each(LISTS)('refuses %s to instructors and students (403)', async (list) => {
    for (const token of [tokens.INSTRUCTOR, tokens.STUDENT]) {
      expect((await api('GET', `${list}/export?format=csv`, undefined, { token })).statusCode).toBe(403);
    }
    expect((await api('GET', 'students/import/template?format=csv', undefined, { token: tokens.STUDENT })).statusCode).toBe(403);
  });

  it('asks for the format, naming the field', async () => {
    const res = await api('GET', 'students/export');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'format' });
    expect((await api('GET', 'students/export?format=pdf')).statusCode).toBe(400);
  });
});

describe('the students export', () => {
  it('holds the filtered students in the list order, in CSV, without another school', async () => {
    const res = await api('GET', `students/export?format=csv&groupId=${groupId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(downloadName(res)).toBe('students-2026-12-11.csv');
    const rows = csvRows(res);
    expect(rows[0]).toEqual(['Last name', 'First name', 'Email', 'Phone', 'Study format', 'Group', 'Status', 'Created']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([`${MARK}ov`, `${MARK}ski`]);
    expect(rows[1]).toMatchObject({ 4: 'Online', 5: `${MARK} group`, 6: 'Allowed', 7: '11 Dec 2026, 00:30' });
    expect(res.body).not.toContain('Outside');
    const all = await api('GET', `students/export?format=csv&search=${MARK}`);
    expect(csvRows(all).map((r) => r[1])).toEqual(['First name', 'Outside', 'Ivan', "'=cmd|calc"]);
    expect(all.body).not.toContain('Foreign');
  });

  it("neutralises a formula in a CSV: a leading ' so that the spreadsheet shows it", async () => {
    const rows = csvRows(await api('GET', `students/export?format=csv&groupId=${groupId}`));
    expect(rows[2][1]).toBe("'=cmd|calc");
  });

  it('speaks Russian: headers, values, dates and the file name', async () => {
    const res = await api('GET', `students/export?format=csv&groupId=${groupId}`, undefined, { lang: 'ru' });
    expect(downloadName(res)).toBe('студенты-2026-12-11.csv');
    expect(String(res.headers['content-disposition'])).toContain('filename="________-2026-12-11.csv"');
    const rows = csvRows(res);
    expect(rows[0]).toEqual(['Фамилия', 'Имя', 'Почта', 'Телефон', 'Формат обучения', 'Группа', 'Статус', 'Создан']);
    expect(rows[1]).toMatchObject({ 4: 'Онлайн', 6: 'Разрешён', 7: '11.12.2026, 00:30' });
  });

  it('writes a workbook: bold header, real dates, texts kept as texts', async () => {
    const res = await api('GET', `students/export?format=xlsx&groupId=${groupId}`, undefined, { lang: 'ru' });
    expect(res.statusCode).toBe(200);
    expect(downloadName(res)).toBe('студенты-2026-12-11.xlsx');
    const [sheet] = await xlsxSheets(res);
    expect(sheet.name).toBe('Студенты');
    expect(sheet.rows[0][0]).toBe('Фамилия');
    expect(sheet.sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.rows[2][1]).toBe('=cmd|calc');
    const created = sheet.sheet.getCell('H2');
    expect(created.value).toEqual(new Date('2026-12-11T00:30:00Z'));
    expect(created.numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(sheet.sheet.getColumn(1).width).toBeGreaterThanOrEqual(8);
  });
});

describe('every list exports with its filters, in CSV and Excel', () => {
  const cases: Array<[string, string, string]> = [
    ['instructors', `search=${MARK}`, `${MARK}ova`],
    ['groups', `search=${MARK}`, `${MARK} group`],
    ['courses', `search=${MARK}`, `${MARK} course`],
    ['announcements', `search=${MARK}&groupId={group}`, `+${MARK} for the group`],
    ['trash', `search=${MARK}&type=GROUP`, `${MARK} trashed group`],
  ];
  it.each(cases)('%s', async (list, query, expected) => {
    const q = query.replace('{group}', String(groupId));
    const csv = await api('GET', `${list}/export?format=csv&${q}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csvRows(csv);
    const cells = rows.slice(1).flat();
    expect(cells).toContain(list === 'announcements' ? `'${expected}` : expected);
    expect(rows.length, `${list}: only the filtered rows`).toBe(2);
    expect(csv.body).not.toContain('foreign');
    const xlsx = await api('GET', `${list}/export?format=xlsx&${q}`, undefined, { lang: 'ru' });
    const [sheet] = await xlsxSheets(xlsx);
    expect(sheet.rows.length).toBe(2);
    expect(sheet.rows[1]).toContain(expected);
  });

  it('keeps the announcements filters checks: from after to is a 400 naming from', async () => {
    const res = await api('GET', 'announcements/export?format=csv&from=2026-12-10&to=2026-12-01');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'from' });
    expect((await api('GET', `announcements/export?format=csv&groupId=${other.groupId}`)).statusCode).toBe(404);
  });

  it("follows the list's sort", async () => {
    const list = await ok<ListResponse<GroupDto>>('GET', 'groups?sort=groupName&order=DESC&size=100');
    const rows = csvRows(await api('GET', 'groups/export?format=csv&sort=groupName&order=DESC'));
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.objects.map((g) => g.groupName));
  });
});

describe('the analytics export', () => {
  it('has a sheet per block, for the period asked', async () => {
    const res = await api('GET', 'analytics/export?format=xlsx&from=2026-01-01&to=2026-12-10', undefined, { lang: 'ru' });
    expect(res.statusCode, res.body).toBe(200);
    expect(downloadName(res)).toBe('аналитика-2026-12-11.xlsx');
    const sheets = await xlsxSheets(res);
    expect(sheets.map((s) => s.name)).toEqual([
      'Сводка',
      'Новые студенты по месяцам',
      'Средний рейтинг по курсам',
      'Тесты',
      'Ответы на задания',
      'Самые активные курсы',
    ]);
    expect(sheets[0].rows[1]).toEqual(['Период с', new Date('2026-01-01T00:00:00Z')]);
    expect(sheets[1].rows.slice(1).map((r) => r[0])).toEqual([...Array(12).keys()].map((m) => `${String(m + 1).padStart(2, '0')}.2026`));
  });

  it('puts the blocks one after another in a CSV, and refuses a bad period', async () => {
    const rows = csvRows(await api('GET', 'analytics/export?format=csv'));
    expect(rows[0]).toEqual(['Summary']);
    expect(rows[2]).toEqual(['Period from', '1 Jan 2026']);
    expect(rows.some((r) => r[0] === 'Most active courses')).toBe(true);
    const bad = await api('GET', 'analytics/export?format=csv&from=2026-12-10&to=2026-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'from' });
  });
});
