import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, INSTRUCTOR_EMAIL, STUDENT_EMAIL, call, createTestApp, login, undeclaredApiRoutes, type TestApp } from './helpers.js';

let t: TestApp;
const tokens: Record<'ADMIN' | 'INSTRUCTOR' | 'STUDENT', string> = { ADMIN: '', INSTRUCTOR: '', STUDENT: '' };

beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      // Test-only routes, registered like any route module would register its own.
      app.get('/api/test/admin-only', { config: { roles: ['ADMIN'] } }, async (request) => ({ ok: true, by: request.user?.role }));
      app.get('/api/test/staff', { config: { roles: ['ADMIN', 'INSTRUCTOR'] } }, async () => ({ ok: true }));
      // A route whose author forgot to declare roles: it must be closed, not open.
      app.get('/api/test/undeclared', async () => ({ ok: true, leaked: 'secret' }));
    },
  });
  tokens.ADMIN = await login(t.app, ADMIN_EMAIL);
  tokens.INSTRUCTOR = await login(t.app, INSTRUCTOR_EMAIL);
  tokens.STUDENT = await login(t.app, STUDENT_EMAIL);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string, lang?: string) => call(t.app, { method: 'GET', url, token, lang });

describe('roles enforced on the server', () => {
  it('lets an ADMIN into an admin-only route', async () => {
    const res = await get('/api/test/admin-only', tokens.ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, by: 'ADMIN' });
  });

  it.each(['INSTRUCTOR', 'STUDENT'] as const)('refuses a %s on an admin-only route with 403', async (role) => {
    const res = await get('/api/test/admin-only', tokens[role]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You do not have permission to do this.', status: 403 });
  });

  it('says so in Russian', async () => {
    const res = await get('/api/test/admin-only', tokens.STUDENT, 'ru');
    expect(res.json()).toEqual({ message: 'У вас нет прав на это действие.', status: 403 });
  });

  it('asks an anonymous caller to log in (401) rather than 403', async () => {
    const res = await get('/api/test/admin-only');
    expect(res.statusCode).toBe(401);
  });

  it('honours a list of several roles', async () => {
    expect((await get('/api/test/staff', tokens.ADMIN)).statusCode).toBe(200);
    expect((await get('/api/test/staff', tokens.INSTRUCTOR)).statusCode).toBe(200);
    expect((await get('/api/test/staff', tokens.STUDENT)).statusCode).toBe(403);
  });
});

describe('a route under /api that declares no roles', () => {
  it.each(['ADMIN', 'INSTRUCTOR', 'STUDENT'] as const)('is closed to a logged-in %s (403)', async (role) => {
    const res = await get('/api/test/undeclared', tokens[role]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You do not have permission to do this.', status: 403 });
    expect(res.body).not.toContain('secret');
  });

  it('is closed to an anonymous caller too', async () => {
    const res = await get('/api/test/undeclared');
    expect(res.statusCode).toBeGreaterThanOrEqual(401);
    expect(res.statusCode).toBeLessThanOrEqual(403);
    expect(res.body).not.toContain('secret');
  });

  it('is what the route-table check reports', () => {
    expect(undeclaredApiRoutes(t.app)).toEqual(['GET /api/test/undeclared', 'HEAD /api/test/undeclared']);
  });
});
