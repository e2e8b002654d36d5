import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../src/api/constants.js';
import type { AppDeps } from '../../appDeps.js';
import type { Db } from '../../db/index.js';
import { t } from '../../i18n/index.js';
import type { CourseUser } from '../../lib/courseAccess.js';
import { notFound } from '../../lib/errors.js';
import { pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { currentUser } from '../../plugins/auth.js';
import { editAnswer, submitAnswer } from './answerService.js';
import { answerDto, ownAnswerTaskId } from './answersRepository.js';
import { reachTask } from './repository.js';
import { answerBody, answerSchema } from './schemas.js';

/*
 * SPEC §7 Tasks, the student's side: POST /lessons/tasks/students/answers/{taskId}; PUT and GET
 * /lessons/tasks/students/answers/{id}. The SPEC names the POST's parameter taskId and the
 * others id: PUT and GET take the ANSWER's id (the POST answers it, and a task read by a
 * student carries its answer). Only the student's own answers; the course must be theirs and
 * not blocked (403), the lesson shown (404 before its showDate).
 */

const tags = ['tasks'];
const STUDENTS: readonly Role[] = ['STUDENT'];

/** The student's own answer, reachable only while its lesson is (404, or 403 when blocked). */
async function ownAnswerTask(db: Db, user: CourseUser, answerId: number, now: Date): Promise<void> {
  const taskId = await ownAnswerTaskId(db, user.schoolId, user.id, answerId);
  if (taskId === undefined) throw notFound();
  await reachTask(db, user, taskId, now, 'student');
}

export async function studentAnswerRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.post(
    '/api/lessons/tasks/students/answers/:taskId',
    {
      config: { roles: STUDENTS },
      schema: {
        tags,
        summary: 'Answer a task: text, files (own uploads) and links',
        description:
          "Answers 'The task has been sent successfully!' ('Задание успешно отправлено!') with the answer. After the deadline " +
          "(by the server's clock) the answer is marked late. A second POST is a 409: change the answer with PUT.",
        params: pathParams('taskId'),
        body: answerBody,
        response: responses({ 200: savedSchema(answerSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = await submitAnswer(db, user, request.params.taskId, request.body, now(), request.lang);
      return { message: t(request.lang, 'tasks.answerSent'), ...(await answerDto(db, user.schoolId, id)) };
    },
  );

  routes.put(
    '/api/lessons/tasks/students/answers/:id',
    {
      config: { roles: STUDENTS },
      schema: {
        tags,
        summary: 'Change an answer while it waits for review, or send it again after a REJECT',
        description:
          "{id} is the answer's id. Fields left out keep their values. The answer counts as sent now: it waits for review " +
          'again and late is decided anew. An accepted answer cannot change (409).',
        params: pathParams('id'),
        body: answerBody,
        response: responses({ 200: savedSchema(answerSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { resent } = await editAnswer(db, user, request.params.id, request.body, now(), request.lang);
      const key = resent ? 'tasks.answerSent' : 'tasks.answerUpdated';
      return { message: t(request.lang, key), ...(await answerDto(db, user.schoolId, request.params.id)) };
    },
  );

  routes.get(
    '/api/lessons/tasks/students/answers/:id',
    {
      config: { roles: STUDENTS },
      schema: {
        tags,
        summary: "The student's own answer with its status, points and the instructor's comment",
        description: "{id} is the answer's id (a task read by the student carries it as answer.answerId).",
        params: pathParams('id'),
        response: responses({ 200: answerSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      await ownAnswerTask(db, user, request.params.id, now());
      return answerDto(db, user.schoolId, request.params.id);
    },
  );
}
