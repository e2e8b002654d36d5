import { INVITE_TOKEN_TTL_DAYS, normalizeLanguage, type Language } from '../../src/api/constants.js';
import type { Db } from '../db/index.js';
import { t } from '../i18n/index.js';
import { hashToken, newToken } from './crypto.js';
import { enqueueMail } from './mailQueue.js';

/**
 * Invites new students or instructors to set their own password: a single-use link valid
 * 7 days (the reset-token mechanism). A new account speaks the language of the admin who
 * created it (`language`), else the school's: it is saved as theirs, and the invitation and
 * every later email go in it until they choose another. No password ever
 * travels in clear. Tokens and emails are written in a few batch inserts, inside the
 * caller's transaction when `db` is one, and the mail goes out from the durable queue.
 */
export async function queueInvitations(
  db: Db,
  publicUrl: string,
  now: Date,
  schoolId: number,
  userIds: number[],
  language: Language | null,
): Promise<void> {
  if (!userIds.length) return;
  const school = await db.selectFrom('schools').select(['name', 'language']).where('id', '=', schoolId).executeTakeFirstOrThrow();
  const lang = language ?? normalizeLanguage(school.language);
  const users = await db
    .updateTable('users')
    .set({ language: lang })
    .where('school_id', '=', schoolId)
    .where('id', 'in', userIds)
    .returning(['id', 'email', 'first_name', 'role'])
    .execute();
  const expires = new Date(now.getTime() + INVITE_TOKEN_TTL_DAYS * 86_400_000);
  const invites = users.map((user) => ({ user, token: newToken() }));
  for (let i = 0; i < invites.length; i += 1000) {
    await db
      .insertInto('password_reset_tokens')
      .values(
        invites.slice(i, i + 1000).map(({ user, token }) => ({
          user_id: user.id,
          token_hash: hashToken(token),
          purpose: 'invite' as const,
          // From the app's clock, as expires_at: "sent at" on the person pages and the resend pause.
          created_at: now,
          expires_at: expires,
        })),
      )
      .execute();
  }
  await enqueueMail(
    db,
    invites.map(({ user, token }) => {
      const params = {
        name: user.first_name,
        school: school.name,
        role: t(lang, user.role === 'INSTRUCTOR' ? 'mail.roleInstructor' : 'mail.roleStudent'),
        link: `${publicUrl}/reset-password/${token}`,
        days: INVITE_TOKEN_TTL_DAYS,
      };
      return { to: user.email, subject: t(lang, 'mail.inviteSubject', params), text: t(lang, 'mail.inviteText', params) };
    }),
  );
}
