import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

/*
 * Each answer names its request id in X-Request-Id, the id every log line of
 * the request carries. A proxy TRUST_PROXY names may pass its own; from anyone else it is ignored.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({
    env: { TRUST_PROXY: '10.0.0.1' },
    // What the request's logger stamps on each of its lines.
    beforeReady: (app) => {
      // Fastify's logger is pino's, whose bindings are what it adds to each line.
      app.get('/test/log-id', async (request) => ({
        reqId: (request.log as typeof request.log & { bindings(): { reqId?: string } }).bindings().reqId,
      }));
    },
  });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

const health = (t: TestApp, remoteAddress: string, id?: string) =>
  t.app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers: id ? { 'x-request-id': id } : {} } as never);

describe('X-Request-Id', () => {
  it('generates a fresh id per request and echoes it, also on errors', async () => {
    const [a, b] = [await health(direct, '127.0.0.1'), await health(direct, '127.0.0.1')];
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const missing = await direct.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(UUID);
    const unauthorized = await direct.app.inject({ method: 'GET', url: '/api/students' });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['x-request-id']).toMatch(UUID);
  });

  it('ignores the header when TRUST_PROXY is unset', async () => {
    const res = await health(direct, '127.0.0.1', 'client-chosen-id');
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it("keeps a trusted proxy's id, and logs under it", async () => {
    const res = await health(proxied, '10.0.0.1', 'proxy-id-42');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('proxy-id-42');
    const logged = await proxied.app.inject({
      method: 'GET',
      url: '/test/log-id',
      remoteAddress: '10.0.0.1',
      headers: { 'x-request-id': 'proxy-id-44' },
    } as never);
    expect(logged.json()).toEqual({ reqId: 'proxy-id-44' });
    expect(logged.headers['x-request-id']).toBe('proxy-id-44');
  });

  it('ignores the header from a peer the proxy list does not name', async () => {
    const res = await health(proxied, '203.0.113.9', 'proxy-id-43');
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it("replaces a trusted proxy's id that is not a plain token", async () => {
    for (const id of ['has spaces', 'x'.repeat(129), 'line\tbreak']) {
      const res = await health(proxied, '10.0.0.1', id);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });
});
