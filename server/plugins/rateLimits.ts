import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/errors.js';
import { connectRateLimitRedis } from '../lib/rateLimitRedis.js';

/*
 * Per-address limits on the calls anyone on the internet can make without an account, so a
 * script can neither fill the database with schools nor probe every domain, spray passwords
 * across many emails, or flood mailboxes with reset links. The address is the client's as
 * Fastify sees it (TRUST_PROXY decides which proxies may name it). With REDIS_URL the counters
 * live in Redis, so every limit holds across all processes; without it, in this process's
 * memory, and with several processes each counts its own share.
 *
 * Routes opt in with `config: { rateLimit: RATE_LIMITS.x }`; the login also keeps its own
 * durable lockout of failed passwords (routes/auth/lockout.ts). Turned off with RATE_LIMITS=0 (the test helper does,
 * but for tests/server/rateLimit.test.ts).
 */

const MINUTE = 60_000;

export const RATE_LIMITS = {
  /** New schools from one address. */
  signUp: { max: 5, timeWindow: 60 * MINUTE },
  /** The wizard checks the domain as it is typed (debounced). */
  domainCheck: { max: 120, timeWindow: MINUTE },
  /** Logins from one address, whatever the email. */
  authenticate: { max: 60, timeWindow: MINUTE },
  /** Reset links asked from one address. */
  forgotPassword: { max: 10, timeWindow: 15 * MINUTE },
  /** Setting a new password with a link's token. */
  updatePassword: { max: 20, timeWindow: 15 * MINUTE },
  /** The reset page checking its link when it opens (again on each reload). */
  checkResetToken: { max: 30, timeWindow: 15 * MINUTE },
  /** OpenID Connect round trips. */
  oidc: { max: 30, timeWindow: MINUTE },
} as const;

export const rateLimitsPlugin = fp(async (app: FastifyInstance, opts: { redisUrl?: string; redisKeyPrefix: string }) => {
  const shared = opts.redisUrl ? await connectRateLimitRedis(opts.redisUrl, app.log) : undefined;
  if (shared) app.addHook('onClose', shared.close);
  await app.register(rateLimit, {
    global: false,
    ...(shared && {
      redis: shared.redis,
      nameSpace: `${opts.redisKeyPrefix}rate-limit:`,
      // Redis down or slow must not take logins and sign-ups down with it: the request goes
      // through uncounted (the lockout in the database still stops password guessing), and
      // connectRateLimitRedis logs that the limits are off until Redis is back.
      skipOnError: true,
    }),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'errors.tooManyRequests', { minutes: Math.max(1, Math.ceil(context.ttl / MINUTE)) }),
  });
});
