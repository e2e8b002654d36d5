import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { QUIZ_PASS_PERCENT_DEFAULT } from '../../api/quizLimits';
import { quizPublishState } from '../../api/quizPublishing';
import { buildQuiz, buildQuizListItem } from '../builders/quizBuilders';
import { allow, API_PATTERN, errorResponse, messageResponse, readJson } from '../mockHttp';
import { newId } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import { ownLesson, ownTest } from './quizAccess';
import { keepsScoring, parseBody, presentationOf, withIds } from './quizBody';
import { attemptRulesOf } from './quizAttemptBody';
import { testDto } from './quizViews';

/** The instructor's tests of a lesson: list, create (a draft), read, edit (409 once started and scoring changes), delete, activation and publishing. */

const API = API_PATTERN;

export const quizAuthoringHandlers: RequestHandler[] = [
  http.get(`${API}/lessons/:lessonId/tests`, async ({ request, params }) => {
    const who = allow(request, ['INSTRUCTOR', 'STUDENT']);
    if (!('denied' in who) && who.role === 'STUDENT') return undefined;
    await delay();
    const lesson = ownLesson(request, params.lessonId);
    if ('denied' in lesson) return lesson.denied;
    const objects = mockStore.quizzes
      .filter((e) => e.test.lessonId === lesson.found.id)
      .map((e) => buildQuizListItem({ ...e.test, answersCount: e.attempts.length }));
    return HttpResponse.json({ objects, count: objects.length });
  }),

  http.post(`${API}/lessons/tests/:lessonId`, async ({ request, params }) => {
    await delay();
    const lesson = ownLesson(request, params.lessonId);
    if ('denied' in lesson) return lesson.denied;
    const raw = await readJson(request);
    const body = parseBody(request, raw, lesson.found.courseId);
    if (body instanceof Response) return body;
    const rules = attemptRulesOf(request, raw);
    if (rules instanceof Response) return rules;
    const test = buildQuiz({
      ...presentationOf(raw),
      ...rules,
      testId: newId(),
      lessonId: lesson.found.id,
      courseId: lesson.found.courseId,
      name: body.name,
      messageForStudents: body.messageForStudents,
      timeToTakeTheTest: body.timeToTakeTheTest,
      passPercent: body.passPercent ?? QUIZ_PASS_PERCENT_DEFAULT,
      isActive: body.isActive ?? true,
      opensAt: body.opensAt,
      closesAt: body.closesAt,
      // A new test is a draft, as on the server.
      publishedAt: null,
      createdAt: new Date().toISOString(),
      questions: withIds(request, lesson.found.courseId, body.questions, false),
    });
    const entry = { test, attempts: [] };
    mockStore.quizzes.push(entry);
    return messageResponse(request, 'quizzes.created', {}, testDto(entry));
  }),

  http.get(`${API}/lessons/tests/:testId`, async ({ request, params }) => {
    await delay();
    const entry = ownTest(request, params.testId);
    return 'denied' in entry ? entry.denied : HttpResponse.json(testDto(entry.found));
  }),

  http.put(`${API}/lessons/tests/:testId`, async ({ request, params }) => {
    await delay();
    const entry = ownTest(request, params.testId);
    if ('denied' in entry) return entry.denied;
    const raw = await readJson(request);
    const body = parseBody(request, raw, entry.found.test.courseId);
    if (body instanceof Response) return body;
    const rules = attemptRulesOf(request, raw, entry.found.test);
    if (rules instanceof Response) return rules;
    const started = entry.found.attempts.length > 0;
    if (started && !keepsScoring(entry.found.test.questions, body.questions)) {
      return errorResponse(request, 409, 'quizzes.lockedByAttempts', { field: 'questions' });
    }
    entry.found.test = buildQuiz({
      ...entry.found.test,
      ...presentationOf(raw, entry.found.test),
      ...rules,
      name: body.name,
      messageForStudents: body.messageForStudents,
      timeToTakeTheTest: body.timeToTakeTheTest,
      passPercent: body.passPercent ?? entry.found.test.passPercent,
      isActive: body.isActive ?? entry.found.test.isActive,
      opensAt: body.opensAt,
      closesAt: body.closesAt,
      questions: withIds(request, entry.found.test.courseId, body.questions, started),
    });
    return messageResponse(request, 'quizzes.updated', {}, testDto(entry.found));
  }),

  http.delete(`${API}/lessons/tests/:testId`, async ({ request, params }) => {
    await delay();
    const entry = ownTest(request, params.testId);
    if ('denied' in entry) return entry.denied;
    mockStore.quizzes = mockStore.quizzes.filter((e) => e !== entry.found);
    return messageResponse(request, 'quizzes.deleted');
  }),

  http.put(`${API}/lessons/tests/:testId/activation`, async ({ request, params }) => {
    await delay();
    const entry = ownTest(request, params.testId);
    if ('denied' in entry) return entry.denied;
    const body = await readJson(request);
    const query = new URL(request.url).searchParams.get('isActive');
    const isActive = typeof body.isActive === 'boolean' ? body.isActive : query === null ? undefined : query === 'true';
    if (isActive === undefined)
      return errorResponse(request, 400, 'validation.fieldRequired', { field: 'isActive', params: { field: 'isActive' } });
    entry.found.test = { ...entry.found.test, isActive };
    return messageResponse(request, isActive ? 'quizzes.activated' : 'quizzes.blocked', {}, testDto(entry.found));
  }),

  http.post(`${API}/lessons/tests/:testId/publish`, async ({ request, params }) => {
    await delay();
    const entry = ownTest(request, params.testId);
    if ('denied' in entry) return entry.denied;
    const now = new Date();
    if (quizPublishState(entry.found.test.publishedAt, now) === 'PUBLISHED') return errorResponse(request, 409, 'quizzes.alreadyPublished');
    const asked = (await readJson(request)).publishAt;
    const at = typeof asked === 'string' && new Date(asked).getTime() > now.getTime() ? new Date(asked) : now;
    entry.found.test = { ...entry.found.test, publishedAt: at.toISOString() };
    return messageResponse(request, at === now ? 'quizzes.published' : 'quizzes.scheduled', {}, testDto(entry.found));
  }),

  http.post(`${API}/lessons/tests/:testId/unpublish`, async ({ request, params }) => {
    await delay();
    const entry = ownTest(request, params.testId);
    if ('denied' in entry) return entry.denied;
    if (entry.found.attempts.length > 0) return errorResponse(request, 409, 'quizzes.unpublishAfterAttempts');
    entry.found.test = { ...entry.found.test, publishedAt: null };
    return messageResponse(request, 'quizzes.unpublished', {}, testDto(entry.found));
  }),
];
