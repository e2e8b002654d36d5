import type { FastifyInstance } from 'fastify';
import { ROLES } from '../../../src/api/constants.js';
import type { AppDeps } from '../../appDeps.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { responses } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { RATE_LIMITS } from '../../plugins/rateLimits.js';
import { hasUnusedConfirmToken } from './signUpRepository.js';
import { confirmSignUp } from './signUpService.js';

/**
 * A new school's admin proves the sign-up email before logging in: the sign-up
 * answers the same whether or not the address already has an account, and only the mailbox's
 * owner learns which it was, from the mail signUpMail.ts queues.
 */

/** POST /api/schools/sign-up/confirm: spends the emailed token and logs the new admin in. */
export async function signUpConfirmRoute(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.post(
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
      const session = await confirmSignUp(db, request.body.token, now());
      if (!session) throw badRequest('schools.confirmInvalid', 'token');
      return session;
    },
  );
}

/** Whether an account still waits for its sign-up confirmation: such an account cannot log in. */
export async function awaitsConfirmation(db: Db, userId: number): Promise<boolean> {
  return hasUnusedConfirmToken(db, userId);
}
