import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_SEARCH_COUNT_CAP, isCappedStudentCount } from '../../src/api/studentList.js';
import type { StudentListQuery } from '../../src/api/types.js';
import { migrationProvider } from '../../server/db/migrations/index.js';
import { migrate, openDb, type Db } from '../../server/db/index.js';
import { ANCHOR_STEP } from '../../server/routes/students/listPage.js';
import { insertStudents, type StudentFields } from '../../server/routes/students/repository.js';
import { call, createTestApp, login, type TestApp } from './helpers.js';
import { expectPage as expectPageOf, listStudents } from './studentListOracle.js';
import { addGroup, addStudent, createOtherSchool } from './schoolFixtures.js';

/*
 * GET /api/students answers from tables the database keeps beside users and profiles
 * (student_list, student_counts, list anchors: migration 0005). These tests hold every page
 * and count against the plain query over users and student_profiles, through every kind of
 * write, whoever makes it: the API, the import path, the trash, or SQL straight to the tables.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = (token: string, query: StudentListQuery) => listStudents(t, token, query);
const expectPage = (token: string, schoolId: number, query: StudentListQuery) => expectPageOf(t, token, schoolId, query);

const person = (n: number, overrides: Partial<StudentFields> = {}): StudentFields => ({
  name: ['Anna', 'Ivan', 'Olga', 'Liam', 'Sofia'][n % 5],
  lastname: ['Petrova', 'Brown', 'Orlov', 'Smith', 'Иванова', 'Кузнецов'][n % 6],
  email: `p${n}.${Math.random().toString(36).slice(2)}@list.test`,
  phoneNumber: n % 4 ? `+7 900 ${String(n).padStart(7, '0')}` : null,
  studyFormat: n % 3 ? 'ONLINE' : 'OFFLINE',
  groupId: null,
  ...overrides,
});

async function insertPeople(schoolId: number, people: StudentFields[]): Promise<number[]> {
  return t.db.transaction().execute((trx) => insertStudents(trx, schoolId, people));
}

describe('GET /api/students keeps its count and order through every write', () => {
  it('agrees with the plain query for every filter, after API calls, the trash and direct SQL', async () => {
    const school = await createOtherSchool(t.db);
    const token = await login(t.app, school.adminEmail);
    const g2 = await addGroup(t.db, school.schoolId, 'Second');
    const ids = await insertPeople(
      school.schoolId,
      Array.from({ length: 40 }, (_, n) => person(n, { groupId: n % 4 === 0 ? null : n % 4 === 1 ? school.groupId : g2 })),
    );
    const filters: StudentListQuery[] = [
      {},
      { studyFormat: 'ONLINE' },
      { studyFormat: 'OFFLINE' },
      { groupId: school.groupId },
      { groupId: g2 },
      { groupId: g2, studyFormat: 'OFFLINE' },
      { search: 'ова' },
      { search: 'ivan', studyFormat: 'ONLINE' },
      { search: 'o', groupId: g2 },
      { page: 2, size: 15 },
      { page: 3, size: 15, studyFormat: 'ONLINE' },
    ];
    const check = async () => {
      for (const query of filters) await expectPage(token, school.schoolId, query);
    };
    await check();

    // Through the API: edit (new name, group and format), block (still listed), trash.
    const put = await call(t.app, {
      method: 'PUT',
      url: `/api/students/${ids[4]}`,
      token,
      payload: { name: 'Aaron', lastname: 'Aardvark', email: 'aaron@list.test', studyFormat: 'OFFLINE', groupId: school.groupId },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await call(t.app, { method: 'PUT', url: `/api/students/${ids[5]}/block`, token })).statusCode).toBe(200);
    expect((await call(t.app, { method: 'DELETE', url: `/api/students/${ids[6]}`, token })).statusCode).toBe(200);
    await check();
    expect((await list(token, { search: 'aardvark' })).objects.map((s) => s.studentId)).toEqual([ids[4]]);
    expect((await list(token, { size: 100 })).objects.find((s) => s.studentId === ids[5])?.isBlocked).toBe(true);
    expect((await list(token, { size: 100 })).objects.some((s) => s.studentId === ids[6])).toBe(false);

    // Back from the trash, then gone for good.
    const trashId = async (userId: number) =>
      (
        await t.db
          .selectFrom('trash')
          .select('id')
          .where('entity_type', '=', 'STUDENT')
          .where('entity_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).id;
    expect((await call(t.app, { method: 'PUT', url: `/api/trash/${await trashId(ids[6])}/restore`, token })).statusCode).toBe(200);
    await check();
    expect((await call(t.app, { method: 'DELETE', url: `/api/students/${ids[6]}`, token })).statusCode).toBe(200);
    expect((await call(t.app, { method: 'DELETE', url: `/api/trash/${await trashId(ids[6])}`, token })).statusCode).toBe(200);
    await check();

    // Straight to the tables: a student without a profile (listed, in no format or group),
    // a profile removed, a user deleted, a group deleted (its students lose it), a role change,
    // a trash by SQL, and a move between formats for a whole group at once.
    await t.db
      .insertInto('users')
      .values({ school_id: school.schoolId, role: 'STUDENT', first_name: 'No', last_name: 'Profile', email: 'no.profile@list.test' })
      .execute();
    await t.db.deleteFrom('student_profiles').where('user_id', '=', ids[7]).execute();
    await t.db.deleteFrom('users').where('id', '=', ids[8]).execute();
    await t.db.deleteFrom('groups').where('id', '=', g2).execute();
    filters.splice(0, filters.length, ...filters.filter((f) => f.groupId !== g2));
    await t.db.updateTable('users').set({ role: 'INSTRUCTOR' }).where('id', '=', ids[9]).execute();
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', ids[10]).execute();
    await t.db.updateTable('student_profiles').set({ study_format: 'OFFLINE' }).where('group_id', '=', school.groupId).execute();
    await t.db.updateTable('users').set({ last_name: 'Zzyzx', email: 'zz@list.test' }).where('id', '=', ids[11]).execute();
    await check();
    expect((await list(token, { search: 'no.profile@' })).objects).toMatchObject([
      { name: 'No', lastname: 'Profile', studyFormat: 'ONLINE', groupId: null },
    ]);
  });

  it('shows and counts each school its own students only', async () => {
    const a = await createOtherSchool(t.db);
    const b = await createOtherSchool(t.db);
    await insertPeople(
      a.schoolId,
      Array.from({ length: 7 }, (_, n) => person(n)),
    );
    await insertPeople(
      b.schoolId,
      Array.from({ length: 3 }, (_, n) => person(n)),
    );
    const tokenA = await login(t.app, a.adminEmail);
    expect((await list(tokenA, {})).count).toBe(8);
    expect((await list(tokenA, { search: 'list.test' })).count).toBe(7);
    expect((await list(tokenA, { groupId: b.groupId })).count).toBe(0);
    await expectPage(tokenA, a.schoolId, { size: 100 });
  });
});

describe('a searched list counts up to a cap', () => {
  it(`answers ${STUDENT_SEARCH_COUNT_CAP} for "that many or more", an exact count below, and pages in order either way`, async () => {
    const school = await createOtherSchool(t.db);
    const token = await login(t.app, school.adminEmail);
    const many = STUDENT_SEARCH_COUNT_CAP + 25;
    await insertPeople(
      school.schoolId,
      Array.from({ length: many }, (_, n) => person(n, { email: `common${n}@cap.test`, groupId: n % 10 ? null : school.groupId })),
    );
    for (const query of [
      { search: 'common' },
      { search: 'COMMON', page: 7, size: 100 },
      { search: 'cap.test', page: 11, size: 100 },
      { search: 'cap.test', page: 2, studyFormat: 'OFFLINE' as const },
      { search: 'common1', size: 50 },
      { search: 'common', groupId: school.groupId, page: 2 },
      { search: 'common99' },
      { search: 'Кузнецов common' },
      { search: 'nobody at all' },
    ]) {
      await expectPage(token, school.schoolId, query);
    }
    const capped = await list(token, { search: 'common' });
    expect(capped.count).toBe(STUDENT_SEARCH_COUNT_CAP);
    expect(isCappedStudentCount(capped.count, 'common')).toBe(true);
    // Without a search, the count is exact, however large.
    expect((await list(token, {})).count).toBe(many + 1);
    expect(isCappedStudentCount(many + 1, '')).toBe(false);
    expect(isCappedStudentCount(12, 'common99')).toBe(false);
  });
});

describe('deep pages', () => {
  it('start from anchors that follow every change to the list', async () => {
    const school = await createOtherSchool(t.db);
    const token = await login(t.app, school.adminEmail);
    const total = ANCHOR_STEP * 2 + 600;
    const ids = await insertPeople(
      school.schoolId,
      Array.from({ length: total }, (_, n) => person(n)),
    );
    const deep = async () => {
      for (const query of [
        { page: 11, size: 100 },
        { page: 16, size: 100 },
        { page: Math.ceil(total / 100), size: 100 },
        { page: Math.ceil(total / 100) + 1, size: 100 },
        { page: 60, size: 37 },
        { page: 101, size: 20 },
      ]) {
        await expectPage(token, school.schoolId, query);
      }
    };
    await deep();
    // A student sorting first shifts every page by one; a rename moves one; the trash and a
    // deletion take rows out; a change of group or format leaves the order as it was.
    await insertPeople(school.schoolId, [person(1, { lastname: 'Aaberg' })]);
    await deep();
    await t.db
      .updateTable('users')
      .set({ last_name: 'Abbott' })
      .where('id', '=', ids[total - 1])
      .execute();
    await deep();
    expect((await call(t.app, { method: 'DELETE', url: `/api/students/${ids[3]}`, token })).statusCode).toBe(200);
    await t.db.deleteFrom('users').where('id', 'in', ids.slice(100, 160)).execute();
    await deep();
    await t.db.updateTable('student_profiles').set({ group_id: school.groupId }).where('user_id', 'in', ids.slice(200, 300)).execute();
    await deep();
    await expectPage(token, school.schoolId, { page: 2, size: 20, groupId: school.groupId });
    // Anchors of a list that moved on are replaced, not piled up.
    const versions = await sql<{
      n: number;
    }>`select count(distinct version)::integer as n from student_list_anchors where school_id = ${school.schoolId}`.execute(t.db);
    expect(versions.rows[0].n).toBe(1);
  });
});

describe('the tables behind the list', () => {
  it('agree with users and profiles for every school and bucket after all the writes above', async () => {
    const drift = await sql<{ n: number }>`
      select count(*)::integer as n from (
        select school_id, group_id, study_format, students from student_counts where students <> 0
      ) kept full join (
        select u.school_id, coalesce(p.group_id, 0) as group_id, coalesce(p.study_format, '') as study_format, count(*)::integer as students
        from users u left join student_profiles p on p.user_id = u.id
        where u.role = 'STUDENT' and u.deleted_at is null
        group by 1, 2, 3
      ) plain using (school_id, group_id, study_format)
      where kept.students is distinct from plain.students`.execute(t.db);
    expect(drift.rows[0].n).toBe(0);
    const stale = await sql<{ n: number }>`
      select count(*)::integer as n
      from (select * from student_list) l
      full join (select * from users where role = 'STUDENT' and deleted_at is null) u on u.id = l.user_id
      where (l.school_id, l.last_name, l.first_name, l.search)
        is distinct from (u.school_id, u.last_name, u.first_name, translate(lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || coalesce(u.phone, '')), 'ё', 'е'))`.execute(
      t.db,
    );
    expect(stale.rows[0].n).toBe(0);
  });
});

describe('migration 0005', () => {
  it('lists and counts the students that existed before it', async () => {
    const { db, close } = await freshDb();
    try {
      const migrator = new Migrator({ db, provider: migrationProvider });
      const before = await migrator.migrateTo('20261122_0004_student_list');
      expect(before.error).toBeUndefined();
      const { id: schoolId } = await db
        .insertInto('schools')
        .values({ name: 'Old', domain: 'old', description: '', timezone: 'UTC', language: 'en' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const groupId = await addGroup(db, schoolId, 'Old group');
      const kept = [
        await addStudent(db, schoolId, { groupId, lastName: 'Bravo' }),
        await addStudent(db, schoolId, { lastName: 'Alpha' }),
        await addStudent(db, schoolId, { groupId, lastName: 'Charlie' }),
      ];
      const trashed = await addStudent(db, schoolId, { groupId, lastName: 'Delta' });
      await db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', trashed).execute();
      await migrate(db);
      const listed = await sql<{
        user_id: number;
      }>`select user_id from student_list where school_id = ${schoolId} order by last_name`.execute(db);
      expect(listed.rows.map((r) => r.user_id)).toEqual([kept[1], kept[0], kept[2]]);
      const counts = await sql<{ group_id: number; students: number }>`
        select group_id, students from student_counts where school_id = ${schoolId} and students <> 0 order by group_id`.execute(db);
      expect(counts.rows).toEqual([
        { group_id: 0, students: 1 },
        { group_id: groupId, students: 2 },
      ]);
    } finally {
      await close();
    }
  });
});

/** A database of its own, outside the test app: PGlite in memory, or a new PostgreSQL database. */
async function freshDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openDb({});
    return { db, close: () => db.destroy() };
  }
  const { default: pg } = await import('pg');
  const name = `lms_test_m5_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString() });
  return {
    db,
    close: async () => {
      await db.destroy();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
