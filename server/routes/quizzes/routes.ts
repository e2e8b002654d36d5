import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../src/api/constants.js';
import type { QuizInput } from '../../../src/api/quizAuthoring.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { lessonOfReader, lessonOfInstructor } from '../../lib/courseAccess.js';
import { badRequest } from '../../lib/errors.js';
import { messageSchema, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { quizOfInstructor } from './access.js';
import * as repo from './repository.js';
import * as results from './results.js';
import { resultsSchema } from './attemptSchemas.js';
import { answerSchema, attemptQuery } from './answerSchemas.js';
import { quizGradingRoutes } from './gradingRoutes.js';
import { activationBody, activationQuery, quizBody, quizListSchema, quizSchema } from './schemas.js';
import { quizPublishingRoutes } from './publishingRoutes.js';
import { quizAccommodationRoutes } from './accommodationRoutes.js';
import { studentQuizRoutes } from './studentRoutes.js';
import { studentQuizList } from './studentQuizzes.js';
import { typed } from '../../lib/typedRoutes.js';

const tags = ['tests'];
const INSTRUCTORS: readonly Role[] = ['INSTRUCTOR'];
const READERS: readonly Role[] = ['INSTRUCTOR', 'STUDENT'];
const config = { roles: INSTRUCTORS };

/**
 * SPEC §7 Tests, the instructor's side: authoring, activation, results and one student's
 * answers; plus PUT …/answers/{studentId}/other (not in the SPEC) to score an 'Other' text.
 * Another instructor's course, or another school's, answers 404; admins and students get 403.
 */
export async function quizRoutes(app: FastifyInstance, deps: AppDeps) {
  registerLessonQuizzes(app, deps);
  registerQuizEditing(app, deps);
  registerActivation(app, deps);
  registerResults(app, deps);
  await quizPublishingRoutes(app, deps);
  await quizAccommodationRoutes(app, deps);
  await quizGradingRoutes(app, deps);
  await studentQuizRoutes(app, deps);
}

/** A lesson's tests: the list and creating one. */
function registerLessonQuizzes(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/lessons/:lessonId/tests',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: "The lesson's tests, oldest first",
        description:
          "An instructor's rows carry answersCount; a student's (lesson shown, course not blocked) carry their attempt's state. No questions here.",
        params: pathParams('lessonId'),
        response: responses({ 200: quizListSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const lesson = await lessonOfReader(db, user, request.params.lessonId, now());
      const objects =
        user.role === 'STUDENT' ? await studentQuizList(db, user.id, lesson.id, now()) : await repo.listQuizzes(db, lesson.id);
      return { objects, count: objects.length };
    },
  );

  routes.post(
    '/api/lessons/tests/:lessonId',
    {
      config,
      schema: {
        tags,
        summary: 'Create a test in a lesson',
        description:
          'Every question needs a text, points > 0 and at least 2 options with text; at least one option is correct, exactly one for ONE_FROM_LIST. ' +
          "FROM_BANK names a question of the course's bank (points 0 only for a description, which must be 0); RANDOM draws drawCount " +
          'questions (descriptions aside) from a category of the bank, with its subcategories when asked, each worth points; the category must hold ' +
          'at least drawCount of them. shuffleQuestions and shuffleOptions default to false, reviewOptions to the score at once and everything after the close. ' +
          'timeToTakeTheTest is HH:MM:SS, from 00:01:00 to 99:59:00.',
        params: pathParams('lessonId'),
        body: quizBody,
        response: responses({ 200: savedSchema(quizSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const lesson = await lessonOfInstructor(db, user, request.params.lessonId);
      const id = await repo.createQuiz(
        db,
        { schoolId: user.schoolId, courseId: lesson.courseId, lessonId: lesson.id },
        request.body as QuizInput,
        now(),
      );
      const test = await quizOfInstructor(db, user, id);
      return { message: t(request.lang, 'quizzes.created'), ...(await repo.getQuiz(db, test)) };
    },
  );
}

/** One test: reading, saving and deleting it. */
function registerQuizEditing(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/lessons/tests/:testId',
    {
      config,
      schema: {
        tags,
        summary: 'One test with its questions and correct marks (also the preview)',
        params: pathParams('testId'),
        response: responses({ 200: quizSchema }),
      },
    },
    async (request) => repo.getQuiz(db, await quizOfInstructor(db, currentUser(request), request.params.testId)),
  );

  routes.put(
    '/api/lessons/tests/:testId',
    {
      config,
      schema: {
        tags,
        summary: 'Save a test; also how its time is changed',
        description:
          'Without attempts the questions are replaced as sent. Once a student has started, questions, options, points, types, ' +
          "'Other' and correct marks are fixed (send them back with their ids; a change answers 409); the name, message, time, " +
          'pass mark, the window and the texts of questions and options may change; bank slots are fixed too. A new time or window applies to attempts started ' +
          'afterwards: running ones keep their deadline. A slot sent with its questionId keeps it. shuffleQuestions, shuffleOptions and ' +
          'reviewOptions may change at any time; left out, they stay as they are.',
        params: pathParams('testId'),
        body: quizBody,
        response: responses({ 200: savedSchema(quizSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const test = await quizOfInstructor(db, user, request.params.testId);
      await repo.updateQuiz(db, test, request.body as QuizInput, now());
      return { message: t(request.lang, 'quizzes.updated'), ...(await repo.getQuiz(db, await quizOfInstructor(db, user, test.id))) };
    },
  );

  routes.delete(
    '/api/lessons/tests/:testId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a test with its questions and results',
        params: pathParams('testId'),
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const test = await quizOfInstructor(db, currentUser(request), request.params.testId);
      await repo.deleteQuiz(db, test.id);
      return { message: t(request.lang, 'quizzes.deleted') };
    },
  );
}

/** Opening or closing a test to answers. */
function registerActivation(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.put(
    '/api/lessons/tests/:testId/activation',
    {
      config,
      schema: {
        tags,
        summary: 'Activate or block answers to a test',
        description: 'isActive in the body or the query. Blocking stops new attempts; running ones go on to their deadline.',
        params: pathParams('testId'),
        querystring: activationQuery,
        body: activationBody,
        response: responses({ 200: savedSchema(quizSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const isActive = request.body?.isActive ?? request.query.isActive;
      if (isActive === undefined) throw badRequest('validation.fieldRequired', 'isActive', { field: 'isActive' });
      const test = await quizOfInstructor(db, user, request.params.testId);
      await repo.setActive(db, test.id, isActive, now());
      return {
        message: t(request.lang, isActive ? 'quizzes.activated' : 'quizzes.blocked'),
        ...(await repo.getQuiz(db, await quizOfInstructor(db, user, test.id))),
      };
    },
  );
}

/** The students' results (grading by hand: gradingRoutes.ts). */
function registerResults(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/lessons/tests/:testId/answers',
    {
      config,
      schema: {
        tags,
        summary: "The test's results: every student of the course, those who have not taken it flagged and listed last",
        params: pathParams('testId'),
        response: responses({ 200: resultsSchema }),
      },
    },
    async (request) => results.listResults(db, await quizOfInstructor(db, currentUser(request), request.params.testId), now()),
  );

  routes.get(
    '/api/lessons/tests/:testId/answers/:studentId',
    {
      config,
      schema: {
        tags,
        summary: "One student's answers with the correct ones",
        params: pathParams('testId', 'studentId'),
        querystring: attemptQuery,
        response: responses({ 200: answerSchema }),
      },
    },
    async (request) => {
      const test = await quizOfInstructor(db, currentUser(request), request.params.testId);
      return results.instructorAnswerView(db, test, request.params.studentId, now(), request.query.attemptNo);
    },
  );
}
