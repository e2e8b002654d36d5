import fs from 'node:fs/promises';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import { openDb } from '../db/index.js';
import { migrationProvider } from '../db/migrations/index.js';
import { readConfig, type CliIo } from './context.js';

export interface Check {
  ok: boolean;
  what: string;
  detail: string;
}

/** How long a check waits for a server (database, SMTP) before calling it unreachable. */
const REACH_TIMEOUT_MS = 10_000;

function withinTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${REACH_TIMEOUT_MS / 1000} s`)), REACH_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const exists = (p: string) =>
  fs.access(p).then(
    () => true,
    () => false,
  );

async function checkDataDir(config: Config): Promise<Check> {
  // The nearest folder that exists must be writable: the server creates the rest.
  let dir = config.dataDir;
  while (!(await exists(dir)) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  try {
    await fs.access(dir, fs.constants.W_OK);
    return { ok: true, what: 'data folder', detail: `${config.dataDir} is writable` };
  } catch {
    return {
      ok: false,
      what: 'data folder',
      detail: `${dir} is not writable: the server keeps ${config.databaseUrl ? 'uploaded files and mail' : 'the database, uploaded files and mail'} under ${config.dataDir}`,
    };
  }
}

async function checkDatabase(config: Config): Promise<Check[]> {
  const pgliteDir = path.join(config.dataDir, 'db');
  if (!config.databaseUrl && !(await exists(pgliteDir))) {
    return [
      { ok: true, what: 'database', detail: `embedded PGlite; no database yet in ${pgliteDir} (the server creates it at first start)` },
    ];
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${pgliteDir}`;
  let db;
  try {
    db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir, onConnectionError: () => {} });
    const { rows } = await withinTimeout(sql<{ version: string }>`select version() as version`.execute(db), 'the database');
    const migrations = await new Migrator({ db, provider: migrationProvider }).getMigrations();
    const pending = migrations.filter((m) => !m.executedAt).length;
    const version = rows[0]?.version.split(' ').slice(0, 2).join(' ') ?? 'PostgreSQL';
    return [
      { ok: true, what: 'database', detail: `${where} answers (${version})` },
      {
        ok: true,
        what: 'schema',
        detail: pending
          ? `${pending} of ${migrations.length} migrations pending; the server applies them at start`
          : `up to date (${migrations.length} migrations)`,
      },
    ];
  } catch (err) {
    return [{ ok: false, what: 'database', detail: `${where}: ${(err as Error).message}` }];
  } finally {
    await db?.destroy().catch(() => {});
  }
}

async function checkMail(config: Config): Promise<Check> {
  if (!config.smtpUrl)
    return { ok: true, what: 'mail', detail: `no SMTP_URL: emails are written to ${path.join(config.dataDir, 'outbox')}` };
  const transport = nodemailer.createTransport(config.smtpUrl);
  const server = new URL(config.smtpUrl).host;
  try {
    await withinTimeout(transport.verify(), 'the SMTP server');
    return { ok: true, what: 'mail', detail: `SMTP server ${server} accepts the connection` };
  } catch (err) {
    return { ok: false, what: 'mail', detail: `SMTP server ${server}: ${(err as Error).message}` };
  } finally {
    transport.close();
  }
}

/** Reads the configuration as the server would and tries what it depends on; a configuration error throws (exit 2). */
export async function checkConfiguration(io: CliIo): Promise<Check[]> {
  const config = readConfig(io);
  return [
    { ok: true, what: 'configuration', detail: `read; links point at ${config.publicUrl}` },
    await checkDataDir(config),
    ...(await checkDatabase(config)),
    await checkMail(config),
  ];
}
