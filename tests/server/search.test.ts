import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../src/api/profile.js';
import { apiClient, createTestApp, loginAs, type TestApp } from './helpers.js';
import { addCourse, addGroup, addInstructor, addStudent, createOtherSchool, demoIds } from './schoolFixtures.js';

let t: TestApp;
let admin: string;
let mine: { student: number; instructor: number; group: number; course: number };
let other: Awaited<ReturnType<typeof createOtherSchool>>;
const { api, ok } = apiClient(
  () => t.app,
  () => admin,
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'ADMIN');
  const { schoolId } = await demoIds(t.db);
  other = await createOtherSchool(t.db);
  mine = {
    student: await addStudent(t.db, schoolId, { firstName: 'Семён', lastName: 'Ёжиков' }),
    instructor: await addInstructor(t.db, schoolId, { firstName: 'Пётр', lastName: 'Ежиков' }),
    group: await addGroup(t.db, schoolId, 'Ёжики-2026'),
    course: await addCourse(t.db, schoolId, 'Ежики и ёлки'),
  };
  await addStudent(t.db, other.schoolId, { firstName: 'Семён', lastName: 'Ежиков' });
  await addGroup(t.db, other.schoolId, 'Ежики чужие');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/search', () => {
  it('finds each kind in the own school, ё and е alike, in any case', async () => {
    for (const q of ['ежик', 'ЁЖИК']) {
      const { objects } = await ok<SearchResult>('GET', `search?q=${encodeURIComponent(q)}`);
      expect(objects).toEqual([
        { id: mine.student, label: 'Семён Ёжиков', kind: 'student' },
        { id: mine.instructor, label: 'Пётр Ежиков', kind: 'instructor' },
        { id: mine.group, label: 'Ёжики-2026', kind: 'group' },
        { id: mine.course, label: 'Ежики и ёлки', kind: 'course' },
      ]);
    }
  });

  it('answers at most 5 of a kind', async () => {
    const { schoolId } = await demoIds(t.db);
    for (let i = 0; i < 7; i++) await addGroup(t.db, schoolId, `Zebra ${i}`);
    const { objects } = await ok<SearchResult>('GET', 'search?q=zebra');
    expect(objects.filter((hit) => hit.kind === 'group')).toHaveLength(5);
  });

  it('refuses fewer than 2 characters with a translated 400', async () => {
    const res = await api('GET', `search?q=${encodeURIComponent(' ё ')}`, undefined, { lang: 'ru' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'q', message: 'Для поиска введите не меньше 2 символов.' });
    expect((await api('GET', 'search')).statusCode).toBe(400);
  });

  it('treats % and _ as the characters they are', async () => {
    expect((await ok<SearchResult>('GET', 'search?q=%25%25')).objects).toEqual([]);
  });

  it.each(['INSTRUCTOR', 'STUDENT'] as const)('is for admins only: a %s gets 403', async (role) => {
    const token = await loginAs(t.app, role);
    expect((await api('GET', 'search?q=ежик', undefined, { token })).statusCode).toBe(403);
  });
});
