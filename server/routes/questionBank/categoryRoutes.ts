import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../src/api/constants.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import type { CourseAccess } from '../../lib/courseAccess.js';
import { listSchema } from '../../lib/listing.js';
import { messageSchema, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { bankBase, bankCourseOf, bankRoute } from './bankRoute.js';
import * as categories from './categoryRepository.js';
import { categoryInputSchema, categoryRenameSchema, categorySchema } from './schemas.js';

/* The categories of a course's question bank: list, add, rename, delete when empty. */

export async function bankCategoryRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = typed(app);
  const { db } = deps;
  const courseOf = bankCourseOf(deps);
  const oneCategory = async (course: CourseAccess, tree: categories.CategoryTree, categoryId: number, lang: Language) =>
    (await categories.listCategories(db, course, tree, lang)).find((c) => c.categoryId === categoryId)!;

  routes.get(
    `${bankBase}/categories`,
    bankRoute('The categories of the bank, with paths and question counts', {
      params: pathParams('courseId'),
      response: responses({ 200: listSchema(categorySchema) }),
    }),
    async (request) => {
      const course = await courseOf(request);
      const objects = await categories.listCategories(db, course, await categories.loadTree(db, course), request.lang);
      return { objects, count: objects.length };
    },
  );

  routes.post(
    `${bankBase}/categories`,
    bankRoute('Add a category (at the top, or under parentId)', {
      params: pathParams('courseId'),
      body: categoryInputSchema,
      response: responses({ 200: savedSchema(categorySchema) }),
    }),
    async (request) => {
      const course = await courseOf(request);
      const tree = await categories.loadTree(db, course);
      const parentId = request.body.parentId ?? null;
      categories.checkPlace(tree, request.body.name, parentId);
      const id = await categories.insertCategory(db, course, tree, request.body.name, parentId);
      return { message: t(request.lang, 'questionBank.categoryCreated'), ...(await oneCategory(course, tree, id, request.lang)) };
    },
  );

  routes.put(
    `${bankBase}/categories/:categoryId`,
    bankRoute('Rename a category', {
      params: pathParams('courseId', 'categoryId'),
      body: categoryRenameSchema,
      response: responses({ 200: savedSchema(categorySchema) }),
    }),
    async (request) => {
      const course = await courseOf(request);
      const tree = await categories.loadTree(db, course);
      const { categoryId } = request.params;
      const node = categories.categoryIn(tree, categoryId);
      categories.checkPlace(tree, request.body.name, node.parentId, categoryId);
      await categories.renameCategory(db, tree, course.id, categoryId, request.body.name);
      return { message: t(request.lang, 'questionBank.categorySaved'), ...(await oneCategory(course, tree, categoryId, request.lang)) };
    },
  );

  routes.delete(
    `${bankBase}/categories/:categoryId`,
    bankRoute('Delete an empty category', {
      params: pathParams('courseId', 'categoryId'),
      response: responses({ 200: messageSchema }),
    }),
    async (request) => {
      const course = await courseOf(request);
      const tree = await categories.loadTree(db, course);
      await categories.deleteCategory(db, tree, course.id, request.params.categoryId);
      return { message: t(request.lang, 'questionBank.categoryDeleted') };
    },
  );
}
