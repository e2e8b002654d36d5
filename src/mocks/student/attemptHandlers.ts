import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { formatQuizTime } from '../../api/quizTime';
import { buildQuizAnswer } from '../builders/quizBuilders';
import { API_PATTERN, errorResponse, messageResponse, readJson } from '../mockHttp';
import { mockStore } from '../store/mockStore';
import type { MockStudentAttempt } from '../store/studentAttemptSeed';
import { demoStudent } from '../store/demoCallers';
import { windowRefusal } from '../quizzes/quizWindows';
import { keepResponses, withBankReview } from './bankPapers';
import { checked, closeIfExpired, mirror, myTest, ownTerms, refusal, resultOf, view } from './attempts';

/** The student's test: read it with the attempt, start, save answers, submit once, and read the answers back. */

const API = API_PATTERN;

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
    if (existing) return HttpResponse.json(view(test.found, existing));
    if (!test.found.isActive) return errorResponse(request, 403, 'quizzes.inactive');
    const own = ownTerms(test.found);
    const now = new Date();
    const outside = windowRefusal(request, own.window, now);
    if (outside) return outside;
    const startedAt = now.toISOString();
    // The limit with extra time, but never past the close: ten minutes before it leaves ten minutes.
    const end = now.getTime() + own.limitSeconds * 1000;
    const attempt: MockStudentAttempt = {
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
    const attempt = closeIfExpired(test.found, mockStore.studentAttempts.get(test.found.testId));
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
    });
    // The correct options only once the attempt is finished, as the server does.
    if (!finished)
      answer.questions = answer.questions.map((q) =>
        'options' in q ? { ...q, pointsReceived: null, options: q.options.map(({ isCorrect: _c, ...o }) => o) } : q,
      );
    return HttpResponse.json(withBankReview(test.found.testId, answer, finished));
  }),
];
