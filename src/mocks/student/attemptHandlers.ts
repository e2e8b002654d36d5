import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { formatDateTime } from '../../api/dateFormat';
import type { NextAttemptBlock } from '../../api/quizAttemptRules';
import { formatQuizTime } from '../../api/quizTime';
import { buildQuizAnswer } from '../builders/quizBuilders';
import { API_PATTERN, errorResponse, languageOf, messageResponse, readJson } from '../mockHttp';
import { mockStore } from '../store/mockStore';
import type { MockStudentAttempt } from '../store/studentAttemptSeed';
import { demoStudent } from '../store/demoCallers';
import { windowRefusal } from '../quizzes/quizWindows';
import { keepResponses, withBankReview } from './bankPapers';
import { checked, closeIfExpired, mirror, myTest, ownTerms, refusal, resultOf } from './attempts';
import { allAttempts, archiveLatest, attemptNoOf, attemptNumbered, attemptsState, nextBlock, view } from './attemptRules';

/** The student's test: read it with the attempt, start, save answers, submit once, and read the answers back. */

const API = API_PATTERN;

/** The server's 409 for a next attempt that cannot start (server/routes/quizzes/attemptStart.ts). */
function blockedResponse(request: Request, next: { block: NextAttemptBlock | null; at: string | null }) {
  if (next.block === 'ATTEMPT_OPEN') return errorResponse(request, 409, 'quizzes.attemptOpen');
  if (next.block === 'WAIT')
    return errorResponse(request, 409, 'quizzes.attemptWait', { params: { time: formatDateTime(next.at, languageOf(request)) } });
  if (next.block === 'NO_ATTEMPTS_LEFT') return errorResponse(request, 409, 'quizzes.noAttemptsLeft');
  // NOT_OPEN: the window and the switch are refused above with their own words.
  return errorResponse(request, 403, 'quizzes.inactive');
}

