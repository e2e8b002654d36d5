import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../src/api/constants.js';
import type { QuizPassInput, QuizSaveInput } from '../../../src/api/quizAttempts.js';
import type { QuizStartInput } from '../../../src/api/quizAttemptRules.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { pathParams, responses } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { quizOfStudent } from './access.js';
import * as attempts from './attempts.js';
import { submitAttempt } from './attemptSubmit.js';
import { saveAnswers, saveAnswersFast } from './attemptSaves.js';
import { passResponse, studentQuizView } from './attemptViews.js';
import { startInOneStatement } from './startFast.js';
import { startNumbered } from './attemptStart.js';
import { startBody } from './attemptStateSchemas.js';
import { studentAnswerView } from './results.js';
import { answerSchema, attemptQuery } from './answerSchemas.js';
import { passBody, passSchema, saveBody, saveSchema, studentQuizSchema } from './attemptSchemas.js';
import { typed } from '../../lib/typedRoutes.js';

const tags = ['tests'];
const STUDENTS: readonly Role[] = ['STUDENT'];
const config = { roles: STUDENTS };

/**
 * SPEC §7 Tests, the student's side: the test with the attempt's state, starting (not in the
 * SPEC), saving answers as they change (not in the SPEC), submitting once, and the result.
 * The student must study the course (else 404), not be blocked on it (403), and the lesson
 * must be shown (else 404). Nothing answered here tells which option is correct before the
 * student's attempt is finished.
 */
export async function studentQuizRoutes(app: FastifyInstance, deps: AppDeps) {
  registerOpening(app, deps);
  registerAnswering(app, deps);
  registerResult(app, deps);
}

/** Before an attempt: the test as the student sees it, and starting the clock. */
function registerOpening(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/lessons/students/tests/:testId',
    {
      config,
      schema: {
        tags,
        summary:
          'The test as the student takes it, with their attempt: not started, running (deadline, saved answers) or finished (result)',
        description: 'Questions are listed once the attempt has started. Never any correct marks.',
        params: pathParams('testId'),
        response: responses({ 200: studentQuizSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const at = now();
      const test = await quizOfStudent(db, user, request.params.testId, at);
      return studentQuizView(db, test, user.id, await attempts.currentAttempt(db, test, user.id, at), at);
    },
  );

  routes.post(
    '/api/lessons/students/tests/:testId/start',
    {
      config,
      schema: {
        tags,
        summary: 'Start the attempt (not in the SPEC): the deadline is the server clock plus the limit, never past the close',
        description:
          "A repeat answers the same attempt. An inactive (blocked) test cannot be started: 403; nor before the student's window opens " +
          "or once it has closed: 403 naming the moment. The limit grows by the student's extra time; the deadline is capped at the close. " +
          'With attemptNo: an existing attempt is given back; attempts.length + 1 starts the next one when nextAttemptBlock is null, ' +
          'else 409 naming why; a larger number is a 400.',
        params: pathParams('testId'),
        body: startBody,
        response: responses({ 200: studentQuizSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const at = now();
      const attemptNo = (request.body as QuizStartInput | null)?.attemptNo;
      // A first start in one statement; a repeat, a later attempt, or anything refused, takes the full path for its answer.
      const started = (attemptNo ?? 1) === 1 ? await startInOneStatement(db, user, request.params.testId, at) : undefined;
      if (started) return studentQuizView(db, started.test, user.id, started.attempt, at, started);
      const test = await quizOfStudent(db, user, request.params.testId, at);
      const attempt =
        attemptNo === undefined
          ? await attempts.startAttempt(db, test, user.id, at, request.lang)
          : await startNumbered(db, test, user.id, attemptNo, at, request.lang);
      return studentQuizView(db, test, user.id, attempt, at);
    },
  );
}

/** During an attempt: saving answers so far and submitting once. */
function registerAnswering(app: FastifyInstance, { db, now, announcer }: AppDeps) {
  const routes = typed(app);
  routes.put(
    '/api/lessons/students/tests/:testId/answers',
    {
      config,
      schema: {
        tags,
        summary: 'Save the answers so far (not in the SPEC); replaces what was saved',
        description: `Taken until the deadline plus ${attempts.GRACE_MS / 1000} s; then 409 and the attempt is closed with what was saved.`,
        params: pathParams('testId'),
        body: saveBody,
        response: responses({ 200: saveSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const at = now();
      // The schema bounds each response; its fit to the question's kind is checkResponse's (400 naming the question).
      const body = request.body as QuizSaveInput;
      // One statement in the common case; anything unusual takes the full path for its answer.
      const saved =
        (await saveAnswersFast(db, user, request.params.testId, body, at)) ??
        (await saveAnswers(db, await quizOfStudent(db, user, request.params.testId, at), user.id, body, at));
      return {
        message: t(request.lang, 'quizzes.saved'),
        savedAt: saved.savedAt.toISOString(),
        deadline: saved.deadline.toISOString(),
        serverNow: at.toISOString(),
      };
    },
  );

  routes.post(
    '/api/lessons/students/tests/pass',
    {
      config,
      schema: {
        tags,
        summary: 'Submit the test, once',
        description:
          'answers: questionId -> chosen optionIds; others: questionId -> an Other text; responses: key -> the response to a bank question. ' +
          'A repeat answers the same result. ' +
          `Past the deadline plus ${attempts.GRACE_MS / 1000} s the submission is refused (409) and the attempt closed with what was saved.`,
        body: passBody,
        response: responses({ 200: passSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const at = now();
      const test = await quizOfStudent(db, user, request.body.testId, at);
      const attempt = await submitAttempt(db, announcer, test, user.id, request.body as QuizPassInput, at, request.lang);
      return passResponse(test, attempt, t(request.lang, 'quizzes.passed'));
    },
  );
}

/** After an attempt: the student's own answers and result. */
function registerResult(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/lessons/students/tests/:testId/answer',
    {
      config,
      schema: {
        tags,
        summary: "The student's own answers and result, as the test's review options allow now",
        params: pathParams('testId'),
        querystring: attemptQuery,
        response: responses({ 200: answerSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const at = now();
      const test = await quizOfStudent(db, user, request.params.testId, at);
      // Closes the latest attempt if its time ran out, so the view shows it finished.
      await attempts.currentAttempt(db, test, user.id, at);
      return studentAnswerView(db, test, user.id, at, request.query.attemptNo);
    },
  );
}
