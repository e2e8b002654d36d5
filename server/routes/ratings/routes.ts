import type { FastifyInstance, FastifyReply } from 'fastify';
import { distributionSum, type RatingSortField } from '../../../src/api/ratings.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { courseOfInstructor, courseOfStaff, courseOfStudent, instructorCourseIds } from '../../lib/courseAccess.js';
import { AppError } from '../../lib/errors.js';
import { messageSchema, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { currentUser } from '../../plugins/auth.js';
import { createExam, deleteExam, giveMark } from './examService.js';
import { registerGradebook } from './gradebook.js';
import * as repo from './repository.js';
import {
  courseRatingSchema,
  distributionBody,
  distributionSchema,
  examBody,
  examSchema,
  groupRatingSchema,
  markBody,
  ratingQuery,
  studentRatingSchema,
  studentsRatingSchema,
} from './schemas.js';

const tags = ['ratings'];
const INSTRUCTOR = { roles: ['INSTRUCTOR'] } as const;
const STAFF = { roles: ['ADMIN', 'INSTRUCTOR'] } as const;
const STUDENT = { roles: ['STUDENT'] } as const;
const markSaved = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    examId: { type: 'integer' },
    studentId: { type: 'integer' },
    mark: { type: ['integer', 'null'] },
  },
  required: ['message', 'examId', 'studentId', 'mark'],
} as const;

/**
 * Sends an answer already serialised (the big rating table: see json.ts); its schema still
 * documents it. As bytes: given a 1.6 MB string, Fastify measured its UTF-8 length and then
 * Node encoded it again to write it; one encoding here does both.
 */
function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(Buffer.from(json));
}

/**
 * SPEC §7 Ratings and exams. Exams and the distribution are the assigned instructor's to
 * write (admins and students 403; another course 404); the table is read by that instructor
 * and by the school's admins; students read their own row and the names-and-totals table.
 * The counting rules are in src/api/ratings.ts and in the course rating's response schema.
 */
export async function ratingRoutes(app: FastifyInstance, deps: AppDeps) {
  registerExams(app, deps);
  registerDistribution(app, deps);
  registerTables(app, deps);
  registerStudentViews(app, deps);
  registerGradebook(app, deps);
}

/** Exams of a course and their marks. */
function registerExams(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.post(
    '/api/exam/create/:courseId',
    {
      config: INSTRUCTOR,
      schema: {
        tags,
        summary: 'Add an exam (name, date yyyy-MM-dd) to a course',
        params: pathParams('courseId'),
        body: examBody,
        response: responses({ 200: savedSchema(examSchema) }),
      },
    },
    async (request) => {
      const exam = await createExam(db, currentUser(request), request.params.courseId, request.body);
      return { message: t(request.lang, 'ratings.examCreated'), ...exam };
    },
  );

  routes.delete(
    '/api/exam/delete/:examId',
    {
      config: INSTRUCTOR,
      schema: { tags, summary: 'Delete an exam and its marks', params: pathParams('examId'), response: responses({ 200: messageSchema }) },
    },
    async (request) => {
      await deleteExam(db, currentUser(request), request.params.examId);
      return { message: t(request.lang, 'ratings.examDeleted') };
    },
  );

  routes.put(
    '/api/exam/:examId/give/mark/:studentId',
    {
      config: INSTRUCTOR,
      schema: {
        tags,
        summary: 'Give a student of the course a mark 0..100 (null takes it away); 400 naming studentId for anyone not on the course',
        params: pathParams('examId', 'studentId'),
        body: markBody,
        response: responses({ 200: markSaved }),
      },
    },
    async (request) => {
      const { examId, studentId } = request.params;
      const { mark } = request.body;
      await giveMark(db, currentUser(request), examId, studentId, mark, now());
      return { message: t(request.lang, mark === null ? 'ratings.markRemoved' : 'ratings.markGiven'), examId, studentId, mark };
    },
  );
}