export const attemptHandlers: RequestHandler[] = [
  http.get(`${API}/lessons/students/tests/:testId`, async ({ request, params }) => {
    await delay();
    const test = myTest(request, params.testId);
    if ('denied' in test) return test.denied;
    return HttpResponse.json(view(test.found, closeIfExpired(test.found, mockStore.studentAttempts.get(test.found.testId))));
  }),

  http.post(`${API}/lessons/students/tests/:testId/start`, async ({ request, params }) => {
    await delay();
    const test = myTest(request, params.testId);
    if ('denied' in test) return test.denied;
    const existing = closeIfExpired(test.found, mockStore.studentAttempts.get(test.found.testId));
    const { attemptNo } = await readJson(request);
    const own = ownTerms(test.found);
    const now = new Date();
    const attempts = allAttempts(test.found.testId, existing);
    // No number: the SPEC's start (the first, or the latest back); an existing number: that one back.
    if (existing && (attemptNo === undefined || (typeof attemptNo === 'number' && attemptNo <= attempts.length)))
      return HttpResponse.json(view(test.found, existing));
    if (attemptNo !== undefined && (typeof attemptNo !== 'number' || !Number.isInteger(attemptNo) || attemptNo < 1))
      return errorResponse(request, 400, 'validation.fieldInvalid', { params: { field: 'attemptNo' } });
    if (attemptNo !== undefined && attemptNo !== attempts.length + 1)
      return errorResponse(request, 400, 'quizzes.attemptNoTooHigh', { params: { attemptNo, next: attempts.length + 1 } });
    if (!test.found.isActive) return errorResponse(request, 403, 'quizzes.inactive');
    const outside = windowRefusal(request, own.window, now);
    if (outside) return outside;
    const next = nextBlock(test.found, attempts, own.window, now, own.extraAttempts);
    if (next.block) return blockedResponse(request, next);
    if (existing) archiveLatest(test.found.testId, existing);
    const startedAt = now.toISOString();
    // The limit with extra time, but never past the close: ten minutes before it leaves ten minutes.
    const end = now.getTime() + own.limitSeconds * 1000;
    const attempt: MockStudentAttempt = {
      attemptNo: attempts.length + 1,
      status: 'IN_PROGRESS',
      startedAt,
      deadline: new Date(own.window.closesAt ? Math.min(end, Date.parse(own.window.closesAt)) : end).toISOString(),
      savedAt: null,
      submittedAt: null,
      answers: {},
      others: {},
    };
    mockStore.studentAttempts.set(test.found.testId, attempt);
    mirror(test.found, attempt);
    return HttpResponse.json(view(test.found, attempt));
  }),

  http.put(`${API}/lessons/students/tests/:testId/answers`, async ({ request, params }) => {
    await delay();
    const test = myTest(request, params.testId);
    if ('denied' in test) return test.denied;
    const body = await readJson(request);
    const answers = checked(request, test.found, body);
    if (answers instanceof Response) return answers;
    const attempt = closeIfExpired(test.found, mockStore.studentAttempts.get(test.found.testId));
    if (!attempt || attempt.status !== 'IN_PROGRESS') return refusal(request, attempt);
    if (body.attemptNo !== undefined && body.attemptNo !== attemptNoOf(attempt)) return refusal(request, undefined);
    const now = new Date().toISOString();
    Object.assign(attempt, answers, { savedAt: now });
    keepResponses(test.found.testId, body);
    mirror(test.found, attempt);
    return messageResponse(request, 'quizzes.saved', {}, { savedAt: now, deadline: attempt.deadline, serverNow: now });
  }),

  http.post(`${API}/lessons/students/tests/pass`, async ({ request }) => {
    await delay();
    const body = await readJson(request);
    const test = myTest(request, body.testId);
    if ('denied' in test) return test.denied;
    let attempt = closeIfExpired(test.found, mockStore.studentAttempts.get(test.found.testId));
    if (attempt?.status === 'TIME_UP') return refusal(request, attempt);
    if (attempt && body.attemptNo !== undefined && body.attemptNo !== attemptNoOf(attempt)) return refusal(request, undefined);
    if (!attempt || attempt.status === 'IN_PROGRESS') {
      const answers = checked(request, test.found, body);
      if (answers instanceof Response) return answers;
      const now = new Date().toISOString();
      attempt ??= { status: 'IN_PROGRESS', startedAt: now, deadline: now, savedAt: null, submittedAt: null, answers: {}, others: {} };
      Object.assign(attempt, answers, { status: 'SUBMITTED', submittedAt: now, savedAt: now });
      keepResponses(test.found.testId, body);
      mockStore.studentAttempts.set(test.found.testId, attempt);
      mirror(test.found, attempt);
    }
    const result = resultOf(test.found, attempt);
    return messageResponse(
      request,
      'quizzes.passed',
      {},
      {
        testId: test.found.testId,
        status: 'SUBMITTED',
        points: { pointsReceived: result.pointsReceived, maxPoints: result.maxPoints },
        passed: result.passed,
        awaitingReview: result.awaitingReview,
        dateOfPassTheTest: attempt.submittedAt,
      },
    );
  }),

  http.get(`${API}/lessons/students/tests/:testId/answer`, async ({ request, params }) => {
    await delay();
    const test = myTest(request, params.testId);
    if ('denied' in test) return test.denied;
    const latest = closeIfExpired(test.found, mockStore.studentAttempts.get(test.found.testId));
    const asked = new URL(request.url).searchParams.get('attemptNo');
    // Without a number: the latest finished attempt, else the running one.
    const fallback = [...allAttempts(test.found.testId, latest)].reverse().find((a) => a.status !== 'IN_PROGRESS') ?? latest;
    const attempt = asked === null ? fallback : attemptNumbered(test.found.testId, latest, Number(asked));
    if (asked !== null && !attempt) return errorResponse(request, 404, 'errors.notFound');
    const student = demoStudent();
    const finished = Boolean(attempt && attempt.status !== 'IN_PROGRESS');
    const answer = buildQuizAnswer(test.found, {
      studentId: student?.studentId ?? 1,
      studentFullName: student ? `${student.name} ${student.lastname}` : '',
      status: attempt?.status ?? 'NOT_STARTED',
      chosen: (attempt?.answers ?? {}) as Record<number, number[]>,
      others: (attempt?.others ?? {}) as Record<number, string>,
      startedAt: attempt?.startedAt ?? null,
      deadline: attempt?.deadline ?? null,
      dateOfPassTheTest: finished ? attempt!.submittedAt : null,
      timeSpent: finished ? formatQuizTime((Date.parse(attempt!.submittedAt!) - Date.parse(attempt!.startedAt)) / 1000) : null,
      attemptNo: attempt ? attemptNoOf(attempt) : null,
      attempts: attemptsState(test.found, latest, ownTerms(test.found).window).attempts,
    });
    // The correct options only once the attempt is finished, as the server does.
    if (!finished)
      answer.questions = answer.questions.map((q) =>
        'options' in q ? { ...q, pointsReceived: null, options: q.options.map(({ isCorrect: _c, ...o }) => o) } : q,
      );
    return HttpResponse.json(withBankReview(test.found.testId, answer, finished));
  }),
];
