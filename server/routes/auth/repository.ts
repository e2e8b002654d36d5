import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { hashToken, newToken } from '../../lib/crypto.js';
import { selectOwnAccount } from '../../lib/ownAccount.js';
import { revokeSessions, setPassword } from '../../lib/sessions.js';
import { LOGIN_FAILURE_WINDOW_MINUTES, RESET_TOKEN_TTL_MINUTES } from '../../../src/api/constants.js';

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('schools', 'schools.id', 'users.school_id')
    .select([
      'users.id',
      'users.school_id',
      'users.role',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.password_hash',
      'users.blocked',
      'users.language',
      'schools.name as school_name',
    ])
    .where('users.email', '=', email)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Adds an active session for a user with no other (a new account), inside the caller's transaction. */
export async function insertSession(trx: Db, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await trx
    .insertInto('sessions')
    // created_at from the app's clock too: it is the "last login" the person pages show.
    .values({ user_id: userId, token_hash: hashToken(token), created_at: now, last_seen_at: now })
    .execute();
  return token;
}

/**
 * Opens a new session for a user and ends every other one: one active session per user.
 * The ended sessions remember why, so their next call is told it was replaced.
 */
export async function openSession(db: Db, userId: number, now: Date, reason: 'replaced' | 'password' = 'replaced'): Promise<string> {
  let token = '';
  await db.transaction().execute(async (trx) => {
    // Serialises concurrent logins of one user: without the lock, two transactions each find
    // nothing to revoke and both sessions stay active on PostgreSQL.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    await revokeSessions(trx, userId, now, reason);
    token = await insertSession(trx, userId, now);
  });
  return token;
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: 'logout' })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Issues a reset link unless the user already had `max` within the login-failure window (15
 * minutes), so nobody can flood an inbox through the form. The count and the insert run under
 * the user's row lock: the requests' work runs after their answers, often several at once, and
 * without the lock each would count the same links and all of them would send one.
 */
export async function createResetTokenWithinLimit(db: Db, userId: number, now: Date, max: number): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const row = await trx
      .selectFrom('password_reset_tokens')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('purpose', '=', 'reset')
      .where('created_at', '>', new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000))
      .executeTakeFirstOrThrow();
    return Number(row.n) >= max ? null : createResetToken(trx, userId, now);
  });
}

/**
 * Issues a single-use emailed token; only its hash is stored. A new reset link retires the
 * user's older unused ones, so a link left in an old mail (or a mailbox read by someone else)
 * stops working once the owner asks again.
 */
export async function createResetToken(
  db: Db,
  userId: number,
  now: Date,
  purpose: 'reset' | 'invite' = 'reset',
  ttlMinutes = RESET_TOKEN_TTL_MINUTES,
): Promise<string> {
  const token = newToken();
  if (purpose === 'reset') {
    await db
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', 'reset')
      .where('used_at', 'is', null)
      .execute();
  }
  await db
    .insertInto('password_reset_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      purpose,
      expires_at: new Date(now.getTime() + ttlMinutes * 60_000),
      created_at: now,
    })
    .execute();
  return token;
}

/** The links that set a password; a sign-up's confirmation link only confirms (its own route). */
const PASSWORD_PURPOSES = ['reset', 'invite'] as const;

/** Whether a token is one that updatePassword would accept now: checked before any hashing. */
export async function isLiveResetToken(db: Db, token: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', 'in', PASSWORD_PURPOSES)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Spends a reset token and sets the new password in one transaction. Returns the user, or
 * undefined when the token is unknown, expired or already used (a second use finds it spent).
 * Every other reset and invitation link of the user is spent with it: a password set through
 * one link must not be replaceable through an older one.
 */
export async function consumeResetToken(db: Db, token: string, passwordHash: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('purpose', 'in', PASSWORD_PURPOSES)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) return undefined;
    const user = await trx
      .selectFrom('users')
      .select(['id', 'role', 'blocked', 'email'])
      .where('id', '=', spent.user_id)
      .executeTakeFirstOrThrow();
    // Throwing rolls the spent token back: a blocked account keeps its link and password.
    if (user.blocked) throw new AppError(403, 'errors.accountBlocked');
    await setPassword(trx, user.id, passwordHash, now);
    return user;
  });
}

export function findMe(db: Db, userId: number) {
  return selectOwnAccount(db, userId)
    .innerJoin('schools', 'schools.id', 'users.school_id')
    .select([
      'schools.id as school_id',
      'schools.name as school_name',
      'schools.domain as school_domain',
      'schools.timezone as school_timezone',
      'schools.theme_color as school_theme_color',
      // The school's branding images, for the app bar and the favicon.
      (eb) => eb.selectFrom('files').select('storage_key').whereRef('files.id', '=', 'schools.logo_file_id').as('school_logo_key'),
      (eb) => eb.selectFrom('files').select('storage_key').whereRef('files.id', '=', 'schools.favicon_file_id').as('school_favicon_key'),
    ])
    .executeTakeFirstOrThrow();
}
