import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers.js';
import { makeClientFixture, type ClientFixture } from './clientFixture.js';

/* The browser protections every answer carries (server/plugins/security.ts). */

let client: ClientFixture;
let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  client = await makeClientFixture();
  http = await createTestApp({ env: { CLIENT_DIR: client.dir, PUBLIC_URL: 'http://localhost:8080' } });
  https = await createTestApp({ env: { CLIENT_DIR: client.dir, PUBLIC_URL: 'https://school.example.com' } });
});
afterAll(async () => {
  await http?.close();
  await https?.close();
  await client?.remove();
});

/** The policy as directive name -> sources. */
function policyOf(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

// The page, a file of it, an API answer and an error all carry the same protections.
const URLS = ['/login', '/', '/assets/index-AbC123.js', '/api/health', '/api/no-such-thing'];

describe('over http', () => {
  it.each(URLS)('%s forbids framing, sniffing and cross-site referrers, and scripts from anywhere else', async (url) => {
    const res = await call(http.app, { method: 'GET', url });
    const policy = policyOf(res.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("gives Swagger UI swagger-ui's own policy (its code by file or hash), still unframeable", async () => {
    const res = await call(http.app, { method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const policy = policyOf(res.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toContain('validator.swagger.io');
    expect(policy.get('script-src')![0]).toBe("'self'");
    expect(
      policy
        .get('script-src')!
        .slice(1)
        .every((source) => source.startsWith("'sha256-")),
    ).toBe(true);
    // Its bundle injects <style> tags.
    expect(policy.get('style-src')).toContain("'unsafe-inline'");
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('over https (PUBLIC_URL https://…)', () => {
  it.each(URLS)('%s adds HSTS and upgrades insecure requests', async (url) => {
    const res = await call(https.app, { method: 'GET', url });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const policy = policyOf(res.headers['content-security-policy']);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps upgrade-insecure-requests in the Swagger UI policy', async () => {
    const res = await call(https.app, { method: 'GET', url: '/api/docs' });
    expect(policyOf(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });
});
