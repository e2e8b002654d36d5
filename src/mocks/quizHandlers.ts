import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { QuizDto, QuizQuestionDto } from '../api/quizAuthoring';
import { checkQuizDraft } from '../api/quizDraftRules';
import {
  QUESTION_TYPES,
  QUIZ_MAX_QUESTION_POINTS,
  QUIZ_PASS_PERCENT_DEFAULT,
  QUIZ_TIME_MAX_SECONDS,
  QUIZ_TIME_MIN_SECONDS,
  type QuestionType,
} from '../api/quizLimits';
import type { QuizResultRowDto } from '../api/quizResults';
import { parseQuizTime } from '../api/quizTime';

import { buildQuiz, buildQuizAnswer, buildQuizListItem } from './builders/quizBuilders';
import { allow, API_PATTERN, errorResponse, idOf, messageResponse, readJson, text, type Access } from './mockHttp';
import { newId, studentDto, courseStudents, liveStudents } from './store/schoolViews';
import { mockStore } from './store/mockStore';
import type { MockQuiz } from './store/quizSeed';
import { instructorCourseIds } from './store/demoCallers';

const API = API_PATTERN;

/**
 * msw handlers of the instructor's side of SPEC §7 Tests (src/api/tests.ts) over an in-memory
 * set of tests on the mock lessons of learningHandlers.ts: authoring with the shared rules (400
 * naming the field, 409 once students have started and a scoring part changes), activation,
 * results, one student's answers and the points for 'Other' texts. Answers in the server's
 * words and shapes; the student's calls fall through (a later handler file serves them).
 */

/** A test as the instructor reads it, its counts from its attempts. */
function testDto(entry: MockQuiz): QuizDto {
  return buildQuiz({ ...entry.test, answersCount: entry.attempts.length });
}

function ownLesson(request: Request, lessonId: unknown): Access<{ id: number; courseId: number }> {
  const who = allow(request, ['INSTRUCTOR']);
  if ('denied' in who) return who;
  const lesson = mockStore.learning.lessons.find((l) => l.id === idOf(lessonId) && instructorCourseIds().includes(l.courseId));
  return lesson ? { found: lesson } : { denied: errorResponse(request, 404, 'errors.notFound') };
}

function ownTest(request: Request, testId: unknown): Access<MockQuiz> {
  const who = allow(request, ['INSTRUCTOR']);
  if ('denied' in who) return who;
  const lessonIds = new Set(mockStore.learning.lessons.filter((l) => instructorCourseIds().includes(l.courseId)).map((l) => l.id));
  const entry = mockStore.quizzes.find((e) => e.test.testId === idOf(testId) && lessonIds.has(e.test.lessonId));
  return entry ? { found: entry } : { denied: errorResponse(request, 404, 'errors.notFound') };
}

interface ParsedBody {
  name: string;
  messageForStudents: string;
  timeToTakeTheTest: string;
  passPercent?: number;
  isActive?: boolean;
  questions: Array<{
    questionId?: number;
    question: string;
    questionType: QuestionType;
    points: number;
    hasOther: boolean;
    options: Array<{ optionId?: number; option: string; isCorrect: boolean }>;
  }>;
}

