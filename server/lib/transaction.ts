import type { Db } from '../db/index.js';

/**
 * Runs `work` in a transaction: its own, or the caller's when `db` already is one. Kysely
 * cannot nest transactions, and a bulk action runs many single-row steps (each of which opens
 * its own transaction when called alone) inside one, so that all of them land or none does.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
