import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { ConfigError } from '../../server/configError.js';

describe('loadConfig', () => {
  it('has defaults that run without any configuration', () => {
    const config = loadConfig({}, '/srv/lms');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/lms', 'data'),
      publicUrl: 'http://localhost:8080',
      logLevel: 'info',
      demo: true,
      rateLimits: true,
      trustProxy: false,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('reads well-formed values', () => {
    const config = loadConfig(
      {
        PORT: '3000',
        DATABASE_URL: 'postgres://lms@db:5432/lms',
        SMTP_URL: 'smtps://user:pass@mail.example.test:465',
        PUBLIC_URL: 'https://school.example.test/',
        LOG_LEVEL: 'WARN',
        LMS_DEMO: 'off',
        DATA_DIR: 'var/lms',
      },
      '/srv/lms',
    );
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'postgres://lms@db:5432/lms',
      smtpUrl: 'smtps://user:pass@mail.example.test:465',
      publicUrl: 'https://school.example.test',
      logLevel: 'warn',
      demo: false,
      dataDir: path.resolve('/srv/lms', 'var/lms'),
    });
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it('reads which proxies may name the client: none, all, or addresses and ranges', () => {
    // No proxy unless named: a forged X-Forwarded-For from loopback or a container network
    // must not pass the per-address limits.
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, loopback ,::1/128' }).trustProxy).toBe('10.0.0.0/8,loopback,::1/128');
    expect(loadConfig({ RATE_LIMITS: '0' }).rateLimits).toBe(false);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '-1'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://db/lms'],
    ['SMTP_URL', 'mail.example.test:25'],
    ['SMTP_URL', 'http://mail.example.test'],
    ['PUBLIC_URL', 'school.example.test'],
    ['PUBLIC_URL', 'ftp://school.example.test'],
    ['LOG_LEVEL', 'loud'],
    ['LMS_DEMO', 'maybe'],
    ['RATE_LIMITS', 'sometimes'],
    ['TRUST_PROXY', 'everyone'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,example.test'],
    ['TRUST_PROXY', '2'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
    expect((error as Error).message).toContain(value);
  });
});
