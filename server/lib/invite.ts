import { INVITE_TOKEN_TTL_DAYS, normalizeLanguage } from '../../src/api/constants.js';
import type { AppDeps } from '../app.js';
import { t } from '../i18n/index.js';
import { createResetToken } from '../routes/auth/repository.js';

/**
 * Emails a new student or instructor a link to set their own password (the reset-token
 * mechanism, valid 7 days), in the school's language. No password ever travels in clear.
 * Sending is not awaited by callers' transactions: pass users that are already committed.
 */
export async function sendInvitations(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now'>,
  schoolId: number,
  userIds: number[],
): Promise<void> {
  if (!userIds.length) return;
  const school = await deps.db.selectFrom('schools').select(['name', 'language']).where('id', '=', schoolId).executeTakeFirstOrThrow();
  const lang = normalizeLanguage(school.language);
  const users = await deps.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'role'])
    .where('school_id', '=', schoolId)
    .where('id', 'in', userIds)
    .execute();
  for (const user of users) {
    const token = await createResetToken(deps.db, user.id, deps.now(), 'invite', INVITE_TOKEN_TTL_DAYS * 24 * 60);
    const params = {
      name: user.first_name,
      school: school.name,
      role: t(lang, user.role === 'INSTRUCTOR' ? 'mail.roleInstructor' : 'mail.roleStudent'),
      link: `${deps.config.publicUrl}/reset-password/${token}`,
      days: INVITE_TOKEN_TTL_DAYS,
    };
    await deps.mailer.send({ to: user.email, subject: t(lang, 'mail.inviteSubject', params), text: t(lang, 'mail.inviteText', params) });
  }
}
