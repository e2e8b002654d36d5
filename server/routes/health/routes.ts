import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../appDeps.js';
import { responses } from '../../lib/schemas.js';

/** For load balancers: answers 200 only when the database answers too. */
export async function healthRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(
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
      await sql`select 1`.execute(db);
      return { status: 'ok', database: 'ok' };
    },
  );
}
