import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_EMAIL, INSTRUCTOR_EMAIL, call, createTestApp, login, waitFor, type TestApp } from './helpers.js';
import * as crypto from '../../server/lib/crypto.js';
import { RATE_LIMITS } from '../../server/plugins/rateLimits.js';

/*
 * A password set through one emailed link ends every other link of the
 * user, a newer reset link retires the older ones, and a made-up token costs no password hash.
 * Checking a link (the reset page does when it opens) neither spends it nor hashes anything,
 * and is rate-limited per address like the other reset calls.
 */

// Counts the scrypt hashes the routes ask for, still doing the real work.
vi.mock('../../server/lib/crypto.js', async (importOriginal) => {
  const real = await importOriginal<typeof crypto>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ captureMail: true });
  adminToken = await login(t.app, ADMIN_EMAIL);
});
afterAll(async () => {
  await t?.close();
});

const update = (token: string, password: string) =>
  call(t.app, { method: 'PUT', url: '/api/auth/updatePassword', payload: { token, password } });
const authenticate = (email: string, password: string) =>
  call(t.app, { method: 'POST', url: '/api/auth/authenticate', payload: { email, password } });

/** The token of the newest mail to `email` holding a reset-password link, once it has arrived. */
async function linkMailedTo(email: string, after: number): Promise<string> {
  return waitFor(
    () => {
      const mail = t.mail.slice(after).find((m) => m.to === email);
      return mail ? /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined;
    },
    10_000,
    `a link mailed to ${email}`,
  );
}

async function askReset(email: string): Promise<string> {
  const before = t.mail.length;
  const res = await call(t.app, { method: 'POST', url: '/api/auth/forgotPassword', payload: { email } });
  expect(res.statusCode).toBe(200);
  return linkMailedTo(email, before);
}

async function addStudent(email: string): Promise<string> {
  const before = t.mail.length;
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/students',
    token: adminToken,
    payload: { name: 'Link', lastname: 'Holder', email, phoneNumber: null, studyFormat: 'ONLINE', groupId: null },
  });
  expect(res.statusCode, res.body).toBe(200);
  return linkMailedTo(email, before);
}

describe('emailed password links', () => {
  it('refuses a made-up token before hashing the new password', async () => {
    const hash = vi.mocked(crypto.hashPassword);
    hash.mockClear();
    const res = await update('y'.repeat(43), 'another1');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('token');
    expect(hash).not.toHaveBeenCalled();
  });

  it('retires an older reset link when a newer one is asked for', async () => {
    const older = await askReset(INSTRUCTOR_EMAIL);
    const newer = await askReset(INSTRUCTOR_EMAIL);
    expect(newer).not.toBe(older);
    expect((await update(older, 'older-pass1')).statusCode).toBe(400);
    expect((await update(newer, 'newer-pass1')).statusCode).toBe(200);
    expect((await authenticate(INSTRUCTOR_EMAIL, 'newer-pass1')).statusCode).toBe(200);
  });

  it('ends an invitation once the password is set through a reset link', async () => {
    const invite = await addStudent('invited-then-reset@links.test');
    const reset = await askReset('invited-then-reset@links.test');
    const owner = await update(reset, 'owner-pass1');
    expect(owner.statusCode).toBe(200);

    const stale = await update(invite, 'holder-pass1');
    expect(stale.statusCode).toBe(400);
    // The owner's session and password stay.
    expect((await call(t.app, { method: 'GET', url: '/api/auth/me', token: owner.json().token })).statusCode).toBe(200);
    expect((await authenticate('invited-then-reset@links.test', 'owner-pass1')).statusCode).toBe(200);
  });

  it('ends a pending reset link once the password is set through the invitation', async () => {
    const invite = await addStudent('reset-then-invited@links.test');
    const reset = await askReset('reset-then-invited@links.test');
    const owner = await update(invite, 'owner-pass2');
    expect(owner.statusCode).toBe(200);

    expect((await update(reset, 'holder-pass2')).statusCode).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/auth/me', token: owner.json().token })).statusCode).toBe(200);
    expect((await authenticate('reset-then-invited@links.test', 'owner-pass2')).statusCode).toBe(200);
  });
});

describe('checking a link', () => {
  const check = (app: TestApp['app'], token: string) => call(app, { method: 'POST', url: '/api/auth/checkResetToken', payload: { token } });

  it('hashes nothing and leaves the link usable', async () => {
    const token = await askReset('student@demo.test');
    const hash = vi.mocked(crypto.hashPassword);
    hash.mockClear();
    expect((await check(t.app, token)).statusCode).toBe(200);
    expect((await check(t.app, 'z'.repeat(43))).statusCode).toBe(400);
    expect(hash).not.toHaveBeenCalled();
    expect((await update(token, 'checked-pass1')).statusCode).toBe(200);
    expect((await check(t.app, token)).statusCode).toBe(400);
  });

  it(`allows ${RATE_LIMITS.checkResetToken.max} checks from one address per window, then answers 429`, async () => {
    const limited = await createTestApp({ env: { RATE_LIMITS: '1' } });
    try {
      for (let n = 1; n <= RATE_LIMITS.checkResetToken.max; n++) {
        expect((await check(limited.app, `guess${n}`.padEnd(43, 'q'))).statusCode, `check ${n}`).toBe(400);
      }
      const refused = await check(limited.app, 'q'.repeat(43));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many requests/);
    } finally {
      await limited.close();
    }
  });
});
