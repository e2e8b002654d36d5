import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstructorDto, ListResponse, StudentDto } from '../../src/api/types.js';
import { apiClient, createTestApp, login, type TestApp } from './helpers.js';
import { csvRows } from './exports/exportFiles.js';
import { addGroup, addInstructor, addStudent, createOtherSchool } from './schoolFixtures.js';

/*
 * The people lists sort by every column they show and filter by invitation status. A school
 * of this file's own holds five students and three instructors whose every column orders them
 * differently, so each expected order is known exactly; the school's own fixture student is
 * put in the trash first. Names and emails are plain ASCII, which every collation orders alike.
 */

const DAY = 86_400_000;
let t: TestApp;
let token = '';
let tag = '';
let alphaId = 0;
const { api, ok } = apiClient(
  () => t.app,
  () => token,
);

/** A student's or instructor's newest invitation link: still valid, or run out a day ago. */
async function invite(userId: number, state: 'pending' | 'expired') {
  const now = t.clock.now().getTime();
  const expires = new Date(state === 'pending' ? now + 7 * DAY : now - DAY);
  await t.db
    .insertInto('password_reset_tokens')
    .values({
      user_id: userId,
      token_hash: `${tag}-${userId}`,
      purpose: 'invite',
      expires_at: expires,
      created_at: new Date(now - 8 * DAY),
    })
    .execute();
}

interface Person {
  first: string;
  last: string;
  email: string;
  phone: string | null;
  format: 'ONLINE' | 'OFFLINE';
  group: 'alpha' | 'beta' | null;
  blocked: boolean;
  invitation: 'accepted' | 'pending' | 'expired' | 'none';
}

// Created in this order (ids ascending); created_at the other way round.
const STUDENTS: Person[] = [
  { first: 'Anna', last: 'Zed', email: 'c', phone: '+7 3', format: 'OFFLINE', group: 'beta', blocked: false, invitation: 'accepted' },
  { first: 'Boris', last: 'Young', email: 'a', phone: null, format: 'ONLINE', group: null, blocked: true, invitation: 'pending' },
  { first: 'Carl', last: 'Xavier', email: 'b', phone: '+7 1', format: 'ONLINE', group: 'alpha', blocked: false, invitation: 'expired' },
  { first: 'Dora', last: 'Walker', email: 'd', phone: '+7 2', format: 'OFFLINE', group: 'alpha', blocked: true, invitation: 'none' },
  { first: 'Anna', last: 'Adams', email: 'e', phone: null, format: 'ONLINE', group: 'beta', blocked: false, invitation: 'accepted' },
];

// Created in this order; blocked: Kent and Moss.
const INSTRUCTORS: Person[] = [
  { first: 'Ivan', last: 'Kent', email: '', phone: null, format: 'ONLINE', group: null, blocked: true, invitation: 'none' },
  { first: 'Petr', last: 'Lamb', email: '', phone: null, format: 'ONLINE', group: null, blocked: false, invitation: 'accepted' },
  { first: 'Olga', last: 'Moss', email: '', phone: null, format: 'ONLINE', group: null, blocked: true, invitation: 'pending' },
];

async function addPerson(schoolId: number, p: Person, role: 'STUDENT' | 'INSTRUCTOR', groups: Record<string, number>, at: number) {
  const id =
    role === 'STUDENT'
      ? await addStudent(t.db, schoolId, {
          firstName: p.first,
          lastName: p.last,
          email: `${tag}-${p.email}@x.test`,
          groupId: p.group && groups[p.group],
        })
      : await addInstructor(t.db, schoolId, { firstName: p.first, lastName: p.last });
  await t.db
    .updateTable('users')
    .set({ phone: p.phone, blocked: p.blocked, password_hash: p.invitation === 'accepted' ? 'x' : null })
    .where('id', '=', id)
    .execute();
  // created_at is the database's own on insert; the test moves it to order by it.
  await sql`update users set created_at = ${new Date(at)} where id = ${id}`.execute(t.db);
  if (role === 'STUDENT') await t.db.updateTable('student_profiles').set({ study_format: p.format }).where('user_id', '=', id).execute();
  if (p.invitation === 'pending' || p.invitation === 'expired') await invite(id, p.invitation);
}

