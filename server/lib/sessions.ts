import type { Db } from '../db/index.js';
import type { SessionsTable } from '../db/schema.js';

/** Why a session ended; the next call with it is told (server/plugins/auth.ts reads it). */
export type RevokeReason = NonNullable<SessionsTable['revoked_reason']>;

/**
 * Ends every live session of a user, but `except` (the session the user is working in, when
 * they changed their own password). Sessions already ended keep their first reason, so a
 * logged-out session is not later told it was replaced. Runs in the caller's transaction when
 * `db` is one; the per-process session caches learn of it from the table's NOTIFY trigger.
 */
export async function revokeSessions(
  db: Db,
  userId: number,
  now: Date,
  reason: RevokeReason,
  { except }: { except?: number } = {},
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (except !== undefined) query = query.where('id', '<>', except);
  await query.execute();
}

/**
 * Sets a user's password and spends every unused emailed link of theirs (reset, invitation,
 * sign-up confirmation), in the caller's transaction: once a password is set, an older link must
 * not replace it.
 */
export async function setPassword(trx: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
  await trx.updateTable('password_reset_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/**
 * setPassword, and ends the user's sessions (but `except`, the session that changed it): the
 * profile's password change and the `lms` CLI's. A reset link's new password ends them as its
 * new session opens (openSession with 'password').
 */
export async function replacePassword(
  trx: Db,
  userId: number,
  passwordHash: string,
  now: Date,
  { except }: { except?: number } = {},
): Promise<void> {
  await setPassword(trx, userId, passwordHash, now);
  await revokeSessions(trx, userId, now, 'password', { except });
}
