import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { DEMO, DEMO_PASSWORD, ROOT } from './harness';

/*
 * Every SIGTERM ends `node scripts/start.mjs` within 10 s, whatever it is
 * doing. Each round starts the real start script (the compiled server, run in-process by it) on
 * one data folder (fresh for the first round, which seeds the demo school on embedded PGlite),
 * loads it with concurrent requests and logins, an open WebSocket, an idle keep-alive connection
 * and a client stuck halfway through its headers, sends SIGTERM in the middle of it, and
 * measures until the process is gone. No browser: the load is what matters here.
 */

const ROUNDS = 5;
const EXIT_LIMIT_MS = 10_000;
const children: ChildProcess[] = [];
let dataDir: string;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function start(port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: '0',
    LMS_DEMO: '1',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-10_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log}`);
    const up = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the server did not come up:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, base, exited, log: () => log };
}

const login = async (base: string, email: string) => {
  const res = await fetch(`${base}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
};

/** Requests and logins in `workers` loops until `stop` is set; errors (the server going) end a loop. */
function load(base: string, token: string, workers: number, stop: { now: boolean; done: number }) {
  const one = async (i: number) => {
    while (!stop.now) {
      try {
        if (i % 3 === 0) await login(base, DEMO.instructor.email);
        else await (await fetch(`${base}/api/courses?page=1&size=50`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
        stop.done++;
      } catch {
        return;
      }
    }
  };
  return Promise.all(Array.from({ length: workers }, (_, i) => one(i)));
}

describe('SIGTERM', () => {
  it(`ends the started server within ${EXIT_LIMIT_MS / 1000} s under load, every time`, async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-shutdown-'));
    const results: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const startedAt = Date.now();
      const server = await start(await freePort());
      results.push(`round ${round}: up after ${Date.now() - startedAt} ms${/npm run build/.test(server.log()) ? ' (rebuilt)' : ''}`);
      const { port } = new URL(server.base);
      const adminToken = await login(server.base, DEMO.admin.email);

      // An open socket, authenticated.
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
      ws.on('error', () => {});
      ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: adminToken })));
      await new Promise((resolve, reject) => {
        ws.once('message', resolve);
        ws.once('close', (code) => reject(new Error(`socket closed with ${code}`)));
      });
      // An idle keep-alive connection, and one stuck halfway through its headers.
      const idle = net.connect(Number(port), '127.0.0.1', () => idle.write(`GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n`));
      const stuck = net.connect(Number(port), '127.0.0.1', () => stuck.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: `));
      for (const s of [idle, stuck]) s.on('error', () => {});

      const stop = { now: false, done: 0 };
      const loops = load(server.base, adminToken, 12, stop);
      // Pull the plug in the middle of the load, a little later each round.
      const after = 10 + round * 10;
      await vi.waitFor(() => expect(stop.done).toBeGreaterThanOrEqual(after), { timeout: 60_000, interval: 10 });
      const sentAt = Date.now();
      server.child.kill('SIGTERM');
      const exit = await Promise.race([
        server.exited,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), EXIT_LIMIT_MS + 5_000)),
      ]);
      stop.now = true;
      ws.terminate();
      idle.destroy();
      stuck.destroy();
      await loops;
      if (!exit) server.child.kill('SIGKILL');
      const took = exit ? exit.at - sentAt : Infinity;
      results.push(`round ${round}: ${exit ? `exit ${exit.code ?? exit.signal} after ${took} ms` : 'still running'}`);
      expect(took, `${results.join('\n')}\n${server.log()}`).toBeLessThan(EXIT_LIMIT_MS);
    }
    console.log(results.join('\n'));
  }, 240_000);
});
