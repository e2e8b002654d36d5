import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntryDto } from '../../../src/api/audit.js';
import type { ListResponse, SavedResponse, GroupDto, TrashDto } from '../../../src/api/types.js';
import { JOBS } from '../../../server/plugins/jobs.js';
import { adminSuite } from '../adminSuite.js';
import { ADMIN_EMAIL, INSTRUCTOR_EMAIL, STUDENT_EMAIL, login, rowCount } from '../helpers.js';

const START = new Date('2026-06-10T09:00:00Z');
const DAY = 86_400_000;
const { t, ids, other, tokens, api, ok } = adminSuite({ startAt: START });

const audit = (query = '') => ok<ListResponse<AuditEntryDto>>('GET', `audit?size=100${query ? `&${query}` : ''}`);
/** The newest rows first, as the list gives them. */
const newest = async (query = '') => (await audit(query)).objects;

beforeEach(async () => {
  t.clock.set(START);
  await t.db.deleteFrom('audit_log').execute();
});

describe('what the log records', () => {
  it('records a create, an update and a deletion of a group, with who, when, and its name', async () => {
    const created = await ok<SavedResponse<GroupDto>>('POST', 'groups', { groupName: 'Audit group' });
    t.clock.advance(60_000);
    await ok('PUT', `groups/${created.id}`, { groupName: 'Audit group renamed' });
    t.clock.advance(60_000);
    await ok('DELETE', `groups/${created.id}`);
    const rows = await newest('entity=group');
    expect(rows.map((r) => [r.action, r.entityId, r.entityName])).toEqual([
      ['delete', created.id, 'Audit group renamed'],
      ['update', created.id, 'Audit group renamed'],
      ['create', created.id, 'Audit group'],
    ]);
    expect(rows[2]).toMatchObject({
      actorId: ids.user[ADMIN_EMAIL],
      actorName: expect.any(String),
      actorRole: 'ADMIN',
      createdAt: START.toISOString(),
      ip: expect.any(String),
    });
  });

  it('records a restore from the trash under the name the item had', async () => {
    const created = await ok<SavedResponse<GroupDto>>('POST', 'groups', { groupName: 'Trashed and back' });
    await ok('DELETE', `groups/${created.id}`);
    const trash = await ok<ListResponse<TrashDto>>('GET', `trash?search=${encodeURIComponent('Trashed and back')}`);
    await ok('PUT', `trash/${trash.objects[0].trashId}/restore`);
    const [restored] = await newest('action=restore');
    expect(restored).toMatchObject({ entity: 'trash', entityId: trash.objects[0].trashId, entityName: 'Trashed and back' });
  });

  it('records blocking and unblocking a student, and a bulk action as one row per id', async () => {
    const student = ids.user[STUDENT_EMAIL];
    await ok('PUT', `students/${student}/block`);
    await ok('PUT', `students/${student}/unblock`);
    await ok('POST', 'students/bulk', { ids: [student], action: 'block' });
    await ok('POST', 'students/bulk', { ids: [student], action: 'unblock' });
    const rows = await newest('entity=student');
    expect(rows.map((r) => [r.action, r.entityId, r.entityName])).toEqual([
      ['unblock', student, 'Sofia Smirnova'],
      ['block', student, 'Sofia Smirnova'],
      ['unblock', student, 'Sofia Smirnova'],
      ['block', student, 'Sofia Smirnova'],
    ]);
    // The blocked student's session ended: log in again for the other tests.
    tokens.STUDENT = await login(t.app, STUDENT_EMAIL);
  });

  it("records an instructor's exam mark as a grade, with the mark", async () => {
    const instructor = ids.user[INSTRUCTOR_EMAIL];
    const exam = await t.db
      .selectFrom('exams as e')
      .innerJoin('course_instructors as ci', 'ci.course_id', 'e.course_id')
      .innerJoin('course_groups as cg', 'cg.course_id', 'e.course_id')
      .innerJoin('student_profiles as sp', 'sp.group_id', 'cg.group_id')
      .innerJoin('users as u', 'u.id', 'sp.user_id')
      .select(['e.id as examId', 'sp.user_id as studentId'])
      .where('ci.instructor_id', '=', instructor)
      .where('u.deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    await ok('PUT', `exam/${exam.examId}/give/mark/${exam.studentId}`, { mark: 77 }, { token: tokens.INSTRUCTOR });
    const [row] = await newest('action=grade');
    expect(row).toMatchObject({
      actorId: instructor,
      actorRole: 'INSTRUCTOR',
      entity: 'mark',
      entityId: exam.studentId,
      details: { examId: exam.examId, mark: 77 },
    });
  });

  it('records a login with the person who logged in, and not a failed one', async () => {
    await login(t.app, ADMIN_EMAIL).then((token) => (tokens.ADMIN = token));
    const wrong = await api('POST', 'auth/authenticate', { email: INSTRUCTOR_EMAIL, password: 'not the password' }, { token: '' });
    expect(wrong.statusCode).toBe(401);
    const rows = await newest('action=login');
    expect(rows.map((r) => [r.actorId, r.entity, r.entityId])).toEqual([[ids.user[ADMIN_EMAIL], 'session', ids.user[ADMIN_EMAIL]]]);
  });

  it('records a change of plan', async () => {
    const current = await t.db.selectFrom('schools').select('tariff_id').where('id', '=', ids.schoolId).executeTakeFirstOrThrow();
    const plans = await t.db
      .selectFrom('tariffs')
      .select(['id', 'code'])
      .where('public', '=', true)
      .orderBy('max_students', 'desc')
      .execute();
    await ok('PUT', 'schools/tariff', { tariffId: plans[0].id });
    const [row] = await newest('action=plan');
    expect(row).toMatchObject({ entity: 'school', details: { tariffId: plans[0].id } });
    if (current.tariff_id !== null) await ok('PUT', 'schools/tariff', { tariffId: current.tariff_id });
  });

  it('records nothing for a refused call or a student', async () => {
    const missing = await api('PUT', 'groups/2147483647', { groupName: 'Nobody' });
    expect(missing.statusCode).toBe(404);
    await api('PUT', 'notifications/view/all', undefined, { token: tokens.STUDENT });
    expect(await rowCount(t.db, 'audit_log')).toBe(0);
  });
});

describe('when recording fails', () => {
  it("answers the user's call as if nothing happened", async () => {
    await sql`alter table audit_log rename to audit_log_away`.execute(t.db);
    try {
      const created = await ok<SavedResponse<GroupDto>>('POST', 'groups', { groupName: 'Saved without a log' });
      expect(created.groupName).toBe('Saved without a log');
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(t.db);
    }
    expect(await rowCount(t.db, 'audit_log')).toBe(0);
  });
});

describe('GET /api/audit', () => {
  it('filters by person, action, kind, period in the school zone and name', async () => {
    await ok('POST', 'groups', { groupName: 'Early bird group' });
    t.clock.set(new Date(START.getTime() + 2 * DAY));
    await ok('POST', 'groups', { groupName: 'Late owl group' });
    await ok('PUT', `students/${ids.user[STUDENT_EMAIL]}/block`);
    await ok('PUT', `students/${ids.user[STUDENT_EMAIL]}/unblock`);
    tokens.STUDENT = await login(t.app, STUDENT_EMAIL);
    const names = (rows: AuditEntryDto[]) => rows.map((r) => r.entityName);
    expect(names(await newest('action=create&entity=group'))).toEqual(['Late owl group', 'Early bird group']);
    expect(names(await newest('entity=group&from=2026-06-12'))).toEqual(['Late owl group']);
    expect(names(await newest('entity=group&to=2026-06-10'))).toEqual(['Early bird group']);
    expect(names(await newest('search=owl'))).toEqual(['Late owl group']);
    expect((await newest(`actorId=${ids.user[ADMIN_EMAIL]}&action=block`)).length).toBe(1);
    expect((await newest(`actorId=${ids.user[INSTRUCTOR_EMAIL]}`)).length).toBe(0);
    const page = await ok<ListResponse<AuditEntryDto>>('GET', 'audit?entity=group&page=2&size=1');
    expect([page.count, names(page.objects)]).toEqual([2, ['Early bird group']]);
  });

  it('refuses a period that ends before it starts, naming the field, in the caller language', async () => {
    const res = await api('GET', 'audit?from=2026-06-12&to=2026-06-10', undefined, { lang: 'ru' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'from', message: 'Начало периода не может быть позже его конца.' });
    expect((await api('GET', 'audit?action=dance')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    for (const token of [tokens.INSTRUCTOR, tokens.STUDENT]) {
      expect((await api('GET', 'audit', undefined, { token })).statusCode).toBe(403);
      expect((await api('GET', 'audit/export?format=csv', undefined, { token })).statusCode).toBe(403);
    }
  });

  it("never shows another school's rows, either way", async () => {
    await ok('POST', 'groups', { groupName: 'Ours alone' });
    await ok('PUT', `groups/${other.groupId}`, { groupName: 'Theirs' }, { token: tokens.OTHER });
    const theirs = await ok<ListResponse<AuditEntryDto>>('GET', 'audit?size=100', undefined, { token: tokens.OTHER });
    expect(theirs.objects.map((r) => r.entityName)).toEqual(['Theirs']);
    expect((await newest()).map((r) => r.entityName)).toEqual(['Ours alone']);
    // Naming their group from here is refused and records nothing of theirs here either.
    expect((await api('PUT', `groups/${other.groupId}`, { groupName: 'Taken over' })).statusCode).toBe(404);
    expect(await rowCount(t.db, 'audit_log', (eb) => eb('school_id', '=', ids.schoolId))).toBe(1);
  });
});

describe('GET /api/audit/export', () => {
  it('writes a CSV with a BOM, headers in the caller language and the filtered rows', async () => {
    await ok('POST', 'groups', { groupName: 'Export "quoted", group' });
    await ok('POST', 'groups', { groupName: 'Left out' });
    const res = await api('GET', `audit/export?format=csv&search=${encodeURIComponent('quoted')}`, undefined, { lang: 'ru' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('.csv');
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Когда,Кто,Роль,Действие,Что,Название,Номер,Подробности,IP-адрес');
    expect(lines[1]).toMatch(/^"10\.06\.2026, \d\d:00",.+,Администратор,создание,группа,"Export ""quoted"", group",\d+,,/);
    expect(lines.filter(Boolean)).toHaveLength(2);
  });

  it('writes an Excel workbook with the same rows', async () => {
    await ok('POST', 'groups', { groupName: 'Workbook group' });
    const res = await api('GET', 'audit/export?format=xlsx&entity=group');
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Audit log');
    expect(sheet.getRow(1).values).toEqual([undefined, 'When', 'Who', 'Role', 'Action', 'What', 'Name', 'Id', 'Details', 'IP address']);
    const row = sheet.getRow(2);
    expect([row.getCell(3).value, row.getCell(4).value, row.getCell(5).value, row.getCell(6).value]).toEqual([
      'Administrator',
      'created',
      'group',
      'Workbook group',
    ]);
    expect(row.getCell(1).value).toBeInstanceOf(Date);
    expect(sheet.rowCount).toBe(2);
  });

  it('refuses an unknown format', async () => {
    expect((await api('GET', 'audit/export?format=pdf')).statusCode).toBe(400);
  });
});

describe('retention', () => {
  it('the scheduled job deletes rows older than a year and keeps the rest', async () => {
    await ok('POST', 'groups', { groupName: 'A year and a day ago' });
    t.clock.advance(2 * DAY);
    await ok('POST', 'groups', { groupName: 'Within the year' });
    t.clock.advance(364 * DAY);
    const job = JOBS.find((j) => j.name === 'purge-audit-log');
    expect(job).toBeDefined();
    expect(await job!.run(t.db, t.clock.now())).toBe(1);
    // Sessions idle for a year have ended: the table is read directly.
    const left = await t.db.selectFrom('audit_log').select('entity_name').where('school_id', '=', ids.schoolId).execute();
    expect(left).toEqual([{ entity_name: 'Within the year' }]);
    tokens.ADMIN = await login(t.app, ADMIN_EMAIL);
  });
});
