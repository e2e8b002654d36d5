import type { Db } from '../db/index.js';
import { releaseFile, removeStoredFile } from '../routes/files/release.js';
import type { FileStorage } from './storage.js';

/*
 * Uploaded files owned by learning material (a presentation's PDF). When the material lets go
 * of a file (replaced, deleted, or destroyed with its lesson or course), the file's row goes in
 * the same transaction, unless something else still uses it, and its bytes after the commit.
 */

/** The files held by the presentations of some lessons. */
export async function presentationFileIds(trx: Db, lessonIds: number[]): Promise<number[]> {
  if (!lessonIds.length) return [];
  const rows = await trx
    .selectFrom('presentations')
    .select('file_id')
    .where('lesson_id', 'in', lessonIds)
    .where('file_id', 'is not', null)
    .execute();
  return [...new Set(rows.map((r) => r.file_id as number))];
}

/**
 * Deletes the rows of these files of the school that nothing uses any more; call it after the
 * references are gone, in the same transaction. Answers the storage keys for `removeStoredFiles`.
 */
export async function releaseFiles(trx: Db, schoolId: number, fileIds: Array<number | null | undefined>): Promise<string[]> {
  const keys: string[] = [];
  for (const id of new Set(fileIds)) {
    if (typeof id !== 'number') continue;
    const key = await releaseFile(trx, schoolId, id);
    if (key) keys.push(key);
  }
  return keys;
}

/** Removes released files' bytes once the transaction has committed; best effort. */
export async function removeStoredFiles(storage: FileStorage | undefined, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => removeStoredFile(storage, key)));
}
