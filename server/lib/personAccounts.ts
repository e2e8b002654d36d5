import { normalizeLanguage } from '../../src/api/constants.js';
import { INVITATION_RESEND_PAUSE_MS, type AccountFacts, type InvitationDto } from '../../src/api/people.js';
import type { Db } from '../db/index.js';
import { AppError } from './errors.js';
import { queueInvitations } from './invite.js';
import { revokeSessions } from './sessions.js';
import { inTransaction } from './transaction.js';

/*
 * The account side of students and instructors, one implementation for both roles: blocking
 * (the school-wide kind, which ends their sessions), where their invitation stands, their last
 * login, and sending the invitation again.
 */

export type PersonRole = 'STUDENT' | 'INSTRUCTOR';

/** The live person of that role in the school, as one query's WHERE. */
function livePerson(db: Db, schoolId: number, id: number, role: PersonRole) {
  return db
    .selectFrom('users')
    .where('id', '=', id)
    .where('school_id', '=', schoolId)
    .where('role', '=', role)
    .where('deleted_at', 'is', null);
}

/**
 * Blocks or unblocks a student or an instructor. Blocking ends every session at once, so
 * their next call is refused; login already refuses blocked accounts. Their courses, groups
 * and scores stay. False when there is no such live person in the school.
 */
export async function setPersonBlocked(
  db: Db,
  schoolId: number,
  id: number,
  role: PersonRole,
  blocked: boolean,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('users')
      .set({ blocked })
      .where('id', '=', id)
      .where('school_id', '=', schoolId)
      .where('role', '=', role)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (blocked) await revokeSessions(trx, id, now, 'blocked');
    return true;
  });
}

interface NewestInvite {
  created_at: Date | string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** The state of an invitation from the account's password and its newest invite link (see InvitationStatus). */
export function invitationOf(hasPassword: boolean, invite: NewestInvite | undefined, now: Date): InvitationDto {
  const sentAt = invite ? new Date(invite.created_at).toISOString() : null;
  if (hasPassword) return { status: 'accepted', sentAt, expiresAt: null };
  if (!invite) return { status: 'none', sentAt: null, expiresAt: null };
  const expiresAt = new Date(invite.expires_at);
  // A used link of an account without a password was replaced or spent: it works no more.
  const pending = invite.used_at === null && expiresAt > now;
  return { status: pending ? 'pending' : 'expired', sentAt, expiresAt: expiresAt.toISOString() };
}

/** The newest invite link of a user, or undefined. */
function newestInvite(db: Db, userId: number) {
  return db
    .selectFrom('password_reset_tokens')
    .select(['created_at', 'expires_at', 'used_at'])
    .where('user_id', '=', userId)
    .where('purpose', '=', 'invite')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Each person's invitation, for a page of a list: two reads whatever the page's size. The
 * people are the caller's, already scoped to its school.
 */
export async function withInvitations<T>(
  db: Db,
  people: T[],
  idOf: (person: T) => number,
  now: Date,
): Promise<Array<T & { invitation: InvitationDto }>> {
  const ids = people.map(idOf);
  if (!ids.length) return [];
  const [accounts, invites] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => ['id', eb('password_hash', 'is not', null).as('has_password')])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('password_reset_tokens')
      .distinctOn('user_id')
      .select(['user_id', 'created_at', 'expires_at', 'used_at'])
      .where('user_id', 'in', ids)
      .where('purpose', '=', 'invite')
      .orderBy('user_id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const withPassword = new Set(accounts.filter((a) => a.has_password).map((a) => a.id));
  const newest = new Map(invites.map((i) => [i.user_id, i]));
  return people.map((person) => ({ ...person, invitation: invitationOf(withPassword.has(idOf(person)), newest.get(idOf(person)), now) }));
}

/** A person's invitation and last login; undefined when there is no such live person in the school. */
export async function accountFacts(db: Db, schoolId: number, id: number, role: PersonRole, now: Date): Promise<AccountFacts | undefined> {
  const person = await livePerson(db, schoolId, id, role)
    .select((eb) => [
      eb('password_hash', 'is not', null).as('has_password'),
      eb
        .selectFrom('sessions')
        .select((s) => s.fn.max('created_at').as('at'))
        .whereRef('sessions.user_id', '=', 'users.id')
        .as('last_login'),
    ])
    .executeTakeFirst();
  if (!person) return undefined;
  const invite = await newestInvite(db, id);
  return {
    invitation: invitationOf(Boolean(person.has_password), invite, now),
    lastLoginAt: person.last_login ? new Date(person.last_login).toISOString() : null,
  };
}

/**
 * Sends a person's invitation again, in their language: every earlier invite link is spent
 * (so only the new one works) and the new link and email are written in one transaction.
 * Returns their email, or undefined when there is no such live person. 409 once they have a
 * password; 429 within INVITATION_RESEND_PAUSE_MS of the last invitation. The caller starts
 * delivery after answering (kickMailAfterResponse).
 */
export async function resendInvitation(
  db: Db,
  publicUrl: string,
  now: Date,
  person: { schoolId: number; id: number; role: PersonRole },
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    // Locks the account: two resends at once would otherwise each pass the pause check.
    const user = await livePerson(trx, person.schoolId, person.id, person.role)
      .select(['email', 'language', 'password_hash'])
      .forUpdate()
      .executeTakeFirst();
    if (!user) return undefined;
    if (user.password_hash !== null) throw new AppError(409, 'people.invitationAccepted');
    const last = await newestInvite(trx, person.id);
    if (last && now.getTime() - new Date(last.created_at).getTime() < INVITATION_RESEND_PAUSE_MS) {
      throw new AppError(429, 'people.invitationTooSoon');
    }
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('user_id', '=', person.id)
      .where('purpose', '=', 'invite')
      .where('used_at', 'is', null)
      .execute();
    await queueInvitations(trx, publicUrl, now, person.schoolId, [person.id], normalizeLanguage(user.language));
    return user.email;
  });
}
