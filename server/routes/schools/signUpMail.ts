import { INVITE_TOKEN_TTL_DAYS, type Language } from '../../../src/api/constants.js';
import type { Db } from '../../db/index.js';
import { hashToken, newToken } from '../../lib/crypto.js';
import { enqueueMail } from '../../lib/mailQueue.js';
import { t } from '../../i18n/index.js';
import { insertConfirmToken } from './signUpRepository.js';

/* The mails a sign-up sends: the new admin's confirmation link, or a notice to an address already in use. */

/** Queues the confirmation link of a new admin, inside the sign-up's transaction. */
export async function queueConfirmation(
  trx: Db,
  publicUrl: string,
  lang: Language,
  now: Date,
  admin: { id: number; email: string; firstName: string; school: string },
): Promise<void> {
  const token = newToken();
  await insertConfirmToken(trx, admin.id, hashToken(token), new Date(now.getTime() + INVITE_TOKEN_TTL_DAYS * 86_400_000), now);
  const params = {
    name: admin.firstName,
    school: admin.school,
    days: INVITE_TOKEN_TTL_DAYS,
    link: `${publicUrl}/sign-up/confirm?token=${token}`,
  };
  await enqueueMail(trx, [
    { to: admin.email, subject: t(lang, 'schools.confirmMail.subject', params), text: t(lang, 'schools.confirmMail.text', params) },
  ]);
}

/** Tells the owner of an address already in use that someone tried to sign up with it. */
export async function queueAttemptNotice(db: Db, publicUrl: string, lang: Language, email: string): Promise<void> {
  const params = { email, login: `${publicUrl}/login` };
  await enqueueMail(db, [
    { to: email, subject: t(lang, 'schools.attemptMail.subject', params), text: t(lang, 'schools.attemptMail.text', params) },
  ]);
}
