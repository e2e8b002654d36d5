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

export interface NewFile {
  school_id: number;
  uploaded_by: number;
  storage_key: string;
  original_name: string;
  mime: string;
  size: number;
  created_at: Date;
}

/** Records an uploaded file; answers its id. */
export async function insertFile(db: Db, file: NewFile): Promise<number> {
  const row = await db.insertInto('files').values(file).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** What serving a file needs, by its storage key (any school: the key is the permission). */
export function fileByKey(db: Db, storageKey: string) {
  return db
    .selectFrom('files')
    .select(['storage_key', 'mime', 'size', 'original_name'])
    .where('storage_key', '=', storageKey)
    .executeTakeFirst();
}

/**
 * Deletes this school's file row by key; with `uploadedBy`, only when that user uploaded it.
 * Answers the deleted key, or undefined when no such row was there.
 */
export async function deleteFileByKey(db: Db, storageKey: string, schoolId: number, uploadedBy?: number): Promise<string | undefined> {
  let query = db.deleteFrom('files').where('storage_key', '=', storageKey).where('school_id', '=', schoolId);
  if (uploadedBy !== undefined) query = query.where('uploaded_by', '=', uploadedBy);
  const deleted = await query.returning('storage_key').executeTakeFirst();
  return deleted?.storage_key;
}

/**
 * The files of this school among `ids` that a user may show or attach: their own uploads, or
 * files the record already holds (`kept`). File ids are sequential, so anything wider would let
 * one user reach another's private upload.
 */
export function usableFiles(db: Db, schoolId: number, userId: number, ids: number[], kept: ReadonlySet<number>) {
  return db
    .selectFrom('files')
    .select(['id', 'storage_key', 'original_name', 'mime', 'size'])
    .where('school_id', '=', schoolId)
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('uploaded_by', '=', userId), eb('id', 'in', kept.size ? [...kept] : [0])]))
    .execute();
}
