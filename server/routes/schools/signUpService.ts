import { randomBytes } from 'node:crypto';
import type { Language, Role } from '../../../src/api/constants.js';
import type { Db } from '../../db/index.js';
import { hashToken } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage.js';
import { insertSession } from '../auth/repository.js';
import { insertFile } from '../files/repository.js';
import { isUniqueViolation } from '../students/personFields.js';
import type { DecodedImage } from './fields.js';
import { insertAdmin, insertSchool, liveUser, setSchoolImages, spendConfirmToken } from './signUpRepository.js';
import { queueAttemptNotice, queueConfirmation } from './signUpMail.js';

/* Signing a school up and confirming its admin: each one transaction. */

export interface CheckedSignUp {
  domain: string;
  name: string;
  description: string;
  timezone: string;
  tariffId: number;
  themeColor: string;
  logo?: DecodedImage;
  favicon?: DecodedImage;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Which unique index a violation hit: PostgreSQL names the constraint, and the detail names the column. */
function violated(error: unknown, column: 'domain' | 'email'): boolean {
  const e = error as { constraint?: string; detail?: string } | null;
  return Boolean(e?.constraint?.includes(column) || e?.detail?.includes(`(${column})`));
}

interface SignUpContext {
  db: Db;
  storage: FileStorage;
  publicUrl: string;
  lang: Language;
  at: Date;
}

/**
 * Creates the school, its admin, its images and the admin's confirmation mail, all or nothing.
 * An email already in use creates nothing and queues a notice to its owner instead, so the
 * caller answers the same either way; a domain taken meanwhile is a 409.
 */
export async function signUpSchool(ctx: SignUpContext, input: CheckedSignUp, passwordHash: string): Promise<void> {
  const { db, storage, at } = ctx;
  const stored: string[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      const schoolId = await insertSchool(trx, {
        name: input.name,
        domain: input.domain,
        description: input.description,
        timezone: input.timezone,
        language: ctx.lang,
        theme_color: input.themeColor,
        tariff_id: input.tariffId,
        terms_accepted_at: at,
      });
      // The unique index on email decides here: an address already in use fails this
      // insert, and the school above goes with the rollback.
      const adminId = await insertAdmin(trx, {
        school_id: schoolId,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        password_hash: passwordHash,
        language: ctx.lang,
      });
      const fileIds: { logo_file_id?: number; favicon_file_id?: number } = {};
      for (const [field, image] of [
        ['logo', input.logo],
        ['favicon', input.favicon],
      ] as const) {
        if (!image) continue;
        const key = `${randomBytes(18).toString('base64url')}.${image.ext}`;
        stored.push(key);
        await storage.put(key, image.data);
        fileIds[`${field}_file_id`] = await insertFile(trx, {
          school_id: schoolId,
          uploaded_by: adminId,
          storage_key: key,
          original_name: `${field}.${image.ext}`,
          mime: image.mime,
          size: image.data.length,
          created_at: at,
        });
      }
      if (fileIds.logo_file_id || fileIds.favicon_file_id) await setSchoolImages(trx, schoolId, fileIds);
      // The link is part of the same transaction: a school whose admin cannot confirm it
      // is not created.
      await queueConfirmation(trx, ctx.publicUrl, ctx.lang, at, {
        id: adminId,
        email: input.email,
        firstName: input.firstName,
        school: input.name,
      });
    });
  } catch (err) {
    // Nothing of the school remains: its rows rolled back, and its images' bytes go too.
    await Promise.all(stored.map((key) => storage.remove(key).catch(() => {})));
    if (isUniqueViolation(err) && violated(err, 'email')) {
      // The same work as a free address (the hash, the inserts rolled back, a queued mail)
      // and the same answer: only the address's owner learns of the attempt.
      await queueAttemptNotice(db, ctx.publicUrl, ctx.lang, input.email);
      return;
    }
    if (isUniqueViolation(err) && violated(err, 'domain'))
      throw new AppError(409, 'schools.domain.taken', { domain: input.domain }, { field: 'domain' });
    throw err;
  }
}

/**
 * Spends an emailed confirmation token and opens the admin's session; undefined when the token
 * is unknown, expired or used. Both commit together: a link that fails to log in stays usable.
 */
export async function confirmSignUp(db: Db, token: string, at: Date): Promise<{ token: string; authority: Role } | undefined> {
  return db.transaction().execute(async (trx) => {
    const userId = await spendConfirmToken(trx, hashToken(token), at);
    if (userId === undefined) return undefined;
    const user = await liveUser(trx, userId);
    if (!user) return undefined;
    return { token: await insertSession(trx, user.id, at), authority: user.role };
  });
}
