import { TRASH_RETENTION_DAYS, type TrashType } from '../../src/api/constants.js';
import type { Db } from '../db/index.js';
import { notFound } from './errors.js';

type Trx = Db;

/** The table behind each kind of trash item. Lessons join when they exist. */
const TABLES = {
  GROUP: 'groups',
  COURSE: 'courses',
  INSTRUCTOR: 'users',
  STUDENT: 'users',
} as const satisfies Partial<Record<TrashType, 'groups' | 'courses' | 'users'>>;

export type TrashableType = keyof typeof TABLES;

export const RETENTION_MS = TRASH_RETENTION_DAYS * 86_400_000;

/**
 * Moves a row to the trash: it disappears from lists and cannot be used, but nothing is
 * destroyed, so a restore brings it back with its relations intact. Answers 404 when the
 * row is not this school's or already in the trash.
 */
export async function moveToTrash(
  db: Db,
  item: { schoolId: number; type: TrashableType; entityId: number; name: string; deletedBy: number; now: Date },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .updateTable(TABLES[item.type])
      .set({ deleted_at: item.now, deleted_by: item.deletedBy })
      .where('id', '=', item.entityId)
      .where('school_id', '=', item.schoolId)
      .where('deleted_at', 'is', null);
    if (item.type === 'INSTRUCTOR' || item.type === 'STUDENT') {
      query = query.where('role', '=', item.type);
    }
    const result = await query.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound();
    if (item.type === 'INSTRUCTOR' || item.type === 'STUDENT') {
      // A trashed account is logged out everywhere at once.
      await trx
        .updateTable('sessions')
        .set({ revoked_at: item.now, revoked_reason: 'logout' })
        .where('user_id', '=', item.entityId)
        .where('revoked_at', 'is', null)
        .execute();
    }
    const row = await trx
      .insertInto('trash')
      .values({
        school_id: item.schoolId,
        entity_type: item.type,
        entity_id: item.entityId,
        name: item.name,
        deleted_by: item.deletedBy,
        deleted_at: item.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

async function takeTrashRow(trx: Trx, schoolId: number, trashId: number) {
  const row = await trx
    .deleteFrom('trash')
    .where('id', '=', trashId)
    .where('school_id', '=', schoolId)
    .returning(['entity_type', 'entity_id'])
    .executeTakeFirst();
  if (!row || !(row.entity_type in TABLES)) throw notFound();
  return { type: row.entity_type as TrashableType, entityId: row.entity_id };
}

/** Brings a trashed row back as it was. */
export async function restoreFromTrash(db: Db, schoolId: number, trashId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { type, entityId } = await takeTrashRow(trx, schoolId, trashId);
    await trx
      .updateTable(TABLES[type])
      .set({ deleted_at: null, deleted_by: null })
      .where('id', '=', entityId)
      .where('school_id', '=', schoolId)
      .execute();
  });
}

/** Destroys a trashed row for good; its dependent rows go with it (foreign keys cascade). */
export async function destroyTrashItem(db: Db, schoolId: number, trashId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { type, entityId } = await takeTrashRow(trx, schoolId, trashId);
    await trx.deleteFrom(TABLES[type]).where('id', '=', entityId).where('school_id', '=', schoolId).execute();
  });
}

/**
 * Destroys what has been in the trash for 7 days. Idempotent and safe to run from every
 * process at once: each item is taken by one transaction only.
 */
export async function purgeExpiredTrash(db: Db, now: Date): Promise<number> {
  const expired = await db
    .selectFrom('trash')
    .select(['id', 'school_id'])
    .where('deleted_at', '<=', new Date(now.getTime() - RETENTION_MS))
    .orderBy('id')
    .limit(1000)
    .execute();
  let purged = 0;
  for (const item of expired) {
    try {
      await destroyTrashItem(db, item.school_id, item.id);
      purged += 1;
    } catch {
      // Another process took it first.
    }
  }
  return purged;
}