/** The weights of tasks, tests and exams in a course's rating. */
function registerDistribution(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/courses/:courseId/rating/distribution',
    {
      config: STAFF,
      schema: {
        tags,
        summary: "The course's rating distribution (40/40/20 until one is saved)",
        params: pathParams('courseId'),
        response: responses({ 200: distributionSchema }),
      },
    },
    async (request) => {
      const course = await courseOfStaff(db, currentUser(request), request.params.courseId);
      return repo.getDistribution(db, course.id);
    },
  );

  routes.post(
    '/api/courses/:courseId/rating/distribution',
    {
      config: INSTRUCTOR,
      schema: {
        tags,
        summary: 'Save the rating distribution: tasks, tests and exams percentages adding up to 100',
        description:
          'SPEC §7 writes this call as "POST /{x}/rating/distribution" without its leading segment; here it is the course: /courses/{courseId}/rating/distribution.',
        params: pathParams('courseId'),
        body: distributionBody,
        response: responses({ 200: savedSchema(distributionSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const course = await courseOfInstructor(db, user, request.params.courseId);
      const sum = distributionSum(request.body);
      if (sum !== 100) throw new AppError(400, 'ratings.distributionSum', { sum }, { field: 'distribution' });
      await repo.saveDistribution(db, course.id, request.body, user.id, now());
      return { message: t(request.lang, 'ratings.distributionSaved'), ...(await repo.getDistribution(db, course.id)) };
    },
  );
}

/** The rating tables instructors and admins read: per student and per group. */
function registerTables(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/courses/:courseId/students/rating',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'The course rating table: lessons with their tasks and tests, exams, and one row per student',
        params: pathParams('courseId'),
        querystring: ratingQuery,
        response: responses({ 200: courseRatingSchema }),
      },
    },
    async (request, reply) => {
      const course = await courseOfStaff(db, currentUser(request), request.params.courseId);
      // The schema's pattern lets through only the sort fields RatingSortField names.
      const query = { ...request.query, sort: request.query.sort as RatingSortField };
      return sendJson(reply, await repo.courseRating(db, course, query, now()));
    },
  );

  routes.get(
    '/api/courses/:courseId/groups/rating',
    {
      config: STAFF,
      schema: {
        tags,
        summary: "Each group's averages on the course",
        params: pathParams('courseId'),
        response: responses({ 200: groupRatingSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const course = await courseOfStaff(db, user, request.params.courseId);
      return repo.groupRating(db, user.schoolId, [course.id], now());
    },
  );

  routes.get(
    '/api/groups/rating',
    {
      config: STAFF,
      schema: {
        tags,
        summary: "Each group's averages per course: an instructor's assigned courses, or every live course of the admin's school",
        response: responses({ 200: groupRatingSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const courses =
        user.role === 'INSTRUCTOR' ? await instructorCourseIds(db, user).execute() : await repo.liveCourseIds(db, user.schoolId);
      return repo.groupRating(
        db,
        user.schoolId,
        courses.map((c) => c.id),
        now(),
      );
    },
  );
}

/** What a student reads of the rating: their own row and the course ranking. */
function registerStudentViews(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/student/rating/:courseId',
    {
      config: STUDENT,
      schema: {
        tags,
        summary: "The student's own rating row on a course, with the lessons shown so far; 403 with a message when blocked on the course",
        params: pathParams('courseId'),
        response: responses({ 200: studentRatingSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const course = await courseOfStudent(db, user, request.params.courseId);
      return repo.studentRating(db, course, user.id, now());
    },
  );

  routes.get(
    '/api/student/all/ratings/:courseId',
    {
      config: STUDENT,
      schema: {
        tags,
        summary: "The course's students by total, best first: names, places and totals only",
        params: pathParams('courseId'),
        response: responses({ 200: studentsRatingSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const course = await courseOfStudent(db, user, request.params.courseId);
      return repo.studentsRating(db, course, user.id, now());
    },
  );
}
