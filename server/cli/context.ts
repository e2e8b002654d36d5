import path from 'node:path';
import { loadConfig, type Config } from '../config.js';
import { ConfigError } from '../configError.js';
import { migrate, openDb, type Db } from '../db/index.js';
import type { Language } from '../../src/api/constants.js';
import { t } from '../i18n/index.js';
import { OperatorError, type OperatorKey, type OperatorParams } from '../i18n/operator.js';
import type { AppError } from '../lib/errors.js';
import { createFileStorage } from '../lib/fileStorage.js';
import type { FileStorage } from '../lib/storage.js';

/** Where a command reads its environment and writes its output: the process, or a test's buffers. */
export interface CliIo {
  env: Record<string, string | undefined>;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Exit codes: 1 a command failed, 2 the configuration cannot be read. */
export const EXIT_FAILED = 1;
export const EXIT_CONFIG = 2;

/** A failure the operator can act on: printed in the operator's language, and the process exits with `exitCode`. */
export class CliError extends OperatorError {
  constructor(
    key: OperatorKey,
    params: OperatorParams = {},
    readonly exitCode: number = EXIT_FAILED,
  ) {
    super(key, params);
    this.name = 'CliError';
  }
}

/** What a command works with: the server's configuration, database, files and clock. */
export interface CliContext {
  config: Config;
  db: Db;
  storage: FileStorage;
  now: () => Date;
}

export function readConfig(io: CliIo): Config {
  try {
    return loadConfig(io.env);
  } catch (err) {
    if (err instanceof ConfigError) throw new CliError('config.error', { message: err }, EXIT_CONFIG);
    throw err;
  }
}

/** The app's rule errors (a bad domain, a weak password) in the operator's words. */
export function describeAppError(lang: Language, err: AppError): string {
  const message = t(lang, err.key, err.params);
  return err.extra.field ? `${err.extra.field}: ${message}` : message;
}

/**
 * Opens the database the server uses, brought up to date as the server does at start, runs
 * `work`, and closes it. Embedded PGlite admits one process: stop the server first.
 */
export async function withContext<T>(io: CliIo, work: (ctx: CliContext) => Promise<T>): Promise<T> {
  const config = readConfig(io);
  let db: Db;
  try {
    db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db'), onConnectionError: () => {} });
  } catch (err) {
    throw new CliError('cli.cannotOpenDb', {
      where: config.databaseUrl ? 'DATABASE_URL' : path.join(config.dataDir, 'db'),
      reason: (err as Error).message,
    });
  }
  const storage = createFileStorage(config);
  try {
    await migrate(db);
    return await work({ config, db, storage, now: () => new Date() });
  } finally {
    storage.close?.();
    await db.destroy();
  }
}
