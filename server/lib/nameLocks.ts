import { sql } from 'kysely';
import type { Db } from '../db/index.js';

/** Names whose uniqueness per school is enforced under a lock: one number per kind. */
const NAME_LOCKS = { groups: 7_101, courses: 7_102 } as const;

/**
 * Serialises name checks of one school and kind until the transaction ends, so two requests
 * cannot both take a free name (there is no unique index: trashed rows keep their names). Apart
 * from lib/namedEntity.ts because the trash's restore takes it too, and namedEntity uses the trash.
 */
export async function lockNames(trx: Db, kind: keyof typeof NAME_LOCKS, schoolId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${NAME_LOCKS[kind]}, ${schoolId})`.execute(trx);
}
