import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import type { Db } from '../../db/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { listSchema } from '../../lib/listing.js';
import { messageSchema, pathParams, responses } from '../../lib/schemas.js';
import { moveToTrash } from '../../lib/trash.js';
import { t } from '../../i18n/index.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import { cleanEmail, cleanName, cleanPhone, createInvited, creatorLanguage, kickMailAfterResponse, withFreeEmail } from './personFields.js';
import * as repo from './repository.js';
import { savedStudentSchema, studentDtoSchema, studentInputSchema, studentListQuerySchema, type StudentBody } from './schemas.js';
import { importStudentsRoute } from './importRoute.js';
import { assertWithinLimit } from '../../lib/tariffLimits.js';
import { typed } from '../../lib/typedRoutes.js';
import { accountFacts, withInvitations } from '../../lib/personAccounts.js';
import { registerAccountRoutes } from './accountRoutes.js';
import { registerStudentOverview } from './overviewRoutes.js';
import { registerPutAndPatch } from '../../lib/putAndPatch.js';

const tags = ['students'];
const admin = { roles: ADMIN_ONLY };

/** Checks and normalises a create or save body; the group must be a live group of this school. */
async function fieldsOf(db: Db, schoolId: number, body: StudentBody): Promise<repo.StudentFields> {
  const fields = {
    name: cleanName(body.name, 'name'),
    lastname: cleanName(body.lastname, 'lastname'),
    email: cleanEmail(body.email),
    phoneNumber: cleanPhone(body.phoneNumber),
    studyFormat: body.studyFormat,
    groupId: body.groupId || null,
  };
  if (fields.groupId !== null && !(await repo.groupIsLive(db, schoolId, fields.groupId)))
    throw badRequest('students.groupNotFound', 'groupId');
  return fields;
}

/**
 * A live student of the school, as GET by id shows it, or 404; also what a create or update
 * answers with its message (only a concurrent trash between the save and this read loses it).
 */
async function studentOr404(db: Db, schoolId: number, id: number) {
  const student = await repo.findStudent(db, schoolId, id);
  if (!student) throw notFound();
  return student;
}

/** SPEC §7 Students: list, create (with an invitation), read, update, trash, block, import; the student's page and a new invitation. */
export async function studentsRoutes(app: FastifyInstance, deps: AppDeps) {
  registerStudentList(app, deps);
  registerStudentEditing(app, deps);
  registerAccountRoutes(app, deps, {
    base: '/api/students',
    role: 'STUDENT',
    tags,
    noun: 'student',
    blocked: 'students.blocked',
    unblocked: 'students.unblocked',
  });
  registerStudentOverview(app, deps);
  await importStudentsRoute(app, deps);
}

/** The list of students and creating one (with an invitation). */
function registerStudentList(app: FastifyInstance, deps: AppDeps) {
  const routes = typed(app);
  const { db } = deps;
  routes.get(
    '/api/students',
    {
      config: admin,
      schema: {
        tags,
        summary: "The school's students, a page at a time",
        description:
          'Ordered by last name, first name and id unless `sort` names a column (ties by id in the same direction, empty values last). ' +
          'Students in the trash are left out.',
        querystring: studentListQuerySchema,
        response: responses({ 200: listSchema(studentDtoSchema) }),
      },
    },
    async (request) => {
      const now = deps.now();
      const page = await repo.listStudents(db, currentUser(request).schoolId, request.query, now);
      return { ...page, objects: await withInvitations(db, page.objects, (s) => s.studentId, now) };
    },
  );

  routes.post(
    '/api/students',
    {
      config: admin,
      onResponse: kickMailAfterResponse(deps),
      schema: {
        tags,
        summary: 'Add a student and email them an invitation to set a password',
        description: 'Answers the message and the saved student, as GET /api/students/{id} shows it.',
        body: studentInputSchema,
        response: responses({ 200: savedStudentSchema }),
      },
    },
    async (request) => {
      const { schoolId } = currentUser(request);
      const fields = await fieldsOf(db, schoolId, request.body);
      const [id] = await withFreeEmail(db, fields.email, 'students.emailTaken', schoolId, undefined, () =>
        createInvited(deps, creatorLanguage(request), schoolId, async (trx) => {
          await assertWithinLimit(trx, schoolId, 'students', 1, request.lang);
          return repo.insertStudents(trx, schoolId, [fields]);
        }),
      );
      return { message: t(request.lang, 'students.created', { email: fields.email }), ...(await studentOr404(db, schoolId, id)) };
    },
  );
}

/** One student: reading, saving and moving them to the trash. */
function registerStudentEditing(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/students/:id',
    { config: admin, schema: { tags, summary: 'One student', params: pathParams('id'), response: responses({ 200: studentDtoSchema }) } },
    async (request) => {
      const { schoolId } = currentUser(request);
      const student = await studentOr404(db, schoolId, request.params.id);
      return { ...student, ...(await accountFacts(db, schoolId, student.studentId, 'STUDENT', now())) };
    },
  );

  registerPutAndPatch<StudentBody>(app, '/api/students/:id', {
    config: admin,
    schema: {
      tags,
      summary: "Change a student's details",
      description: 'Answers the message and the saved student, as GET /api/students/{id} shows it.',
      params: pathParams('id'),
      body: studentInputSchema,
      response: responses({ 200: savedStudentSchema }),
    },
    current: async (request, id) => {
      const { name, lastname, email, phoneNumber, studyFormat, groupId } = await studentOr404(db, currentUser(request).schoolId, id);
      return { name, lastname, email, phoneNumber, studyFormat, groupId };
    },
    save: async (request, id, body) => {
      const { schoolId } = currentUser(request);
      await studentOr404(db, schoolId, id);
      const fields = await fieldsOf(db, schoolId, body);
      await withFreeEmail(db, fields.email, 'students.emailTaken', schoolId, id, async () => {
        if (!(await repo.updateStudent(db, schoolId, id, fields))) throw notFound();
      });
      return { message: t(request.lang, 'students.updated'), ...(await studentOr404(db, schoolId, id)) };
    },
  });

  routes.delete(
    '/api/students/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Move a student to the trash',
        description: 'The student is logged out at once and can be restored from the trash for 7 days.',
        params: pathParams('id'),
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const student = await studentOr404(db, user.schoolId, request.params.id);
      await moveToTrash(db, {
        schoolId: user.schoolId,
        type: 'STUDENT',
        entityId: student.studentId,
        name: student.fullName,
        deletedBy: user.id,
        now: now(),
      });
      return { message: t(request.lang, 'students.deleted') };
    },
  );
}
