import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LessonInput } from '../../../src/api/learning.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { courseOfInstructor, courseOfReader, lessonOfInstructor, lessonOfReader } from '../../lib/courseAccess.js';
import { listSchema, pageQuery } from '../../lib/listing.js';
import { messageSchema, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { moveToTrash } from '../../lib/trash.js';
import { currentUser } from '../../plugins/auth.js';
import { dateTimeOf, requiredText } from './input.js';
import { linkRoutes } from './links.js';
import { presentationRoutes } from './presentations.js';
import * as repo from './repository.js';
import { READERS, WRITERS, dragSchema, lessonBody, lessonDetailSchema, lessonSchema } from './schemas.js';
import { videoRoutes } from './videos.js';
import { typed } from '../../lib/typedRoutes.js';

const tags = ['lessons'];

function lessonFields(body: LessonInput): repo.LessonFields {
  return { name: requiredText(body.lessonName, 'lessonName'), showDate: dateTimeOf(body.showDate, 'showDate') };
}

/** What a caller may see of lessons: students only the shown ones, as of now. */
function viewOf(request: FastifyRequest, now: () => Date): repo.LessonView {
  return { now: now(), shownOnly: currentUser(request).role === 'STUDENT' };
}

/**
 * SPEC §7 Lessons: GET and POST /courses/{courseId}/lessons; GET, PUT, DELETE (to the trash)
 * /courses/{courseId}/lessons/{lessonId}; PUT …/drag/{position}. Then the lessons' videos,
 * links and presentations. Instructors reach the courses they are assigned to (else 404);
 * students read the lessons of their group's courses once shown (see server/lib/courseAccess.ts).
 */
export async function lessonRoutes(app: FastifyInstance, deps: AppDeps) {
  registerCourseLessons(app, deps);
  registerLessonEditing(app, deps);
  registerReordering(app, deps);
  await videoRoutes(app, deps);
  await linkRoutes(app, deps);
  await presentationRoutes(app, deps);
}

/** A course's lessons: the list and creating one. */
function registerCourseLessons(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/courses/:courseId/lessons',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: "A course's lessons in order; search looks in the names",
        description: 'Students see only the lessons whose showDate has come; a student blocked on the course gets 403.',
        params: pathParams('courseId'),
        querystring: pageQuery,
        response: responses({ 200: listSchema(lessonSchema) }),
      },
    },
    async (request) => {
      const course = await courseOfReader(db, currentUser(request), request.params.courseId);
      return repo.listLessons(db, course.id, request.query, viewOf(request, now));
    },
  );

  routes.post(
    '/api/courses/:courseId/lessons',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Add a lesson at the end of the course',
        description: 'showDate is ISO 8601 with an offset or Z; it is stored and answered in UTC.',
        params: pathParams('courseId'),
        body: lessonBody,
        response: responses({ 200: savedSchema(lessonSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const course = await courseOfInstructor(db, user, request.params.courseId);
      const id = await repo.createLesson(db, user.schoolId, course.id, lessonFields(request.body), now());
      return { message: t(request.lang, 'lessons.created'), ...(await repo.getLesson(db, course.id, id, viewOf(request, now))) };
    },
  );
}

/** One lesson: reading, saving and moving it to the trash. */
function registerLessonEditing(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/courses/:courseId/lessons/:lessonId',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: 'One lesson with its videos, links and presentations, and the list of all lessons',
        params: pathParams('courseId', 'lessonId'),
        response: responses({ 200: lessonDetailSchema }),
      },
    },
    async (request) => {
      const { courseId, lessonId } = request.params;
      const lesson = await lessonOfReader(db, currentUser(request), lessonId, now(), { courseId });
      return repo.lessonDetail(db, lesson.courseId, lesson.id, viewOf(request, now));
    },
  );

  routes.put(
    '/api/courses/:courseId/lessons/:lessonId',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: "Save a lesson's name and showDate",
        params: pathParams('courseId', 'lessonId'),
        body: lessonBody,
        response: responses({ 200: savedSchema(lessonSchema) }),
      },
    },
    async (request) => {
      const { courseId, lessonId } = request.params;
      const lesson = await lessonOfInstructor(db, currentUser(request), lessonId, { courseId });
      await repo.updateLesson(db, lesson.courseId, lesson.id, lessonFields(request.body), now());
      return {
        message: t(request.lang, 'lessons.updated'),
        ...(await repo.getLesson(db, lesson.courseId, lesson.id, viewOf(request, now))),
      };
    },
  );

  routes.delete(
    '/api/courses/:courseId/lessons/:lessonId',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Move a lesson to the trash',
        description: 'The lessons after it move up one place. An admin can restore it from the trash within 7 days: it comes back last.',
        params: pathParams('courseId', 'lessonId'),
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { courseId, lessonId } = request.params;
      const lesson = await lessonOfInstructor(db, user, lessonId, { courseId });
      await moveToTrash(db, {
        schoolId: user.schoolId,
        type: 'LESSON',
        entityId: lesson.id,
        name: lesson.name,
        deletedBy: user.id,
        now: now(),
      });
      return { message: t(request.lang, 'lessons.trashed') };
    },
  );
}

/** Moving a lesson to another place in its course. */
function registerReordering(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.put(
    '/api/courses/:courseId/lessons/:lessonId/drag/:position',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Move a lesson to a new place: position is the new index plus one',
        description: 'The lessons in between shift by one place; a position past the end means the last place. Concurrent moves queue up.',
        params: pathParams('courseId', 'lessonId', 'position'),
        response: responses({ 200: dragSchema }),
      },
    },
    async (request) => {
      const { courseId, lessonId, position } = request.params;
      const lesson = await lessonOfInstructor(db, currentUser(request), lessonId, { courseId });
      const moved = await repo.dragLesson(db, lesson.courseId, lesson.id, position, now());
      return { message: t(request.lang, 'lessons.moved', { position: moved.position }), ...moved };
    },
  );
}
