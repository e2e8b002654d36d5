import { TRASH_RETENTION_DAYS, type Language, type TrashType } from '../../src/api/constants.js';
import type { Db } from '../db/index.js';
import { lockNames } from './nameLocks.js';
import { AppError, notFound } from './errors.js';
import { presentationFileIds, releaseFiles, removeStoredFiles } from './learningFiles.js';
import { closeLessonGap, lockLessonOrder, nextLessonPosition } from './lessonOrder.js';
import type { FileStorage } from './storage.js';
import { revokeSessions } from './sessions.js';
import { assertWithinLimit } from './tariffLimits.js';
import { inTransaction } from './transaction.js';

type Trx = Db;

/** The table behind each kind of trash item. */
const TABLES = {
  GROUP: 'groups',
  COURSE: 'courses',
  INSTRUCTOR: 'users',
  STUDENT: 'users',
  LESSON: 'lessons',
} as const satisfies Record<TrashType, 'groups' | 'courses' | 'users' | 'lessons'>;

export type TrashableType = keyof typeof TABLES;

export const RETENTION_MS = TRASH_RETENTION_DAYS * 86_400_000;

/** A lesson's course (live or trashed lesson, as asked), locked for a change of the order; undefined when there is none. */
async function lockLessonOf(trx: Trx, schoolId: number, lessonId: number, live: boolean): Promise<number | undefined> {
  const lesson = await trx
    .selectFrom('lessons')
    .select('course_id')
    .where('id', '=', lessonId)
    .where('school_id', '=', schoolId)
    .where('deleted_at', live ? 'is' : 'is not', null)
    .executeTakeFirst();
  if (!lesson) return undefined;
  await lockLessonOrder(trx, lesson.course_id);
  return lesson.course_id;
}

/**
 * Moves a row to the trash: it disappears from lists and cannot be used, but nothing is
 * destroyed, so a restore brings it back with its relations intact. Answers 404 when the
 * row is not this school's or already in the trash. A lesson leaves its place in the
 * course's order, and the lessons after it move up.
 */
