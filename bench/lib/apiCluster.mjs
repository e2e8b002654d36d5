// Several API processes on one fresh PostgreSQL database behind the round-robin proxy, for the
// exam-rush bench's --processes=N: each a compiled server (dist/node/server/main.js) in a child
// process of its own with a DATA_DIR of its own, as a deployment runs them behind a balancer.
// The database is migrated and seeded here first; answers the same shape as startApi
// (bench/lib/apiServer.mjs) for what the bench uses: { db, base, kind, close() }, plus the
// processes' pids (to read their CPU) and the proxy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freshPostgresDb } from './apiServer.mjs';
import { startAppProcess } from './appProcess.mjs';
import { startRoundRobinProxy } from './roundRobinProxy.mjs';

/** Runs the cleanups in reverse order, each even when an earlier one failed. */
async function unwind(cleanups) {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}

export async function startCluster(root, count, log) {
  const dist = (p) => pathToFileURL(path.join(root, 'dist/node', p)).href;
  const { openDb, migrate } = await import(dist('server/db/index.js'));
  const { seedDemo } = await import(dist('server/db/seed/demo.js'));
  const cleanups = [];
  try {
    const fresh = await freshPostgresDb(root);
    cleanups.push(fresh.drop);
    const db = await openDb({ databaseUrl: fresh.url, onConnectionError: () => {} });
    cleanups.push(() => db.destroy());
    await migrate(db);
    await seedDemo(db);
    const env = {
      DATABASE_URL: fresh.url,
      LOG_LEVEL: 'warn',
      JOB_INTERVAL_SECONDS: '0',
      // The proxy is on loopback and passes on the address each student names (X-Forwarded-For).
      TRUST_PROXY: 'loopback',
      LMS_DEMO: '0',
    };
    const apps = [];
    for (let i = 0; i < count; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const app = await startAppProcess({
        cwd: root,
        args: [path.join(root, 'dist/node/server/main.js')],
        env: { ...env, DATA_DIR: dataDir },
        name: `API process ${i + 1}`,
      });
      cleanups.push(() => app.stop());
      apps.push(app);
    }
    const proxy = await startRoundRobinProxy(apps.map((app) => app.url));
    cleanups.push(() => proxy.close());
    log(`${count} API processes (pids ${apps.map((a) => a.pid).join(', ')}) on postgres behind the round-robin proxy at ${proxy.url}`);
    return { db, base: proxy.url, kind: 'postgres', pids: apps.map((a) => a.pid), proxy, close: () => unwind(cleanups) };
  } catch (err) {
    await unwind(cleanups);
    throw err;
  }
}
