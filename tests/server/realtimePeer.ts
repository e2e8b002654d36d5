/*
 * A second app process for tests/server/realtime.test.ts: the whole app on the PostgreSQL
 * database named by DATABASE_URL (migrated and seeded already by the test), listening on a free
 * port of 127.0.0.1, which it prints as one JSON line. SIGTERM closes it. Run with
 * `node --import tsx tests/server/realtimePeer.ts`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDb } from '../../server/db/index.js';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-peer-'));
const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOB_INTERVAL_SECONDS: '0' });
const db = await openDb({ databaseUrl: config.databaseUrl });
const app = await buildApp({ config, db });
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port, pid: process.pid })}\n`);

const stop = async () => {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
// The test process gone: do not outlive it.
process.stdin.on('end', () => void stop());
process.stdin.resume();
