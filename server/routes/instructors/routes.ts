import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { AppDeps } from '../../appDeps.js';
import type { Db } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { listSchema, pageQueryProperties, sortQueryProperties } from '../../lib/listing.js';
import { messageSchema, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { moveToTrash } from '../../lib/trash.js';
import { t } from '../../i18n/index.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import {
  cleanEmail,
  cleanName,
  cleanPhone,
  createInvited,
  creatorLanguage,
  emailSchema,
  kickMailAfterResponse,
  nameSchema,
  phoneSchema,
  withFreeEmail,
} from '../students/personFields.js';
import * as repo from './repository.js';
import { instructorDtoSchema } from './schemas.js';
import { assertWithinLimit } from '../../lib/tariffLimits.js';
import { typed } from '../../lib/typedRoutes.js';
import { accountFacts, withInvitations } from '../../lib/personAccounts.js';
import { registerAccountRoutes } from '../students/accountRoutes.js';
import { invitationFilterSchema } from '../students/accountSchemas.js';
import { registerInstructorOverview } from './overviewRoutes.js';
import { registerPutAndPatch } from '../../lib/putAndPatch.js';

/** The list's query string; its export (server/routes/exports/) takes the same filters and sort. */
export const instructorListQuery = {
  type: 'object',
  properties: { ...pageQueryProperties, invitation: invitationFilterSchema, ...sortQueryProperties(repo.INSTRUCTOR_SORTS) },
} as const;

const tags = ['instructors'];
const admin = { roles: ADMIN_ONLY };

/** What a create or update answers: SavedResponse<InstructorDto>, the message and the saved instructor. */
const savedInstructorSchema = savedSchema(instructorDtoSchema);

const instructorInputSchema = {
  type: 'object',
  description: 'A password is never accepted: the instructor sets one from the invitation email. PUT replaces every field.',
  properties: {
    name: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    phoneNumber: phoneSchema,
    specialization: { type: ['string', 'null'], maxLength: 200 },
  },
  required: ['name', 'lastName', 'email'],
} as const;

function fieldsOf(body: FromSchema<typeof instructorInputSchema>): repo.InstructorFields {
  return {
    name: cleanName(body.name, 'name'),
    lastName: cleanName(body.lastName, 'lastName'),
    email: cleanEmail(body.email),
    phoneNumber: cleanPhone(body.phoneNumber),
    specialization: (body.specialization ?? '').trim(),
  };
}

/**
 * A live instructor of the school, as GET by id shows it, or 404; also what a create or update
 * answers with its message (only a concurrent trash between the save and this read loses it).
 */
async function instructorOr404(db: Db, schoolId: number, id: number) {
  const instructor = await repo.findInstructor(db, schoolId, id);
  if (!instructor) throw notFound();
  return instructor;
}

/** SPEC §7 Instructors: list, create (with an invitation), read, update, trash; block like students, their page, a new invitation. */
export async function instructorsRoutes(app: FastifyInstance, deps: AppDeps) {
  registerInstructorList(app, deps);
  registerInstructorEditing(app, deps);
  registerAccountRoutes(app, deps, {
    base: '/api/instructors',
    role: 'INSTRUCTOR',
    tags,
    noun: 'instructor',
    blocked: 'people.instructorBlocked',
    unblocked: 'people.instructorUnblocked',
  });
  registerInstructorOverview(app, deps);
}

/** The list of instructors and creating one (with an invitation). */
function registerInstructorList(app: FastifyInstance, deps: AppDeps) {
  const routes = typed(app);
  const { db } = deps;
  routes.get(
    '/api/instructors',
    {
      config: admin,
      schema: {
        tags,
        summary: "The school's instructors with their courses, a page at a time",
        description: 'Search is contained in the name, last name, email or phone. Ordered by last name, first name and id.',
        querystring: instructorListQuery,
        response: responses({ 200: listSchema(instructorDtoSchema) }),
      },
    },
    async (request) => {
      const now = deps.now();
      const page = await repo.listInstructors(db, currentUser(request).schoolId, request.query, undefined, now);
      return { ...page, objects: await withInvitations(db, page.objects, (i) => i.teacherId, now) };
    },
  );

  routes.post(
    '/api/instructors',
    {
      config: admin,
      onResponse: kickMailAfterResponse(deps),
      schema: {
        tags,
        summary: 'Add an instructor and email them an invitation to set a password',
        description: 'Answers the message and the saved instructor, as GET /api/instructors/{id} shows it.',
        body: instructorInputSchema,
        response: responses({ 200: savedInstructorSchema }),
      },
    },
    async (request) => {
      const { schoolId } = currentUser(request);
      const fields = fieldsOf(request.body);
      const [id] = await withFreeEmail(db, fields.email, 'instructors.emailTaken', schoolId, undefined, () =>
        createInvited(deps, creatorLanguage(request), schoolId, async (trx) => {
          await assertWithinLimit(trx, schoolId, 'instructors', 1, request.lang);
          return [await repo.insertInstructor(trx, schoolId, fields)];
        }),
      );
      return { message: t(request.lang, 'instructors.created', { email: fields.email }), ...(await instructorOr404(db, schoolId, id)) };
    },
  );
}

/** One instructor: reading, saving and moving them to the trash. */
function registerInstructorEditing(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/instructors/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One instructor with their courses',
        params: pathParams('id'),
        response: responses({ 200: instructorDtoSchema }),
      },
    },
    async (request) => {
      const { schoolId } = currentUser(request);
      const instructor = await instructorOr404(db, schoolId, request.params.id);
      return { ...instructor, ...(await accountFacts(db, schoolId, instructor.teacherId, 'INSTRUCTOR', now())) };
    },
  );

  registerPutAndPatch<FromSchema<typeof instructorInputSchema>>(app, '/api/instructors/:id', {
    config: admin,
    schema: {
      tags,
      summary: "Change an instructor's details",
      description: 'Answers the message and the saved instructor, as GET /api/instructors/{id} shows it.',
      params: pathParams('id'),
      body: instructorInputSchema,
      response: responses({ 200: savedInstructorSchema }),
    },
    current: async (request, id) => {
      const { name, lastName, email, phoneNumber, specialization } = await instructorOr404(db, currentUser(request).schoolId, id);
      return { name, lastName, email, phoneNumber, specialization };
    },
    save: async (request, id, body) => {
      const { schoolId } = currentUser(request);
      await instructorOr404(db, schoolId, id);
      const fields = fieldsOf(body);
      await withFreeEmail(db, fields.email, 'instructors.emailTaken', schoolId, id, async () => {
        if (!(await repo.updateInstructor(db, schoolId, id, fields))) throw notFound();
      });
      return { message: t(request.lang, 'instructors.updated'), ...(await instructorOr404(db, schoolId, id)) };
    },
  });

  routes.delete(
    '/api/instructors/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Move an instructor to the trash',
        description: 'They are logged out at once and vanish from course lists; a restore brings their courses back.',
        params: pathParams('id'),
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const instructor = await instructorOr404(db, user.schoolId, request.params.id);
      await moveToTrash(db, {
        schoolId: user.schoolId,
        type: 'INSTRUCTOR',
        entityId: instructor.teacherId,
        name: instructor.fullName,
        deletedBy: user.id,
        now: now(),
      });
      return { message: t(request.lang, 'instructors.deleted') };
    },
  );
}
