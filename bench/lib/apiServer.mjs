// Starts the compiled API in this process on a fresh database (PGlite in a temp folder, or a
// fresh database on a PostgreSQL server) and gives a small HTTP client for it. Used by the
// server-side bench sections; builds the server first when dist/node is missing or stale.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';

export const DEFAULT_PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

let built = false;
export function buildServer(root, log) {
  if (built) return;
  log('building the server (tsc -p tsconfig.server.json)');
  const result = spawnSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('server build failed');
  built = true;
}

/** Is a PostgreSQL server reachable at url? */
export async function postgresReachable(root, url = DEFAULT_PG_URL) {
  const { default: pg } = await import(pathToFileURL(path.join(root, 'node_modules/pg/lib/index.js')).href);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * A new, empty database on the PostgreSQL server: its URL, and drop() to remove it. Each bench
 * run starts from nothing, so one run's rows never weigh on the next.
 */
export async function freshPostgresDb(root) {
  const { default: pg } = await import(pathToFileURL(path.join(root, 'node_modules/pg/lib/index.js')).href);
  const onServer = async (statement) => {
    const client = new pg.Client({ connectionString: DEFAULT_PG_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const name = `lms_bench_${randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE "${name}"`);
  const url = new URL(DEFAULT_PG_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** The databases to measure side by side: PGlite always, PostgreSQL when it answers. */
export async function databaseKinds(ctx) {
  if (await postgresReachable(ctx.root)) return ['pglite', 'postgres'];
  ctx.log('PostgreSQL not reachable: PGlite only');
  return ['pglite'];
}

/**
 * Opens the app on a fresh database. kind: 'pglite' | 'postgres'. Returns
 * { db, app, url, kind, call(method, path, {token, json, body}), login(email), close() }. env: extra
 * environment of the server's config (e.g. CLIENT_DIR to serve a built client).
 */
export async function startApi(root, kind, log, { env = {} } = {}) {
  const dist = (p) => pathToFileURL(path.join(root, 'dist/node', p)).href;
  const { openDb, migrate } = await import(dist('server/db/index.js'));
  const { seedDemo } = await import(dist('server/db/seed/demo.js'));
  const { buildApp } = await import(dist('server/app.js'));
  const { loadConfig } = await import(dist('server/config.js'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-'));
  let drop = async () => {};
  let db;
  if (kind === 'postgres') {
    const fresh = await freshPostgresDb(root);
    db = await openDb({ databaseUrl: fresh.url, onConnectionError: () => {} });
    drop = fresh.drop;
  } else {
    db = await openDb({ pgliteDir: path.join(dataDir, 'db') });
  }
  await migrate(db);
  await seedDemo(db);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JOB_INTERVAL_SECONDS: '0',
    PORT: '0',
    TRUST_PROXY: 'loopback',
    ...env,
  });
  // Mail goes nowhere: invitations are part of the work measured, delivery is not.
  const mailer = { send: async () => {}, close: () => {} };
  const app = await buildApp({ config, db, mailer, ownsDb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  log(`API on ${kind} at ${base}`);

  async function call(method, urlPath, { token, json, body } = {}) {
    const headers = { 'accept-language': 'en' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${urlPath}`, { method, headers, body: json !== undefined ? JSON.stringify(json) : body });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
  async function login(email, password = 'demo123') {
    const res = await call('POST', '/api/auth/authenticate', { json: { email, password } });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token;
  }
  async function close() {
    await app.close();
    await db.destroy();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { db, app, base, kind, call, login, close };
}

/** p50/p95/p99 and mean of a list of milliseconds. */
export function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), mean: sorted.reduce((a, b) => a + b, 0) / sorted.length };
}

export const ms = (n) => (n == null ? '–' : n < 10 ? n.toFixed(2) : n.toFixed(1));
