import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, login, type TestApp } from './helpers.js';

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, ADMIN_EMAIL);
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, lang = 'en') => call(t.app, { method: 'GET', url: `/api/${url}`, token, lang });
const names = async (url: string, field: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().objects as Array<Record<string, unknown>>).map((o) => o[field]);
};

describe('list sorting (react-admin sends sort and order)', () => {
  it('sorts groups by name either way, and by date of finish with empty dates last', async () => {
    const all = await names('groups?size=100', 'groupName');
    expect(await names('groups?size=100&sort=groupName&order=DESC', 'groupName')).toEqual([...all].reverse());
    const dates = (await names('groups?size=100&sort=dateOfFinish&order=ASC', 'dateOfFinish')) as Array<string | null>;
    const filled = dates.filter((d) => d !== null);
    expect(filled).toEqual([...filled].sort());
    expect(dates.slice(filled.length).every((d) => d === null)).toBe(true);
    const descending = (await names('groups?size=100&sort=dateOfFinish&order=DESC', 'dateOfFinish')) as Array<string | null>;
    expect(descending.filter((d) => d !== null)).toEqual([...filled].reverse());
  });

  it('keeps pages disjoint when the sorted values tie', async () => {
    const page = async (n: number) => names(`courses?size=1&page=${n}&sort=dateOfFinish&order=DESC`, 'id');
    const ids = [...(await page(1)), ...(await page(2)), ...(await page(3))];
    expect(new Set(ids).size).toBe(3);
  });

  it('sorts courses, instructors and announcements by their own fields', async () => {
    const courses = await names('courses?size=100&sort=courseName&order=DESC', 'courseName');
    expect(courses).toEqual([...courses].sort((a, b) => String(b).localeCompare(String(a), 'en')));
    const emails = await names('instructors?size=100&sort=email&order=ASC', 'email');
    expect(emails).toEqual([...emails].sort());
    const created = await names('announcements?size=100&sort=createdAt&order=ASC', 'createdAt');
    expect(created).toEqual([...created].sort());
  });

  it('refuses a field the list cannot sort by, naming it, in the user language', async () => {
    const res = await get('groups?sort=password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field: 'sort' });
    expect((await get('courses?sort=courseName&order=sideways', 'ru')).json()).toMatchObject({ status: 400, field: 'order' });
  });
});
