import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, INSTRUCTOR_EMAIL, STUDENT_EMAIL, call, createTestApp, login, minutes, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const me = (token?: string, lang?: string) => call(t.app, { method: 'GET', url: '/api/auth/me', token, lang });

describe('GET /api/auth/me', () => {
  it('returns the logged-in user and their school', async () => {
    const token = await login(t.app, INSTRUCTOR_EMAIL);
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      authority: 'INSTRUCTOR',
      firstName: 'Ivan',
      lastName: 'Petrov',
      fullName: 'Ivan Petrov',
      email: INSTRUCTOR_EMAIL,
      language: 'en',
      avatarLink: null,
      school: {
        id: expect.any(Number),
        name: 'Demo School',
        domain: 'demo',
        timezone: 'Europe/Moscow',
        themeColor: null,
        logoLink: null,
        faviconLink: null,
      },
    });
    expect(res.json()).not.toHaveProperty('password_hash');
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it('answers 401 without a token', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue.', status: 401 });
  });

  it('answers 401 to a garbage token and to a malformed Authorization header', async () => {
    for (const authorization of ['Bearer not-a-real-token', 'Bearer ', 'Basic YWRtaW46ZGVtbzEyMw==', 'garbage']) {
      const res = await call(t.app, { method: 'GET', url: '/api/auth/me', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json(), authorization).toEqual({ message: 'Please log in to continue.', status: 401 });
    }
  });

  it('keeps a session alive while it is used, even across the touch interval', async () => {
    const token = await login(t.app, INSTRUCTOR_EMAIL);
    for (let day = 0; day < 3; day++) {
      t.clock.advance(minutes(60 * 24 * 20));
      expect((await me(token)).statusCode).toBe(200);
    }
  });

  it('ends a session left unused for more than 30 days', async () => {
    const token = await login(t.app, INSTRUCTOR_EMAIL);
    t.clock.advance(minutes(60 * 24 * 31));
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Your session has ended. Please log in again.', status: 401 });
  });
});

describe('one active session per user', () => {
  it('tells the replaced session it was logged in from another account, and keeps the new one', async () => {
    const first = await login(t.app, STUDENT_EMAIL);
    expect((await me(first)).statusCode).toBe(200);
    const second = await login(t.app, STUDENT_EMAIL);
    expect(second).not.toBe(first);

    const replaced = await me(first);
    expect(replaced.statusCode).toBe(401);
    expect(replaced.json()).toEqual({ message: 'You have logged in from another account', status: 401, code: 'SESSION_REPLACED' });

    const replacedRu = await me(first, 'ru');
    expect(replacedRu.statusCode).toBe(401);
    expect(replacedRu.json()).toEqual({ message: 'Вы вошли с другого аккаунта', status: 401, code: 'SESSION_REPLACED' });

    const current = await me(second);
    expect(current.statusCode).toBe(200);
    expect(current.json().email).toBe(STUDENT_EMAIL);
  });

  it('leaves exactly one session active when the same user logs in several times at once', async () => {
    const logins = await Promise.all([1, 2, 3].map(() => login(t.app, STUDENT_EMAIL)));
    const statuses = await Promise.all(logins.map(async (token) => (await me(token)).statusCode));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(2);
  });

  it("does not touch other users' sessions", async () => {
    const admin = await login(t.app, ADMIN_EMAIL);
    await login(t.app, STUDENT_EMAIL);
    await login(t.app, INSTRUCTOR_EMAIL);
    expect((await me(admin)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: the token then gets a plain 401, not the "another account" message', async () => {
    const token = await login(t.app, ADMIN_EMAIL);
    const res = await call(t.app, { method: 'POST', url: '/api/auth/logout', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have logged out.' });

    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Your session has ended. Please log in again.', status: 401 });
    expect(after.json().code).toBeUndefined();

    const again = await call(t.app, { method: 'POST', url: '/api/auth/logout', token });
    expect(again.statusCode).toBe(401);
  });

  it('answers in Russian and refuses an anonymous caller', async () => {
    const token = await login(t.app, ADMIN_EMAIL);
    const res = await call(t.app, { method: 'POST', url: '/api/auth/logout', token, lang: 'ru' });
    expect(res.json()).toEqual({ message: 'Вы вышли из системы.' });

    const anonymous = await call(t.app, { method: 'POST', url: '/api/auth/logout' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets the user log in again afterwards', async () => {
    const token = await login(t.app, ADMIN_EMAIL);
    expect((await me(token)).json().authority).toBe('ADMIN');
  });
});
