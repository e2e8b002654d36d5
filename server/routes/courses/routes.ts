import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { listSchema, pageQueryProperties, sortQueryProperties } from '../../lib/listing.js';
import { messageSchema, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { courseSchema } from './schemas.js';
import { courseCopyRoutes } from './copyRoutes.js';
import { createNamed, liveNameOr404, moveNamedToTrash, namedBodySchema, updateNamed } from '../../lib/namedEntity.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import { courseMemberRoutes } from './memberRoutes.js';
import * as repo from './repository.js';
import { typed } from '../../lib/typedRoutes.js';
import { registerPutAndPatch } from '../../lib/putAndPatch.js';

const courseBody = namedBodySchema('courseName');

export const courseListQuery = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    ...sortQueryProperties(repo.COURSE_SORTS),
    archived: { type: 'boolean', description: 'true: only archived courses; false: only the others; left out: all' },
  },
  additionalProperties: false,
} as const;
const tags = ['courses'];

/** SPEC §7 Courses: CRUD (delete moves to the trash); the course's people in memberRoutes. */
export async function courseRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = typed(app);
  const { db, now } = deps;
  const config = { roles: ADMIN_ONLY };
  // Instructors read the courses assigned to them, students those of their group (SPEC §6).
  const readers = { roles: ['ADMIN', 'INSTRUCTOR', 'STUDENT'] } as const;

  routes.get(
    '/api/courses',
    {
      config: readers,
      schema: {
        tags,
        summary:
          'The courses, by name; search looks in the name and description. An instructor gets the courses assigned to them; a student those of their group, except where blocked',
        querystring: courseListQuery,
        response: responses({ 200: listSchema(courseSchema) }),
      },
    },
    async (request) => repo.listCourses(db, currentUser(request), request.query),
  );

  routes.post(
    '/api/courses',
    { config, schema: { tags, summary: 'Create a course', body: courseBody, response: responses({ 200: savedSchema(courseSchema) }) } },
    async (request) => {
      const { schoolId } = currentUser(request);
      const id = await createNamed(db, repo.COURSE_KIND, schoolId, request.body.courseName, request.body, now());
      return { message: t(request.lang, 'courses.created'), ...(await repo.getCourse(db, currentUser(request), id)) };
    },
  );

  routes.get(
    '/api/courses/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: "One course with its groups and instructors; 404 when it is not the reader's, 403 for a student blocked on it",
        params: pathParams('id'),
        response: responses({ 200: courseSchema }),
      },
    },
    async (request) => repo.getCourse(db, currentUser(request), request.params.id),
  );

  registerPutAndPatch<FromSchema<typeof courseBody>>(app, '/api/courses/:id', {
    config,
    schema: {
      tags,
      summary: 'Save a course; fields left out keep their values',
      params: pathParams('id'),
      body: courseBody,
      response: responses({ 200: savedSchema(courseSchema) }),
    },
    // The other fields already keep their values when left out: only the name is needed.
    current: async (request, id) => ({ courseName: await liveNameOr404(db, 'courses', currentUser(request).schoolId, id) }),
    save: async (request, id, body) => {
      const { schoolId } = currentUser(request);
      await updateNamed(db, repo.COURSE_KIND, schoolId, id, body.courseName, body, now(), deps.storage);
      return { message: t(request.lang, 'courses.updated'), ...(await repo.getCourse(db, currentUser(request), id)) };
    },
  });

  routes.delete(
    '/api/courses/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Move a course to the trash',
        description: 'A restore brings it back with its groups, instructors and blocks.',
        params: pathParams('id'),
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      await moveNamedToTrash(db, repo.COURSE_KIND, currentUser(request), request.params.id, now());
      return { message: t(request.lang, 'courses.trashed') };
    },
  );

  await courseMemberRoutes(app, deps);
  await courseCopyRoutes(app, deps);
}
