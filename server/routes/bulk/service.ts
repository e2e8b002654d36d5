import { sql } from 'kysely';
import type { Language } from '../../../src/api/constants.js';
import type { Db } from '../../db/index.js';
import { t } from '../../i18n/index.js';
import { AppError, badRequest } from '../../lib/errors.js';

/**
 * Runs `step` for every id in one transaction, all or nothing. A row another school owns (or
 * that does not exist) ends it with the step's 404 at once, so nothing reveals which of them
 * exist; any other refusal of a row is collected (each row runs under a savepoint, so a
 * refused one leaves the transaction usable) and, when there is any, the whole action is
 * rolled back with one 400 naming every failed row and why. Answers how many rows changed.
 */
export async function allOrNothing(
  db: Db,
  lang: Language,
  ids: readonly number[],
  step: (trx: Db, id: number) => Promise<void>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const failed: string[] = [];
    for (const id of ids) {
      await sql`savepoint bulk_row`.execute(trx);
      try {
        await step(trx, id);
        await sql`release savepoint bulk_row`.execute(trx);
      } catch (error) {
        if (!(error instanceof AppError) || error.status === 404) throw error;
        await sql`rollback to savepoint bulk_row`.execute(trx);
        failed.push(t(lang, 'bulk.row', { id, reason: t(lang, error.key, error.params) }));
      }
    }
    if (failed.length) throw badRequest('bulk.failed', 'ids', { failed: failed.length, rows: failed.join('; ') });
    return ids.length;
  });
}
