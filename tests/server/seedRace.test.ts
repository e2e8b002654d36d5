import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDb, type Db } from '../../server/db/index.js';
import { seedDemo } from '../../server/db/seed/demo.js';
import { rowCount } from './helpers.js';

/*
 * Two processes started at once on one empty PostgreSQL database both migrate and seed the demo
 * school. Two pools stand for the two processes: their statements interleave on the server as
 * two processes' would. Only on PostgreSQL: an embedded PGlite has one connection, on which two
 * transactions cannot interleave, and one data directory is never opened by two processes.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const name = `lms_race_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
const dbs: Db[] = [];

async function admin(query: string) {
  const url = new URL(serverUrl!);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const db of dbs) await db.destroy();
  if (serverUrl) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe.skipIf(!serverUrl)('two processes starting at once on one empty database', () => {
  it('migrate once and seed the demo school once: the second waits, then finds it', async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i++) dbs.push(await openDb({ databaseUrl: url.toString(), onConnectionError: () => {} }));

    const migrated = await Promise.all(dbs.map((db) => migrate(db)));
    // Every migration ran exactly once, in one process or the other.
    expect(migrated[0].length + migrated[1].length).toBe(new Set([...migrated[0], ...migrated[1]]).size);
    expect(migrated[0].length + migrated[1].length).toBeGreaterThan(0);

    const seeded = await Promise.all(dbs.map((db) => seedDemo(db)));
    expect(seeded.sort()).toEqual([false, true]);
    expect(await rowCount(dbs[0], 'schools', (eb) => eb('domain', '=', 'demo'))).toBe(1);
  });
});
