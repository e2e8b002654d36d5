import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../../server/app.js';
import { runCli } from '../../server/cli/program.js';
import { loadConfig } from '../../server/config.js';
import { migrate, openDb, type Db } from '../../server/db/index.js';
import { databaseUrl, onPostgresServer, uniqueDbName } from './templateDb.js';

/*
 * An installation of its own for the export and import tests: a data folder (files, and the
 * PGlite database unless TEST_DATABASE_URL names a PostgreSQL server) that `lms` commands and the
 * app are run on in turn. The embedded database admits one opener at a time, so each of
 * lms, withDb and withApp opens it and closes it again.
 */

export interface Installation {
  dataDir: string;
  lms(...args: string[]): Promise<{ code: number; out: string; err: string }>;
  withDb<T>(work: (db: Db) => Promise<T>): Promise<T>;
  withApp<T>(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T>;
  /** Every stored file's path under the data folder's files/ (disk storage). */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * `seeded`: a copy of the test run's template (the demo school); `empty`: a database no command
 * has migrated yet. `extraEnv`: more of the server's environment (STORAGE_URL for a bucket).
 */
export async function createInstallation(kind: 'seeded' | 'empty', extraEnv: Record<string, string> = {}): Promise<Installation> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-cli-export-'));
  const env: Record<string, string | undefined> = {
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://lms.example.test',
    LOG_LEVEL: 'silent',
    ...extraEnv,
  };
  let drop = async () => {};
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = uniqueDbName('lms_cli_export');
    const template = kind === 'seeded' ? ` TEMPLATE "${inject('postgresTemplate')}"` : '';
    await onPostgresServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"${template}`));
    env.DATABASE_URL = databaseUrl(serverUrl, name);
    drop = () =>
      onPostgresServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined);
  } else if (kind === 'seeded') {
    await fs.cp(inject('pgliteTemplate'), path.join(dataDir, 'db'), { recursive: true });
  }

  async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const db = await openDb({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(dataDir, 'db'), onConnectionError: () => {} });
    try {
      // As the server and every command do at start (a no-op once migrated).
      await migrate(db);
      return await work(db);
    } finally {
      await db.destroy();
    }
  }

  return {
    dataDir,
    async lms(...args) {
      let out = '';
      let err = '';
      const code = await runCli(args, { env, out: (text) => (out += text), err: (text) => (err += text) });
      return { code, out, err };
    },
    withDb,
    withApp: (work) =>
      withDb(async (db) => {
        const app = await buildApp({ config: loadConfig({ ...env, JOB_INTERVAL_SECONDS: '0', RATE_LIMITS: '0' }), db, ownsDb: false });
        try {
          return await work(app);
        } finally {
          await app.close();
        }
      }),
    async storedFiles() {
      const root = path.join(dataDir, 'files');
      const found = await fs.readdir(root, { recursive: true }).catch(() => [] as string[]);
      return found
        .map(String)
        .filter((p) => path.basename(p).includes('.'))
        .sort();
    },
    async close() {
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
