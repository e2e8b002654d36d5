import type { Db } from '../../db/index.js';
import { isSafeStorageKey } from '../../lib/storage.js';

/** Where a stored file is served (GET /api/static/files/:key); the key is random and unguessable. */
export const FILES_ROUTE_PREFIX = '/api/static/files/';

/** The public link of a stored file, e.g. `/api/static/files/<random>.png`. */
export function fileLinkOf(storageKey: string): string {
  return `${FILES_ROUTE_PREFIX}${storageKey}`;
}

/** fileLinkOf for a column that may be empty: null for no file. */
export function fileLink(storageKey: string | null | undefined): string | null {
  return storageKey ? fileLinkOf(storageKey) : null;
}

/**
 * The storage key named by a link: accepts `/api/static/files/<key>`, an absolute URL with
 * that path, or a bare key. Null when the text names nothing that could be a key.
 */
export function storageKeyOf(fileLink: string): string | null {
  let path = fileLink.trim();
  try {
    path = new URL(path, 'http://x').pathname;
  } catch {
    return null;
  }
  let key: string;
  try {
    key = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  } catch {
    // Broken percent-encoding (`%%%`) names no file, like any other text that is not a key.
    return null;
  }
  return isStorageKey(key) ? key : null;
}

/** Whether a text has the form of the keys uploads are stored under (random, base64url). */
export function isStorageKey(text: string): boolean {
  return isSafeStorageKey(text);
}

export interface SchoolFile {
  id: number;
  storageKey: string;
  mime: string;
  link: string;
}

/** A file of this school by id, or undefined (another school's id, or none). */
export async function findSchoolFile(db: Db, schoolId: number, fileId: number): Promise<SchoolFile | undefined> {
  const row = await db
    .selectFrom('files')
    .select(['id', 'storage_key', 'mime'])
    .where('id', '=', fileId)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return row && { id: row.id, storageKey: row.storage_key, mime: row.mime, link: fileLinkOf(row.storage_key) };
}

/**
 * Whether a file id (an imageId, a presentation's file) belongs to this school. With
 * `imagesOnly`, only uploaded images count.
 */
export async function fileBelongsToSchool(
  db: Db,
  schoolId: number,
  fileId: number,
  options: { imagesOnly?: boolean } = {},
): Promise<boolean> {
  const file = await findSchoolFile(db, schoolId, fileId);
  return Boolean(file && (!options.imagesOnly || file.mime.startsWith('image/')));
}
