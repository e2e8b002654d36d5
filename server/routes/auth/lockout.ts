import type { Db } from '../../db/index.js';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '../../../src/api/constants.js';

/*
 * The login lockout. Failures are counted per email and address, per
 * address, and per email overall, each over the last 15 minutes:
 *
 * - one address guessing one email is stopped after LOGIN_MAX_FAILURES wrong passwords;
 * - one address guessing many emails is stopped after MAX_FAILURES_PER_ADDRESS;
 * - many addresses guessing one email, once MAX_FAILURES_PER_EMAIL is reached, leave each
 *   address that has already failed at it shut out: every further guess needs a new address.
 *
 * An address with no failures at the email is never refused by the lockout, so a stranger
 * can no longer lock the owner out: the owner logging in from their own address gets in
 * while the attacker is refused. (The per-address rate limit in plugins/rateLimits.ts still
 * applies to everyone.)
 */

/** Wrong passwords from all addresses at one email before the addresses that failed are refused. */
export const MAX_FAILURES_PER_EMAIL = 50;
/**
 * Wrong passwords from one address across all emails: a durable cap counted across processes,
 * above the per-address rate limit of 60 a minute.
 */
export const MAX_FAILURES_PER_ADDRESS = 100;

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

/** Which failures to count: those at an email, from an address, or both. */
interface Scope {
  email?: string;
  address?: string;
}

function recent(db: Db, scope: Scope, now: Date) {
  let query = db.selectFrom('login_failures').where('failed_at', '>', new Date(now.getTime() - WINDOW_MS));
  if (scope.email !== undefined) query = query.where('email', '=', scope.email);
  if (scope.address !== undefined) query = query.where('address', '=', scope.address);
  return query;
}

async function count(db: Db, scope: Scope, now: Date): Promise<number> {
  const row = await recent(db, scope, now)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Minutes until the oldest failure in scope leaves the window: when to try again. */
async function minutesUntilClear(db: Db, scope: Scope, now: Date): Promise<number> {
  const row = await recent(db, scope, now)
    .select((eb) => eb.fn.min('failed_at').as('oldest'))
    .executeTakeFirst();
  const oldest = row?.oldest ? new Date(row.oldest as Date).getTime() : now.getTime();
  return Math.max(1, Math.ceil((oldest + WINDOW_MS - now.getTime()) / 60_000));
}

/** Records a failed (or, before the password is checked, a pending) attempt; returns its id. */
export async function recordFailure(db: Db, email: string, address: string, now: Date): Promise<number> {
  const row = await db.insertInto('login_failures').values({ email, address, failed_at: now }).returning('id').executeTakeFirstOrThrow();
  // Old rows are no longer evidence of anything; drop them as we go.
  await db
    .deleteFrom('login_failures')
    .where('failed_at', '<', new Date(now.getTime() - WINDOW_MS))
    .execute();
  return row.id;
}

/** Takes back one recorded attempt that turned out not to be a wrong password. */
export async function forgetFailure(db: Db, id: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

/**
 * After a success from an address, its failures at that email no longer count. Other
 * addresses' failures stay: the owner logging in must not reset an attacker's count.
 */
export async function clearFailures(db: Db, email: string, address: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).where('address', '=', address).execute();
}

/**
 * Whether this attempt (already recorded as pending) must be refused, and if so in how many
 * minutes to try again; null lets the password be checked.
 */
export async function lockedFor(db: Db, email: string, address: string, now: Date): Promise<number | null> {
  const pair = { email, address };
  const pairFailures = await count(db, pair, now);
  if (pairFailures > LOGIN_MAX_FAILURES) return minutesUntilClear(db, pair, now);
  if ((await count(db, { address }, now)) > MAX_FAILURES_PER_ADDRESS) return minutesUntilClear(db, { address }, now);
  // Only the pending attempt: this address has not failed here, so it may always try.
  if (pairFailures > 1 && (await count(db, { email }, now)) > MAX_FAILURES_PER_EMAIL) return minutesUntilClear(db, pair, now);
  return null;
}
