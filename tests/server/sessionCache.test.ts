import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbSource } from '../../server/db/index.js';
import { SessionCache, sessionCacheOf, type SessionRow } from '../../server/lib/sessionCache.js';
import { ADMIN_EMAIL, INSTRUCTOR_EMAIL, STUDENT_EMAIL, call, createTestApp, login, type TestApp } from './helpers.js';

/*
 * The session cache of the embedded database (server/lib/sessionCache.ts): a request after the
 * first one reads no session, and every change that ends or narrows a session is seen by the
 * very next request, whichever way it was written.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const onPglite = !process.env.TEST_DATABASE_URL;
const me = (token: string) => call(t.app, { method: 'GET', url: '/api/auth/me', token });
const idOf = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** Runs `write` with the database's triggers off, as if the cache's triggers were missing. */
async function withoutTriggers(write: string) {
  await t.db.connection().execute(async (conn) => {
    await sql.raw(`set session_replication_role = replica`).execute(conn);
    try {
      await sql.raw(write).execute(conn);
    } finally {
      await sql.raw(`set session_replication_role = default`).execute(conn);
    }
  });
}

describe('session cache', () => {
  it('exists on the embedded database only', async () => {
    expect(dbSource(t.db)?.kind).toBe(onPglite ? 'pglite' : 'postgres');
    expect(Boolean(await sessionCacheOf(t.db))).toBe(onPglite);
  });

  it.runIf(onPglite)('answers a repeated request without reading the session', async () => {
    const token = await login(t.app, INSTRUCTOR_EMAIL);
    expect((await me(token)).statusCode).toBe(200);
    // Blocked behind the triggers' back: only a cached session still answers 200.
    await withoutTriggers(`update users set blocked = true where email = '${INSTRUCTOR_EMAIL}'`);
    try {
      expect((await me(token)).statusCode).toBe(200);
    } finally {
      await withoutTriggers(`update users set blocked = false where email = '${INSTRUCTOR_EMAIL}'`);
    }
  });

  it('refuses the very next request after a block through the API', async () => {
    const admin = await login(t.app, ADMIN_EMAIL);
    const student = await login(t.app, STUDENT_EMAIL);
    expect((await me(student)).statusCode).toBe(200);
    const id = await idOf(STUDENT_EMAIL);
    const blocked = await call(t.app, { method: 'PUT', url: `/api/students/${id}/block`, token: admin });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await me(student)).statusCode).toBe(401);
    expect((await call(t.app, { method: 'PUT', url: `/api/students/${id}/unblock`, token: admin })).statusCode).toBe(200);
  });

  it('refuses the very next request after a logout, and keeps the other sessions', async () => {
    const first = await login(t.app, INSTRUCTOR_EMAIL);
    const second = await login(t.app, ADMIN_EMAIL);
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
    expect((await call(t.app, { method: 'POST', url: '/api/auth/logout', token: first })).statusCode).toBeLessThan(300);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('sees every change written in SQL: blocked, role, deletion, revocation, a session moved back in time', async () => {
    const changes: Array<[string, string, number]> = [
      ['blocked', `update users set blocked = true where email = '${INSTRUCTOR_EMAIL}'`, 403],
      ['role', `update users set role = 'STUDENT' where email = '${INSTRUCTOR_EMAIL}'`, 200],
      ['deleted', `update users set deleted_at = now() where email = '${INSTRUCTOR_EMAIL}'`, 401],
      [
        'revoked',
        `update sessions set revoked_at = now(), revoked_reason = 'logout' where user_id = (select id from users where email = '${INSTRUCTOR_EMAIL}')`,
        401,
      ],
      [
        'idle',
        `update sessions set last_seen_at = now() - interval '40 days' where user_id = (select id from users where email = '${INSTRUCTOR_EMAIL}')`,
        401,
      ],
      ['session deleted', `delete from sessions where user_id = (select id from users where email = '${INSTRUCTOR_EMAIL}')`, 401],
    ];
    for (const [what, write, status] of changes) {
      const token = await login(t.app, INSTRUCTOR_EMAIL);
      expect((await me(token)).statusCode, what).toBe(200);
      await sql.raw(write).execute(t.db);
      const res = await me(token);
      expect(res.statusCode, what).toBe(status);
      if (what === 'role') expect(res.json().authority).toBe('STUDENT');
      await sql
        .raw(`update users set blocked = false, role = 'INSTRUCTOR', deleted_at = null where email = '${INSTRUCTOR_EMAIL}'`)
        .execute(t.db);
    }
  });
});

describe('SessionCache', () => {
  const row = (id: number): SessionRow => ({
    sessionId: id,
    revoked_at: null,
    revoked_reason: null,
    last_seen_at: new Date(),
    id,
    school_id: 1,
    role: 'STUDENT',
    blocked: false,
    email: `s${id}@x.test`,
  });

  it('does not keep a row read while something was dropped', () => {
    const cache = new SessionCache();
    const mark = cache.mark();
    cache.dropUser(99);
    cache.set('a', row(1), mark);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', row(1), cache.mark());
    expect(cache.get('a')?.id).toBe(1);
  });

  it('drops every session of a user and only theirs', () => {
    const cache = new SessionCache();
    cache.set('a', row(1), cache.mark());
    cache.set('b', row(1), cache.mark());
    cache.set('c', row(2), cache.mark());
    cache.dropUser(1);
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.id]).toEqual([undefined, undefined, 2]);
  });

  it('stays within its bound, forgetting the oldest first', () => {
    const cache = new SessionCache();
    for (let i = 0; i < 20_005; i++) cache.set(`t${i}`, row(i), cache.mark());
    expect(cache.size).toBe(20_000);
    expect(cache.get('t0')).toBeUndefined();
    expect(cache.get('t20004')?.id).toBe(20_004);
  });
});
