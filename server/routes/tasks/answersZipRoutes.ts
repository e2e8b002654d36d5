import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { contentDisposition } from '../../lib/contentDisposition.js';
import { pathParams, responses } from '../../lib/schemas.js';
import { schoolTimeZone } from '../../lib/schoolTimeZone.js';
import { typed } from '../../lib/typedRoutes.js';
import { currentUser } from '../../plugins/auth.js';
import { WRITERS } from '../lessons/schemas.js';
import { answersZip } from './answersZip.js';
import { reachTask } from './repository.js';

/*
 * GET /lessons/tasks/{taskId}/answers/zip (not in the SPEC's list): every answer of a task as one
 * zip, a folder per student (answersZip.ts). Only the course's instructors, as the review tabs;
 * another course's or school's task is a 404. A task with no answers gives an empty zip: the
 * teacher asked for "all of them", and none is a true answer.
 */

export async function answersZipRoutes(app: FastifyInstance, { db, now, storage }: AppDeps) {
  typed(app).get(
    '/api/lessons/tasks/:taskId/answers/zip',
    {
      config: { roles: WRITERS },
      schema: {
        tags: ['tasks'],
        summary: 'Every answer of a task as one zip: a folder per student (surname and name) with their files and a note',
        params: pathParams('taskId'),
        response: responses({ 200: { type: 'string', format: 'binary', description: 'The zip' } }),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { task } = await reachTask(db, user, request.params.taskId, now(), 'instructor');
      const timeZone = await schoolTimeZone(db, user.schoolId);
      const zip = await answersZip(db, storage, user.schoolId, task.id, { lang: request.lang, timeZone });
      return reply
        .header('Content-Type', 'application/zip')
        .header(
          'Content-Disposition',
          contentDisposition('attachment', `${t(request.lang, 'answersZip.fileName', { task: task.name })}.zip`),
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(zip);
    },
  );
}
