import { checkPassword, normalizeEmail } from '../../src/api/rules.js';
import { hashPassword } from '../lib/crypto.js';
import { replacePassword } from '../lib/sessions.js';
import { createResetToken } from '../routes/auth/repository.js';
import { CliError, type CliContext } from './context.js';

export interface PasswordReset {
  email: string;
  /** The single-use link (valid RESET_TOKEN_TTL_MINUTES) when no password was given. */
  resetLink?: string;
  /** Blocked accounts keep their block: the new password works once they are unblocked. */
  blocked: boolean;
}

/**
 * Gives a user a way back in: a reset link like the one "Forgot password" emails, or the given
 * password set at once. Setting it ends the user's sessions and spends every outstanding link
 * (reset, invitation, sign-up confirmation), as a reset through the app does.
 */
export async function resetPassword(ctx: CliContext, rawEmail: string, password?: string): Promise<PasswordReset> {
  const email = normalizeEmail(rawEmail);
  const { db, now } = ctx;
  const user = await db.selectFrom('users').select(['id', 'blocked', 'deleted_at']).where('email', '=', email).executeTakeFirst();
  if (!user) throw new CliError('cli.resetPassword.noUser', { email });
  if (user.deleted_at) throw new CliError('cli.resetPassword.inTrash', { email });
  if (password === undefined) {
    const token = await createResetToken(db, user.id, now());
    return { email, resetLink: `${ctx.config.publicUrl}/reset-password/${token}`, blocked: user.blocked };
  }
  const problem = checkPassword(password);
  if (problem) throw new CliError('cli.fieldProblem', { field: 'password', problem: { userKey: `validation.${problem}` } });
  const passwordHash = await hashPassword(password);
  const at = now();
  await db.transaction().execute((trx) => replacePassword(trx, user.id, passwordHash, at));
  return { email, blocked: user.blocked };
}
