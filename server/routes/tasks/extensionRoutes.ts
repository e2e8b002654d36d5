import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { messageSchema, pathParams, responses } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { currentUser } from '../../plugins/auth.js';
import { dateTimeOf } from '../lessons/input.js';
import { WRITERS } from '../lessons/schemas.js';
import { grantExtension, revokeExtension } from './extensionService.js';
import { extensionsOfTask } from './extensionsRepository.js';
import { extensionBody, extensionSchema, remindBody, remindResponse } from './extensionSchemas.js';
import { remindStudents } from './reminderService.js';
import { reachTask } from './repository.js';

/*
 * Deadline extensions and reminders of a task (not in the SPEC's list; src/api/latePenalty.ts):
 * GET /lessons/tasks/{taskId}/extensions, PUT and DELETE /lessons/tasks/{taskId}/extensions/{studentId},
 * POST /lessons/tasks/{taskId}/remind. Only the course's instructors; another course's task or
 * a student not of the course is a 404.
 */

const tags = ['tasks'];

export async function taskExtensionRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/lessons/tasks/:taskId/extensions',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: "A task's deadline extensions, by student",
        params: pathParams('taskId'),
        response: responses({ 200: { type: 'array', items: extensionSchema } }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { task } = await reachTask(db, user, request.params.taskId, now(), 'instructor');
      return extensionsOfTask(db, user.schoolId, task.id);
    },
  );

  routes.put(
    '/api/lessons/tasks/:taskId/extensions/:studentId',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Give a student their own, later deadline for the task, or move it',
        description:
          "The deadline must be after the task's; it may be past, to forgive an answer sent late. The student's answer is " +
          'judged late (and its penalty taken) against it from now on; the student gets a notification.',
        params: pathParams('taskId', 'studentId'),
        body: extensionBody,
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const deadline = dateTimeOf(request.body.deadline, 'deadline');
      await grantExtension(db, currentUser(request), request.params.taskId, request.params.studentId, deadline, now());
      return { message: t(request.lang, 'extensions.granted') };
    },
  );

  routes.delete(
    '/api/lessons/tasks/:taskId/extensions/:studentId',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: "Take a student's extension back: the task's deadline holds for them again",
        params: pathParams('taskId', 'studentId'),
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      await revokeExtension(db, currentUser(request), request.params.taskId, request.params.studentId, now());
      return { message: t(request.lang, 'extensions.revoked') };
    },
  );

  routes.post(
    '/api/lessons/tasks/:taskId/remind',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Remind the students who have not answered (all, or those named) to send their answer',
        description: 'Each gets a notification with their own deadline; one reminded of this task within the last hour is skipped.',
        params: pathParams('taskId'),
        body: remindBody,
        response: responses({ 200: remindResponse }),
      },
    },
    async (request) => {
      const result = await remindStudents(db, currentUser(request), request.params.taskId, request.body?.studentIds, now());
      const key = result.skipped ? 'reminders.sentSkipped' : 'reminders.sent';
      return { message: t(request.lang, key, result), ...result };
    },
  );
}
