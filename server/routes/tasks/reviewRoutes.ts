import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { currentUser } from '../../plugins/auth.js';
import { WRITERS } from '../lessons/schemas.js';
import { assertInstructorsAnswer, regradeAnswer, reviewAnswer } from './answerService.js';
import { answerDto } from './answersRepository.js';
import { answerSchema, regradeBody, reviewBody } from './schemas.js';

/*
 * SPEC §7 Tasks, the instructor's review: GET /lessons/tasks/answers/{id}; POST (APPROVE or
 * REJECT) and PUT (new points for an accepted answer) /lessons/tasks/answers/{answerId}. Only
 * the course's instructors; another course's answer is a 404. Each review notifies the student.
 */

const tags = ['tasks'];

export async function taskReviewRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/lessons/tasks/answers/:answerId',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: "One answer, for the course's instructor to review",
        params: pathParams('answerId'),
        response: responses({ 200: answerSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      await assertInstructorsAnswer(db, user, request.params.answerId, now());
      return answerDto(db, user.schoolId, request.params.answerId);
    },
  );

  routes.post(
    '/api/lessons/tasks/answers/:answerId',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Review an answer: APPROVE with points (0 to the mark) and an optional comment, or REJECT with a comment',
        description:
          'After a REJECT the student may change the answer and send it again. An answer may be reviewed again at any time. ' +
          'The student gets a notification of each review.',
        params: pathParams('answerId'),
        body: reviewBody,
        response: responses({ 200: savedSchema(answerSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      await reviewAnswer(db, user, request.params.answerId, request.body, now());
      const key = request.body.status === 'APPROVE' ? 'tasks.approved' : 'tasks.rejected';
      return { message: t(request.lang, key), ...(await answerDto(db, user.schoolId, request.params.answerId)) };
    },
  );

  routes.put(
    '/api/lessons/tasks/answers/:answerId',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Change the points (and comment) of an accepted answer',
        description: 'status must be APPROVE; an answer that is not accepted answers 409. The student gets a notification.',
        params: pathParams('answerId'),
        body: regradeBody,
        response: responses({ 200: savedSchema(answerSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      await regradeAnswer(db, user, request.params.answerId, request.body, now());
      return { message: t(request.lang, 'tasks.regraded'), ...(await answerDto(db, user.schoolId, request.params.answerId)) };
    },
  );
}
