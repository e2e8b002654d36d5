import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { AppDeps } from '../../appDeps.js';
import type { Db } from '../../db/index.js';
import { t } from '../../i18n/index.js';
import { badRequest } from '../../lib/errors.js';
import { dateSchema, listSchema, pageQueryProperties, sortQueryProperties } from '../../lib/listing.js';
import { checkDate, idSchema, messageSchema, objectOf, pathParams, requiredText, responses, savedSchema } from '../../lib/schemas.js';
import { ADMIN_ONLY, ALL_ROLES, currentUser } from '../../plugins/auth.js';
import * as repo from './repository.js';
import { publishAnnouncement, saveAnnouncement, setAnnouncementActive } from './service.js';
import { typed } from '../../lib/typedRoutes.js';
import { registerPutAndPatch } from '../../lib/putAndPatch.js';

const announcementProperties = {
  id: { type: 'integer' },
  text: { type: 'string' },
  groupId: { type: ['integer', 'null'], description: 'null: for every group' },
  groupName: { type: ['string', 'null'] },
  isActive: { type: 'boolean' },
  creator: {
    type: ['object', 'null'],
    properties: { id: { type: 'integer' }, fullName: { type: 'string' } },
    required: ['id', 'fullName'],
  },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
} as const;
const announcementSchema = objectOf(announcementProperties);

const announcementBody = {
  type: 'object',
  properties: {
    text: { type: 'string', minLength: 1, maxLength: 5000 },
    groupId: { anyOf: [idSchema, { type: 'null' }], description: 'null, 0 or left out: every group' },
  },
  required: ['text'],
  additionalProperties: false,
} as const;

export const listQuery = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    ...sortQueryProperties(repo.ANNOUNCEMENT_SORTS),
    from: { ...dateSchema, description: 'yyyy-MM-dd, inclusive, on the creation date in the school timezone' },
    to: { ...dateSchema, description: 'yyyy-MM-dd, inclusive' },
    groupId: idSchema,
  },
  additionalProperties: false,
} as const;

/** The list's date and group filters (the list and its export): 400 or 404 naming the field. */
export async function checkListFilters(db: Db, schoolId: number, { from, to, groupId }: { from?: string; to?: string; groupId?: number }) {
  checkDate(from, 'from');
  checkDate(to, 'to');
  if (from && to && from > to) throw badRequest('announcements.fromAfterTo', 'from');
  if (groupId !== undefined) await repo.assertGroup(db, schoolId, groupId);
}

const tags = ['announcements'];
const admins = { roles: ADMIN_ONLY };

/**
 * SPEC §7 Announcements. Admins manage them; instructors and students read the active ones
 * meant for everybody or for their own groups.
 */
export async function announcementRoutes(app: FastifyInstance, deps: AppDeps) {
  registerReading(app, deps);
  registerAuthoring(app, deps);
  registerActivation(app, deps);
}

/** What every role may read: the list and one announcement. */
function registerReading(app: FastifyInstance, { db }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/announcements',
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags,
        summary: 'Announcements, newest first, filtered by creation dates, group and text',
        description: 'Admins see all of the school; instructors and students the active ones for all groups or their own.',
        querystring: listQuery,
        response: responses({ 200: listSchema(announcementSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      await checkListFilters(db, user.schoolId, request.query);
      return repo.listAnnouncements(db, user, request.query);
    },
  );

  routes.get(
    '/api/announcements/:id',
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags,
        summary: 'One announcement the caller may read',
        params: pathParams('id'),
        response: responses({ 200: announcementSchema }),
      },
    },
    async (request) => repo.getAnnouncement(db, currentUser(request), request.params.id),
  );
}

/** The admin's publishing, editing and deleting. */
function registerAuthoring(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.post(
    '/api/announcements',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Publish an announcement',
        body: announcementBody,
        response: responses({ 200: savedSchema(announcementSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const text = requiredText(request.body.text, 'text');
      const groupId = request.body.groupId ?? null;
      await repo.assertGroup(db, user.schoolId, groupId);
      const id = await publishAnnouncement(db, user, { text, groupId }, now());
      return { message: t(request.lang, 'announcements.created'), ...(await repo.getAnnouncement(db, user, id)) };
    },
  );

  registerPutAndPatch<FromSchema<typeof announcementBody>>(app, '/api/announcements/:id', {
    config: admins,
    schema: {
      tags,
      summary: 'Change the text or target group of an announcement',
      params: pathParams('id'),
      body: announcementBody,
      response: responses({ 200: savedSchema(announcementSchema) }),
    },
    current: async (request, id) => {
      const { text, groupId } = await repo.getAnnouncement(db, currentUser(request), id);
      return { text, groupId };
    },
    save: async (request, id, body) => {
      const user = currentUser(request);
      await repo.getAnnouncement(db, user, id);
      const text = requiredText(body.text, 'text');
      const groupId = body.groupId ?? null;
      await repo.assertGroup(db, user.schoolId, groupId);
      await saveAnnouncement(db, user, id, { text, groupId }, now);
      return { message: t(request.lang, 'announcements.updated'), ...(await repo.getAnnouncement(db, user, id)) };
    },
  });

  routes.delete(
    '/api/announcements/:id',
    {
      config: admins,
      schema: { tags, summary: 'Delete an announcement for good', params: pathParams('id'), response: responses({ 200: messageSchema }) },
    },
    async (request) => {
      await repo.deleteAnnouncement(db, currentUser(request), request.params.id);
      return { message: t(request.lang, 'announcements.deleted') };
    },
  );
}

/** Showing or hiding without changing the text. */
function registerActivation(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.put(
    '/api/announcements/:id/activation',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Show (active=true) or hide (active=false) an announcement',
        params: pathParams('id'),
        querystring: { type: 'object', properties: { active: { type: 'boolean' } }, required: ['active'] },
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const { active } = request.query;
      const user = currentUser(request);
      await setAnnouncementActive(db, user, request.params.id, active, now);
      return { message: t(request.lang, active ? 'announcements.shown' : 'announcements.hidden') };
    },
  );
}
