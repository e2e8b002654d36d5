import type { TrashType } from '../../../src/api/constants.js';
import type { TrashDto } from '../../../src/api/types.js';
import type { Db } from '../../db/index.js';
import { desc, pageOf, searchMatch, sortedBy, type PageQuery, type SortColumns } from '../../lib/listing.js';
import { RETENTION_MS } from '../../lib/trash.js';
import { countInt } from '../../db/sql.js';
import { fullName } from '../../lib/names.js';

const DAY_MS = 86_400_000;

export interface TrashQuery extends PageQuery {
  type?: TrashType;
}

/** What the trash list can be sorted by; expiry and days left follow the deletion time. */
export const TRASH_SORTS: SortColumns = {
  type: ['t.entity_type'],
  name: ['t.name'],
  deletedBy: ['u.first_name', 'u.last_name'],
  deletedAt: ['t.deleted_at'],
  expiresAt: ['t.deleted_at'],
  daysLeft: ['t.deleted_at'],
};

export async function listTrash(db: Db, schoolId: number, query: TrashQuery, now: Date): Promise<{ objects: TrashDto[]; count: number }> {
  const base = db
    .selectFrom('trash as t')
    .leftJoin('users as u', 'u.id', 't.deleted_by')
    .where('t.school_id', '=', schoolId)
    .where((eb) => searchMatch(query.search, eb.ref('t.name')))
    .$if(query.type !== undefined, (q) => q.where('t.entity_type', '=', query.type as TrashType));
  const { limit, offset } = pageOf(query);
  const [rows, total] = await Promise.all([
    sortedBy(
      base.select(['t.id', 't.entity_type', 't.name', 't.deleted_by', 't.deleted_at', 'u.first_name', 'u.last_name']),
      query,
      TRASH_SORTS,
      [desc('t.deleted_at'), desc('t.id')],
    )
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(countInt.as('n')).executeTakeFirstOrThrow(),
  ]);
  const objects = rows.map((row) => {
    const deletedAt = new Date(row.deleted_at);
    const expiresAt = new Date(deletedAt.getTime() + RETENTION_MS);
    return {
      trashId: row.id,
      type: row.entity_type,
      name: row.name,
      deletedBy:
        row.deleted_by !== null && row.first_name !== null
          ? { id: row.deleted_by, fullName: fullName(row.first_name, row.last_name ?? '') }
          : null,
      deletedAt: deletedAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      daysLeft: Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS)),
    };
  });
  return { objects, count: Number(total.n) };
}

// The name check of a restore lives in restoreFromTrash (server/lib/trash.ts), inside its transaction.
