import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../../src/api/constants.js';
import type { AppDeps } from '../../../appDeps.js';
import { t } from '../../../i18n/index.js';
import { pathParams, responses } from '../../../lib/schemas.js';
import { schoolTimeZone } from '../../../lib/schoolTimeZone.js';
import { exportFormatSchema, sendTables } from '../../../lib/tableExport.js';
import { typed } from '../../../lib/typedRoutes.js';
import { currentUser } from '../../../plugins/auth.js';
import { todayIn } from '../../../../src/api/pastDates.js';
import { quizOfInstructor } from '../access.js';
import { attemptPeople, attemptsTable } from './analysisExport.js';
import { analysisSchema } from './analysisSchemas.js';
import { analyseQuiz, quizAnalysis } from './analysisService.js';

const tags = ['tests'];
// As the results: the course's instructors; admins and students get 403, another course or school 404.
const config = { roles: ['INSTRUCTOR'] as readonly Role[] };

const exportQuery = {
  type: 'object',
  properties: { format: exportFormatSchema },
  required: ['format'],
  additionalProperties: false,
} as const;

/** Item analysis of a test and every attempt as a file (src/api/quizAnalysis.ts), for the course's instructors. */
export async function quizAnalysisRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/lessons/tests/:testId/analysis',
    {
      config,
      schema: {
        tags,
        summary: 'Item analysis of the finished attempts: per question facility, discrimination and how often each option was chosen',
        description:
          "One row per own question and fixed bank question, and per bank question a random slot drew. Facility is the share of attempts with full points; discrimination is Pearson's correlation of the question's points with the rest of the attempt's total (null under 2 attempts or without variation).",
        params: pathParams('testId'),
        response: responses({ 200: analysisSchema }),
      },
    },
    async (request) => {
      const test = await quizOfInstructor(db, currentUser(request), request.params.testId);
      return quizAnalysis(db, test, request.lang, now());
    },
  );

  routes.get(
    '/api/lessons/tests/:testId/analysis/export',
    {
      config,
      schema: {
        tags,
        summary: "Every attempt at the test as CSV or Excel (.xlsx), in the caller's language",
        description:
          'One row per attempt (running ones too): the student, group, status, start, finish, time spent, points and passed, then per question its points and the response as text. ' +
          "A CSV is UTF-8 with a BOM, and a text starting with = + - @ gets a leading ' so that a spreadsheet does not run it.",
        params: pathParams('testId'),
        querystring: exportQuery,
        response: responses({ 200: { type: 'string', format: 'binary', description: 'The file: text/csv (UTF-8 with BOM) or .xlsx' } }),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const test = await quizOfInstructor(db, user, request.params.testId);
      const quiz = await analyseQuiz(db, test, request.lang, now(), false);
      const [people, timeZone] = await Promise.all([
        attemptPeople(
          db,
          user.schoolId,
          quiz.attempts.map((a) => a.row.student_id),
        ),
        schoolTimeZone(db, user.schoolId),
      ]);
      const name = `${t(request.lang, 'quizAnalysis.file')}-${test.id}-${todayIn(timeZone, now())}`;
      return sendTables(reply, {
        format: request.query.format,
        name,
        lang: request.lang,
        timeZone,
        tables: [attemptsTable(quiz, people, request.lang)],
      });
    },
  );
}
