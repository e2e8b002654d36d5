import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import type { MessageKey } from '../../i18n/index.js';
import { t } from '../../i18n/index.js';
import { notFound } from '../../lib/errors.js';
import { resendInvitation, setPersonBlocked, type PersonRole } from '../../lib/personAccounts.js';
import { messageSchema, pathParams, responses } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import { kickMailAfterResponse } from './personFields.js';

/** Which people a set of account routes serves. */
export interface AccountRoutesOf {
  /** '/api/students' or '/api/instructors'. */
  base: string;
  role: PersonRole;
  tags: string[];
  blocked: MessageKey;
  unblocked: MessageKey;
  /** The noun of the summaries: 'student' or 'instructor'. */
  noun: string;
}

/**
 * PUT {base}/{id}/block and /unblock, and POST {base}/{id}/invitation: the same for students
 * and instructors (admins only; another school's or a trashed person is 404).
 */
export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps, of: AccountRoutesOf) {
  const routes = typed(app);
  const { db, now } = deps;
  const config = { roles: ADMIN_ONLY };
  for (const action of ['block', 'unblock'] as const) {
    routes.put(
      `${of.base}/:id/${action}`,
      {
        config,
        schema: {
          tags: of.tags,
          summary: action === 'block' ? `Block a ${of.noun}: they cannot log in and their sessions end at once` : `Unblock a ${of.noun}`,
          params: pathParams('id'),
          response: responses({ 200: messageSchema }),
        },
      },
      async (request) => {
        const ok = await setPersonBlocked(db, currentUser(request).schoolId, request.params.id, of.role, action === 'block', now());
        if (!ok) throw notFound();
        return { message: t(request.lang, action === 'block' ? of.blocked : of.unblocked) };
      },
    );
  }

  routes.post(
    `${of.base}/:id/invitation`,
    {
      config,
      onResponse: kickMailAfterResponse(deps),
      schema: {
        tags: of.tags,
        summary: `Send a ${of.noun} a new invitation to set a password`,
        description:
          'Earlier links stop working; the new one is valid 7 days and goes in their language. 409 once they have set a password; 429 within a minute of the last invitation.',
        params: pathParams('id'),
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const person = { schoolId: currentUser(request).schoolId, id: request.params.id, role: of.role };
      const email = await resendInvitation(db, deps.config.publicUrl, now(), person);
      if (email === undefined) throw notFound();
      return { message: t(request.lang, 'people.invitationSent', { email }) };
    },
  );
}
