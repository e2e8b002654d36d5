import type { FastifyInstance } from 'fastify';
import type { InstructorInput, ListQuery } from '../../../src/api/types.js';
import type { AppDeps } from '../../app.js';
import { AppError, notFound } from '../../lib/errors.js';
import { idParams, listSchema, pageQueryProperties, sortQueryProperties } from '../../lib/listing.js';
import { messageSchema, responses } from '../../lib/schemas.js';
import { moveToTrash } from '../../lib/trash.js';
import { t } from '../../i18n/index.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import { assertEmailFree, cleanEmail, cleanName, cleanPhone, createInvited, kickMailAfterResponse, emailSchema, isUniqueViolation, nameSchema, phoneSchema } from '../students/personFields.js';
import { savedSchema } from '../groups/shared.js';
import * as repo from './repository.js';

const tags = ['instructors'];
const admin = { roles: ADMIN_ONLY };

const instructorDtoSchema = {
  type: 'object',
  properties: {
    teacherId: { type: 'integer' },
    name: { type: 'string' },
    lastName: { type: 'string' },
    fullName: { type: 'string' },
    email: { type: 'string' },
    phoneNumber: { type: 'string' },
    specialization: { type: 'string' },
    courses: {
      type: 'array',
      description: 'The courses they teach that are not in the trash.',
      items: { type: 'object', properties: { id: { type: 'integer' }, courseName: { type: 'string' } }, required: ['id', 'courseName'] },
    },
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['teacherId', 'name', 'lastName', 'fullName', 'email', 'phoneNumber', 'specialization', 'courses', 'createdAt'],
} as const;

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

function fieldsOf(body: InstructorInput): repo.InstructorFields {
  return {
    name: cleanName(body.name, 'name'),
    lastName: cleanName(body.lastName, 'lastName'),
    email: cleanEmail(body.email),
    phoneNumber: cleanPhone(body.phoneNumber),
    specialization: (body.specialization ?? '').trim(),
  };
}

const emailTaken = (email: string) => new AppError(409, 'instructors.emailTaken', { email }, { field: 'email' });

/** SPEC §7 Instructors: list, create (with an invitation), read, update, trash. */
export async function instructorsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, now } = deps;

  /** The instructor just saved, as GET by id shows it: what a create or update answers with its message. */
  async function savedInstructor(schoolId: number, id: number) {
    const instructor = await repo.findInstructor(db, schoolId, id);
    // Only a concurrent trash between the save and this read could lose it.
    if (!instructor) throw notFound();
    return instructor;
  }

  app.get<{ Querystring: ListQuery }>(
    '/api/instructors',
    {
      config: admin,
      schema: {
        tags,
        summary: "The school's instructors with their courses, a page at a time",
        description: 'Search is contained in the name, last name, email or phone. Ordered by last name, first name and id.',
        querystring: { type: 'object', properties: { ...pageQueryProperties, ...sortQueryProperties(repo.INSTRUCTOR_SORTS) } },
        response: responses({ 200: listSchema(instructorDtoSchema) }),
      },
    },
    async (request) => repo.listInstructors(db, currentUser(request).schoolId, request.query),
  );

  app.post<{ Body: InstructorInput }>(
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
      await assertEmailFree(db, fields.email, 'instructors.emailTaken');
      let id: number;
      try {
        [id] = await createInvited(deps, schoolId, async (trx) => [await repo.insertInstructor(trx, schoolId, fields)]);
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken(fields.email);
        throw err;
      }
      return { message: t(request.lang, 'instructors.created', { email: fields.email }), ...(await savedInstructor(schoolId, id)) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/instructors/:id',
    { config: admin, schema: { tags, summary: 'One instructor with their courses', params: idParams, response: responses({ 200: instructorDtoSchema }) } },
    async (request) => {
      const instructor = await repo.findInstructor(db, currentUser(request).schoolId, request.params.id);
      if (!instructor) throw notFound();
      return instructor;
    },
  );

  app.put<{ Params: { id: number }; Body: InstructorInput }>(
    '/api/instructors/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "Change an instructor's details",
        description: 'Answers the message and the saved instructor, as GET /api/instructors/{id} shows it.',
        params: idParams,
        body: instructorInputSchema,
        response: responses({ 200: savedInstructorSchema }),
      },
    },
    async (request) => {
      const { schoolId } = currentUser(request);
      const { id } = request.params;
      if (!(await repo.findInstructor(db, schoolId, id))) throw notFound();
      const fields = fieldsOf(request.body);
      await assertEmailFree(db, fields.email, 'instructors.emailTaken', id);
      try {
        if (!(await repo.updateInstructor(db, schoolId, id, fields))) throw notFound();
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken(fields.email);
        throw err;
      }
      return { message: t(request.lang, 'instructors.updated'), ...(await savedInstructor(schoolId, id)) };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/instructors/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Move an instructor to the trash',
        description: 'They are logged out at once and vanish from course lists; a restore brings their courses back.',
        params: idParams,
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const instructor = await repo.findInstructor(db, user.schoolId, request.params.id);
      if (!instructor) throw notFound();
      await moveToTrash(db, { schoolId: user.schoolId, type: 'INSTRUCTOR', entityId: instructor.teacherId, name: instructor.fullName, deletedBy: user.id, now: now() });
      return { message: t(request.lang, 'instructors.deleted') };
    },
  );
}