beforeAll(async () => {
  t = await createTestApp();
  tag = `sort${Date.now().toString(36)}`;
  const school = await createOtherSchool(t.db);
  token = await login(t.app, school.adminEmail);
  await sql`update users set deleted_at = now() where school_id = ${school.schoolId} and role in ('STUDENT', 'INSTRUCTOR')`.execute(t.db);
  const groups = { alpha: await addGroup(t.db, school.schoolId, 'Alpha'), beta: await addGroup(t.db, school.schoolId, 'Beta') };
  alphaId = groups.alpha;
  const start = t.clock.now().getTime() - 30 * DAY;
  for (const [n, p] of STUDENTS.entries()) await addPerson(school.schoolId, p, 'STUDENT', groups, start - n * DAY);
  for (const [n, p] of INSTRUCTORS.entries()) await addPerson(school.schoolId, p, 'INSTRUCTOR', groups, start + n * DAY);
});
afterAll(async () => {
  await t?.close();
});

/** The last names a students list answers for a query. */
async function students(query: string): Promise<string[]> {
  const body = await ok<ListResponse<StudentDto>>('GET', `students?size=100&${query}`);
  return body.objects.map((s) => s.lastname);
}

/** ASC, and DESC as its reverse but for the rows without a value, which stay last (in id order reversed). */
async function expectStudentsSorted(sort: string, ascending: string[], empty: string[] = [], filter = '') {
  expect(await students(`sort=${sort}&order=ASC${filter}`), `${sort} ASC ${filter}`).toEqual([...ascending, ...empty]);
  expect(await students(`sort=${sort}&order=DESC${filter}`), `${sort} DESC ${filter}`).toEqual([
    ...[...ascending].reverse(),
    ...[...empty].reverse(),
  ]);
}

describe('GET /api/students sorts by every column', () => {
  const orders: Array<[sort: string, ascending: string[], empty?: string[]]> = [
    ['fullName', ['Adams', 'Zed', 'Young', 'Xavier', 'Walker']],
    ['email', ['Young', 'Xavier', 'Zed', 'Walker', 'Adams']],
    ['phoneNumber', ['Xavier', 'Walker', 'Zed'], ['Young', 'Adams']],
    ['studyFormat', ['Zed', 'Walker', 'Young', 'Xavier', 'Adams']],
    ['groupName', ['Xavier', 'Walker', 'Zed', 'Adams'], ['Young']],
    ['invitation', ['Zed', 'Adams', 'Young', 'Xavier', 'Walker']],
    ['isBlocked', ['Zed', 'Xavier', 'Adams', 'Young', 'Walker']],
    ['createdAt', ['Adams', 'Walker', 'Xavier', 'Young', 'Zed']],
  ];

  it.each(orders)('by %s, both directions, ties by id', async (sort, ascending, empty = []) => {
    await expectStudentsSorted(sort, ascending, empty);
    // A search takes the same order (every student here matches the tag of their email).
    await expectStudentsSorted(sort, ascending, empty, `&search=${tag}`);
  });

  it('keeps the order with a filter, and pages neither overlap nor skip', async () => {
    await expectStudentsSorted('email', ['Young', 'Xavier', 'Adams'], [], '&studyFormat=ONLINE');
    await expectStudentsSorted('phoneNumber', ['Xavier', 'Walker'], [], `&groupId=${alphaId}`);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const body = await ok<ListResponse<StudentDto>>('GET', `students?sort=invitation&order=DESC&size=2&page=${page}`);
      expect(body.count).toBe(5);
      pages.push(...body.objects.map((s) => s.lastname));
    }
    expect(pages).toEqual(['Walker', 'Xavier', 'Young', 'Adams', 'Zed']);
  });

  it('the default order stays last name, first name, id', async () => {
    expect(await students('')).toEqual(['Adams', 'Walker', 'Xavier', 'Young', 'Zed']);
  });

  it('refuses an unknown sort field in the language of the request, naming it', async () => {
    for (const lang of ['en', 'ru'] as const) {
      const res = await api('GET', 'students?sort=secret', undefined, { lang });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ field: string; message: string }>();
      expect(body.field).toBe('sort');
      expect(body.message).toContain('groupName');
      if (lang === 'ru') expect(body.message).toMatch(/[а-я]/i);
    }
  });
});

