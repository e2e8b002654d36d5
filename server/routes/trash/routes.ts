import type { FastifyInstance } from 'fastify';
import { TRASH_TYPES } from '../../../src/api/constants.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { listSchema, pageQueryProperties, sortQueryProperties } from '../../lib/listing.js';
import { messageSchema, pathParams, responses } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { destroyTrashItem, restoreFromTrash } from '../../lib/trash.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import * as repo from './repository.js';

const trashProperties = {
  trashId: { type: 'integer' },
  type: { type: 'string', enum: [...TRASH_TYPES] },
  name: { type: 'string' },
  deletedBy: {
    type: ['object', 'null'],
    properties: { id: { type: 'integer' }, fullName: { type: 'string' } },
    required: ['id', 'fullName'],
  },
  deletedAt: { type: 'string', format: 'date-time' },
  expiresAt: { type: 'string', format: 'date-time', description: 'deletedAt + 7 days: then it is destroyed for good' },
  daysLeft: { type: 'integer', minimum: 0 },
} as const;
const trashSchema = { type: 'object', properties: trashProperties, required: Object.keys(trashProperties) } as const;

/** The list's query string; its export (server/routes/exports/) takes the same filters and sort. */
export const trashListQuery = {
  type: 'object',
  properties: { ...pageQueryProperties, ...sortQueryProperties(repo.TRASH_SORTS), type: { type: 'string', enum: [...TRASH_TYPES] } },
  additionalProperties: false,
} as const;

const tags = ['trash'];
const config = { roles: ADMIN_ONLY };

/** SPEC §7 Trash: what was deleted, restoring it with its relations, destroying it for good. */
export async function trashRoutes(app: FastifyInstance, { db, now, storage }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/trash',
    {
      config,
      schema: {
        tags,
        summary: 'What is in the trash, newest first; search looks in the names',
        querystring: trashListQuery,
        response: responses({ 200: listSchema(trashSchema) }),
      },
    },
    async (request) => repo.listTrash(db, currentUser(request).schoolId, request.query, now()),
  );

  routes.put(
    '/api/trash/:id/restore',
    {
      config,
      schema: {
        tags,
        summary: 'Bring an item back with its relations intact',
        description:
          'A group or course whose name was taken meanwhile answers 409 and stays in the trash. A lesson comes back at the end of its course.',
        params: pathParams('id'),
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      await restoreFromTrash(db, currentUser(request).schoolId, request.params.id, request.lang);
      return { message: t(request.lang, 'trash.restored') };
    },
  );

  routes.delete(
    '/api/trash/:id',
    {
      config,
      schema: { tags, summary: 'Destroy an item for good', params: pathParams('id'), response: responses({ 200: messageSchema }) },
    },
    async (request) => {
      await destroyTrashItem(db, currentUser(request).schoolId, request.params.id, storage);
      return { message: t(request.lang, 'trash.destroyed') };
    },
  );
}
