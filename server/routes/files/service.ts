import type { Language } from '../../../src/api/constants.js';
import type { Db } from '../../db/index.js';
import { assertWithinLimit } from '../../lib/tariffLimits.js';
import { insertFile, type NewFile } from './repository.js';

/**
 * Records an upload whose bytes are already stored; answers the file id. Counted against the
 * plan's storage under the school's lock, so parallel uploads cannot overshoot it.
 */
export async function recordUpload(db: Db, file: NewFile, lang: Language): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await assertWithinLimit(trx, file.school_id, 'storage', file.size, lang);
    return insertFile(trx, file);
  });
}
