import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../src/api/types.js';
import type { SchoolBranding, SchoolSettings, SchoolSettingsInput } from '../../src/api/schools.js';
import { ADMIN_EMAIL, INSTRUCTOR_EMAIL, STUDENT_EMAIL, call, createTestApp, login, type TestApp } from './helpers.js';
import { createOtherSchool } from './schoolFixtures.js';
import { GIF, PDF, PNG, multipart } from './uploadFixtures.js';

let t: TestApp;
let admin: string;
let other: Awaited<ReturnType<typeof createOtherSchool>>;
let otherAdmin: string;
let seeded: { ours: SchoolSettingsInput; theirs: SchoolSettingsInput };

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, ADMIN_EMAIL);
  other = await createOtherSchool(t.db);
  otherAdmin = await login(t.app, other.adminEmail);
  seeded = { ours: settingsInput((await get(admin)).json()), theirs: settingsInput((await get(otherAdmin)).json()) };
});
// Both schools go back to their seeded profile with no logo or favicon, so no test sees what another saved.
beforeEach(async () => {
  expect((await put(seeded.ours)).statusCode).toBe(200);
  expect((await put(seeded.theirs, otherAdmin)).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const get = (token?: string) => call(t.app, { method: 'GET', url: '/api/schools/settings', token });
const put = (payload: object, token = admin, lang?: string) =>
  call(t.app, { method: 'PUT', url: '/api/schools/settings', token, lang, payload });
const upload = async (data: Buffer, token = admin, kind = 'image') => {
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/static/upload?kind=${kind}`,
    token,
    ...multipart(data, 'image.png', 'image/png'),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ fileId: number; link: string }>();
};
const settingsInput = ({ name, description, timezone, themeColor }: SchoolSettings): SchoolSettingsInput => ({
  name,
  description,
  timezone,
  themeColor,
  logoId: 0,
  faviconId: 0,
});
const profile = { name: 'Demo School', description: 'A school to try the product with.', timezone: 'Europe/Moscow', themeColor: null };

describe('who may see and change the settings', () => {
  it('only an admin: an instructor and a student get 403, no session 401', async () => {
    const instructor = await login(t.app, INSTRUCTOR_EMAIL);
    const student = await login(t.app, STUDENT_EMAIL);
    expect((await get(instructor)).statusCode).toBe(403);
    expect((await get(student)).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
    expect((await put(profile, instructor)).statusCode).toBe(403);
    expect((await put(profile, student)).statusCode).toBe(403);
    expect((await call(t.app, { method: 'PUT', url: '/api/schools/settings', payload: profile })).statusCode).toBe(401);
  });

  it('an admin reads their own school: profile, plan and what it uses of it', async () => {
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    const settings = res.json<SchoolSettings>();
    expect(settings).toMatchObject({
      name: 'Demo School',
      domain: 'demo',
      timezone: 'Europe/Moscow',
      logoId: 0,
      logoLink: null,
      faviconId: 0,
    });
    expect(settings.tariff).toMatchObject({ code: 'pro', name: 'Pro' });
    expect(settings.usage).toMatchObject({ students: 30, instructors: 3 });
    expect(settings.usage.storageBytes).toBeGreaterThanOrEqual(0);

    const theirs = (await get(otherAdmin)).json<SchoolSettings>();
    expect(theirs.name).toBe(`School ${other.adminEmail.split('@')[1].replace('.test', '')}`);
    expect(theirs.tariff.code).toBe('free');
    expect(theirs.usage).toMatchObject({ students: 1, instructors: 1 });
  });

  it("saving changes the admin's own school only", async () => {
    const res = await put({ name: 'Other Academy', description: 'Changed', timezone: 'Asia/Tokyo', themeColor: '#E8590C' }, otherAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The school settings have been saved.',
      name: 'Other Academy',
      timezone: 'Asia/Tokyo',
      themeColor: '#e8590c',
    });
    expect((await get(admin)).json<SchoolSettings>()).toMatchObject({ name: 'Demo School', timezone: 'Europe/Moscow', themeColor: null });
  });
});

describe('checks, each a 400 naming the field, in English and Russian', () => {
  it.each([
    ['name', { name: '  ' }, 'The field "name" is required.', 'Поле «name» обязательно.'],
    [
      'timezone',
      { timezone: 'Atlantis/Capital' },
      'The timezone "Atlantis/Capital" is not a known IANA timezone (e.g. Europe/Moscow).',
      'Часовой пояс «Atlantis/Capital» не найден среди поясов IANA (например, Europe/Moscow).',
    ],
    ['themeColor', { themeColor: 'red' }, 'The colour must be written as #rrggbb.', 'Цвет записывается в виде #rrggbb.'],
    ['logoId', { logoId: 999999 }, 'The image was not found. Please upload it again.', 'Изображение не найдено. Загрузите его ещё раз.'],
  ])('%s', async (field, change, en, ru) => {
    const before = (await get(admin)).json<SchoolSettings>();
    for (const [lang, message] of [
      ['en', en],
      ['ru', ru],
    ] as const) {
      const res = await put({ ...profile, ...change }, admin, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field, message });
    }
    expect((await get(admin)).json<SchoolSettings>()).toEqual(before);
  });

  it("another school's image, or a PDF, cannot become the logo or favicon", async () => {
    const theirs = await upload(PNG, otherAdmin);
    const pdf = await upload(PDF, admin, 'pdf');
    expect((await put({ ...profile, logoId: theirs.fileId })).json()).toMatchObject({ status: 400, field: 'logoId' });
    expect((await put({ ...profile, faviconId: pdf.fileId })).json()).toMatchObject({ status: 400, field: 'faviconId' });
  });
});

describe('branding', () => {
  it('a logo and favicon saved show in /auth/me for every role and on the public branding; a replaced one is deleted', async () => {
    const logo = await upload(PNG);
    const favicon = await upload(GIF);
    const saved = await put({ ...profile, themeColor: '#0c8599', logoId: logo.fileId, faviconId: favicon.fileId });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SchoolSettings>()).toMatchObject({
      logoId: logo.fileId,
      logoLink: logo.link,
      faviconId: favicon.fileId,
      faviconLink: favicon.link,
    });

    for (const email of [ADMIN_EMAIL, INSTRUCTOR_EMAIL, STUDENT_EMAIL]) {
      const me = (await call(t.app, { method: 'GET', url: '/api/auth/me', token: await login(t.app, email) })).json<MeResponse>();
      expect(me.school).toMatchObject({ themeColor: '#0c8599', logoLink: logo.link, faviconLink: favicon.link });
    }
    admin = await login(t.app, ADMIN_EMAIL);
    const branding = (await call(t.app, { method: 'GET', url: '/api/schools/branding?domain=demo' })).json<SchoolBranding>();
    expect(branding).toEqual({ name: 'Demo School', themeColor: '#0c8599', logoLink: logo.link, faviconLink: favicon.link });

    // Leaving logoId out keeps the logo.
    expect((await put({ ...profile, themeColor: '#0c8599' })).json<SchoolSettings>().logoId).toBe(logo.fileId);

    // Replacing the logo deletes the old file; 0 removes the favicon and deletes it too.
    const newer = await upload(PNG);
    const replaced = await put({ ...profile, themeColor: '#0c8599', logoId: newer.fileId, faviconId: 0 });
    expect(replaced.json<SchoolSettings>()).toMatchObject({ logoId: newer.fileId, faviconId: 0, faviconLink: null });
    expect((await call(t.app, { method: 'GET', url: logo.link })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: favicon.link })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: newer.link })).statusCode).toBe(200);
    expect(await t.db.selectFrom('files').select('id').where('id', 'in', [logo.fileId, favicon.fileId]).execute()).toEqual([]);
  });

  it('deleting the logo file clears the logo instead of leaving a broken link', async () => {
    const logo = await upload(PNG);
    await put({ ...profile, logoId: logo.fileId });
    const deleted = await call(t.app, {
      method: 'DELETE',
      url: `/api/static/delete?fileLink=${encodeURIComponent(logo.link)}`,
      token: admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get(admin)).json<SchoolSettings>()).toMatchObject({ logoId: 0, logoLink: null });
  });

  it('the usage counts the storage the uploads take', async () => {
    const before = (await get(admin)).json<SchoolSettings>().usage.storageBytes;
    await upload(PNG);
    expect((await get(admin)).json<SchoolSettings>().usage.storageBytes).toBe(before + PNG.length);
  });
});
