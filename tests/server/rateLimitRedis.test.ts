import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { loadConfig } from '../../server/config.js';
import { ConfigError } from '../../server/configError.js';
import { RATE_LIMITS } from '../../server/plugins/rateLimits.js';
import { createTestApp, type TestApp } from './helpers.js';

/*
 * REDIS_URL: the per-address limits counted in one Redis by every process (two apps here, as
 * two processes would be), and in each process's memory without it. CI sets TEST_REDIS_URL
 * (.ci/run); each test counts under a key prefix of its own, so runs never share counts.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const MAX = RATE_LIMITS.authenticate.max;

/** A failed login of a made-up email from `address`: 401 while allowed, 429 once limited. */
const failLogin = (t: TestApp, address: string, n: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    remoteAddress: address,
    payload: { email: `nobody${n}@spray.test`, password: 'guess-1234' },
  });

async function twoApps(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const first = await createTestApp({ env: { RATE_LIMITS: '1', ...env } });
  try {
    return [first, await createTestApp({ env: { RATE_LIMITS: '1', ...env } })];
  } catch (err) {
    await first.close();
    throw err;
  }
}

/** Sends `count` failed logins from one address, alternating between the apps; returns the codes. */
async function alternate(apps: TestApp[], address: string, count: number): Promise<number[]> {
  const codes: number[] = [];
  for (let n = 0; n < count; n++) codes.push((await failLogin(apps[n % apps.length]!, address, n)).statusCode);
  return codes;
}

describe.skipIf(!redisUrl)('rate limits shared through Redis (skipped: TEST_REDIS_URL is not set)', () => {
  let apps: [TestApp, TestApp];
  const prefix = `lms-test-${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    apps = await twoApps({ REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix });
  });
  afterAll(async () => {
    await Promise.all((apps ?? []).map((t) => t.close()));
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('refuses failed logins split across two processes at the same total as one process', async () => {
    const codes = await alternate(apps, '203.0.113.10', MAX);
    expect(codes).toEqual(Array(MAX).fill(401));
    // Each app has seen only half the limit, yet both refuse: the count is one.
    expect((await failLogin(apps[0], '203.0.113.10', MAX)).statusCode).toBe(429);
    const refused = await failLogin(apps[1], '203.0.113.10', MAX + 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests from your address. Try again in 1 min.');
    // Another address is counted apart.
    expect((await failLogin(apps[1], '198.51.100.10', 0)).statusCode).toBe(401);
  }, 120_000);

  it('keeps its counts under REDIS_KEY_PREFIX', async () => {
    const redis = new Redis(redisUrl!);
    try {
      const keys = await redis.keys(`${prefix}rate-limit:*`);
      expect(keys.some((key) => key.includes('/api/auth/authenticate') && key.endsWith('203.0.113.10'))).toBe(true);
    } finally {
      await redis.quit();
    }
  });
});

describe('rate limits without Redis', () => {
  let apps: [TestApp, TestApp] | undefined;
  afterAll(async () => {
    await Promise.all((apps ?? []).map((t) => t.close()));
  });

  it('count in each process alone when REDIS_URL is unset', async () => {
    apps = await twoApps({});
    const codes: number[] = [];
    for (let n = 0; n < MAX; n++) codes.push((await failLogin(apps[0], '203.0.113.20', n)).statusCode);
    expect(codes).toEqual(Array(MAX).fill(401));
    expect((await failLogin(apps[0], '203.0.113.20', MAX)).statusCode).toBe(429);
    // The other process has counted none of them.
    expect((await failLogin(apps[1], '203.0.113.20', MAX + 1)).statusCode).toBe(401);
  }, 120_000);

  it('let requests through at once, uncounted, while Redis is unreachable', async () => {
    // Nothing listens on port 1: every count fails, and must neither fail nor stall the login.
    const down = await createTestApp({ env: { RATE_LIMITS: '1', REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      for (let n = 0; n < 5; n++) {
        const started = Date.now();
        expect((await failLogin(down, '203.0.113.30', n)).statusCode).toBe(401);
        expect(Date.now() - started).toBeLessThan(5_000);
      }
    } finally {
      await down.close();
    }
  });
});

describe('REDIS_URL and REDIS_KEY_PREFIX', () => {
  it('are read when well-formed', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({}).redisKeyPrefix).toBe('lms:');
    expect(loadConfig({ REDIS_URL: 'redis://:secret@cache:6379/2', REDIS_KEY_PREFIX: 'school-a:' })).toMatchObject({
      redisUrl: 'redis://:secret@cache:6379/2',
      redisKeyPrefix: 'school-a:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.test' }).redisUrl).toBe('rediss://cache.example.test');
  });

  it.each([
    ['REDIS_URL', 'localhost:6379'],
    ['REDIS_URL', 'http://cache:6379'],
    ['REDIS_URL', 'redis://'],
    ['REDIS_URL', 'redis://cache:6379/zero'],
    ['REDIS_URL', 'redis://cache:99999'],
    ['REDIS_KEY_PREFIX', 'two words'],
  ])('refuses %s=%s at start, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
