import fs from 'node:fs/promises';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, type Dialect } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Database } from './schema.js';
import { PGliteThread } from './pgliteThread.js';
import { migrationProvider } from './migrations/index.js';

export type Db = Kysely<Database>;

/** Where a Db's data lives, for what Kysely cannot do (LISTEN): a server's URL, or the embedded PGlite. */
export type DbSource = { kind: 'postgres'; url: string; pool: Pool } | { kind: 'pglite'; pglite: PGliteThread };
const sources = new WeakMap<Db, DbSource>();

/** How `openDb` reached the database of `db`; undefined for a Db made elsewhere. */
export function dbSource(db: Db): DbSource | undefined {
  return sources.get(db);
}

const DATE_OID = 1082;

const defaultConnectionError = (err: Error) => console.error(`database connection lost: ${err.message}`);

/**
 * Opens the database: a real PostgreSQL server when `databaseUrl` is given, otherwise an
 * embedded PGlite stored in `pgliteDir` (or in memory when that is undefined too).
 */
export async function openDb(options: { databaseUrl?: string; pgliteDir?: string; onConnectionError?: (err: Error) => void }): Promise<Db> {
  let dialect: Dialect;
  let source: DbSource;
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Calendar dates stay 'yyyy-MM-dd' strings: as a JS Date they would shift with the timezone.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === DATE_OID ? (v: string) => v : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection can die (server restart, admin command); without a listener that
    // error would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (err) => (options.onConnectionError ?? defaultConnectionError)(err));
    source = { kind: 'postgres', url: options.databaseUrl, pool };
    dialect = new PostgresDialect({ pool });
  } else {
    const { PGliteDialect } = await import('kysely-pglite-dialect');
    if (options.pgliteDir) await fs.mkdir(path.dirname(options.pgliteDir), { recursive: true });
    // On a thread of its own, so the API's event loop never waits on a statement (pgliteThread.ts).
    const pglite = new PGliteThread({ dataDir: options.pgliteDir, dateOid: DATE_OID });
    try {
      await pglite.waitReady;
    } catch (err) {
      await pglite.close();
      throw err;
    }
    // The dialect uses query and close, which PGliteThread offers as PGlite does.
    dialect = new PGliteDialect(pglite as unknown as PGlite);
    source = { kind: 'pglite', pglite };
  }
  const db = new Kysely<Database>({ dialect });
  sources.set(db, source);
  return db;
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
