import type { Language } from '../../../src/api/constants.js';
import type { Db } from '../../db/index.js';
import { hashToken, newToken } from '../../lib/crypto.js';
import type { OidcChecks } from '../../lib/oidc.js';

/** How long a begun sign-in may take at the provider (login, consent) before its state expires. */
export const OIDC_STATE_TTL_MS = 10 * 60_000;
/** How long the browser has to exchange the one-time code for its session. */
export const OIDC_TICKET_TTL_MS = 2 * 60_000;

/** Remembers a begun sign-in; only the state's hash is kept, as for sessions. Drops expired ones. */
export async function saveState(db: Db, checks: OidcChecks, language: Language, now: Date): Promise<void> {
  await db.deleteFrom('oidc_login_states').where('expires_at', '<', now).execute();
  await db
    .insertInto('oidc_login_states')
    .values({
      state_hash: hashToken(checks.state),
      nonce: checks.nonce,
      code_verifier: checks.codeVerifier,
      language,
      created_at: now,
      expires_at: new Date(now.getTime() + OIDC_STATE_TTL_MS),
    })
    .execute();
}

/**
 * Spends a state: answers what its sign-in remembered, or undefined when the state is unknown,
 * expired or already spent. One UPDATE, so two callbacks racing with one state cannot both win.
 */
export async function spendState(db: Db, state: string, now: Date): Promise<(OidcChecks & { language: Language }) | undefined> {
  const row = await db
    .updateTable('oidc_login_states')
    .set({ used_at: now })
    .where('state_hash', '=', hashToken(state))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['nonce', 'code_verifier', 'language'])
    .executeTakeFirst();
  return row && { state, nonce: row.nonce, codeVerifier: row.code_verifier, language: row.language === 'ru' ? 'ru' : 'en' };
}

/** The account a verified email names: not in the trash, in any school (an email names one account). */
export function findUserForEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'blocked'])
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Issues the one-time code that hands the session to the browser; only its hash is stored. */
export async function createTicket(db: Db, userId: number, now: Date): Promise<string> {
  const code = newToken();
  await db.deleteFrom('oidc_login_tickets').where('expires_at', '<', now).execute();
  await db
    .insertInto('oidc_login_tickets')
    .values({ code_hash: hashToken(code), user_id: userId, created_at: now, expires_at: new Date(now.getTime() + OIDC_TICKET_TTL_MS) })
    .execute();
  return code;
}

/** Spends a one-time code: answers its user, or undefined when the code is unknown, expired or used. */
export async function spendTicket(db: Db, code: string, now: Date) {
  const spent = await db
    .updateTable('oidc_login_tickets')
    .set({ used_at: now })
    .where('code_hash', '=', hashToken(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (!spent) return undefined;
  return db
    .selectFrom('users')
    .select(['id', 'role', 'blocked', 'email'])
    .where('id', '=', spent.user_id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
