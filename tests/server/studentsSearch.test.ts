import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_SEARCH_COUNT_CAP } from '../../src/api/studentList.js';
import type { StudentListQuery } from '../../src/api/types.js';
import { studentPage } from '../../server/routes/students/listPage.js';
import { insertStudents, type StudentFields } from '../../server/routes/students/repository.js';
import { SEARCH_TUNING, type SearchTuning } from '../../server/routes/students/searchPage.js';
import { call, createTestApp, login, type TestApp } from './helpers.js';
import { addGroup, createOtherSchool } from './schoolFixtures.js';
import { expectPage, expectSamePage, expectedCount, expectedStudents, listStudents } from './studentListOracle.js';

/*
 * A searched students list takes its page from its few matches sorted, a short walk of the
 * list's order, all the matches sorted, or the whole walk, by how many matches there are and
 * where they sort (server/routes/students/searchPage.ts). Each way must give the page and count the
 * plain query gives. The school here is shaped like the bench's: Latin names first in the
 * order, then a cluster of more than a page of Ivanovs, so a common Russian surname is
 * answered by the trigram index after the short walk found nothing, at the real tuning.
 */

let t: TestApp;
let school: Awaited<ReturnType<typeof createOtherSchool>>;
let token: string;
let secondGroup: number;
let email: string;
const ivanovs = STUDENT_SEARCH_COUNT_CAP + 150;

const LATIN_FIRST = ['Anna', 'Liam', 'Olivia', 'Noah', 'Grace'];
const LATIN_LAST = ['Adams', 'Baker', 'Brown', 'Clark', 'Evans', 'Hughes', 'Smith', 'Taylor'];
const RU_FIRST = ['Иван', 'Мария', 'Пётр', 'Анна', 'Олег'];