/** The body as the server's schema and authoring rules take it, or their 400. */
function parseBody(request: Request, body: Record<string, unknown>): ParsedBody | Response {
  const name = text(body.name).trim();
  if (!name) return errorResponse(request, 400, 'validation.fieldRequired', { field: 'name', params: { field: 'name' } });
  const time = text(body.timeToTakeTheTest);
  if (!Array.isArray(body.questions))
    return errorResponse(request, 400, 'validation.fieldRequired', { field: 'questions', params: { field: 'questions' } });
  const questions = (body.questions as Array<Record<string, unknown>>).map((q) => ({
    ...(typeof q.questionId === 'number' ? { questionId: q.questionId } : {}),
    question: text(q.question),
    questionType: (QUESTION_TYPES as readonly string[]).includes(String(q.questionType))
      ? (q.questionType as QuestionType)
      : 'ONE_FROM_LIST',
    points: Number(q.points),
    hasOther: q.hasOther === true,
    options: (Array.isArray(q.options) ? (q.options as Array<Record<string, unknown>>) : []).map((o) => ({
      ...(typeof o.optionId === 'number' ? { optionId: o.optionId } : {}),
      option: text(o.option),
      isCorrect: o.isCorrect === true,
    })),
  }));
  for (const [i, q] of questions.entries()) {
    if (!Number.isInteger(q.points) || q.points > QUIZ_MAX_QUESTION_POINTS) {
      return errorResponse(request, 400, 'validation.fieldMaximum', {
        field: `questions.${i}.points`,
        params: { field: 'points', limit: QUIZ_MAX_QUESTION_POINTS },
      });
    }
  }
  const issue = checkQuizDraft({ timeToTakeTheTest: time, questions });
  if (issue)
    return errorResponse(request, 400, `quizzes.${issue.problem}`, {
      field: issue.field,
      params: { question: issue.question ?? 0, option: issue.option ?? 0 },
    });
  const seconds = parseQuizTime(time) ?? 0;
  if (seconds < QUIZ_TIME_MIN_SECONDS || seconds > QUIZ_TIME_MAX_SECONDS)
    return errorResponse(request, 400, 'quizzes.timeInvalid', { field: 'timeToTakeTheTest' });
  const passPercent = body.passPercent === undefined ? undefined : Number(body.passPercent);
  if (passPercent !== undefined && (!Number.isInteger(passPercent) || passPercent < 0 || passPercent > 100)) {
    return errorResponse(request, 400, 'validation.fieldMaximum', { field: 'passPercent', params: { field: 'passPercent', limit: 100 } });
  }
  return {
    name,
    messageForStudents: text(body.messageForStudents).trim(),
    timeToTakeTheTest: time,
    passPercent,
    isActive: typeof body.isActive === 'boolean' ? body.isActive : undefined,
    questions,
  };
}

/** Questions with ids: new ones get fresh ids, as the server's insert does. */
function withIds(questions: ParsedBody['questions'], keepIds: boolean): QuizQuestionDto[] {
  return questions.map((q) => ({
    questionId: keepIds && q.questionId ? q.questionId : newId(),
    question: q.question.trim(),
    questionType: q.questionType,
    points: q.points,
    hasOther: q.hasOther,
    options: q.options.map((o) => ({
      optionId: keepIds && o.optionId ? o.optionId : newId(),
      option: o.option.trim(),
      isCorrect: o.isCorrect,
    })),
  }));
}

/** Whether the draft keeps every scoring-relevant part of the saved questions (server: keepsScoring). */
function keepsScoring(saved: QuizQuestionDto[], draft: ParsedBody['questions']): boolean {
  if (saved.length !== draft.length) return false;
  return saved.every((q, i) => {
    const d = draft[i];
    return (
      d.questionId === q.questionId &&
      d.questionType === q.questionType &&
      d.points === q.points &&
      d.hasOther === q.hasOther &&
      d.options.length === q.options.length &&
      q.options.every((o, j) => d.options[j].optionId === o.optionId && d.options[j].isCorrect === o.isCorrect)
    );
  });
}

function answerOf(entry: MockQuiz, studentId: number) {
  const student = liveStudents().find((s) => s.studentId === studentId);
  const attempt = entry.attempts.find((a) => a.studentId === studentId);
  const test = testDto(entry);
  return buildQuizAnswer(test, {
    studentId,
    studentFullName: student ? `${student.name} ${student.lastname}` : String(studentId),
    status: attempt?.status ?? 'NOT_STARTED',
    chosen: attempt?.chosen,
    others: attempt?.others,
    otherPoints: attempt?.otherPoints,
    ...(attempt?.status === 'IN_PROGRESS' ? { dateOfPassTheTest: null, timeSpent: null } : {}),
  });
}

