import fs from 'node:fs/promises';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, type Dialect } from 'kysely';
import type { Database } from './schema.js';
import { migrationProvider } from './migrations/index.js';

export type Db = Kysely<Database>;

/**
 * Opens the database: a real PostgreSQL server when `databaseUrl` is given, otherwise an
 * embedded PGlite stored in `pgliteDir` (or in memory when that is undefined too).
 */
export async function openDb(options: { databaseUrl?: string; pgliteDir?: string }): Promise<Db> {
  let dialect: Dialect;
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    dialect = new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 10 }) });
  } else {
    const [{ PGlite }, { PGliteDialect }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('kysely-pglite-dialect'),
    ]);
    if (options.pgliteDir) await fs.mkdir(path.dirname(options.pgliteDir), { recursive: true });
    const pglite = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
    await pglite.waitReady;
    dialect = new PGliteDialect(pglite);
  }
  return new Kysely<Database>({ dialect });
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