describe('the invitation filter', () => {
  it('lists the students at each status, with their count, in any order asked', async () => {
    const expected = { accepted: ['Adams', 'Zed'], pending: ['Young'], expired: ['Xavier'], none: ['Walker'] };
    for (const [status, names] of Object.entries(expected)) {
      const body = await ok<ListResponse<StudentDto>>('GET', `students?invitation=${status}`);
      expect(
        body.objects.map((s) => s.lastname),
        status,
      ).toEqual(names);
      expect(body.objects.every((s) => s.invitation?.status === status)).toBe(true);
      expect(body.count).toBe(names.length);
    }
    expect(await students('invitation=accepted&sort=email&order=DESC')).toEqual(['Adams', 'Zed']);
    expect(await students(`invitation=accepted&search=${tag}-c`)).toEqual(['Zed']);
  });

  it('follows the clock: a pending link that runs out is expired', async () => {
    expect(await students('invitation=pending')).toEqual(['Young']);
    t.clock.advance(8 * DAY);
    try {
      expect(await students('invitation=pending')).toEqual([]);
      expect(await students('invitation=expired')).toEqual(['Xavier', 'Young']);
    } finally {
      t.clock.advance(-8 * DAY);
    }
  });

  it('lists the instructors at each status', async () => {
    const expected = { accepted: ['Lamb'], pending: ['Moss'], expired: [], none: ['Kent'] };
    for (const [status, names] of Object.entries(expected)) {
      const body = await ok<ListResponse<InstructorDto>>('GET', `instructors?invitation=${status}`);
      expect(
        body.objects.map((i) => i.lastName),
        status,
      ).toEqual(names);
      expect(body.count).toBe(names.length);
    }
  });

  it('refuses a status it does not know, in the language of the request', async () => {
    for (const list of ['students', 'instructors', 'students/export?format=csv&', 'instructors/export?format=csv&']) {
      const url = list.includes('?') ? `${list}invitation=maybe` : `${list}?invitation=maybe`;
      for (const lang of ['en', 'ru'] as const) {
        const res = await api('GET', url, undefined, { lang });
        expect(res.statusCode, url).toBe(400);
        const body = res.json<{ field: string; message: string }>();
        expect(body.field).toBe('invitation');
        expect(body.message).toContain('pending');
        if (lang === 'ru') expect(body.message).toMatch(/[а-я]/i);
      }
    }
  });

  it('the exports follow the filter and the sort', async () => {
    const lastNames = (rows: string[][]) => rows.slice(1).map((row) => row[0]);
    const byEmail = await api('GET', 'students/export?format=csv&sort=email&order=DESC');
    expect(lastNames(csvRows(byEmail))).toEqual(['Adams', 'Walker', 'Zed', 'Xavier', 'Young']);
    const accepted = await api('GET', 'students/export?format=csv&invitation=accepted&sort=groupName&order=DESC');
    expect(lastNames(csvRows(accepted))).toEqual(['Adams', 'Zed']);
    const instructors = await api('GET', 'instructors/export?format=csv&invitation=pending');
    expect(lastNames(csvRows(instructors))).toEqual(['Moss']);
  });
});

describe('GET /api/instructors sorts by blocked and by invitation', () => {
  const names = async (query: string) =>
    (await ok<ListResponse<InstructorDto>>('GET', `instructors?${query}`)).objects.map((i) => i.lastName);

  it('blocked after allowed going up, ties by name', async () => {
    expect(await names('sort=isBlocked&order=ASC')).toEqual(['Lamb', 'Kent', 'Moss']);
    expect(await names('sort=isBlocked&order=DESC')).toEqual(['Kent', 'Moss', 'Lamb']);
  });

  it('by invitation status, accepted first going up', async () => {
    expect(await names('sort=invitation&order=ASC')).toEqual(['Lamb', 'Moss', 'Kent']);
    expect(await names('sort=invitation&order=DESC')).toEqual(['Kent', 'Moss', 'Lamb']);
  });
});
