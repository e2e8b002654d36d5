import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../../src/api/constants.js';
import type { AuditEntryDto } from '../../../src/api/audit.js';
import type { ListResponse } from '../../../src/api/types.js';
import { adminSuite } from '../adminSuite.js';
import { DEMO_PASSWORD, INSTRUCTOR_EMAIL, STUDENT_EMAIL, login, rowCount, waitFor } from '../helpers.js';

const START = new Date('2026-06-10T09:00:00Z');
const { t, ids, other, tokens, api, ok } = adminSuite({ startAt: START });

const WRONG = 'not the password 1';
const failedRows = async (token = tokens.ADMIN) =>
  (await ok<ListResponse<AuditEntryDto>>('GET', 'audit?size=100&action=loginFailed', undefined, { token })).objects;
const tryLogin = (email: string, password = WRONG) => api('POST', 'auth/authenticate', { email, password }, { token: '' });
/** The refusal is written after the answer has gone out (its timing must not tell whether an account exists): wait for it. */
const rowsAfterwards = (n: number) =>
  waitFor(async () => ((await rowCount(t.db, 'audit_log')) >= n ? rowCount(t.db, 'audit_log') : undefined), 10_000, `${n} audit rows`);

beforeEach(async () => {
  t.clock.set(START);
  await t.db.deleteFrom('audit_log').execute();
  await t.db.deleteFrom('login_failures').execute();
});

describe('failed password logins in the audit log', () => {
  it('records a wrong password at an account of the school, with the account and the address, found by its action', async () => {
    expect((await tryLogin(` ${INSTRUCTOR_EMAIL.toUpperCase()} `)).statusCode).toBe(401);
    await rowsAfterwards(1);
    const rows = await failedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'loginFailed',
      entity: 'session',
      entityId: ids.user[INSTRUCTOR_EMAIL],
      actorId: ids.user[INSTRUCTOR_EMAIL],
      actorRole: 'INSTRUCTOR',
      createdAt: START.toISOString(),
      ip: expect.any(String),
    });
    expect(rows[0].entityName).toBe(rows[0].actorName);
    // Only the account's own school sees it.
    expect(await failedRows(tokens.OTHER)).toEqual([]);
  });

  it('records nothing for an email without an account, nor for a login that succeeds', async () => {
    expect((await tryLogin('nobody-here@demo.test')).statusCode).toBe(401);
    tokens.STUDENT = await login(t.app, STUDENT_EMAIL);
    // A known account's refusal afterwards: once its row is there, the earlier ones have had their turn.
    expect((await tryLogin(other.adminEmail)).statusCode).toBe(401);
    await rowsAfterwards(2);
    const all = await t.db.selectFrom('audit_log').select(['action', 'actor_id', 'entity_name']).orderBy('id').execute();
    expect(all.map((r) => r.action)).toEqual(['login', 'loginFailed']);
    expect(all.some((r) => (r.entity_name ?? '').includes('nobody-here'))).toBe(false);
    expect(await failedRows()).toEqual([]);
  });

  it('keeps the lockout: wrong passwords are recorded until it refuses, and its refusals are not', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await tryLogin(INSTRUCTOR_EMAIL)).statusCode).toBe(401);
    await rowsAfterwards(LOGIN_MAX_FAILURES);
    expect((await tryLogin(INSTRUCTOR_EMAIL)).statusCode).toBe(429);
    // Even the right password is refused while locked, and that is no wrong password either.
    expect((await tryLogin(INSTRUCTOR_EMAIL, DEMO_PASSWORD)).statusCode).toBe(429);
    // Another account's refusal afterwards: once its row is there, the refused ones have had their turn.
    expect((await tryLogin(STUDENT_EMAIL)).statusCode).toBe(401);
    await rowsAfterwards(LOGIN_MAX_FAILURES + 1);
    const rows = await failedRows();
    expect(rows.filter((r) => r.entityId === ids.user[INSTRUCTOR_EMAIL])).toHaveLength(LOGIN_MAX_FAILURES);
    expect(rows).toHaveLength(LOGIN_MAX_FAILURES + 1);
  });
});
