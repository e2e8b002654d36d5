import fs from 'node:fs/promises';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Language } from '../../src/api/constants.js';
import { openDb } from '../db/index.js';
import { operatorText, type OperatorKey, type OperatorParams } from '../i18n/operator.js';
import { migrationProvider } from '../db/migrations/index.js';
import { readConfig, type CliIo } from './context.js';

export interface Check {
  ok: boolean;
  what: string;
  detail: string;
}

/** How long a check waits for a server (database, SMTP) before calling it unreachable. */
const REACH_TIMEOUT_MS = 10_000;

/** Words one line of the report in the operator's language. */
type Say = (key: OperatorKey, params?: OperatorParams) => string;

function withinTimeout<T>(work: Promise<T>, say: Say, what: OperatorKey): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    const message = say('cli.checkConfig.timeout', { what: { key: what }, seconds: REACH_TIMEOUT_MS / 1000 });
    timer = setTimeout(() => reject(new Error(message)), REACH_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const exists = (p: string) =>
  fs.access(p).then(
    () => true,
    () => false,
  );

async function checkDataDir(config: Config, say: Say): Promise<Check> {
  // The nearest folder that exists must be writable: the server creates the rest.
  let dir = config.dataDir;
  while (!(await exists(dir)) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  try {
    await fs.access(dir, fs.constants.W_OK);
    return { ok: true, what: say('cli.checkConfig.dataFolder'), detail: say('cli.checkConfig.writable', { dir: config.dataDir }) };
  } catch {
    return {
      ok: false,
      what: say('cli.checkConfig.dataFolder'),
      detail: say(config.databaseUrl ? 'cli.checkConfig.notWritable' : 'cli.checkConfig.notWritableDb', { dir, dataDir: config.dataDir }),
    };
  }
}

async function checkDatabase(config: Config, say: Say): Promise<Check[]> {
  const pgliteDir = path.join(config.dataDir, 'db');
  if (!config.databaseUrl && !(await exists(pgliteDir))) {
    return [{ ok: true, what: say('cli.checkConfig.database'), detail: say('cli.checkConfig.noDbYet', { dir: pgliteDir }) }];
  }
  const where = config.databaseUrl ? say('cli.checkConfig.postgres') : say('cli.checkConfig.pglite', { dir: pgliteDir });
  let db;
  try {
    db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir, onConnectionError: () => {} });
    const { rows } = await withinTimeout(
      sql<{ version: string }>`select version() as version`.execute(db),
      say,
      'cli.checkConfig.theDatabase',
    );
    const migrations = await new Migrator({ db, provider: migrationProvider }).getMigrations();
    const pending = migrations.filter((m) => !m.executedAt).length;
    const version = rows[0]?.version.split(' ').slice(0, 2).join(' ') ?? 'PostgreSQL';
    return [
      { ok: true, what: say('cli.checkConfig.database'), detail: say('cli.checkConfig.answers', { where, version }) },
      {
        ok: true,
        what: say('cli.checkConfig.schema'),
        detail: pending
          ? say('cli.checkConfig.pending', { pending, total: migrations.length })
          : say('cli.checkConfig.upToDate', { total: migrations.length }),
      },
    ];
  } catch (err) {
    return [
      {
        ok: false,
        what: say('cli.checkConfig.database'),
        detail: say('cli.checkConfig.failed', { where, reason: (err as Error).message }),
      },
    ];
  } finally {
    await db?.destroy().catch(() => {});
  }
}

async function checkMail(config: Config, say: Say): Promise<Check> {
  const what = say('cli.checkConfig.mail');
  if (!config.smtpUrl) return { ok: true, what, detail: say('cli.checkConfig.noSmtp', { dir: path.join(config.dataDir, 'outbox') }) };
  const transport = nodemailer.createTransport(config.smtpUrl);
  const server = new URL(config.smtpUrl).host;
  try {
    await withinTimeout(transport.verify(), say, 'cli.checkConfig.theSmtpServer');
    return { ok: true, what, detail: say('cli.checkConfig.smtpAccepts', { server }) };
  } catch (err) {
    return { ok: false, what, detail: say('cli.checkConfig.smtpFailed', { server, reason: (err as Error).message }) };
  } finally {
    transport.close();
  }
}

/** Reads the configuration as the server would and tries what it depends on; a configuration error throws (exit 2). */
export async function checkConfiguration(io: CliIo, lang: Language): Promise<Check[]> {
  const config = readConfig(io);
  const say: Say = (key, params) => operatorText(lang, key, params);
  return [
    { ok: true, what: say('cli.checkConfig.configuration'), detail: say('cli.checkConfig.read', { url: config.publicUrl }) },
    await checkDataDir(config, say),
    ...(await checkDatabase(config, say)),
    await checkMail(config, say),
  ];
}
