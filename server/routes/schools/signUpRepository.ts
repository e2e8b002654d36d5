import type { Db } from '../../db/index.js';

/* Queries of signing a school up: the school, its first admin, and the admin's confirmation link. */

export interface NewSchool {
  name: string;
  domain: string;
  description: string;
  timezone: string;
  language: string;
  theme_color: string;
  tariff_id: number;
  terms_accepted_at: Date;
}

export async function insertSchool(trx: Db, school: NewSchool): Promise<number> {
  const row = await trx.insertInto('schools').values(school).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts the school's first admin; the unique index on email refuses an address already in use. */
export async function insertAdmin(
  trx: Db,
  admin: { school_id: number; first_name: string; last_name: string; email: string; password_hash: string; language: string },
): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({ ...admin, role: 'ADMIN' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setSchoolImages(
  trx: Db,
  schoolId: number,
  fileIds: { logo_file_id?: number; favicon_file_id?: number },
): Promise<void> {
  await trx.updateTable('schools').set(fileIds).where('id', '=', schoolId).execute();
}

export async function insertConfirmToken(trx: Db, userId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
  await trx
    .insertInto('password_reset_tokens')
    .values({ user_id: userId, token_hash: tokenHash, purpose: 'confirm', expires_at: expiresAt, created_at: now })
    .execute();
}

/** Marks a live, unused confirmation token used; answers its user, or undefined when there was none. */
export async function spendConfirmToken(trx: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const spent = await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', 'confirm')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return spent?.user_id;
}

/** A user not deleted, with their role; undefined otherwise. */
export function liveUser(trx: Db, userId: number) {
  return trx.selectFrom('users').select(['id', 'role']).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}

/** Whether the user has a confirmation token not used yet. */
export async function hasUnusedConfirmToken(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'confirm')
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}
