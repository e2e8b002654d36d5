import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { notFound } from '../../lib/errors.js';
import { pathParams, responses } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import { instructorOverviewSchema } from '../students/accountSchemas.js';
import { instructorOverview } from './overviewRepository.js';

/** GET /api/instructors/{id}/overview: what the instructor's page shows beside their record. */
export function registerInstructorOverview(app: FastifyInstance, { db, now }: AppDeps) {
  typed(app).get(
    '/api/instructors/:id/overview',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        tags: ['instructors'],
        summary: "An instructor's page: courses and their groups, last login, invitation, blocked",
        params: pathParams('id'),
        response: responses({ 200: instructorOverviewSchema }),
      },
    },
    async (request) => {
      const overview = await instructorOverview(db, currentUser(request).schoolId, request.params.id, now());
      if (!overview) throw notFound();
      return overview;
    },
  );
}
