import type { ProfileInput } from '../../../src/api/profile.js';
import { canChangeOwnName } from '../../../src/api/profile.js';
import { checkPassword } from '../../../src/api/rules.js';
import type { Db } from '../../db/index.js';
import { hashPassword, verifyPassword } from '../../lib/crypto.js';
import { badRequest } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage.js';
import type { SessionUser } from '../../plugins/auth.js';
import { releaseFile, removeStoredFile } from '../files/release.js';
import { cleanName } from '../students/personFields.js';
import * as repo from './repository.js';

/** Checks a profile change against what the user's role may change; the stored fields. */
async function fieldsOf(db: Db, user: SessionUser, input: ProfileInput): Promise<repo.ProfileFields> {
  const fields: repo.ProfileFields = {};
  for (const [key, column] of [
    ['firstName', 'first_name'],
    ['lastName', 'last_name'],
  ] as const) {
    const value = input[key];
    if (value === undefined) continue;
    if (!canChangeOwnName(user.role)) throw badRequest('profile.nameByAdmin', key);
    fields[column] = cleanName(value, key);
  }
  if (input.language !== undefined) fields.language = input.language;
  if (input.avatarId !== undefined) {
    if (input.avatarId !== 0 && !(await repo.isOwnImage(db, user.schoolId, user.id, input.avatarId))) {
      throw badRequest('profile.avatarNotFound', 'avatarId');
    }
    fields.avatar_file_id = input.avatarId || null;
  }
  return fields;
}

/**
 * Saves the fields given of the user's own profile (400 naming a field the role may not change
 * or a photo that is not their own image). A photo replaced or removed is deleted (row in the
 * transaction, bytes after it) unless something else uses it.
 */
export async function saveProfile(db: Db, storage: FileStorage, user: SessionUser, input: ProfileInput): Promise<void> {
  const fields = await fieldsOf(db, user, input);
  const released = await db.transaction().execute(async (trx) => {
    const before = await repo.updateProfile(trx, user.id, fields);
    const replaced = fields.avatar_file_id !== undefined && before !== null && before !== fields.avatar_file_id;
    return replaced ? releaseFile(trx, user.schoolId, before) : null;
  });
  await removeStoredFile(storage, released);
}

/**
 * Changes the user's password after checking the current one (400 on currentPassword when it is
 * wrong) and the new one by the rules every password follows; their other sessions end.
 */
export async function changeOwnPassword(db: Db, user: SessionUser, currentPassword: string, newPassword: string, now: Date): Promise<void> {
  const problem = checkPassword(newPassword);
  if (problem) throw badRequest(`validation.${problem}`, 'newPassword');
  if (!(await verifyPassword(currentPassword, await repo.passwordHashOf(db, user.id)))) {
    throw badRequest('profile.wrongPassword', 'currentPassword');
  }
  if (currentPassword === newPassword) throw badRequest('profile.samePassword', 'newPassword');
  await repo.changePassword(db, user.id, await hashPassword(newPassword), user.sessionId, now);
}
