import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../src/api/constants.js';
import { MAX_ATTEMPTS_LIMIT } from '../../../src/api/quizAttemptRules.js';
import { EXTRA_TIME_MAX_PERCENT, isWindowOrdered } from '../../../src/api/quizWindow.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { badRequest } from '../../lib/errors.js';
import { messageSchema, objectOf, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { currentUser } from '../../plugins/auth.js';
import { quizOfInstructor } from './access.js';
import { deleteAccommodation, listAccommodations, saveAccommodation } from './accommodations.js';
import { windowProperties } from './schemas.js';

const tags = ['tests'];
const INSTRUCTORS: readonly Role[] = ['INSTRUCTOR'];
const config = { roles: INSTRUCTORS };

const accommodationBody = {
  type: 'object',
  properties: {
    extraTimePercent: {
      type: 'integer',
      minimum: 0,
      maximum: EXTRA_TIME_MAX_PERCENT,
      description: `Extra time, whole percent of the limit (0–${EXTRA_TIME_MAX_PERCENT}): 50 makes 40 minutes 60`,
    },
    ...windowProperties(" The student's own, replacing the test's; left out or null: the test's applies."),
    extraAttempts: {
      type: 'integer',
      minimum: 0,
      maximum: MAX_ATTEMPTS_LIMIT,
      description: `Attempts on top of the test's maxAttempts (0–${MAX_ATTEMPTS_LIMIT}); left out: 0. No effect while the test is unlimited`,
    },
  },
  required: ['extraTimePercent'],
  additionalProperties: false,
} as const;

const accommodationSchema = objectOf({
  studentId: { type: 'integer' },
  studentFullName: { type: 'string' },
  extraTimePercent: { type: 'integer' },
  ...windowProperties(" The student's own; null: the test's applies."),
  extraAttempts: { type: 'integer', description: "Attempts on top of the test's maxAttempts" },
});
const accommodationListSchema = objectOf({ objects: { type: 'array', items: accommodationSchema }, count: { type: 'integer' } });

/**
 * Students' accommodations on a test (not in the SPEC; the rule in src/api/quizWindow.ts): the
 * instructor of the course lists, sets and removes them. Another instructor's test, or a
 * student not of the course, answers 404; admins and students get 403.
 */
export async function quizAccommodationRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/lessons/tests/:testId/accommodations',
    {
      config,
      schema: {
        tags,
        summary: "The accommodations of the course's students on the test, by name",
        params: pathParams('testId'),
        response: responses({ 200: accommodationListSchema }),
      },
    },
    async (request) => {
      const objects = await listAccommodations(db, await quizOfInstructor(db, currentUser(request), request.params.testId));
      return { objects, count: objects.length };
    },
  );

  routes.put(
    '/api/lessons/tests/:testId/accommodations/:studentId',
    {
      config,
      schema: {
        tags,
        summary: "Set a student's accommodation: extra time, their own window and/or extra attempts",
        description: 'Replaces what the student had. Applies to attempts started afterwards; a running attempt keeps its deadline.',
        params: pathParams('testId', 'studentId'),
        body: accommodationBody,
        response: responses({ 200: savedSchema(accommodationSchema) }),
      },
    },
    async (request) => {
      const input = {
        extraTimePercent: request.body.extraTimePercent,
        opensAt: request.body.opensAt ?? null,
        closesAt: request.body.closesAt ?? null,
        extraAttempts: request.body.extraAttempts ?? 0,
      };
      if (!isWindowOrdered(input)) throw badRequest('quizzes.closesBeforeOpens', 'closesAt');
      const test = await quizOfInstructor(db, currentUser(request), request.params.testId);
      const saved = await saveAccommodation(db, test, request.params.studentId, input, now());
      return { message: t(request.lang, 'quizzes.accommodationSaved'), ...saved };
    },
  );

  routes.delete(
    '/api/lessons/tests/:testId/accommodations/:studentId',
    {
      config,
      schema: {
        tags,
        summary: "Remove a student's accommodation",
        params: pathParams('testId', 'studentId'),
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const test = await quizOfInstructor(db, currentUser(request), request.params.testId);
      await deleteAccommodation(db, test, request.params.studentId);
      return { message: t(request.lang, 'quizzes.accommodationDeleted') };
    },
  );
}
