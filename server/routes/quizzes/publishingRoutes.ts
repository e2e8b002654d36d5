import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../src/api/constants.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { currentUser } from '../../plugins/auth.js';
import { quizOfInstructor } from './access.js';
import { publishQuiz, unpublishQuiz } from './publishing.js';
import * as repo from './repository.js';
import { publishBody, quizSchema } from './schemas.js';

const tags = ['tests'];
const config = { roles: ['INSTRUCTOR'] as readonly Role[] };

/**
 * Publishing a test (not in the SPEC): a new test is a draft that students neither see nor hear
 * of (./publishing.ts). Another instructor's course, or another school's, answers 404; admins
 * and students get 403.
 */
export async function quizPublishingRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.post(
    '/api/lessons/tests/:testId/publish',
    {
      config,
      schema: {
        tags,
        summary: 'Publish a draft test now, or schedule it (not in the SPEC)',
        description:
          'Students see it and are told from publishAt (now when left out or past). A scheduled test may be rescheduled; a published one answers 409.',
        params: pathParams('testId'),
        body: publishBody,
        response: responses({ 200: savedSchema(quizSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const at = now();
      const test = await quizOfInstructor(db, user, request.params.testId);
      const publishAt = request.body?.publishAt ? new Date(request.body.publishAt) : undefined;
      await publishQuiz(db, test, publishAt, at);
      const saved = await repo.getQuiz(db, await quizOfInstructor(db, user, test.id));
      const scheduled = saved.publishedAt !== null && new Date(saved.publishedAt).getTime() > at.getTime();
      return { message: t(request.lang, scheduled ? 'quizzes.scheduled' : 'quizzes.published'), ...saved };
    },
  );

  routes.post(
    '/api/lessons/tests/:testId/unpublish',
    {
      config,
      schema: {
        tags,
        summary: 'Turn a test back into a draft, or cancel its scheduled publication (not in the SPEC)',
        description: 'Only while no student has started it: else 409.',
        params: pathParams('testId'),
        response: responses({ 200: savedSchema(quizSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const test = await quizOfInstructor(db, user, request.params.testId);
      await unpublishQuiz(db, test, now());
      return { message: t(request.lang, 'quizzes.unpublished'), ...(await repo.getQuiz(db, await quizOfInstructor(db, user, test.id))) };
    },
  );
}
