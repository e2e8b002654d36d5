import type { Db } from '../../db/index.js';
import { notifyAnnouncementPublished } from '../../lib/notificationEvents.js';
import * as repo from './repository.js';

/*
 * Publishing an announcement and telling its readers happen in one transaction, so a reader
 * never hears of an announcement that is not saved, nor misses one that is.
 */

export interface AnnouncementFields {
  text: string;
  groupId: number | null;
}

/** Creates an active announcement and tells its readers; answers its id. */
export async function publishAnnouncement(db: Db, author: repo.Viewer, fields: AnnouncementFields, at: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const created = await repo.createAnnouncement(trx, author, fields, at);
    await notifyAnnouncementPublished(trx, author.schoolId, created, at);
    return created;
  });
}

/** Saves the text and group; moved to another group, its new readers hear of it (nobody twice). */
export async function saveAnnouncement(db: Db, admin: repo.Viewer, id: number, fields: AnnouncementFields, now: () => Date) {
  await db.transaction().execute(async (trx) => {
    await repo.updateAnnouncement(trx, admin, id, { text: fields.text, group_id: fields.groupId }, now());
    await notifyAnnouncementPublished(trx, admin.schoolId, id, now());
  });
}

/** Shows or hides it; shown, its readers hear of it, once (shown again later tells nobody twice). */
export async function setAnnouncementActive(db: Db, admin: repo.Viewer, id: number, active: boolean, now: () => Date) {
  await db.transaction().execute(async (trx) => {
    await repo.updateAnnouncement(trx, admin, id, { active }, now());
    if (active) await notifyAnnouncementPublished(trx, admin.schoolId, id, now());
  });
}
