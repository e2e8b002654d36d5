import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDITED, NOT_AUDITED } from '../../../server/lib/audit/actions.js';
import { createTestApp, type TestApp } from '../helpers.js';

/*
 * Every mutating route an admin or instructor can call, or that logs someone in, is either in
 * the audit log's table or set aside with a reason (server/lib/audit/actions.ts), so a new route
 * cannot go unrecorded without someone deciding so.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `METHOD url` of the mutating routes that are not students' alone. */
function staffMutations(): string[] {
  const keys = t.app.routeTable
    .filter((r) => MUTATING.has(r.method) && r.url.startsWith('/api'))
    .filter((r) => r.roles === 'public' || r.roles === undefined || r.roles.some((role) => role !== 'STUDENT'))
    .map((r) => `${r.method} ${r.url}`);
  return [...new Set(keys)].sort();
}

describe('the audit table', () => {
  it('decides on every mutating route of admins and instructors', () => {
    const undecided = staffMutations().filter((key) => !(key in AUDITED) && !(key in NOT_AUDITED));
    expect(undecided, 'add each to AUDITED or NOT_AUDITED in server/lib/audit/actions.ts').toEqual([]);
  });

  it('names only routes the server has, and none twice', () => {
    const all = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    expect([...Object.keys(AUDITED), ...Object.keys(NOT_AUDITED)].filter((key) => !all.has(key))).toEqual([]);
    expect(Object.keys(AUDITED).filter((key) => key in NOT_AUDITED)).toEqual([]);
  });

  it('gives every route set aside a reason', () => {
    for (const [key, reason] of Object.entries(NOT_AUDITED)) expect(reason.length, key).toBeGreaterThan(10);
  });
});
