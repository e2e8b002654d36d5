import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '../../src/api/constants.js';
import { DEMO_PASSWORD, INSTRUCTOR_EMAIL, STUDENT_EMAIL, call, createTestApp, minutes, type TestApp } from './helpers.js';
import { RATE_LIMITS } from '../../server/plugins/rateLimits.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const authenticate = (email: string, password: string, lang?: string) =>
  call(t.app, { method: 'POST', url: '/api/auth/authenticate', payload: { email, password }, lang });

/** Ten wrong passwords for `email`, 10 s apart: the email is locked out for the window. */
async function lockOut(email: string): Promise<void> {
  for (let i = 1; i <= LOGIN_MAX_FAILURES; i++) {
    const res = await authenticate(email, `wrong-${i}`);
    expect(res.statusCode, `attempt ${i}`).toBe(401);
    t.clock.advance(10_000);
  }
}

describe('login rate limit', () => {
  // Every test starts with no failure in the window, whatever ran before it.
  beforeEach(() => {
    t.clock.advance(minutes(LOGIN_FAILURE_WINDOW_MINUTES + 1));
  });

  it('allows 10 failures in 15 minutes, then refuses even the right password with 429 naming the minutes', async () => {
    expect(LOGIN_MAX_FAILURES).toBe(10);
    expect(LOGIN_FAILURE_WINDOW_MINUTES).toBe(15);
    await lockOut(STUDENT_EMAIL);

    const locked = await authenticate(STUDENT_EMAIL, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    // The first failure was 100 s ago, so it leaves the window in 13 min 20 s: "14 minutes".
    expect(locked.json()).toEqual({ message: 'Too many failed attempts to log in. Try again in 14 min.', status: 429 });

    const lockedRu = await authenticate(STUDENT_EMAIL, DEMO_PASSWORD, 'ru');
    expect(lockedRu.statusCode).toBe(429);
    expect(lockedRu.json().message).toBe('Слишком много неудачных попыток входа. Попробуйте через 14 мин.');
  });

  it('counts the email however it is typed', async () => {
    await lockOut(STUDENT_EMAIL);
    const res = await authenticate('  STUDENT@demo.test ', DEMO_PASSWORD);
    expect(res.statusCode).toBe(429);
  });

  it('does not lock out another email', async () => {
    await lockOut(STUDENT_EMAIL);
    const res = await authenticate(INSTRUCTOR_EMAIL, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().authority).toBe('INSTRUCTOR');
  });

  it('stays locked until the window has passed, then lets the right password in', async () => {
    await lockOut(STUDENT_EMAIL);
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
    expect(
      codes.every((code) => code === 401 || code === 429),
      codes.join(','),
    ).toBe(true);
    // At most the allowed number of passwords were actually checked; the rest were refused unseen.
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(LOGIN_MAX_FAILURES);
  });
});

describe('per-address limits on the public calls', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // A proxy on this machine is trusted only because this names it (the default trusts none).
    limited = await createTestApp({ env: { RATE_LIMITS: '1', TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const from = (remoteAddress: string, request: Parameters<typeof call>[1]) => limited.app.inject({ ...request, remoteAddress } as never);
  const signUp = (remoteAddress: string, domain: string, lang = 'en') =>
    limited.app.inject({
      method: 'POST',
      url: '/api/schools/sign-up',
      remoteAddress,
      headers: { 'accept-language': lang },
      payload: {
        domain,
        name: 'Rate School',
        timezone: 'UTC',
        tariffId: 1,
        themeColor: '#2B8A3E',
        acceptTerms: true,
        firstName: 'Rita',
        lastName: 'Rate',
        email: `${domain}@rate.test`,
        password: 'secret1',
        confirmPassword: 'secret1',
      },
    });

  it('lets one address create 5 schools an hour; the 6th is refused whole, in its language, and others go on', async () => {
    expect(RATE_LIMITS.signUp).toEqual({ max: 5, timeWindow: 3_600_000 });
    const tag = Math.random().toString(36).slice(2, 7);
    for (let n = 1; n <= 5; n++) {
      const res = await signUp('203.0.113.5', `rate-${tag}-${n}`);
      expect(res.statusCode, `school ${n}: ${res.body}`).toBe(202);
    }
    const refused = await signUp('203.0.113.5', `rate-${tag}-6`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests from your address. Try again in 60 min.', status: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const refusedRu = await signUp('203.0.113.5', `rate-${tag}-6`, 'ru');
    expect(refusedRu.json().message).toBe('Слишком много запросов с вашего адреса. Попробуйте через 60 мин.');
    const schools = await limited.db.selectFrom('schools').select('domain').where('domain', '=', `rate-${tag}-6`).execute();
    expect(schools).toEqual([]);
    // Another address is counted apart.
    expect((await signUp('198.51.100.20', `rate-${tag}-6`)).statusCode).toBe(202);
  });

  it('counts the client behind a local proxy, and ignores what an outside client claims to be', async () => {
    const check = (remoteAddress: string, forwardedFor?: string) =>
      from(remoteAddress, {
        method: 'GET',
        url: '/api/schools/domain-check?domain=some-school',
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
    const max = RATE_LIMITS.domainCheck.max;
    // An outside client changing X-Forwarded-For each time is still one address.
    for (let n = 1; n <= max; n++) {
      const res = await check('203.0.113.77', `10.0.${Math.floor(n / 250)}.${n % 250}`);
      expect(res.statusCode, `check ${n}`).toBe(200);
    }
    expect((await check('203.0.113.77', '10.9.9.9')).statusCode).toBe(429);
    // Behind a proxy on this machine, each client has its own count.
    expect((await check('127.0.0.1', '198.51.100.7')).statusCode).toBe(200);
    expect((await check('127.0.0.1', '198.51.100.8')).statusCode).toBe(200);
  });

  it('limits logins from one address across every email, apart from the per-email lock', async () => {
    const max = RATE_LIMITS.authenticate.max;
    for (let n = 1; n <= max; n++) {
      const res = await from('203.0.113.99', {
        method: 'POST',
        url: '/api/auth/authenticate',
        payload: { email: `nobody${n}@spray.test`, password: 'guess-1234' },
      });
      expect(res.statusCode, `attempt ${n}`).toBe(401);
    }
    const res = await from('203.0.113.99', {
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(429);
    expect(
      (
        await from('198.51.100.99', {
          method: 'POST',
          url: '/api/auth/authenticate',
          payload: { email: 'admin@demo.test', password: DEMO_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('limits reset links asked from one address', async () => {
    for (let n = 1; n <= RATE_LIMITS.forgotPassword.max; n++) {
      const res = await from('203.0.113.42', {
        method: 'POST',
        url: '/api/auth/forgotPassword',
        payload: { email: `nobody${n}@reset.test` },
      });
      expect(res.statusCode, `request ${n}`).toBe(200);
    }
    const res = await from('203.0.113.42', { method: 'POST', url: '/api/auth/forgotPassword', payload: { email: 'admin@demo.test' } });
    expect(res.statusCode).toBe(429);
  });
});
