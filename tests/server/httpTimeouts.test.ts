import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDb, type Db } from '../../server/db/index.js';
import { HTTP_TIMEOUTS, type HttpTimeouts } from '../../server/lib/httpTimeouts.js';

/*
 * The HTTP timeouts (server/lib/httpTimeouts.ts) over a real port, with raw TCP clients that
 * misbehave: headers dripped a line at a time (slowloris), a body dripped, a request that stops,
 * an idle keep-alive connection. The limits are shortened to fractions of a second so the test
 * sees the server close each one; the production values are checked on a default app.
 * The HTTP layer needs no schema: an empty in-memory database is enough.
 */

const apps: FastifyInstance[] = [];
let db: Db | undefined;
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.destroy();
});

async function start(timeouts?: Partial<HttpTimeouts>): Promise<{ app: FastifyInstance; port: number }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-timeouts-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_INTERVAL_SECONDS: '0' });
  db ??= await openDb({});
  const app = await buildApp({ config, db, timeouts, ownsDb: false, afterClose: () => fs.rm(dataDir, { recursive: true, force: true }) });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** A raw connection: what the server sent, and when it closed the connection. */
function rawClient(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const openedAt = Date.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.on('close', () => resolve({ afterMs: Date.now() - openedAt, received })),
  );
  /** Writes `piece` every `everyMs` until the server closes the connection. */
  const drip = (piece: string, everyMs: number) => {
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(piece);
    }, everyMs);
    void closed.then(() => clearInterval(timer));
  };
  return { socket, closed, drip, received: () => received };
}

describe('the HTTP timeouts', () => {
  it('are the production values on a default app', async () => {
    const { app } = await start();
    expect(app.server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
    expect(app.server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
    expect(app.server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
    expect(app.server.timeout).toBe(HTTP_TIMEOUTS.idleMs);
    // Headers within 10–15 s; the whole request long enough for a 50 MB PDF at ~1.4 Mbit/s.
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(15_000);
    expect(HTTP_TIMEOUTS.requestMs).toBeGreaterThanOrEqual(300_000);
  });

  it('closes a connection that drips its headers (slowloris) once the headers time is up', async () => {
    const { port } = await start({ headersMs: 600, checkIntervalMs: 100, idleMs: 60_000 });
    const client = rawClient(port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: school.test\r\n');
    // A header line every 100 ms keeps the connection busy, so only the headers limit can end it.
    client.drip('X-Slow: 1\r\n', 100);
    const { afterMs, received } = await client.closed;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(500);
    expect(afterMs).toBeLessThan(3_000);
  });

  it('closes a connection that drips its body once the request time is up', async () => {
    const { port } = await start({ headersMs: 500, requestMs: 1_000, checkIntervalMs: 100, idleMs: 60_000 });
    const client = rawClient(port);
    client.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: school.test\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
    );
    client.drip(' ', 100);
    const { afterMs, received } = await client.closed;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(4_000);
  });

  it('closes a connection that stops sending in the middle of a request', async () => {
    const { port } = await start({ idleMs: 500 });
    const client = rawClient(port);
    client.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: school.test\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
    );
    const { afterMs } = await client.closed;
    expect(afterMs).toBeGreaterThanOrEqual(400);
    expect(afterMs).toBeLessThan(3_000);
  });

  it('closes an idle keep-alive connection after the keep-alive time, having answered its request', async () => {
    const { port } = await start({ keepAliveMs: 500 });
    const client = rawClient(port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: school.test\r\n\r\n');
    const { afterMs, received } = await client.closed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(received).toMatch(/keep-alive/i);
    expect(afterMs).toBeGreaterThanOrEqual(400);
    expect(afterMs).toBeLessThan(3_000);
  });
});
