import { EMAIL_MAX_LENGTH, type Language } from '../../../src/api/constants.js';
import { checkEmail, normalizeEmail } from '../../../src/api/rules.js';
import type { AppDeps } from '../../appDeps.js';
import type { Db } from '../../db/index.js';
import { queueInvitations } from '../../lib/invite.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { FastifyRequest } from 'fastify';
import { chosenLanguage, type MessageKey } from '../../i18n/index.js';

/*
 * Fields shared by students and instructors: names, email and phone, their JSON schemas,
 * and the checks JSON schema cannot express (blank after trimming, the SPEC's email rule).
 */

export const NAME_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 50;

export const nameSchema = { type: 'string', minLength: 1, maxLength: NAME_MAX_LENGTH } as const;
export const emailSchema = { type: 'string', maxLength: EMAIL_MAX_LENGTH, description: 'Stored trimmed and lower-cased.' } as const;
export const phoneSchema = { type: ['string', 'null'], maxLength: PHONE_MAX_LENGTH } as const;

/** A trimmed name; blank is "required", naming the field. */
export function cleanName(value: string, field: string): string {
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text) throw badRequest('validation.fieldRequired', field, { field });
  return text;
}

/** A trimmed phone, or null when empty. */
export function cleanPhone(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text || null;
}

/** The email as stored (normalised), after the SPEC's checks with the SPEC's messages. */
export function cleanEmail(value: string): string {
  const rule = checkEmail(value);
  if (rule) throw badRequest(`validation.${rule}`, 'email');
  return normalizeEmail(value);
}

/**
 * Who holds an email, in any school and in the trash too (login is by email alone, so an
 * address names one account): nobody, someone of `schoolId` (whom its admin can see anyway),
 * or an account of another school (that must not be revealed).
 */
export async function emailHolder(
  db: Db,
  email: string,
  schoolId: number,
  exceptUserId?: number,
): Promise<'free' | 'ownSchool' | 'otherSchool'> {
  let query = db.selectFrom('users').select('school_id').where('email', '=', email);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  const holder = await query.executeTakeFirst();
  if (!holder) return 'free';
  return holder.school_id === schoolId ? 'ownSchool' : 'otherSchool';
}

/**
 * The 409 for an email that is not free: within the school it says an account has it
 * (message `key`); for another school's account it only says the address cannot be used,
 * so an admin cannot learn which addresses have accounts in which school.
 */
function emailRefusal(holder: 'ownSchool' | 'otherSchool', key: MessageKey, email: string): AppError {
  return new AppError(409, holder === 'ownSchool' ? key : 'accounts.emailUnavailable', { email }, { field: 'email' });
}

/** Whether an error is PostgreSQL's unique violation (a concurrent insert of the same email). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/**
 * Runs a save of a person of `schoolId` whose email must stay one account's: 409 (see
 * emailRefusal) when another account has it, found before the save or by the unique index
 * during it (a concurrent save of the same email). The other account is never touched.
 */
export async function withFreeEmail<T>(
  db: Db,
  email: string,
  key: MessageKey,
  schoolId: number,
  exceptUserId: number | undefined,
  save: () => Promise<T>,
): Promise<T> {
  const before = await emailHolder(db, email, schoolId, exceptUserId);
  if (before !== 'free') throw emailRefusal(before, key, email);
  try {
    return await save();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const after = await emailHolder(db, email, schoolId, exceptUserId);
    throw emailRefusal(after === 'ownSchool' ? 'ownSchool' : 'otherSchool', key, email);
  }
}

/**
 * Creates people and queues their invitations in ONE transaction: an invitation goes out if
 * and only if its account was committed. Returns the new ids. Delivery starts once the
 * answer is sent (`kickMailAfterResponse`), so a big import never waits for its emails.
 */
export async function createInvited(
  deps: AppDeps,
  language: Language | null,
  schoolId: number,
  insert: (trx: Db) => Promise<number[]>,
): Promise<number[]> {
  return deps.db.transaction().execute(async (trx) => {
    const created = await insert(trx);
    await queueInvitations(trx, deps.config.publicUrl, deps.now(), schoolId, created, language);
    return created;
  });
}

/** The language of the admin creating accounts (the one their screen sends), or null for the school's: see queueInvitations. */
export function creatorLanguage(request: FastifyRequest): Language | null {
  return chosenLanguage(request.headers['accept-language']);
}

/** A route's onResponse hook that starts mail delivery after the answer has gone out. */
export function kickMailAfterResponse(deps: Pick<AppDeps, 'mailQueue'>) {
  return async () => {
    void deps.mailQueue.kick();
  };
}
