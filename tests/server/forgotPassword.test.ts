import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, waitFor, type TestApp } from './helpers.js';
import * as repo from '../../server/routes/auth/repository.js';

/*
 * forgotPassword answered a known email in 55 ms and an unknown one in
 * 19 ms. Now the answer goes out before the email is looked up, so both take the same path
 * up to the answer. Proved structurally rather than with a timer: while the lookup is held
 * back, both requests have already been answered, alike.
 */
vi.mock('../../server/routes/auth/repository.js', async (importOriginal) => {
  const real = await importOriginal<typeof repo>();
  return { ...real, findUserByEmail: vi.fn(real.findUserByEmail) };
});

let t: TestApp;
let release: () => void = () => {};
beforeAll(async () => {
  t = await createTestApp({ captureMail: true });
});
afterAll(async () => {
  release();
  await t?.close();
});

const forgot = (email: string) => call(t.app, { method: 'POST', url: '/api/auth/forgotPassword', payload: { email } });

describe('POST /api/auth/forgotPassword for known and unknown emails', () => {
  it('answers both alike before looking the email up, then mails only the account', async () => {
    const real = await vi.importActual<typeof repo>('../../server/routes/auth/repository.js');
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const looked: string[] = [];
    vi.mocked(repo.findUserByEmail).mockImplementation(async (db, email) => {
      looked.push(email);
      await gate;
      return real.findUserByEmail(db, email);
    });

    // Had either answer waited for its lookup, this would never resolve.
    const [known, unknown] = await Promise.all([forgot(ADMIN_EMAIL), forgot('nobody@unknown.test')]);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    // Both do the same work after the answer: one lookup each.
    await waitFor(() => (looked.length === 2 ? true : undefined), 5_000, 'both lookups');
    expect(looked.sort()).toEqual([ADMIN_EMAIL, 'nobody@unknown.test']);
    expect(t.mail).toEqual([]);

    release();
    const mail = await waitFor(() => t.mail.find((m) => m.to === ADMIN_EMAIL), 10_000, 'the reset mail');
    expect(mail.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]+/);
    expect(t.mail.filter((m) => m.to === 'nobody@unknown.test')).toEqual([]);
  });
});
