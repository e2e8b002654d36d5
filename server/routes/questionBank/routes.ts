import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { listSchema } from '../../lib/listing.js';
import { messageSchema, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { bankCategoryRoutes } from './categoryRoutes.js';
import { bankBase, bankCourseOf, bankRoute } from './bankRoute.js';
import * as categories from './categoryRepository.js';
import { questionFromInput } from './questionInput.js';
import * as repo from './repository.js';
import { questionInputSchema, questionListQuery, questionSchema } from './schemas.js';
import { bankTransferRoutes } from './transferRoutes.js';

/*
 * A course's question bank (/api/courses/{courseId}/question-bank/…), for the course's
 * instructors only: its questions here, the categories in categoryRoutes.ts, import and export
 * in transferRoutes.ts.
 */

export async function questionBankRoutes(app: FastifyInstance, deps: AppDeps) {
  await bankCategoryRoutes(app, deps);
  await bankQuestionRoutes(app, deps);
  await bankTransferRoutes(app, deps);
}

async function bankQuestionRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = typed(app);
  const { db, now } = deps;
  const courseOf = bankCourseOf(deps);

  routes.get(
    `${bankBase}/questions`,
    bankRoute('The questions of the bank; categoryId with its subcategories unless includeSubcategories=false', {
      params: pathParams('courseId'),
      querystring: questionListQuery,
      response: responses({ 200: listSchema(questionSchema) }),
    }),
    async (request) => {
      const course = await courseOf(request);
      const tree = await categories.loadTree(db, course);
      if (request.query.categoryId !== undefined) categories.categoryIn(tree, request.query.categoryId);
      return repo.listQuestions(db, course.id, tree, request.query);
    },
  );

  routes.get(
    `${bankBase}/questions/:questionId`,
    bankRoute('One question with its answers and credits', {
      params: pathParams('courseId', 'questionId'),
      response: responses({ 200: questionSchema }),
    }),
    async (request) => {
      const course = await courseOf(request);
      return repo.getQuestion(db, course.id, await categories.loadTree(db, course), request.params.questionId);
    },
  );

  routes.post(
    `${bankBase}/questions`,
    bankRoute('Add a question to a category of the bank', {
      params: pathParams('courseId'),
      body: questionInputSchema,
      response: responses({ 200: savedSchema(questionSchema) }),
    }),
    async (request) => {
      const course = await courseOf(request);
      const tree = await categories.loadTree(db, course);
      categories.categoryIn(tree, request.body.categoryId);
      const question = questionFromInput(request.body);
      const [id] = await repo.insertQuestions(db, { schoolId: course.schoolId, courseId: course.id }, [
        { categoryId: request.body.categoryId, question },
      ]);
      return { message: t(request.lang, 'questionBank.questionCreated'), ...(await repo.getQuestion(db, course.id, tree, id)) };
    },
  );

  routes.put(
    `${bankBase}/questions/:questionId`,
    bankRoute('Change a question (its kind and category too)', {
      params: pathParams('courseId', 'questionId'),
      body: questionInputSchema,
      response: responses({ 200: savedSchema(questionSchema) }),
    }),
    async (request) => {
      const course = await courseOf(request);
      const tree = await categories.loadTree(db, course);
      categories.categoryIn(tree, request.body.categoryId);
      const question = questionFromInput(request.body);
      await repo.updateQuestion(db, course.id, request.params.questionId, request.body.categoryId, question, now());
      return {
        message: t(request.lang, 'questionBank.questionSaved'),
        ...(await repo.getQuestion(db, course.id, tree, request.params.questionId)),
      };
    },
  );

  routes.delete(
    `${bankBase}/questions/:questionId`,
    bankRoute('Delete a question from the bank', {
      params: pathParams('courseId', 'questionId'),
      response: responses({ 200: messageSchema }),
    }),
    async (request) => {
      const course = await courseOf(request);
      await repo.deleteQuestion(db, course.id, request.params.questionId);
      return { message: t(request.lang, 'questionBank.questionDeleted') };
    },
  );
}
