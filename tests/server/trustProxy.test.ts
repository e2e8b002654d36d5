import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { RATE_LIMITS } from '../../server/plugins/rateLimits.js';

/*
 * With the default configuration a client on this machine (or in a
 * container network) forging X-Forwarded-For is still one address, so the per-address limits
 * on logins and sign-ups hold.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: '1' } });
});
afterAll(async () => {
  await t?.close();
});

const forged = (remoteAddress: string, n: number) => ({ 'x-forwarded-for': `198.51.100.${n % 250}`, remoteAddress });

describe('TRUST_PROXY unset', () => {
  it('counts logins from 127.0.0.1 as one address whatever X-Forwarded-For says', async () => {
    const max = RATE_LIMITS.authenticate.max;
    const codes: number[] = [];
    for (let n = 1; n <= max + 5; n++) {
      const { remoteAddress, ...headers } = forged('127.0.0.1', n);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/authenticate',
        remoteAddress,
        headers,
        payload: { email: `nobody${n}@forged.test`, password: 'guess-1234' },
      } as never);
      codes.push(res.statusCode);
    }
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
  });

  it('counts sign-ups from a private address as one address whatever X-Forwarded-For says', async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const codes: number[] = [];
    for (let n = 1; n <= RATE_LIMITS.signUp.max + 2; n++) {
      const { remoteAddress, ...headers } = forged('172.17.0.2', n);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/schools/sign-up',
        remoteAddress,
        headers,
        payload: {
          domain: `forged-${tag}-${n}`,
          name: 'Forged School',
          timezone: 'UTC',
          tariffId: 1,
          themeColor: '#2B8A3E',
          acceptTerms: true,
          firstName: 'Fred',
          lastName: 'Forged',
          email: `forged-${tag}-${n}@forged.test`,
          password: 'secret1',
          confirmPassword: 'secret1',
        },
      } as never);
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, RATE_LIMITS.signUp.max).every((code) => code === 202)).toBe(true);
    expect(codes.slice(RATE_LIMITS.signUp.max)).toEqual([429, 429]);
  });
});
