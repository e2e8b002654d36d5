import type { FastifyInstance } from 'fastify';
import { COPY_OFFSET_MAX_DAYS } from '../../../src/api/courseCopy.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { notFound } from '../../lib/errors.js';
import { pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import { copyCourse } from './copyService.js';
import { getCourse, setArchived } from './repository.js';
import { courseSchema } from './schemas.js';

const tags = ['courses'];
// Only admins create courses (POST /api/courses), so only they copy one: a copy is a new course.
// Archiving ends a term, which is the admin's to decide too; instructors see the result.
const config = { roles: ADMIN_ONLY };

const copyBody = {
  type: 'object',
  properties: {
    courseName: { type: 'string', minLength: 1, maxLength: 100, description: "The copy's name; the rules of a new course's name" },
    dateOffsetDays: {
      type: 'integer',
      minimum: -COPY_OFFSET_MAX_DAYS,
      maximum: COPY_OFFSET_MAX_DAYS,
      description: 'Whole days every date of the copy moves by (negative: earlier)',
    },
  },
  required: ['courseName', 'dateOffsetDays'],
  additionalProperties: false,
} as const;

/** A course's copy for a new term, and archiving a finished one. */
export async function courseCopyRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = typed(app);
  const { db, now } = deps;

  routes.post(
    '/api/courses/:courseId/copy',
    {
      config,
      schema: {
        tags,
        summary: 'Copy a course for a new term',
        description:
          "Copies its lessons with their videos, links, presentations, tasks and tests, its question bank, exams, rating distribution and instructors, every date moved by dateOffsetDays (moments keep their time of day in the school's zone). Never students' work, marks or the course's groups. Answers the new course.",
        params: pathParams('courseId'),
        body: copyBody,
        response: responses({ 201: savedSchema(courseSchema) }),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await copyCourse(db, user, request.params.courseId, request.body, now());
      const course = await getCourse(db, user, id);
      reply.code(201);
      return { message: t(request.lang, 'courseCopy.copied', { name: course.courseName }), ...course };
    },
  );

  for (const archived of [true, false]) {
    routes.put(
      `/api/courses/:courseId/${archived ? 'archive' : 'unarchive'}`,
      {
        config,
        schema: {
          tags,
          summary: archived
            ? 'Archive a course: read-only (writes to it answer 409), still in ratings and analytics'
            : 'Bring an archived course back into use',
          params: pathParams('courseId'),
          response: responses({ 200: savedSchema(courseSchema) }),
        },
      },
      async (request) => {
        const user = currentUser(request);
        if (!(await setArchived(db, user.schoolId, request.params.courseId, archived, now()))) throw notFound();
        const message = t(request.lang, archived ? 'courseCopy.archivedNow' : 'courseCopy.unarchived');
        return { message, ...(await getCourse(db, user, request.params.courseId)) };
      },
    );
  }
}
