import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { listSchema, pageQueryProperties } from '../../lib/listing.js';
import { responses } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { currentUser } from '../../plugins/auth.js';
import { listDeadlines } from './deadlinesRepository.js';

/*
 * The student's upcoming deadlines (not in the SPEC; src/api/deadlines.ts): one call for the
 * home page instead of courses → lessons → tasks for every course. The tasks of shown lessons of
 * the student's courses (not those they are blocked on) whose deadline is still ahead by the
 * server's clock and which the student still owes: no answer, or one returned to send again.
 */

const deadlineSchema = {
  type: 'object',
  properties: {
    taskId: { type: 'integer' },
    taskName: { type: 'string' },
    deadline: { type: 'string', format: 'date-time' },
    mark: { type: 'integer' },
    lessonId: { type: 'integer' },
    lessonName: { type: 'string' },
    courseId: { type: 'integer' },
    courseName: { type: 'string' },
    answer: {
      anyOf: [
        {
          type: 'object',
          properties: {
            answerId: { type: 'integer' },
            status: { type: 'string', enum: ['NOT_ACCEPTED'] },
            comment: { type: ['string', 'null'] },
          },
          required: ['answerId', 'status', 'comment'],
        },
        { type: 'null' },
      ],
    },
  },
  required: ['taskId', 'taskName', 'deadline', 'mark', 'lessonId', 'lessonName', 'courseId', 'courseName', 'answer'],
} as const;

export async function deadlineRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/student/deadlines',
    {
      config: { roles: ['STUDENT'] },
      schema: {
        tags: ['tasks'],
        summary: "The student's upcoming deadlines, soonest first",
        description:
          'Tasks of shown lessons of the courses the student studies (not those blocked), whose deadline is ahead by the server clock, ' +
          'not answered yet or returned to send again. size defaults to 10.',
        querystring: {
          type: 'object',
          properties: { page: pageQueryProperties.page, size: pageQueryProperties.size },
          additionalProperties: false,
        },
        response: responses({ 200: listSchema(deadlineSchema) }),
      },
    },
    async (request) => listDeadlines(db, currentUser(request), request.query, now()),
  );
}
