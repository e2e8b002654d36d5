import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { API_PATTERN, errorResponse, idOf, messageResponse, readJson } from '../mockHttp';
import { ownTest } from './quizAccess';
import { answerOf, attemptOf, resultRows, testDto } from './quizViews';
import { ownQuestions } from '../builders/quizBuilders';
import { gradeByKey } from './bankGrading';

/** A test's results: the table, one student's answers and the points for an 'Other' text. */

const API = API_PATTERN;

export const quizResultHandlers: RequestHandler[] = [
  http.get(`${API}/lessons/tests/:testId/answers`, async ({ request, params }) => {
    await delay();
    const entry = ownTest(request, params.testId);
    if ('denied' in entry) return entry.denied;
    const test = testDto(entry.found);
    const objects = resultRows(entry.found);
    return HttpResponse.json({
      testId: test.testId,
      testName: test.name,
      maxPoints: test.maxPoints,
      passPercent: test.passPercent,
      gradingMethod: test.gradingMethod,
      answersCount: objects.filter((o) => o.tookTest).length,
      objects,
      count: objects.length,
    });
  }),

  http.get(`${API}/lessons/tests/:testId/answers/:studentId`, async ({ request, params }) => {
    await delay();
    const entry = ownTest(request, params.testId);
    if ('denied' in entry) return entry.denied;
    const studentId = idOf(params.studentId);
    if (!resultRows(entry.found).some((r) => r.studentId === studentId)) return errorResponse(request, 404, 'errors.notFound');
    const asked = new URL(request.url).searchParams.get('attemptNo');
    const attemptNo = asked === null ? undefined : Number(asked);
    if (attemptNo !== undefined && !attemptOf(entry.found, studentId, attemptNo)) return errorResponse(request, 404, 'errors.notFound');
    return HttpResponse.json(answerOf(entry.found, studentId, attemptNo));
  }),

  http.put(`${API}/lessons/tests/:testId/answers/:studentId/other`, async ({ request, params }) => {
    await delay();
    const entry = ownTest(request, params.testId);
    if ('denied' in entry) return entry.denied;
    const studentId = idOf(params.studentId);
    const body = await readJson(request);
    const attemptNo = typeof body.attemptNo === 'number' ? body.attemptNo : undefined;
    const attempt = attemptOf(entry.found, studentId, attemptNo);
    if (!attempt || attempt.status === 'IN_PROGRESS') return errorResponse(request, 409, 'quizzes.attemptNotFinished');
    const after = () => answerOf(entry.found, studentId, attempt.attemptNo ?? 1);
    if (typeof body.questionKey === 'string') return gradeByKey(request, attempt, body, after);
    const question = ownQuestions(entry.found.test.questions).find((q) => q.questionId === Number(body.questionId));
    if (!question) return errorResponse(request, 400, 'quizzes.questionNotFound', { field: 'questionId' });
    if (!question.hasOther || !attempt.others[question.questionId]?.trim())
      return errorResponse(request, 400, 'quizzes.noOtherText', { field: 'questionId' });
    const points = Math.round(Number(body.points) * 100) / 100;
    if (!(points >= 0) || points > question.points) {
      return errorResponse(request, 400, 'quizzes.otherPointsTooHigh', { field: 'points', params: { max: question.points } });
    }
    attempt.otherPoints = { ...attempt.otherPoints, [question.questionId]: points };
    return messageResponse(request, 'quizzes.otherGraded', {}, after());
  }),
];
