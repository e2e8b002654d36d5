import { IMAGE_MIME_TYPES, type Language } from '../../../src/api/constants.js';
import type { Db } from '../../db/index.js';
import { selectOwnAccount } from '../../lib/ownAccount.js';
import { replacePassword } from '../../lib/sessions.js';

/* Queries of the user's own profile: always by the session's user id, so nobody reaches another's. */

/** The user's profile row with their photo's storage key. */
export function findProfile(db: Db, userId: number) {
  return selectOwnAccount(db, userId).select('users.avatar_file_id').executeTakeFirstOrThrow();
}

/** Whether the file is an image the user uploaded themselves (a photo must be their own upload). */
export async function isOwnImage(db: Db, schoolId: number, userId: number, fileId: number): Promise<boolean> {
  const row = await db
    .selectFrom('files')
    .select('id')
    .where('id', '=', fileId)
    .where('school_id', '=', schoolId)
    .where('uploaded_by', '=', userId)
    .where('mime', 'in', [...IMAGE_MIME_TYPES])
    .executeTakeFirst();
  return row !== undefined;
}

export interface ProfileFields {
  first_name?: string;
  last_name?: string;
  language?: Language;
  avatar_file_id?: number | null;
}

/** Saves the fields given and answers the photo the user had before, locked with their row. */
export async function updateProfile(trx: Db, userId: number, fields: ProfileFields): Promise<number | null> {
  const before = await trx.selectFrom('users').select('avatar_file_id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
  if (Object.keys(fields).length > 0) await trx.updateTable('users').set(fields).where('id', '=', userId).execute();
  return before.avatar_file_id;
}

export async function passwordHashOf(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.password_hash;
}

/**
 * Sets a new password, spends every outstanding emailed link (an old reset link must not undo
 * it) and ends every session of the user but the one that changed it, which they are using.
 */
export async function changePassword(db: Db, userId: number, passwordHash: string, keptSessionId: number, now: Date): Promise<void> {
  await db.transaction().execute((trx) => replacePassword(trx, userId, passwordHash, now, { except: keptSessionId }));
}
