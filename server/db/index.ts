import fs from 'node:fs/promises';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, type Dialect } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './schema.js';
import { migrationProvider } from './migrations/index.js';

export type Db = Kysely<Database>;

/** Where a Db's data lives, for what Kysely cannot do (LISTEN): a server's URL, or the embedded PGlite. */
export type DbSource = { kind: 'postgres'; url: string } | { kind: 'pglite'; pglite: PGlite };
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
    source = { kind: 'postgres', url: options.databaseUrl };
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Calendar dates stay 'yyyy-MM-dd' strings: as a JS Date they would shift with the timezone.
      types: { getTypeParser: (oid: number, format?: any) => (oid === DATE_OID ? (v: string) => v : pg.types.getTypeParser(oid, format)) },
    });
    // An idle connection can die (server restart, admin command); without a listener that
    // error would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (err) => (options.onConnectionError ?? defaultConnectionError)(err));
    dialect = new PostgresDialect({ pool });
  } else {
    const [{ PGlite }, { PGliteDialect }, { pg_trgm }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('kysely-pglite-dialect'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
    ]);
    if (options.pgliteDir) await fs.mkdir(path.dirname(options.pgliteDir), { recursive: true });
    const pglite = new PGlite({ dataDir: options.pgliteDir, extensions: { pg_trgm }, parsers: { [DATE_OID]: (v: string) => v } });
    await pglite.waitReady;
    dialect = new PGliteDialect(pglite);
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
