import type { Db } from '../../db/index.js';
import type { FileStorage } from '../../lib/storage.js';
import { deleteFileRow, fileInUse, lockSchoolFile } from './usageRepository.js';

/*
 * Releasing an image that a saved record stopped showing (a group's or course's image
 * replaced or removed): the file row goes in the same transaction as the save, the bytes once
 * that transaction has committed. A file still used anywhere else is kept.
 */

/**
 * Deletes this school's file row when nothing uses it any more. Call it inside the transaction
 * that dropped the reference, after the update. The row is locked first, so a concurrent save
 * that starts using the file either is seen here (and the file kept) or waits and then fails
 * its foreign key check rather than losing its image. Returns the storage key whose bytes
 * `removeStoredFile` should delete after the commit, or null when the file stays.
 */
export async function releaseFile(trx: Db, schoolId: number, fileId: number): Promise<string | null> {
  const file = await lockSchoolFile(trx, schoolId, fileId);
  if (!file || (await fileInUse(trx, file.id))) return null;
  await deleteFileRow(trx, file.id);
  return file.storage_key;
}

/**
 * Removes released bytes once their row's deletion has committed. Best effort: a failure
 * leaves an unreachable file on disk (its row is gone, so nothing links to it) rather than
 * failing a save that already succeeded.
 */
export async function removeStoredFile(storage: FileStorage | undefined, storageKey: string | null): Promise<void> {
  if (!storage || !storageKey) return;
  await storage.remove(storageKey).catch(() => {});
}
