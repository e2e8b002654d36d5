import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.js';
import { archiveRuleOf, type CourseRefRule } from '../lib/archivedCourseRoutes.js';
import { refuseIfArchived } from '../lib/archivedCourses.js';
import { ID_MAX } from '../lib/schemas.js';

/*
 * Refuses writes to an archived course (409) before the route's handler runs: one check for
 * every route server/lib/archivedCourseRoutes.ts lists, so the routes of lessons, tasks,
 * tests, the bank and ratings stay unaware of archiving. A preHandler, after auth (whose user
 * it reads) and validation (a bad id or body answers its 400 first).
 */

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The id the rule names, when the request carries a valid one; else the route decides. */
function idOf(request: FastifyRequest, rule: CourseRefRule): number | undefined {
  const source = (rule.inBody ? request.body : request.params) as Record<string, unknown> | undefined;
  const value = source?.[rule.field];
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= ID_MAX ? id : undefined;
}

export const archivedCoursesPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.addHook('preHandler', async (request) => {
    if (!MUTATING.has(request.method) || !request.user) return;
    const rule = archiveRuleOf(request.method, request.routeOptions.url);
    const id = rule && idOf(request, rule);
    if (rule && id !== undefined) await refuseIfArchived(opts.db, request.user, rule.kind, id);
  });
});
