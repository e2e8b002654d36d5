import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '../../src/api/constants.js';
import { ADMIN_EMAIL, DEMO_PASSWORD, INSTRUCTOR_EMAIL, STUDENT_EMAIL, createTestApp, minutes, type TestApp } from './helpers.js';
import { MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_EMAIL } from '../../server/routes/auth/lockout.js';

/*
 * Guessing is stopped without letting a stranger lock an account. Seen
 * from the attacker's side (one address, many addresses) and from the owner's.
 */
let t: TestApp;
beforeAll(async () => {
  // The in-memory per-address rate limit stays off (the helper's default): this is the lockout alone.
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const authenticate = (remoteAddress: string, email: string, password: string, lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    remoteAddress,
    headers: lang ? { 'accept-language': lang } : {},
    payload: { email, password },
  } as never);

// Every test starts once the failures of the ones before have left the window.
beforeEach(() => {
  t.clock.advance(minutes(LOGIN_FAILURE_WINDOW_MINUTES + 1));
});

/** Guesses wrong from one address until the lockout is reached. */
async function lockOut(address: string, email: string) {
  for (let i = 1; i <= LOGIN_MAX_FAILURES; i++) {
    expect((await authenticate(address, email, `wrong-${i}`)).statusCode, `guess ${i}`).toBe(401);
  }
}

const ATTACKER = '203.0.113.10';
const OWNER = '198.51.100.5';

describe('login lockout', () => {
  it('refuses an address that guessed one email too often, saying when to try again, in English and Russian', async () => {
    await lockOut(ATTACKER, STUDENT_EMAIL);
    // Even the right password: the attacker cannot tell a hit from a miss any more.
    const locked = await authenticate(ATTACKER, STUDENT_EMAIL, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: `Too many failed attempts to log in. Try again in ${LOGIN_FAILURE_WINDOW_MINUTES} min.`,
      status: 429,
    });
    const lockedRu = await authenticate(ATTACKER, STUDENT_EMAIL, DEMO_PASSWORD, 'ru');
    expect(lockedRu.json()).toEqual({
      message: `Слишком много неудачных попыток входа. Попробуйте через ${LOGIN_FAILURE_WINDOW_MINUTES} мин.`,
      status: 429,
    });
  });

  it('lets the owner in from their own address while the attacker stays locked out', async () => {
    await lockOut(ATTACKER, STUDENT_EMAIL);
    const owner = await authenticate(OWNER, STUDENT_EMAIL, DEMO_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().authority).toBe('STUDENT');
    // The owner's success does not wipe the attacker's count.
    expect((await authenticate(ATTACKER, STUDENT_EMAIL, 'wrong-again')).statusCode).toBe(429);
  });

  it('refuses an address spraying guesses over many emails', async () => {
    const sprayer = '203.0.113.20';
    for (let i = 1; i <= MAX_FAILURES_PER_ADDRESS; i++) {
      expect((await authenticate(sprayer, `nobody${i}@spray.test`, 'guess-1234')).statusCode, `guess ${i}`).toBe(401);
    }
    expect((await authenticate(sprayer, ADMIN_EMAIL, DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await authenticate(OWNER, ADMIN_EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
  }, 180_000);

  it('holds guessing spread over many addresses at one email to one guess per new address', async () => {
    const bot = (n: number) => `10.1.${Math.floor(n / 250)}.${n % 250}`;
    for (let n = 1; n <= MAX_FAILURES_PER_EMAIL; n++) {
      expect((await authenticate(bot(n), INSTRUCTOR_EMAIL, `guess-${n}`)).statusCode, `bot ${n}`).toBe(401);
    }
    // Each address that has guessed is refused its next try, in English and Russian.
    const again = await authenticate(bot(1), INSTRUCTOR_EMAIL, 'guess-again');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Too many failed attempts to log in\. Try again in \d+ min\.$/);
    expect((await authenticate(bot(2), INSTRUCTOR_EMAIL, DEMO_PASSWORD, 'ru')).json().message).toMatch(
      /^Слишком много неудачных попыток входа\. Попробуйте через \d+ мин\.$/,
    );
    // A new address gets its one guess, and then no more.
    expect((await authenticate(bot(MAX_FAILURES_PER_EMAIL + 1), INSTRUCTOR_EMAIL, 'guess-new')).statusCode).toBe(401);
    expect((await authenticate(bot(MAX_FAILURES_PER_EMAIL + 1), INSTRUCTOR_EMAIL, 'guess-new-2')).statusCode).toBe(429);
    // The owner, from an address with no failures, gets in all the same.
    expect((await authenticate(OWNER, INSTRUCTOR_EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
  }, 120_000);

  it('lets every address try again once the window has passed', async () => {
    await lockOut(ATTACKER, STUDENT_EMAIL);
    await lockOut('10.1.0.1', INSTRUCTOR_EMAIL);
    expect((await authenticate('10.1.0.1', INSTRUCTOR_EMAIL, DEMO_PASSWORD)).statusCode).toBe(429);
    t.clock.advance(minutes(LOGIN_FAILURE_WINDOW_MINUTES + 1));
    expect((await authenticate(ATTACKER, STUDENT_EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await authenticate('10.1.0.1', INSTRUCTOR_EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
