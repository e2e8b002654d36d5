import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { listSchema, pageQuery, pageQueryProperties, sortQueryProperties } from '../../lib/listing.js';
import { messageSchema, objectOf, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { createNamed, liveNameOr404, moveNamedToTrash, namedBodySchema, updateNamed } from '../../lib/namedEntity.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import * as repo from './repository.js';
import { studentSchema } from './students.js';
import { typed } from '../../lib/typedRoutes.js';
import { registerPutAndPatch } from '../../lib/putAndPatch.js';

const groupProperties = {
  id: { type: 'integer' },
  groupName: { type: 'string' },
  description: { type: 'string' },
  dateOfFinish: { type: ['string', 'null'], description: 'yyyy-MM-dd' },
  imageId: { type: 'integer', description: '0: no image' },
  imageLink: { type: ['string', 'null'] },
  isFinished: { type: 'boolean' },
  studentsCount: { type: 'integer', description: 'Students of the group that are not in the trash' },
  createdAt: { type: 'string', format: 'date-time' },
} as const;
const groupSchema = objectOf(groupProperties);

const groupBody = namedBodySchema('groupName');

export const groupListQuery = {
  type: 'object',
  properties: { ...pageQueryProperties, ...sortQueryProperties(repo.GROUP_SORTS) },
  additionalProperties: false,
} as const;
const tags = ['groups'];
const config = { roles: ADMIN_ONLY };

/** SPEC §7 Groups: CRUD (delete moves to the trash), the students of a group, finishing. */
export async function groupRoutes(app: FastifyInstance, deps: AppDeps) {
  registerGroupList(app, deps);
  registerGroupEditing(app, deps);
  registerGroupStudents(app, deps);
  registerFinishing(app, deps);
}

/** The list of groups and creating one. */
function registerGroupList(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/groups',
    {
      config,
      schema: {
        tags,
        summary: 'The groups, by name unless sorted otherwise; search looks in the name and description',
        querystring: groupListQuery,
        response: responses({ 200: listSchema(groupSchema) }),
      },
    },
    async (request) => repo.listGroups(db, currentUser(request).schoolId, request.query),
  );

  routes.post(
    '/api/groups',
    { config, schema: { tags, summary: 'Create a group', body: groupBody, response: responses({ 200: savedSchema(groupSchema) }) } },
    async (request) => {
      const { schoolId } = currentUser(request);
      const id = await createNamed(db, repo.GROUP_KIND, schoolId, request.body.groupName, request.body, now());
      return { message: t(request.lang, 'groups.created'), ...(await repo.getGroup(db, schoolId, id)) };
    },
  );
}

/** One group: reading, saving and moving it to the trash. */
function registerGroupEditing(app: FastifyInstance, deps: AppDeps) {
  const routes = typed(app);
  const { db, now } = deps;
  routes.get(
    '/api/groups/:id',
    { config, schema: { tags, summary: 'One group', params: pathParams('id'), response: responses({ 200: groupSchema }) } },
    async (request) => repo.getGroup(db, currentUser(request).schoolId, request.params.id),
  );

  registerPutAndPatch<FromSchema<typeof groupBody>>(app, '/api/groups/:id', {
    config,
    schema: {
      tags,
      summary: 'Save a group; fields left out keep their values',
      params: pathParams('id'),
      body: groupBody,
      response: responses({ 200: savedSchema(groupSchema) }),
    },
    // The other fields already keep their values when left out: only the name is needed.
    current: async (request, id) => ({ groupName: await liveNameOr404(db, 'groups', currentUser(request).schoolId, id) }),
    save: async (request, id, body) => {
      const { schoolId } = currentUser(request);
      await updateNamed(db, repo.GROUP_KIND, schoolId, id, body.groupName, body, now(), deps.storage);
      return { message: t(request.lang, 'groups.updated'), ...(await repo.getGroup(db, schoolId, id)) };
    },
  });

  routes.delete(
    '/api/groups/:id',
    {
      config,
      schema: { tags, summary: 'Move a group to the trash', params: pathParams('id'), response: responses({ 200: messageSchema }) },
    },
    async (request) => {
      await moveNamedToTrash(db, repo.GROUP_KIND, currentUser(request), request.params.id, now());
      return { message: t(request.lang, 'groups.trashed') };
    },
  );
}

/** The students of a group. */
function registerGroupStudents(app: FastifyInstance, { db }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/groups/:id/students',
    {
      config,
      schema: {
        tags,
        summary: "The group's students, by last name; search looks in names, email and phone",
        params: pathParams('id'),
        querystring: pageQuery,
        response: responses({ 200: listSchema(studentSchema) }),
      },
    },
    async (request) => repo.listGroupStudents(db, currentUser(request).schoolId, request.params.id, request.query),
  );
}

/** Marking a group finished or not. */
function registerFinishing(app: FastifyInstance, { db }: AppDeps) {
  const routes = typed(app);
  routes.put(
    '/api/groups/update/:id',
    {
      config,
      // The SPEC's call sends no body: then it marks the group finished.
      preValidation: async (request) => {
        request.body ??= { isFinished: true };
      },
      schema: {
        tags,
        summary: 'Mark a group finished (the default) or not finished',
        description: 'Finished groups stay in the lists with isFinished true.',
        params: pathParams('id'),
        body: {
          type: 'object',
          properties: { isFinished: { type: 'boolean', default: true } },
          additionalProperties: false,
        },
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const finished = request.body.isFinished !== false;
      await repo.setGroupFinished(db, currentUser(request).schoolId, request.params.id, finished);
      return { message: t(request.lang, finished ? 'groups.finished' : 'groups.reopened') };
    },
  );
}
