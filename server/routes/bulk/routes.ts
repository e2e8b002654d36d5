import type { FastifyInstance } from 'fastify';
import { BULK_ACTIONS, BULK_MAX_IDS, type BulkResource } from '../../../src/api/bulk.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { removeStoredFiles } from '../../lib/learningFiles.js';
import { badRequest } from '../../lib/errors.js';
import { ID_MAX, idSchema, responses } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import { allOrNothing } from './service.js';
import { bulkStep, type BulkContext } from './steps.js';

const bulkResultSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, changed: { type: 'integer', description: 'How many rows changed: all of `ids`' } },
  required: ['message', 'changed'],
} as const;

function bulkBodySchema(resource: BulkResource) {
  return {
    type: 'object',
    properties: {
      ids: { type: 'array', items: idSchema, minItems: 1, maxItems: BULK_MAX_IDS, uniqueItems: true },
      action: { type: 'string', enum: [...BULK_ACTIONS[resource]] },
      ...(resource === 'students'
        ? {
            groupId: {
              type: ['integer', 'null'],
              minimum: 0,
              maximum: ID_MAX,
              description: '`move`: a group of this school; null or 0 for none',
            },
          }
        : {}),
    },
    required: ['ids', 'action'],
    additionalProperties: false,
  } as const;
}

const SUMMARIES: Record<BulkResource, string> = {
  students: 'Block, unblock, move to a group or trash many students at once',
  instructors: 'Move many instructors to the trash at once',
  groups: 'Move many groups to the trash at once',
  courses: 'Move many courses to the trash at once',
  announcements: 'Delete many announcements for good at once',
  trash: 'Restore or destroy many trash items at once',
};

/**
 * POST /api/{resource}/bulk on every admin list: each row gets what its single-row route does,
 * all in one transaction. Another school's id answers 404 and changes nothing; a row refused
 * for any other reason answers 400 naming every such row, and nothing changes either.
 */
export async function bulkRoutes(app: FastifyInstance, { db, now, storage }: AppDeps) {
  const routes = typed(app);
  for (const resource of Object.keys(BULK_ACTIONS) as BulkResource[]) {
    routes.post(
      `/api/${resource}/bulk`,
      {
        config: { roles: ADMIN_ONLY },
        schema: {
          tags: [resource],
          summary: SUMMARIES[resource],
          description: 'All or nothing: any refused row leaves every row as it was.',
          body: bulkBodySchema(resource),
          response: responses({ 200: bulkResultSchema }),
        },
      },
      async (request) => {
        const body = request.body as { ids: number[]; action: string; groupId?: number | null };
        // A forgotten group must not take everyone selected out of theirs: 'none' is said with null or 0.
        if (body.action === 'move' && body.groupId === undefined)
          throw badRequest('validation.fieldRequired', 'groupId', { field: 'groupId' });
        const context: BulkContext = {
          user: currentUser(request),
          lang: request.lang,
          now: now(),
          groupId: body.groupId || null,
          freedFiles: [],
        };
        const step = await bulkStep(db, resource, body.action, context, body.ids);
        const changed = await allOrNothing(db, request.lang, body.ids, step);
        await removeStoredFiles(storage, context.freedFiles);
        // The audit trail of who changed what in bulk: the request log carries the user and request id.
        request.log.info({ bulk: { resource, action: body.action, ids: body.ids, groupId: context.groupId, changed } }, 'bulk action');
        return { message: t(request.lang, 'bulk.done', { count: changed }), changed };
      },
    );
  }
}
