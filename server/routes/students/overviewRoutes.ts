import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { notFound } from '../../lib/errors.js';
import { pathParams, responses } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import { studentOverviewSchema } from './accountSchemas.js';
import { studentOverview } from './overviewRepository.js';

/** GET /api/students/{id}/overview: what the student's page shows beside their record. */
export function registerStudentOverview(app: FastifyInstance, { db, now }: AppDeps) {
  typed(app).get(
    '/api/students/:id/overview',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        tags: ['students'],
        summary: "A student's page: group, courses with their rating totals, exam marks, last login, invitation",
        params: pathParams('id'),
        response: responses({ 200: studentOverviewSchema }),
      },
    },
    async (request) => {
      const overview = await studentOverview(db, currentUser(request).schoolId, request.params.id, now());
      if (!overview) throw notFound();
      return overview;
    },
  );
}