beforeAll(async () => {
  t = await createTestApp();
  school = await createOtherSchool(t.db);
  token = await login(t.app, school.adminEmail);
  secondGroup = await addGroup(t.db, school.schoolId, 'Вторая');
  const groupOf = (n: number) => (n % 5 === 0 ? null : n % 5 === 1 ? secondGroup : school.groupId);
  // More Latin names than the short walk reads, all sorting before any Cyrillic one.
  const latin: StudentFields[] = Array.from({ length: SEARCH_TUNING.walkMin + 300 }, (_, n) => ({
    name: LATIN_FIRST[n % LATIN_FIRST.length],
    lastname: LATIN_LAST[n % LATIN_LAST.length],
    email: `${LATIN_FIRST[n % 5].toLowerCase()}.${n}@latin.test`,
    phoneNumber: n % 3 ? `+1 555 ${String(n).padStart(7, '0')}` : null,
    studyFormat: n % 4 ? 'ONLINE' : 'OFFLINE',
    groupId: groupOf(n),
  }));
  // A common surname in every case people type it, feminine and masculine; some in emails.
  const lastNames = ['Иванов', 'Иванова', 'ИВАНОВ', 'иванова'];
  const russian: StudentFields[] = Array.from({ length: ivanovs }, (_, n) => ({
    name: RU_FIRST[n % RU_FIRST.length],
    lastname: lastNames[n % 7 === 0 ? 2 + (n % 2) : n % 2],
    email: n % 3 ? `ivanov${n}@mail.test` : `m${n}@yandex.test`,
    phoneNumber: `+7 900 ${String(n).padStart(7, '0')}`,
    studyFormat: n % 3 ? 'ONLINE' : 'OFFLINE',
    groupId: groupOf(n),
  }));
  // Семён and Семен, spelt both ways (a search finds either by the other), and Иваны.
  const others: StudentFields[] = [
    ['Семён', 'Королёв'],
    ['Семен', 'Королев'],
    ['Иван', 'Петров'],
    ['Иван', 'Смирнова'],
    ['Иван', 'Кузнецов'],
    ['Иван', 'Бородин'],
  ].map(([name, lastname], n) => ({
    name,
    lastname,
    email: `other${n}@mail.test`,
    phoneNumber: null,
    studyFormat: 'ONLINE',
    groupId: null,
  }));
  const ids = await t.db.transaction().execute((trx) => insertStudents(trx, school.schoolId, [...latin, ...russian, ...others]));
  email = russian[100].email;
  // In the trash: never listed nor counted. Blocked: listed.
  const trashed = ids.slice(latin.length, latin.length + 40);
  await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', 'in', trashed).execute();
  const trashedByApi = await call(t.app, { method: 'DELETE', url: `/api/students/${ids[latin.length + 41]}`, token });
  expect(trashedByApi.statusCode, trashedByApi.body).toBe(200);
  await t.db
    .updateTable('users')
    .set({ blocked: true })
    .where('id', '=', ids[latin.length + 42])
    .execute();
  // Another school full of Ivanovs, with this school's email domain too: never shown here.
  const other = await createOtherSchool(t.db);
  await t.db.transaction().execute((trx) =>
    insertStudents(
      trx,
      other.schoolId,
      Array.from({ length: 300 }, (_, n) => ({ ...russian[n], email: `ivanov.other${n}@mail.test`, groupId: null })),
    ),
  );
  await sql`analyze`.execute(t.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const queries: StudentListQuery[] = [
  { search: 'Иванов' },
  { search: 'иванов', page: 3, size: 50 },
  { search: 'ИВАНОВА', studyFormat: 'OFFLINE' },
  { search: 'Иванов', studyFormat: 'ONLINE', page: 4 },
  { search: 'Иванов', groupId: 0 },
  { search: 'Иванов', page: Math.ceil(ivanovs / 20) + 1 },
  { search: 'Иван Иванов', size: 100 },
  // Full names of more than step 0's few: past the short walk's reach (Cyrillic), and within it.
  { search: 'Мария Иванова', page: 2 },
  { search: 'мария иванова', groupId: 0 },
  { search: 'Anna Adams', page: 3 },
  { search: 'anna adams', studyFormat: 'OFFLINE' },
  { search: 'an' },
  { search: 'an', page: 40, size: 100 },
  { search: 'ов', page: 2 },
  { search: 'ivanov', studyFormat: 'OFFLINE', page: 2 },
  { search: '900 00' },
  { search: 'nobody at all' },
  // By surname and beside it at once: Иван is a first name, иванов a surname, ivan an email.
  { search: 'иван' },
  { search: 'Иван', studyFormat: 'OFFLINE', page: 2 },
  { search: 'ivanov', page: 3 },
  { search: 'ова', size: 50 },
  { search: 'Smith', studyFormat: 'ONLINE' },
  { search: 'ams', groupId: 0 },
  // ё and е find each other: a common first name (Пётр) by surname, walk and sort, and a rare one.
  { search: 'Петр' },
  { search: 'пЁтр иванов', page: 2 },
  { search: 'Семён' },
  { search: 'семен королев' },
];

/** The queries with the group filters filled in (the groups exist only once beforeAll ran). */
const withGroups = () =>
  queries
    .map((q) => (q.groupId === 0 ? { ...q, groupId: secondGroup } : q))
    .concat([{ search: 'Иванов', groupId: school.groupId, page: 2 }]);

describe('GET /api/students?search= over a school whose matches sort late', () => {
  it('answers the plain query’s page and count for a common Russian surname, two letters, an email, with filters', async () => {
    for (const query of [...withGroups(), { search: email }, { search: email.toUpperCase(), studyFormat: 'ONLINE' as const }]) {
      await expectPage(t, token, school.schoolId, query);
    }
    const surname = await listStudents(t, token, { search: 'Иванов' });
    expect(surname.count).toBe(STUDENT_SEARCH_COUNT_CAP);
    expect(surname.objects.every((s) => s.lastname.toLowerCase().startsWith('иванов'))).toBe(true);
    const one = await listStudents(t, token, { search: email });
    expect(one.count).toBe(1);
    expect(one.objects[0].email).toBe(email);
  });

  it('finds Семён by Семен and Семен by Семён, in any case', async () => {
    for (const search of ['Семён', 'Семен', 'СЕМЁН', 'семен', 'Королёв', 'королев', 'Семён Королев']) {
      const answer = await listStudents(t, token, { search });
      expect(answer.objects.map((s) => `${s.name} ${s.lastname}`).sort(), search).toEqual(['Семен Королев', 'Семён Королёв']);
    }
    const petr = await listStudents(t, token, { search: 'Петр Иванов', size: 100 });
    expect(petr.count).toBeGreaterThan(20);
    expect(petr.objects.every((s) => s.name === 'Пётр')).toBe(true);
  });

  // Each step of searchedPage on its own: the few matches sorted, a walk long enough for
  // every page, every match sorted (no walk), and the whole walk (no walk first, the sort
  // bounded at the cap).
  const none = { namesMax: 0, besideMax: 0 };
  const tunings: [string, SearchTuning][] = [
    ['the few matches', { fewMax: 1_000_000, walkMin: 0, walkPerRow: 0, sortMax: 0, ...none }],
    ['the short walk', { fewMax: 0, walkMin: 1_000_000, walkPerRow: 1, sortMax: 1_000_000, ...none }],
    ['every match sorted', { fewMax: 0, walkMin: 0, walkPerRow: 0, sortMax: 1_000_000, ...none }],
    ['the whole walk', { fewMax: 0, walkMin: 0, walkPerRow: 0, sortMax: 0, ...none }],
    // Every text without spaces that has a trigram, by its surnames and the matches beside
    // them; the others by the whole walk.
    ['surname', { fewMax: 0, walkMin: 0, walkPerRow: 0, sortMax: 0, namesMax: 1_000_000, besideMax: 1_000_000 }],
    // After a short walk that settles nothing, with bounds some texts pass and some do not.
    ['surname after the walk', { fewMax: 1, walkMin: 10, walkPerRow: 0, sortMax: 0, namesMax: 3, besideMax: 30 }],
  ];
  for (const [way, tuning] of tunings) {
    it(`gives the same page and count by ${way}`, async () => {
      for (const query of withGroups()) {
        const { page: pageNo = 1, size = 20 } = query;
        await expectSamePage(t, school.schoolId, query, await studentPage(t.db, school.schoolId, { ...query, page: pageNo, size }, tuning));
      }
    });
  }

  it('answers a common Russian surname from the surnames table at the real tuning', async () => {
    // Hiding the surname Иванов from student_list_names (then putting it back) changes the
    // answer only if the surnames step gave it: the page and count without its bearers.
    const hidden = 'Иванов';
    const rows = await t.db.selectFrom('users').select(['id', 'last_name']).where('school_id', '=', school.schoolId).execute();
    const surnameOf = new Map(rows.map((r) => [r.id, r.last_name]));
    const shown = (await expectedStudents(t, school.schoolId, { search: hidden })).filter((id) => surnameOf.get(id) !== hidden);
    expect(shown.length).toBeGreaterThan(20);
    const named = sql`school_id = ${school.schoolId} and last_name = ${hidden}`;
    const { rows: before } = await sql<{ students: number }>`select students from student_list_names where ${named}`.execute(t.db);
    expect(before[0].students).toBeGreaterThan(0);
    try {
      await sql`update student_list_names set students = 0 where ${named}`.execute(t.db);
      const page = await studentPage(t.db, school.schoolId, { search: hidden, page: 2, size: 20 });
      expect(page.ids).toEqual(shown.slice(20, 40));
      expect(page.count).toBe(expectedCount(shown.length, hidden));
    } finally {
      await sql`update student_list_names set students = ${before[0].students} where ${named}`.execute(t.db);
    }
  });

  it('keeps the surnames table in step with renames, the trash and deletions', async () => {
    const ids = (await expectedStudents(t, school.schoolId)).slice(0, 3);
    await t.db.updateTable('users').set({ last_name: 'Ивановский' }).where('id', '=', ids[0]).execute();
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', ids[1]).execute();
    await t.db.deleteFrom('student_profiles').where('user_id', '=', ids[2]).execute();
    await t.db.deleteFrom('users').where('id', '=', ids[2]).execute();
    const { rows: drift } = await sql`
      select coalesce(n.school_id, l.school_id) as school_id, coalesce(n.last_name, l.last_name) as last_name
      from (select * from student_list_names where students <> 0) n
      full join (select school_id, last_name, count(*)::integer as students from student_list group by 1, 2) l
        on l.school_id = n.school_id and l.last_name = n.last_name
      where n.students is distinct from l.students`.execute(t.db);
    expect(drift).toEqual([]);
    const surname: SearchTuning = { fewMax: 0, walkMin: 0, walkPerRow: 0, sortMax: 0, namesMax: 1_000_000, besideMax: 1_000_000 };
    for (const query of [{ search: 'Иванов' }, { search: 'ивановск' }, { search: 'Иван', page: 3 }]) {
      await expectSamePage(t, school.schoolId, query, await studentPage(t.db, school.schoolId, { page: 1, size: 20, ...query }, surname));
    }
  });
});
