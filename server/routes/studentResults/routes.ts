import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { courseOfStudent } from '../../lib/courseAccess.js';
import { pathParams, responses } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { currentUser } from '../../plugins/auth.js';
import { studentResults } from './repository.js';
import { studentResultsSchema } from './schemas.js';

/**
 * GET /api/student/results/{courseId} (not in the SPEC, whose student area lists "results"):
 * the student's own results on a course in one call, instead of one per lesson. Students only;
 * a course they do not study is a 404 (another school's too), one they are blocked on a 403
 * with a message, as every student call beneath a course answers.
 */
export async function studentResultsRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/student/results/:courseId',
    {
      config: { roles: ['STUDENT'] },
      schema: {
        tags: ['ratings'],
        summary: "The student's results on a course: shown lessons with their tasks and tests, the exams, and the own rating row",
        params: pathParams('courseId'),
        response: responses({ 200: studentResultsSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const course = await courseOfStudent(db, user, request.params.courseId);
      return studentResults(db, course, user.id, now());
    },
  );
}
