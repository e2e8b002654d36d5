import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { WsClientMessage } from '../../src/api/notifications.js';
import { ADMIN_EMAIL, call, createTestApp, login, waitFor, type TestApp } from './helpers.js';

/*
 * GET /metrics in the Prometheus format, only with METRICS_TOKEN set and the
 * request carrying it; every other request is answered like an address that does not exist.
 */
const TOKEN = 'metrics-test-token-0123456789';

let plain: TestApp;
let t: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  // Jobs every second, so a run is counted within the test.
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, JOB_INTERVAL_SECONDS: '1' } });
});
afterAll(async () => {
  await plain?.close();
  await t?.close();
});

const scrape = (app: TestApp, authorization?: string) =>
  call(app.app, { method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series in a scrape, or undefined when the series is missing. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const res = await scrape(plain, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'There is no such address: GET /metrics.' });
  });

  it('answers 404, as for an unknown address, without the token or with a wrong one', async () => {
    // The app without metrics has no such route at all: the answers must not differ.
    const unknown = await scrape(plain, `Bearer ${TOKEN}`);
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer ', TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(t, authorization);
      expect(res.statusCode, String(authorization)).toBe(404);
      expect(res.json()).toEqual(unknown.json());
      expect(res.body).not.toContain('lms_');
    }
  });

  it('answers the Prometheus text format with the right token', async () => {
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE lms_http_requests_total counter');
    expect(res.body).toContain('# TYPE lms_http_request_duration_seconds histogram');
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('counts requests by route pattern and status, never by the raw URL', async () => {
    const token = await login(t.app, ADMIN_EMAIL);
    const series = 'lms_http_requests_total{method="GET",route="/api/students/:id",status_code="404"}';
    const before = valueOf((await scrape(t, `Bearer ${TOKEN}`)).body, series) ?? 0;
    expect((await call(t.app, { method: 'GET', url: '/api/students/987654', token })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/students/987655', token })).statusCode).toBe(404);
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(valueOf(body, series)).toBe(before + 2);
    expect(body).toMatch(/^lms_http_request_duration_seconds_count\{method="GET",route="\/api\/students\/:id",status_code="404"\} \d+/m);
    expect(body).not.toContain('987654');
  });

  it('reports the open sockets of this process', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const token = await login(t.app, ADMIN_EMAIL);
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
    ws.on('error', () => {});
    try {
      const hello = new Promise((resolve) => ws.once('message', resolve));
      ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token } satisfies WsClientMessage)));
      await hello;
      expect(valueOf((await scrape(t, `Bearer ${TOKEN}`)).body, 'lms_websockets_open')).toBe(1);
    } finally {
      ws.terminate();
    }
    await waitFor(
      async () => (valueOf((await scrape(t, `Bearer ${TOKEN}`)).body, 'lms_websockets_open') === 0 ? true : undefined),
      5_000,
      'the socket to close',
    );
  });

  it('reports the mail queue depth', async () => {
    const pending = 'lms_mail_queue_depth{state="pending"}';
    const before = valueOf((await scrape(t, `Bearer ${TOKEN}`)).body, pending);
    expect(before).toBeGreaterThanOrEqual(0);
    await t.db
      .insertInto('mail_queue')
      // Claimed far ahead, so the delivery job running meanwhile leaves them queued.
      .values(
        [1, 2, 3].map((n) => ({
          to_address: `queued${n}@metrics.test`,
          subject: 'Queued',
          body_text: 'Waiting',
          locked_until: new Date(Date.now() + 86_400_000),
        })),
      )
      .execute();
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(valueOf(body, pending)).toBe((before ?? 0) + 3);
    expect(valueOf(body, 'lms_mail_queue_depth{state="failed"}')).toBeGreaterThanOrEqual(0);
  });

  it('reports the database: the pool on PostgreSQL, the statement queue on PGlite', async () => {
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    if (process.env.TEST_DATABASE_URL) {
      expect(valueOf(body, 'lms_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(valueOf(body, 'lms_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      // The scrape's own queries and the jobs' share the pool, so queries may be waiting.
      expect(valueOf(body, 'lms_db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);
    } else {
      expect(valueOf(body, 'lms_db_pglite_queued_statements')).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts scheduled job runs by job and outcome', async () => {
    const series = 'lms_job_runs_total{job="purge-trash",outcome="ok"}';
    const runs = await waitFor(async () => valueOf((await scrape(t, `Bearer ${TOKEN}`)).body, series), 15_000, 'a purge-trash run');
    expect(runs).toBeGreaterThanOrEqual(1);
  });
});