export async function moveToTrash(
  db: Db,
  item: { schoolId: number; type: TrashableType; entityId: number; name: string; deletedBy: number; now: Date },
): Promise<number> {
  return inTransaction(db, async (trx) => {
    let lessonCourseId: number | undefined;
    if (item.type === 'LESSON') {
      lessonCourseId = await lockLessonOf(trx, item.schoolId, item.entityId, true);
      if (lessonCourseId === undefined) throw notFound();
    }
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
    if (lessonCourseId !== undefined) {
      // Read under the course lock: a drag just before may have moved it.
      const { position } = await trx.selectFrom('lessons').select('position').where('id', '=', item.entityId).executeTakeFirstOrThrow();
      await closeLessonGap(trx, lessonCourseId, position);
    }
    if (item.type === 'INSTRUCTOR' || item.type === 'STUDENT') {
      // A trashed account is logged out everywhere at once.
      await revokeSessions(trx, item.entityId, item.now, 'logout');
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

/** The trash item, locked until the transaction ends, so one restore or destroy takes it. */
async function lockTrashRow(trx: Trx, schoolId: number, trashId: number) {
  const row = await trx
    .selectFrom('trash')
    .select(['entity_type', 'entity_id'])
    .where('id', '=', trashId)
    .where('school_id', '=', schoolId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || !(row.entity_type in TABLES)) throw notFound();
  return { type: row.entity_type as TrashableType, entityId: row.entity_id };
}

async function dropTrashRow(trx: Trx, trashId: number): Promise<void> {
  await trx.deleteFrom('trash').where('id', '=', trashId).execute();
}

/**
 * A group or course comes back only while its name is free among the live ones: another may
 * have taken it while it sat in the trash (409, as when creating one). Checked under the same
 * lock that creating and renaming take, so neither a create nor another restore can take the
 * name between this check and the commit.
 */
async function assertNameFree(trx: Trx, schoolId: number, type: 'GROUP' | 'COURSE', entityId: number): Promise<void> {
  const table = type === 'GROUP' ? 'groups' : 'courses';
  await lockNames(trx, table, schoolId);
  const row = await trx.selectFrom(table).select('name').where('id', '=', entityId).where('school_id', '=', schoolId).executeTakeFirst();
  if (!row) return;
  const clash = await trx
    .selectFrom(table)
    .select('id')
    .where('school_id', '=', schoolId)
    .where('deleted_at', 'is', null)
    .where('id', '<>', entityId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', row.name.toLowerCase()))
    .executeTakeFirst();
  if (clash) throw new AppError(409, type === 'GROUP' ? 'groups.nameTaken' : 'courses.nameTaken', { name: row.name });
}

/**
 * Brings a trashed row back as it was; a lesson comes back at the end of its course. A group
 * or course whose name was taken meanwhile answers 409 and stays in the trash.
 */
export async function restoreFromTrash(db: Db, schoolId: number, trashId: number, lang: Language = 'en'): Promise<void> {
  await inTransaction(db, async (trx) => {
    const { type, entityId } = await lockTrashRow(trx, schoolId, trashId);
    // A person coming back takes a seat of the plan again.
    if (type === 'STUDENT' || type === 'INSTRUCTOR')
      await assertWithinLimit(trx, schoolId, type === 'STUDENT' ? 'students' : 'instructors', 1, lang);
    if (type === 'GROUP' || type === 'COURSE') await assertNameFree(trx, schoolId, type, entityId);
    if (type === 'LESSON') {
      const courseId = await lockLessonOf(trx, schoolId, entityId, false);
      if (courseId !== undefined) {
        await trx
          .updateTable('lessons')
          .set({ deleted_at: null, deleted_by: null, position: await nextLessonPosition(trx, courseId) })
          .where('id', '=', entityId)
          .where('school_id', '=', schoolId)
          .execute();
      }
    } else {
      await trx
        .updateTable(TABLES[type])
        .set({ deleted_at: null, deleted_by: null })
        .where('id', '=', entityId)
        .where('school_id', '=', schoolId)
        .execute();
    }
    await dropTrashRow(trx, trashId);
  });
}

/**
 * Destroys a trashed row for good; its dependent rows go with it (foreign keys cascade). The
 * PDFs of the presentations destroyed with a lesson or course are freed too: the answer is
 * their storage keys, whose bytes `storage` (when given) removes after the commit.
 */
export async function destroyTrashItem(db: Db, schoolId: number, trashId: number, storage?: FileStorage): Promise<string[]> {
  const freed = await inTransaction(db, async (trx) => {
    const { type, entityId } = await lockTrashRow(trx, schoolId, trashId);
    let lessonIds: number[] = [];
    if (type === 'LESSON') lessonIds = [entityId];
    if (type === 'COURSE') {
      lessonIds = (await trx.selectFrom('lessons').select('id').where('course_id', '=', entityId).execute()).map((l) => l.id);
      // The course's lessons that sit in the trash themselves go with it.
      if (lessonIds.length) await trx.deleteFrom('trash').where('entity_type', '=', 'LESSON').where('entity_id', 'in', lessonIds).execute();
    }
    const fileIds = await presentationFileIds(trx, lessonIds);
    await trx.deleteFrom(TABLES[type]).where('id', '=', entityId).where('school_id', '=', schoolId).execute();
    await dropTrashRow(trx, trashId);
    return releaseFiles(trx, schoolId, fileIds);
  });
  await removeStoredFiles(storage, freed);
  return freed;
}

/**
 * Destroys what has been in the trash for 7 days. Idempotent and safe to run from every
 * process at once: each item is taken by one transaction only.
 */
export async function purgeExpiredTrash(db: Db, now: Date, storage?: FileStorage): Promise<number> {
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
      await destroyTrashItem(db, item.school_id, item.id, storage);
      purged += 1;
    } catch {
      // Another process took it first.
    }
  }
  return purged;
}
