import type { Db } from '../db/index.js';

/**
 * The signed-in user's own account row: who they are, their email language and their photo's
 * storage key. One query for `/api/auth/me` (which adds the school) and `/api/profile` (which
 * adds the photo's id), so the two answers cannot drift apart. By the session's user id only.
 */
export function selectOwnAccount(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'users.id',
      'users.role',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.language',
      // The user's profile photo, shown in the app bar and on the profile page.
      (eb) => eb.selectFrom('files').select('storage_key').whereRef('files.id', '=', 'users.avatar_file_id').as('avatar_key'),
    ])
    .where('users.id', '=', userId);
}