function resultRows(entry: MockQuiz): QuizResultRowDto[] {
  const test = testDto(entry);
  const people = new Map(courseStudents(test.courseId).map((s) => [s.studentId, s]));
  for (const a of entry.attempts) {
    const s = liveStudents().find((x) => x.studentId === a.studentId);
    if (s) people.set(s.studentId, s);
  }
  const rows = [...people.values()].map((s): QuizResultRowDto => {
    const student = studentDto(s);
    const answer = answerOf(entry, s.studentId);
    const finished = answer.status === 'SUBMITTED' || answer.status === 'TIME_UP';
    const points = { pointsReceived: answer.points?.pointsReceived ?? 0, maxPoints: answer.points?.maxPoints ?? test.maxPoints };
    return {
      studentId: s.studentId,
      studentFullName: student.fullName,
      email: student.email,
      groupName: student.groupName,
      status: answer.status,
      tookTest: answer.status !== 'NOT_STARTED',
      points,
      ...points,
      passed: finished ? answer.passed : null,
      dateOfPassTheTest: answer.dateOfPassTheTest,
      startedAt: answer.startedAt,
      awaitingReview: answer.awaitingReview,
    };
  });
  const byName = (a: QuizResultRowDto, b: QuizResultRowDto) => a.studentFullName.localeCompare(b.studentFullName);
  return [...rows.filter((r) => r.tookTest).sort(byName), ...rows.filter((r) => !r.tookTest).sort(byName)];
}

export const quizHandlers: RequestHandler[] = [
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
    const body = parseBody(request, await readJson(request));
    if (body instanceof Response) return body;
    const test = buildQuiz({
      testId: newId(),
      lessonId: lesson.found.id,
      courseId: lesson.found.courseId,
      name: body.name,
      messageForStudents: body.messageForStudents,
      timeToTakeTheTest: body.timeToTakeTheTest,
      passPercent: body.passPercent ?? QUIZ_PASS_PERCENT_DEFAULT,
      isActive: body.isActive ?? true,
      createdAt: new Date().toISOString(),
      questions: withIds(body.questions, false),
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
    const body = parseBody(request, await readJson(request));
    if (body instanceof Response) return body;
    const started = entry.found.attempts.length > 0;
    if (started && !keepsScoring(entry.found.test.questions, body.questions)) {
      return errorResponse(request, 409, 'quizzes.lockedByAttempts', { field: 'questions' });
    }
    entry.found.test = buildQuiz({
      ...entry.found.test,
      name: body.name,
      messageForStudents: body.messageForStudents,
      timeToTakeTheTest: body.timeToTakeTheTest,
      passPercent: body.passPercent ?? entry.found.test.passPercent,
      isActive: body.isActive ?? entry.found.test.isActive,
      questions: withIds(body.questions, started),
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
      answersCount: entry.found.attempts.length,
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
    return HttpResponse.json(answerOf(entry.found, studentId));
  }),

  http.put(`${API}/lessons/tests/:testId/answers/:studentId/other`, async ({ request, params }) => {
    await delay();
    const entry = ownTest(request, params.testId);
    if ('denied' in entry) return entry.denied;
    const studentId = idOf(params.studentId);
    const attempt = entry.found.attempts.find((a) => a.studentId === studentId);
    if (!attempt || attempt.status === 'IN_PROGRESS') return errorResponse(request, 409, 'quizzes.attemptNotFinished');
    const body = await readJson(request);
    const question = entry.found.test.questions.find((q) => q.questionId === Number(body.questionId));
    if (!question) return errorResponse(request, 400, 'quizzes.questionNotFound', { field: 'questionId' });
    if (!question.hasOther || !attempt.others[question.questionId]?.trim())
      return errorResponse(request, 400, 'quizzes.noOtherText', { field: 'questionId' });
    const points = Math.round(Number(body.points) * 100) / 100;
    if (!(points >= 0) || points > question.points) {
      return errorResponse(request, 400, 'quizzes.otherPointsTooHigh', { field: 'points', params: { max: question.points } });
    }
    attempt.otherPoints = { ...attempt.otherPoints, [question.questionId]: points };
    return messageResponse(request, 'quizzes.otherGraded', {}, answerOf(entry.found, studentId));
  }),
];
