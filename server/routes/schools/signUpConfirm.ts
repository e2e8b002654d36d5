import type { FastifyInstance } from 'fastify';
import { INVITE_TOKEN_TTL_DAYS, ROLES, type Language } from '../../../src/api/constants.js';
import type { AppDeps } from '../../appDeps.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { hashToken, newToken } from '../../lib/crypto.js';
import { enqueueMail } from '../../lib/mailQueue.js';
import { responses } from '../../lib/schemas.js';
import { t } from '../../i18n/index.js';
import { RATE_LIMITS } from '../../plugins/rateLimits.js';
import { insertSession } from '../auth/repository.js';

/**
 * A new school's admin proves the sign-up email before logging in (issue 12): the sign-up
 * answers the same whether or not the address already has an account, and only the mailbox's
 * owner learns which it was, from the mail this module queues.
 */

/** Queues the confirmation link of a new admin, inside the sign-up's transaction. */
export async function queueConfirmation(
  trx: Db,
  publicUrl: string,
  lang: Language,
  now: Date,
  admin: { id: number; email: string; firstName: string; school: string },
): Promise<void> {
  const token = newToken();
  await trx
    .insertInto('password_reset_tokens')
    .values({
      user_id: admin.id,
      token_hash: hashToken(token),
      purpose: 'confirm',
      expires_at: new Date(now.getTime() + INVITE_TOKEN_TTL_DAYS * 86_400_000),
      created_at: now,
    })
    .execute();
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

/** POST /api/schools/sign-up/confirm: spends the emailed token and logs the new admin in. */
export async function signUpConfirmRoute(app: FastifyInstance, { db, now }: AppDeps) {
  app.post<{ Body: { token: string } }>(
    '/api/schools/sign-up/confirm',
    {
      config: { roles: 'public', rateLimit: RATE_LIMITS.updatePassword },
      schema: {
        tags: ['schools'],
        summary: "Confirm a new school's admin with the emailed link, and log the admin in",
        description:
          'Answers like POST /api/auth/authenticate. Each link works once: an unknown, expired or used one answers 400 naming `token`.',
        security: [],
        body: { type: 'object', properties: { token: { type: 'string', maxLength: 200 } }, required: ['token'] },
        response: responses({
          200: {
            type: 'object',
            properties: { token: { type: 'string' }, authority: { type: 'string', enum: [...ROLES] } },
            required: ['token', 'authority'],
          },
        }),
      },
    },
    async (request) => {
      const at = now();
      // Spending the token and opening the session commit together: a link that fails to log
      // in stays usable.
      const session = await db.transaction().execute(async (trx) => {
        const spent = await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: at })
          .where('token_hash', '=', hashToken(request.body.token))
          .where('purpose', '=', 'confirm')
          .where('used_at', 'is', null)
          .where('expires_at', '>', at)
          .returning('user_id')
          .executeTakeFirst();
        if (!spent) return undefined;
        const user = await trx
          .selectFrom('users')
          .select(['id', 'role'])
          .where('id', '=', spent.user_id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!user) return undefined;
        return { token: await insertSession(trx, user.id, at), authority: user.role };
      });
      if (!session) throw badRequest('schools.confirmInvalid', 'token');
      return session;
    },
  );
}

/** Whether an account still waits for its sign-up confirmation: such an account cannot log in. */
export async function awaitsConfirmation(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'confirm')
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}
