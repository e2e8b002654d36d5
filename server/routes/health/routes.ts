import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { responses } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { pingDatabase } from './repository.js';

/** For load balancers: answers 200 only when the database answers too. */
export async function healthRoutes(app: FastifyInstance, { db }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/health',
    {
      config: { roles: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: responses({ 200: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } } }),
      },
    },
    async () => {
      await pingDatabase(db);
      return { status: 'ok', database: 'ok' };
    },
  );
}
