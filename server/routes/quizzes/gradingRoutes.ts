import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../src/api/constants.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { pathParams, responses } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { quizOfInstructor } from './access.js';
import { gradedSchema, otherGradeBody } from './answerSchemas.js';
import { gradeOther } from './grading.js';
import { instructorAnswerView } from './results.js';
import { typed } from '../../lib/typedRoutes.js';

const INSTRUCTORS: readonly Role[] = ['INSTRUCTOR'];

/**
 * PUT …/answers/{studentId}/other (not in the SPEC): the instructor's points for what only a
 * person can score, an 'Other' text (questionId) or an essay or file answer (questionKey).
 * Another instructor's course, or another school's, answers 404; admins and students get 403.
 */
export async function quizGradingRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  typed(app).put(
    '/api/lessons/tests/:testId/answers/:studentId/other',
    {
      config: { roles: INSTRUCTORS },
      schema: {
        tags: ['tests'],
        summary: "Grade a student's 'Other' text, essay or file answer by hand (not in the SPEC)",
        description:
          "Exactly one of questionId (the test's own question with an 'Other' text) and questionKey (an essay or file answer of " +
          "the student's paper). Points from 0 to the question's points, rounded to 2 decimals. Only a finished attempt (attemptNo, default the latest); " +
          "the attempt is re-scored, the test's grade by its method follows and the student notified. Answers with their answers as the instructor sees them.",
        params: pathParams('testId', 'studentId'),
        body: otherGradeBody,
        response: responses({ 200: gradedSchema }),
      },
    },
    async (request) => {
      const test = await quizOfInstructor(db, currentUser(request), request.params.testId);
      await gradeOther(db, test, request.params.studentId, request.body, now());
      return {
        message: t(request.lang, request.body.questionKey === undefined ? 'quizzes.otherGraded' : 'quizGrading.graded'),
        ...(await instructorAnswerView(db, test, request.params.studentId, now(), request.body.attemptNo)),
      };
    },
  );
}
