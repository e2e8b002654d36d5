/**
 * Vitest globalSetup of the server project: migrates and seeds the demo school ONCE per run, so
 * each test file copies a ready database instead of building one (PGlite's initdb alone is
 * seconds a file). On PostgreSQL that is a template database (`CREATE DATABASE x TEMPLATE t`);
 * on PGlite a data folder each file copies. Every file still gets a database of its own.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDb, type Db } from '../../server/db/index.js';
import { seedDemo } from '../../server/db/seed/demo.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated, seeded database new test databases are copied from. */
    postgresTemplate: string;
    /** PGlite: the migrated, seeded data folder each test file copies. */
    pgliteTemplate: string;
  }
}

/** Runs `work` on a connection to the server of TEST_DATABASE_URL (its `postgres` database when the named one does not exist). */
export async function onPostgresServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  let client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err;
    const fallback = new URL(serverUrl);
    fallback.pathname = '/postgres';
    client = new pg.Client({ connectionString: fallback.toString() });
    await client.connect();
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** TEST_DATABASE_URL with its database name replaced. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const uniqueDbName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

async function prepare(db: Db): Promise<void> {
  try {
    await migrate(db);
    await seedDemo(db);
  } finally {
    await db.destroy();
  }
}

/** Tmpfs when the machine has one: a PGlite data folder is written and read a lot. */
async function scratchRoot(): Promise<string> {
  const shm = '/dev/shm';
  const usable = await fs.access(shm, fs.constants.W_OK).then(
    () => true,
    () => false,
  );
  return fs.mkdtemp(path.join(usable ? shm : os.tmpdir(), 'lms-test-db-'));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = uniqueDbName('lms_template');
    await onPostgresServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    // The template must have no open connection when files copy it: prepare() closes its pool.
    await prepare(await openDb({ databaseUrl: databaseUrl(serverUrl, name), onConnectionError: () => {} }));
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await onPostgresServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    };
  }
  const root = await scratchRoot();
  const template = path.join(root, 'template');
  await prepare(await openDb({ pgliteDir: template }));
  project.provide('postgresTemplate', '');
  project.provide('pgliteTemplate', template);
  return async () => {
    await fs.rm(root, { recursive: true, force: true });
  };
}
