import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { listSchema, pageQuery } from '../../lib/listing.js';
import { idSchema, messageSchema, pathParams, responses } from '../../lib/schemas.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import { studentProperties, studentRequired } from '../groups/students.js';
import { listInstructors } from '../instructors/repository.js';
import { instructorDtoSchema } from '../instructors/schemas.js';
import * as members from './members.js';
import { typed } from '../../lib/typedRoutes.js';

const courseStudentSchema = {
  type: 'object',
  properties: { ...studentProperties, isBlockedInCourse: { type: 'boolean' } },
  required: [...studentRequired, 'isBlockedInCourse'],
} as const;

const tags = ['courses'];
// The instructor area reads the people of the instructor's own courses.
const readers = { roles: ['ADMIN', 'INSTRUCTOR'] } as const;
const admins = { roles: ADMIN_ONLY };

/** SPEC §7 Courses: instructors, groups and students of a course, and per-course blocks. */
export async function courseMemberRoutes(app: FastifyInstance, deps: AppDeps) {
  registerInstructors(app, deps);
  registerGroups(app, deps);
  registerMemberLists(app, deps);
  registerBlocking(app, deps);
}

/** Assigning instructors to a course and removing them. */
function registerInstructors(app: FastifyInstance, { db }: AppDeps) {
  const routes = typed(app);
  routes.put(
    '/api/courses/:id/assignee',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Assign instructors to a course (repeat instructorsIds); already assigned ones stay',
        params: pathParams('id'),
        querystring: {
          type: 'object',
          properties: { instructorsIds: { type: 'array', items: idSchema, minItems: 1, maxItems: 100 } },
          required: ['instructorsIds'],
        },
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      await members.assertCourseVisible(db, user, request.params.id);
      await members.assignInstructors(db, user.schoolId, request.params.id, request.query.instructorsIds);
      return { message: t(request.lang, 'courses.instructorsAssigned') };
    },
  );

  routes.put(
    '/api/courses/:courseId/delete/:teacherId',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Remove an instructor from a course',
        params: pathParams('courseId', 'teacherId'),
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { courseId, teacherId } = request.params;
      await members.assertCourseVisible(db, user, courseId);
      await members.removeInstructor(db, user.schoolId, courseId, teacherId);
      return { message: t(request.lang, 'courses.instructorRemoved') };
    },
  );
}

/** Adding groups to a course and removing them. */
function registerGroups(app: FastifyInstance, { db }: AppDeps) {
  const routes = typed(app);
  routes.post(
    '/api/courses/:courseId/groups/:groupId',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Add a group to a course: its students follow the course',
        params: pathParams('courseId', 'groupId'),
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { courseId, groupId } = request.params;
      await members.assertCourseVisible(db, user, courseId);
      await members.addGroup(db, user.schoolId, courseId, groupId);
      return { message: t(request.lang, 'courses.groupAdded') };
    },
  );

  routes.delete(
    '/api/courses/:courseId/groups/:groupId',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Remove a group from a course',
        params: pathParams('courseId', 'groupId'),
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { courseId, groupId } = request.params;
      await members.assertCourseVisible(db, user, courseId);
      await members.removeGroup(db, user.schoolId, courseId, groupId);
      return { message: t(request.lang, 'courses.groupRemoved') };
    },
  );
}

/** The students and the instructors of a course. */
function registerMemberLists(app: FastifyInstance, { db }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/courses/:id/students',
    {
      config: readers,
      schema: {
        tags,
        summary: "The students of the course's groups, by last name, with their block on this course",
        description: 'Instructors may read the courses assigned to them.',
        params: pathParams('id'),
        querystring: pageQuery,
        response: responses({ 200: listSchema(courseStudentSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      await members.assertCourseVisible(db, user, request.params.id);
      return members.listCourseStudents(db, user.schoolId, request.params.id, request.query);
    },
  );

  routes.get(
    '/api/courses/:id/instructors',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The instructors of a course, by last name, each with their courses',
        description: 'Instructors may read the courses assigned to them.',
        params: pathParams('id'),
        querystring: pageQuery,
        response: responses({ 200: listSchema(instructorDtoSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      await members.assertCourseVisible(db, user, request.params.id);
      return listInstructors(db, user.schoolId, request.query, request.params.id);
    },
  );
}

/** Blocking or unblocking one student on one course. */
function registerBlocking(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  for (const action of ['block', 'unblock'] as const) {
    routes.put(
      `/api/courses/:id/students/:studentId/${action}`,
      {
        config: admins,
        schema: {
          tags,
          summary: action === 'block' ? 'Block a student on this course alone' : 'Unblock a student on this course',
          params: pathParams('id', 'studentId'),
          response: responses({ 200: messageSchema }),
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { id, studentId } = request.params;
        await members.assertCourseVisible(db, user, id);
        await members.setStudentBlocked(db, user.schoolId, id, studentId, action === 'block', now());
        return { message: t(request.lang, action === 'block' ? 'courses.studentBlocked' : 'courses.studentUnblocked') };
      },
    );
  }
}
