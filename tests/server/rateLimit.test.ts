import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '../../src/api/constants.js';
import { DEMO_PASSWORD, INSTRUCTOR_EMAIL, STUDENT_EMAIL, call, createTestApp, minutes, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const authenticate = (email: string, password: string, lang?: string) =>
  call(t.app, { method: 'POST', url: '/api/auth/authenticate', payload: { email, password }, lang });

describe('login rate limit', () => {
  it('allows 10 failures in 15 minutes, then refuses even the right password with 429 naming the minutes', async () => {
    expect(LOGIN_MAX_FAILURES).toBe(10);
    expect(LOGIN_FAILURE_WINDOW_MINUTES).toBe(15);
    for (let i = 1; i <= LOGIN_MAX_FAILURES; i++) {
      const res = await authenticate(STUDENT_EMAIL, `wrong-${i}`);
      expect(res.statusCode, `attempt ${i}`).toBe(401);
      t.clock.advance(10_000);
    }

    const locked = await authenticate(STUDENT_EMAIL, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    // The first failure was 100 s ago, so it leaves the window in 13 min 20 s: "14 minutes".
    expect(locked.json()).toEqual({ message: 'Too many failed attempts to log in. Try again in 14 min.', status: 429 });

    const lockedRu = await authenticate(STUDENT_EMAIL, DEMO_PASSWORD, 'ru');
    expect(lockedRu.statusCode).toBe(429);
    expect(lockedRu.json().message).toBe('Слишком много неудачных попыток входа. Попробуйте через 14 мин.');
  });

  it('counts the email however it is typed', async () => {
    const res = await authenticate('  STUDENT@demo.test ', DEMO_PASSWORD);
    expect(res.statusCode).toBe(429);
  });

  it('does not lock out another email', async () => {
    const res = await authenticate(INSTRUCTOR_EMAIL, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().authority).toBe('INSTRUCTOR');
  });

  it('stays locked until the window has passed, then lets the right password in', async () => {
    t.clock.advance(minutes(10));
    const stillLocked = await authenticate(STUDENT_EMAIL, DEMO_PASSWORD);
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.json().message).toMatch(/Try again in \d+ min\./);

    t.clock.advance(minutes(LOGIN_FAILURE_WINDOW_MINUTES));
    const res = await authenticate(STUDENT_EMAIL, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().authority).toBe('STUDENT');
  });

  it('starts counting afresh after a successful login', async () => {
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      expect((await authenticate(STUDENT_EMAIL, `wrong-${i}`)).statusCode).toBe(401);
    }
    expect((await authenticate(STUDENT_EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
    // Had the earlier failures still counted, this one would be the tenth and the next a 429.
    expect((await authenticate(STUDENT_EMAIL, 'wrong-again')).statusCode).toBe(401);
    expect((await authenticate(STUDENT_EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('cannot be outrun by sending many guesses at once', async () => {
    const guesses = Array.from({ length: 2 * LOGIN_MAX_FAILURES }, (_, i) => authenticate(INSTRUCTOR_EMAIL, `guess-${i}`));
    const codes = (await Promise.all(guesses)).map((res) => res.statusCode);
    expect(codes.every((code) => code === 401 || code === 429), codes.join(',')).toBe(true);
    // At most the allowed number of passwords were actually checked; the rest were refused unseen.
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(LOGIN_MAX_FAILURES);
  });
});
