/*
 * The cluster of tests/server/chaos.test.ts: two app processes (server/main.ts run by tsx, as
 * real OS processes), each with a DATA_DIR of its own, on one fresh PostgreSQL database copied
 * from the run's template, files in an s3rver bucket, rate limits counted in Redis, behind the
 * round-robin proxy of the bench (bench/lib/roundRobinProxy.mjs).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { startAppProcess, type AppProcess } from '../../bench/lib/appProcess.mjs';
import { startRoundRobinProxy, type RoundRobinProxy } from '../../bench/lib/roundRobinProxy.mjs';
import { openDb, type Db } from '../../server/db/index.js';
import { startTestBucket, type TestBucket } from './s3Fixture.js';
import { databaseUrl, onPostgresServer, uniqueDbName } from './templateDb.js';

const root = path.resolve(__dirname, '../..');

export interface Cluster {
  /** A pool of the test's own on the cluster's database, to set up and to check behind the API. */
  db: Db;
  apps: AppProcess[];
  proxy: RoundRobinProxy;
  close(): Promise<void>;
}

/** Runs the cleanups in reverse order, each even when an earlier one failed. */
async function unwind(cleanups: Array<() => Promise<unknown>>): Promise<void> {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}

export async function startCluster(serverUrl: string, redisUrl: string, processes = 2): Promise<Cluster> {
  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    const name = uniqueDbName('lms_chaos');
    await onPostgresServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`));
    cleanups.push(() => onPostgresServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));
    const url = databaseUrl(serverUrl, name);
    const db = await openDb({ databaseUrl: url, onConnectionError: () => {} });
    cleanups.push(() => db.destroy());
    const bucket: TestBucket = await startTestBucket();
    cleanups.push(() => bucket.close());
    const prefix = `lms-chaos-${randomBytes(6).toString('hex')}:`;
    cleanups.push(async () => {
      const redis = new Redis(redisUrl);
      try {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    });
    const env = {
      ...bucket.env,
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      // The proxy is on loopback and names each client's address in X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      RATE_LIMITS: '1',
      LMS_DEMO: '0',
      JOB_INTERVAL_SECONDS: '0',
      LOG_LEVEL: 'warn',
    };
    // Started side by side; all settle before a failure is thrown, so none is left running.
    const started = await Promise.allSettled(
      Array.from({ length: processes }, async (_, i) => {
        const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `lms-chaos-${i}-`));
        cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
        const app = await startAppProcess({
          cwd: root,
          args: ['--import', 'tsx', 'server/main.ts'],
          env: { ...env, DATA_DIR: dataDir },
          name: `app ${i}`,
        });
        cleanups.push(() => app.stop());
        return app;
      }),
    );
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const apps = started.map((s) => (s as PromiseFulfilledResult<AppProcess>).value);
    const proxy = await startRoundRobinProxy(apps.map((app) => app.url));
    cleanups.push(() => proxy.close());
    return { db, apps, proxy, close: () => unwind(cleanups) };
  } catch (err) {
    await unwind(cleanups);
    throw err;
  }
}
