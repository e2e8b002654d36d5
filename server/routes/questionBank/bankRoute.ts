import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { courseOfInstructor } from '../../lib/courseAccess.js';
import { currentUser } from '../../plugins/auth.js';

/* What every route of a course's question bank shares: its role, tags, base path and access rule. */

export const bankConfig = { roles: ['INSTRUCTOR'] } as const;
export const bankTags = ['question bank'];
export const bankBase = '/api/courses/:courseId/question-bank';

/** The course of the path, for an instructor who teaches it (404 otherwise, 403 for other roles). */
export function bankCourseOf(deps: AppDeps) {
  return (request: FastifyRequest & { params: { courseId: number } }) =>
    courseOfInstructor(deps.db, currentUser(request), request.params.courseId);
}

/** A route's options: the bank's role and tags, its summary, and its own schemas (params, body, response…). */
export function bankRoute<const S extends object>(summary: string, schema: S) {
  return { config: bankConfig, schema: { tags: bankTags, summary, ...schema } };
}
