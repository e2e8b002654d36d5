import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, undeclaredApiRoutes, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('route table', () => {
  it('records every route, the auth calls included', () => {
    const table = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(table.length).toBeGreaterThan(0);
    expect(table).toEqual(
      expect.arrayContaining([
        'POST /api/auth/authenticate',
        'POST /api/auth/forgotPassword',
        'PUT /api/auth/updatePassword',
        'POST /api/auth/logout',
        'GET /api/auth/me',
        'GET /api/health',
        'GET /api/docs/json',
      ]),
    );
    // Every entry is a route the app really serves.
    for (const route of t.app.routeTable) {
      expect(t.app.hasRoute({ method: route.method as 'GET', url: route.url }), `${route.method} ${route.url}`).toBe(true);
    }
  });

  it('has no /api route without declared roles', () => {
    expect(undeclaredApiRoutes(t.app), 'these /api routes declare no config.roles').toEqual([]);
  });

  it('keeps the login, reset and health calls public and the rest behind a login', () => {
    const roles = Object.fromEntries(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.roles]));
    expect(roles['POST /api/auth/authenticate']).toBe('public');
    expect(roles['POST /api/auth/forgotPassword']).toBe('public');
    expect(roles['PUT /api/auth/updatePassword']).toBe('public');
    expect(roles['GET /api/health']).toBe('public');
    expect(roles['GET /api/auth/me']).toEqual(['ADMIN', 'INSTRUCTOR', 'STUDENT']);
    expect(roles['POST /api/auth/logout']).toEqual(['ADMIN', 'INSTRUCTOR', 'STUDENT']);
  });
});
