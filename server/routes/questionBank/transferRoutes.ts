import type { FastifyInstance } from 'fastify';
import { BANK_IMPORT_MAX_BYTES, type BankImportFormat, type QuestionData } from '../../../src/api/questionBank.js';
import type { AppDeps } from '../../appDeps.js';
import { contentDisposition } from '../../lib/contentDisposition.js';
import { AppError } from '../../lib/errors.js';
import { pathParams, responses } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { megabytes, readUpload, uploadBodySchema, uploadPreValidation } from '../files/readUpload.js';
import { bankBase, bankConfig, bankCourseOf, bankTags } from './bankRoute.js';
import { categoryIn, loadTree } from './categoryRepository.js';
import { writeGift } from './gift/writeGift.js';
import { importQuestions } from './importService.js';
import { writeMoodleXml } from './moodleXml/writeMoodleXml.js';
import { questionsForExport } from './repository.js';
import { exportQuery, importQuery, importResultSchema } from './schemas.js';

/* GIFT and Moodle XML in and out of a course's bank. */

type Exported = QuestionData & { categoryPath: string[] };
const WRITERS: Record<BankImportFormat, { write: (questions: Exported[], courseName: string) => string; extension: string; type: string }> =
  {
    gift: { write: (questions) => writeGift(questions), extension: 'txt', type: 'text/plain; charset=utf-8' },
    moodlexml: { write: writeMoodleXml, extension: 'xml', type: 'application/xml; charset=utf-8' },
  };

/** The file's text: UTF-8 only (Moodle writes nothing else); the byte-order mark is dropped. */
function utf8Text(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new AppError(400, 'questionBank.notText', {}, { field: 'file' });
  }
}

export async function bankTransferRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = typed(app);
  const { db } = deps;
  const courseOf = bankCourseOf(deps);

  routes.post(
    `${bankBase}/import`,
    {
      config: bankConfig,
      preValidation: uploadPreValidation,
      schema: {
        tags: bankTags,
        summary: 'Import questions from a GIFT or Moodle XML file',
        description:
          `Multipart with the file in the field "file" (UTF-8, at most ${megabytes(BANK_IMPORT_MAX_BYTES)} MB). ` +
          'dryRun=true (the default) only reads it: what would be imported, and every problem with its line. ' +
          'dryRun=false imports in one transaction, or nothing when the file has any problem. $CATEGORY lines ' +
          '(GIFT) and category questions (XML) put questions in those categories, created when missing.',
        consumes: ['multipart/form-data'],
        params: pathParams('courseId'),
        querystring: importQuery,
        body: uploadBodySchema,
        response: responses({ 200: importResultSchema }),
      },
    },
    async (request) => {
      const course = await courseOf(request);
      const { data } = await readUpload(request, BANK_IMPORT_MAX_BYTES, {
        tooLarge: 'questionBank.tooLarge',
        noFile: 'questionBank.noFile',
      });
      const { format, dryRun } = request.query;
      return importQuestions(db, course, request.lang, { format, dryRun: dryRun !== false, text: utf8Text(data) });
    },
  );

  routes.get(
    `${bankBase}/export`,
    {
      config: bankConfig,
      schema: {
        tags: bankTags,
        summary: 'The bank, or one category with its subcategories, as a GIFT or Moodle XML file',
        params: pathParams('courseId'),
        querystring: exportQuery,
        response: responses({ 200: { type: 'string', description: 'The file' } }),
      },
    },
    async (request, reply) => {
      const course = await courseOf(request);
      const tree = await loadTree(db, course);
      const { format, categoryId } = request.query;
      if (categoryId !== undefined) categoryIn(tree, categoryId);
      const questions = await questionsForExport(db, course.id, tree, categoryId === undefined ? undefined : tree.subtreeOf(categoryId));
      const writer = WRITERS[format];
      const scope = categoryId === undefined ? course.name : `${course.name} - ${tree.pathOf(categoryId).join(' - ')}`;
      return reply
        .header('Content-Type', writer.type)
        .header('Content-Disposition', contentDisposition('attachment', `${scope}.${writer.extension}`))
        .header('Cache-Control', 'no-store')
        .send(writer.write(questions, course.name));
    },
  );
}
