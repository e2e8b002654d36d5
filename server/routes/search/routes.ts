import type { FastifyInstance } from 'fastify';
import { SEARCH_KINDS, SEARCH_MIN_LENGTH, SEARCH_PER_KIND } from '../../../src/api/profile.js';
import type { AppDeps } from '../../appDeps.js';
import { badRequest } from '../../lib/errors.js';
import { objectOf, responses } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import { searchSchool } from './repository.js';

const hitSchema = objectOf({
  id: { type: 'integer' },
  label: { type: 'string' },
  kind: { type: 'string', enum: [...SEARCH_KINDS] },
});

/** The admins' search over the whole school, from the app bar. */
export async function searchRoutes(app: FastifyInstance, { db }: AppDeps) {
  typed(app).get(
    '/api/search',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        tags: ['search'],
        summary: `Students, instructors, groups and courses whose names contain q (up to ${SEARCH_PER_KIND} of each)`,
        description: `In any case and with ё as е; people also by email and phone. q needs ${SEARCH_MIN_LENGTH} characters or more.`,
        querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 100 } }, required: ['q'] },
        response: responses({ 200: objectOf({ objects: { type: 'array', items: hitSchema } }) }),
      },
    },
    async (request) => {
      const text = request.query.q.trim();
      if ([...text].length < SEARCH_MIN_LENGTH) throw badRequest('search.tooShort', 'q', { min: SEARCH_MIN_LENGTH });
      return { objects: await searchSchool(db, currentUser(request).schoolId, text) };
    },
  );
}
