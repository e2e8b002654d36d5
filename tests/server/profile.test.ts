import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileDto } from '../../src/api/profile.js';
import type { SavedResponse } from '../../src/api/types.js';
import { hashPassword } from '../../server/lib/crypto.js';
import { DEMO_PASSWORD, apiClient, createTestApp, login, loginAs, rowCount, type Role, type TestApp } from './helpers.js';
import { addFile, demoIds } from './schoolFixtures.js';
import { PDF, PNG, multipart } from './uploadFixtures.js';

let t: TestApp;
let schoolId: number;
const { api, ok } = apiClient(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  schoolId = (await demoIds(t.db)).schoolId;
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
/** A user of the demo school of its own, with the demo password, logged in. */
async function newUser(role: Role): Promise<{ id: number; email: string; token: string }> {
  counter += 1;
  const email = `profile-${role.toLowerCase()}-${counter}-${Date.now()}@demo.test`;
  const row = await t.db
    .insertInto('users')
    .values({ school_id: schoolId, role, first_name: 'Pat', last_name: 'Profile', email, password_hash: await hashPassword(DEMO_PASSWORD) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, token: await login(t.app, email) };
}

async function uploadAvatar(token: string, data = PNG, name = 'me.png') {
  const { payload, headers } = multipart(data, name, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: '/api/static/upload?kind=avatar',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

describe('GET and PATCH /api/profile', () => {
  it.each(['ADMIN', 'INSTRUCTOR', 'STUDENT'] as const)('answers the own profile of a %s', async (role) => {
    const token = await loginAs(t.app, role);
    const profile = await ok<ProfileDto>('GET', 'profile', undefined, { token });
    expect(profile.role).toBe(role);
    expect(profile.canChangeName).toBe(role !== 'STUDENT');
    expect(profile.avatarLink).toBeNull();
  });

  it('lets an instructor change their name and email language, leaving the rest', async () => {
    const me = await newUser('INSTRUCTOR');
    const saved = await ok<SavedResponse<ProfileDto>>('PATCH', 'profile', { firstName: '  Ann  ', language: 'ru' }, { token: me.token });
    expect(saved).toMatchObject({ message: 'Profile saved.', firstName: 'Ann', lastName: 'Profile', language: 'ru' });
    const row = await t.db.selectFrom('users').select(['first_name', 'language']).where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Ann', language: 'ru' });
  });

  it("refuses a student's name change with a translated 400 naming the field, but saves their language", async () => {
    const me = await newUser('STUDENT');
    const res = await api('PATCH', 'profile', { lastName: 'Changed' }, { token: me.token, lang: 'ru' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'lastName', message: 'Имя студента ведут администраторы школы: попросите их изменить его.' });
    await ok('PATCH', 'profile', { language: 'ru' }, { token: me.token });
    const row = await t.db.selectFrom('users').select(['last_name', 'language']).where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ last_name: 'Profile', language: 'ru' });
  });

  it('refuses a blank name and an unknown language', async () => {
    const me = await newUser('ADMIN');
    expect((await api('PATCH', 'profile', { firstName: '   ' }, { token: me.token })).json()).toMatchObject({ field: 'firstName' });
    expect((await api('PATCH', 'profile', { language: 'de' }, { token: me.token })).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await api('GET', 'profile')).statusCode).toBe(401);
  });
});

describe('the profile photo', () => {
  it('takes an uploaded image, shows it, and deletes the one it replaces', async () => {
    const me = await newUser('STUDENT');
    const first = (await uploadAvatar(me.token)).json<{ fileId: number }>();
    const saved = await ok<ProfileDto>('PATCH', 'profile', { avatarId: first.fileId }, { token: me.token });
    expect(saved.avatarId).toBe(first.fileId);
    expect(saved.avatarLink).toMatch(/^\/api\/static\/files\/.+\.png$/);
    const second = (await uploadAvatar(me.token)).json<{ fileId: number }>();
    await ok('PATCH', 'profile', { avatarId: second.fileId }, { token: me.token });
    expect(await rowCount(t.db, 'files', (eb) => eb('id', '=', first.fileId))).toBe(0);
    const removed = await ok<ProfileDto>('PATCH', 'profile', { avatarId: 0 }, { token: me.token });
    expect(removed).toMatchObject({ avatarId: 0, avatarLink: null });
    expect(await rowCount(t.db, 'files', (eb) => eb('id', '=', second.fileId))).toBe(0);
  });

  it("refuses a file that is not the user's own image", async () => {
    const me = await newUser('INSTRUCTOR');
    const someoneElses = await addFile(t.db, schoolId);
    const res = await api('PATCH', 'profile', { avatarId: someoneElses.id }, { token: me.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'avatarId', message: 'The photo must be an image you uploaded.' });
  });

  it('takes images only, up to 2 MB', async () => {
    const me = await newUser('STUDENT');
    expect((await uploadAvatar(me.token, PDF, 'cv.pdf')).statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    expect((await uploadAvatar(me.token, big)).statusCode).toBe(413);
  });
});

describe('POST /api/profile/password', () => {
  it("changes the password, keeping this session and other people's", async () => {
    const me = await newUser('INSTRUCTOR');
    const other = await newUser('ADMIN');
    const res = await api('POST', 'profile/password', { currentPassword: DEMO_PASSWORD, newPassword: 'brand-new-7' }, { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed. Your other sessions have ended.' });
    expect((await api('GET', 'profile', undefined, { token: me.token })).statusCode).toBe(200);
    expect((await api('GET', 'profile', undefined, { token: other.token })).statusCode).toBe(200);
    await expect(login(t.app, me.email)).rejects.toThrow(/401|400/);
    expect(await login(t.app, me.email, 'brand-new-7')).toBeTruthy();
  });

  it("ends the user's other sessions with the reason 'password'", async () => {
    const me = await newUser('STUDENT');
    // One session per account is the rule; a second row stands for a session on another device.
    await t.db
      .insertInto('sessions')
      .values({ user_id: me.id, token_hash: `other-device-${me.id}`, last_seen_at: new Date() })
      .execute();
    await ok('POST', 'profile/password', { currentPassword: DEMO_PASSWORD, newPassword: 'brand-new-8' }, { token: me.token });
    const rows = await t.db.selectFrom('sessions').select(['token_hash', 'revoked_reason']).where('user_id', '=', me.id).execute();
    expect(rows.find((r) => r.token_hash === `other-device-${me.id}`)?.revoked_reason).toBe('password');
    expect(rows.filter((r) => r.revoked_reason === null)).toHaveLength(1);
  });

  it('refuses a wrong current password with a translated 400', async () => {
    const me = await newUser('ADMIN');
    const res = await api(
      'POST',
      'profile/password',
      { currentPassword: 'not-it', newPassword: 'brand-new-9' },
      { token: me.token, lang: 'ru' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'currentPassword', message: 'Текущий пароль указан неверно.' });
    expect(await login(t.app, me.email)).toBeTruthy();
  });

  it('applies the password rules to the new one', async () => {
    const me = await newUser('STUDENT');
    const short = await api('POST', 'profile/password', { currentPassword: DEMO_PASSWORD, newPassword: '1' }, { token: me.token });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'newPassword' });
    const same = await api('POST', 'profile/password', { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, { token: me.token });
    expect(same.json()).toMatchObject({ field: 'newPassword', message: 'The new password must differ from the current one.' });
  });
});
