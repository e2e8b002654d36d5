import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import {
  DEFAULT_DISTRIBUTION,
  PLACEHOLDER_TASK,
  type RatingLessonColumn,
  type RatingStudentRow,
  type StudentsRatingDto,
} from '../api/ratings';
import type { StudentResultsDto, StudentTaskResult, StudentQuizResult } from '../api/studentResults';
import type { StudentQuizDto, QuizAnswers, QuizOtherAnswers } from '../api/quizAttempts';
import type { QuizDto } from '../api/quizAuthoring';
import { QUIZ_SUBMIT_GRACE_SECONDS } from '../api/quizLimits';
import { formatQuizTime, parseQuizTime } from '../api/quizTime';
import { checkAnswers, isPassed, normalizeAnswers, scoreAttempt, type ScoredQuestion } from '../../server/routes/quizzes/scoring';

import { buildStudentAttempt, buildStudentRating, buildStudentQuiz } from './builders/studentQuizBuilders';
import { buildQuizAnswer } from './builders/quizBuilders';
import { courseLessons, isShown, lessonById } from './learningHandlers';
import { allow, API_PATTERN, errorResponse, idOf, messageResponse, readJson, type Access } from './mockHttp';
import { courseGroupIds, courseStudents, liveCourses } from './store/schoolViews';
import { mockStore } from './store/mockStore';
import type { MockStudentAttempt } from './store/studentAttemptSeed';
import { demoStudent } from './store/demoCallers';

const API = API_PATTERN;
const GRACE_MS = QUIZ_SUBMIT_GRACE_SECONDS * 1000;

/*
 * msw handlers of the student's side of SPEC §7 Tests and Ratings over the mock tests of
 * quizHandlers.ts, the lessons of learningHandlers.ts and the tasks of taskHandlers.ts, as the
 * demo student (student@demo.test) would get them: the test with the attempt (the mock's clock is
 * Date.now(), so fake timers drive it), start, saves, one submission, the answers, the own
 * rating row, the own results of a course and the course table. The student's courses, lessons, tasks and the lesson's
 * test list are studentHandlers.ts's; an attempt is mirrored into quizHandlers.ts's results, which
 * that list and the instructor's pages read.
 */

/** The demo student's course (403 when blocked on it, 404 when not theirs). */
function myCourse(request: Request, courseId: number): Access<{ courseId: number; studentId: number }> {
  const who = allow(request, ['STUDENT']);
  if ('denied' in who) return who;
  const student = demoStudent();
  const course = liveCourses().find((c) => c.id === courseId);
  if (!student || !course || !courseGroupIds(course.id).includes(student.groupId ?? -1))
    return { denied: errorResponse(request, 404, 'errors.notFound') };
  if (mockStore.school.courseBlocks.has(`${course.id}:${student.studentId}`))
    return { denied: errorResponse(request, 403, 'lessons.blockedOnCourse') };
  return { found: { courseId: course.id, studentId: student.studentId } };
}

/** A test of a shown lesson of the demo student's course. */
function myTest(request: Request, testId: unknown): Access<QuizDto> {
  const entry = mockStore.quizzes.find((e) => e.test.testId === idOf(testId));
  if (!entry) {
    const who = allow(request, ['STUDENT']);
    return 'denied' in who ? who : { denied: errorResponse(request, 404, 'errors.notFound') };
  }
  const course = myCourse(request, entry.test.courseId);
  if ('denied' in course) return course;
  const lesson = lessonById(entry.test.lessonId);
  if (!lesson || !isShown(lesson)) return { denied: errorResponse(request, 404, 'errors.notFound') };
  return { found: entry.test };
}

function scored(test: QuizDto): ScoredQuestion[] {
  return test.questions.map((q) => ({
    id: q.questionId,
    kind: q.questionType === 'ONE_FROM_LIST' ? 'ONE' : 'MANY',
    points: q.points,
    hasOther: q.hasOther,
    options: q.options.map((o) => ({ id: o.optionId, isCorrect: o.isCorrect })),
  }));
}

/** Mirrors the attempt into the instructor's results (quizHandlers.ts). */
function mirror(test: QuizDto, attempt: MockStudentAttempt) {
  const entry = mockStore.quizzes.find((e) => e.test.testId === test.testId);
  const studentId = demoStudent()?.studentId;
  if (!entry || studentId === undefined) return;
  const row = {
    studentId,
    status: attempt.status,
    chosen: attempt.answers as Record<number, number[]>,
    others: attempt.others as Record<number, string>,
    otherPoints: {},
  };
  const at = entry.attempts.findIndex((a) => a.studentId === studentId);
  if (at >= 0) entry.attempts[at] = { ...entry.attempts[at], ...row, otherPoints: entry.attempts[at].otherPoints };
  else entry.attempts.push(row);
}

/** Closes an attempt whose time (plus grace) ran out, with what was saved. */
function closeIfExpired(test: QuizDto, attempt: MockStudentAttempt | undefined): MockStudentAttempt | undefined {
  if (!attempt || attempt.status !== 'IN_PROGRESS' || Date.now() <= Date.parse(attempt.deadline) + GRACE_MS) return attempt;
  attempt.status = 'TIME_UP';
  attempt.submittedAt = attempt.deadline;
  mirror(test, attempt);
  return attempt;
}

function resultOf(test: QuizDto, attempt: MockStudentAttempt) {
  const score = scoreAttempt(scored(test), { choices: attempt.answers, others: attempt.others, otherPoints: {} });
  return {
    pointsReceived: score.points,
    maxPoints: score.maxPoints,
    passed: isPassed(score.points, score.maxPoints, test.passPercent),
    awaitingReview: score.awaitingReview,
  };
}

function view(test: QuizDto, attempt: MockStudentAttempt | undefined): StudentQuizDto {
  const finished = attempt && attempt.status !== 'IN_PROGRESS';
  return buildStudentQuiz(
    test,
    attempt ? buildStudentAttempt(test, { ...attempt, result: finished ? resultOf(test, attempt) : null }) : null,
    { serverNow: new Date().toISOString() },
  );
}

/** The answers of a save or a submission, checked against the test (400 naming the question) and normalised. */
function checked(
  request: Request,
  test: QuizDto,
  body: Record<string, unknown>,
): { answers: QuizAnswers; others: QuizOtherAnswers } | Response {
  const answers = (body.answers && typeof body.answers === 'object' ? body.answers : {}) as QuizAnswers;
  const others = (body.others && typeof body.others === 'object' ? body.others : {}) as QuizOtherAnswers;
  const problem = checkAnswers(scored(test), { choices: answers, others });
  if (problem) {
    const number = test.questions.findIndex((q) => String(q.questionId) === problem.questionId) + 1;
    return errorResponse(request, 400, `quizzes.${problem.problem}`, {
      field: `answers.${problem.questionId}`,
      params: { question: number || problem.questionId },
    });
  }
  const normal = normalizeAnswers({ choices: answers, others });
  return { answers: normal.choices, others: normal.others };
}

function refusal(request: Request, attempt: MockStudentAttempt | undefined): Response {
  if (!attempt) return errorResponse(request, 409, 'quizzes.notStarted');
  if (attempt.status === 'SUBMITTED') return errorResponse(request, 409, 'quizzes.alreadySubmitted');
  return errorResponse(request, 409, 'quizzes.timeUp');
}

// ---- Ratings ------------------------------------------------------------------------------

interface Scores {
  tasks: Record<string, number>;
  tests: Record<string, number>;
}

/** The course rating as the server counts it (src/api/ratings.ts), over the mock school. */
function courseRating(courseId: number) {
  const lessons = courseLessons(courseId);
  // The tasks as the student's handlers hold them, with the demo student's answers.
  const tasks = mockStore.studentWork.tasks.filter((t) => t.courseId === courseId);
  const tests = mockStore.quizzes.filter((e) => e.test.courseId === courseId);
  const columns: RatingLessonColumn[] = lessons.map((lesson) => {
    const own = tasks.filter((t) => t.lessonId === lesson.id).map((t) => ({ taskId: t.taskId, taskName: t.taskName, maxPoints: t.mark }));
    const ownTests = tests
      .filter((e) => e.test.lessonId === lesson.id)
      .map((e) => ({ testId: e.test.testId, testName: e.test.name, maxPoints: e.test.questions.reduce((s, q) => s + q.points, 0) }));
    return {
      lessonId: lesson.id,
      lessonName: lesson.lessonName,
      tasks: own.length || ownTests.length ? own : [{ taskId: PLACEHOLDER_TASK.id, taskName: PLACEHOLDER_TASK.name, maxPoints: 0 }],
      tests: ownTests,
    };
  });
  const tasksMax = tasks.reduce((s, t) => s + t.mark, 0);
  const testsMax = tests.reduce((s, e) => s + e.test.questions.reduce((n, q) => n + q.points, 0), 0);
  const students = courseStudents(courseId);
  const myId = demoStudent()?.studentId;
  const rows: RatingStudentRow[] = students.map((student) => {
    const scores: Scores = { tasks: {}, tests: {} };
    for (const task of tasks) {
      const answer = student.studentId === myId ? mockStore.studentWork.answers.find((a) => a.taskId === task.taskId) : undefined;
      scores.tasks[String(task.taskId)] = answer?.status === 'ACCEPTED' ? (answer.points ?? 0) : 0;
    }
    for (const entry of tests) {
      let points = 0;
      if (student.studentId === myId) {
        const attempt = closeIfExpired(entry.test, mockStore.studentAttempts.get(entry.test.testId));
        if (attempt && attempt.status !== 'IN_PROGRESS') points = resultOf(entry.test, attempt).pointsReceived;
      } else {
        const attempt = entry.attempts.find((a) => a.studentId === student.studentId);
        if (attempt && attempt.status !== 'IN_PROGRESS') {
          points =
            buildQuizAnswer(entry.test, {
              status: attempt.status,
              chosen: attempt.chosen,
              others: attempt.others,
              otherPoints: attempt.otherPoints,
            }).points?.pointsReceived ?? 0;
        }
      }
      scores.tests[String(entry.test.testId)] = points;
    }
    const tasksTotal = Object.values(scores.tasks).reduce((s, n) => s + n, 0);
    const testsTotal = Object.values(scores.tests).reduce((s, n) => s + n, 0);
    const parts = [
      { weight: DEFAULT_DISTRIBUTION.tasks, share: tasksMax ? tasksTotal / tasksMax : null },
      { weight: DEFAULT_DISTRIBUTION.tests, share: testsMax ? testsTotal / testsMax : null },
    ].filter((p) => p.share !== null);
    const weights = parts.reduce((s, p) => s + p.weight, 0);
    const total = weights ? Math.round((parts.reduce((s, p) => s + p.weight * (p.share ?? 0), 0) / weights) * 10000) / 100 : 0;
    return {
      studentId: student.studentId,
      studentFullName: `${student.name} ${student.lastname}`,
      groupName: student.groupName ?? null,
      place: 0,
      tasks: scores.tasks,
      tests: scores.tests,
      exams: {},
      tasksTotal: Math.round(tasksTotal * 100) / 100,
      testsTotal: Math.round(testsTotal * 100) / 100,
      examsAverage: 0,
      total,
    };
  });
  rows.sort((a, b) => b.total - a.total || a.studentFullName.localeCompare(b.studentFullName));
  rows.forEach((row, i) => (row.place = i > 0 && rows[i - 1].total === row.total ? rows[i - 1].place : i + 1));
  const course = liveCourses().find((c) => c.id === courseId);
  return { courseName: course?.courseName ?? '', lessons: lessons, columns, tasksMax, testsMax, rows };
}

/** GET /student/results/{courseId}: the demo student's own results, from the rating above and their work. */
function resultsOf(courseId: number, studentId: number): StudentResultsDto {
  const rating = courseRating(courseId);
  const student = rating.rows.find((r) => r.studentId === studentId)!;
  const work = mockStore.studentWork;
  const lessons = rating.lessons.filter(isShown).map((lesson) => ({
    lessonId: lesson.id,
    lessonName: lesson.lessonName,
    tasks: work.tasks
      .filter((task) => task.lessonId === lesson.id)
      .map((task): StudentTaskResult => {
        const answer = work.answers.find((a) => a.taskId === task.taskId);
        return {
          taskId: task.taskId,
          taskName: task.taskName,
          deadline: task.deadline,
          mark: task.mark,
          status: answer?.status ?? null,
          late: answer?.late ?? false,
          points: answer?.status === 'ACCEPTED' ? answer.points : null,
          comment: answer?.comment ?? null,
        };
      }),
    tests: mockStore.quizzes
      .filter((entry) => entry.test.lessonId === lesson.id)
      .map(({ test }): StudentQuizResult => {
        const attempt = closeIfExpired(test, mockStore.studentAttempts.get(test.testId));
        const result = attempt && attempt.status !== 'IN_PROGRESS' ? resultOf(test, attempt) : null;
        return {
          testId: test.testId,
          testName: test.name,
          maxPoints: test.questions.reduce((sum, q) => sum + q.points, 0),
          status: attempt?.status ?? null,
          pointsReceived: result?.pointsReceived ?? null,
          passed: result?.passed ?? null,
          submittedAt: result ? attempt!.submittedAt : null,
        };
      }),
  }));
  return {
    courseId,
    courseName: rating.courseName,
    lessons,
    exams: [],
    rating: student,
    studentsCount: rating.rows.length,
    tasksMax: rating.tasksMax,
    testsMax: rating.testsMax,
    distribution: { courseId, ...DEFAULT_DISTRIBUTION, isDefault: true },
  };
}

// ---- Handlers -----------------------------------------------------------------------------

export const studentQuizHandlers: RequestHandler[] = [
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
    const startedAt = new Date().toISOString();
    const attempt: MockStudentAttempt = {
      status: 'IN_PROGRESS',
      startedAt,
      deadline: new Date(Date.now() + (parseQuizTime(test.found.timeToTakeTheTest) ?? 0) * 1000).toISOString(),
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
    const answers = checked(request, test.found, await readJson(request));
    if (answers instanceof Response) return answers;
    const attempt = closeIfExpired(test.found, mockStore.studentAttempts.get(test.found.testId));
    if (!attempt || attempt.status !== 'IN_PROGRESS') return refusal(request, attempt);
    const now = new Date().toISOString();
    Object.assign(attempt, answers, { savedAt: now });
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
      answer.questions = answer.questions.map((q) => ({
        ...q,
        pointsReceived: null,
        options: q.options.map(({ isCorrect: _c, ...o }) => o),
      }));
    return HttpResponse.json(answer);
  }),

  http.get(`${API}/student/rating/:courseId`, async ({ request, params }) => {
    await delay();
    const course = myCourse(request, idOf(params.courseId));
    if ('denied' in course) return course.denied;
    const rating = courseRating(course.found.courseId);
    const shownIds = new Set(rating.lessons.filter(isShown).map((l) => l.id));
    const student = rating.rows.find((r) => r.studentId === course.found.studentId);
    return HttpResponse.json(
      buildStudentRating({
        courseId: course.found.courseId,
        courseName: rating.courseName,
        distribution: { courseId: course.found.courseId, ...DEFAULT_DISTRIBUTION, isDefault: true },
        tasksMax: rating.tasksMax,
        testsMax: rating.testsMax,
        lessons: rating.columns.filter((c) => shownIds.has(c.lessonId)),
        exams: [],
        student,
        studentsCount: rating.rows.length,
      }),
    );
  }),

  http.get(`${API}/student/results/:courseId`, async ({ request, params }) => {
    await delay();
    const course = myCourse(request, idOf(params.courseId));
    if ('denied' in course) return course.denied;
    return HttpResponse.json(resultsOf(course.found.courseId, course.found.studentId));
  }),

  http.get(`${API}/student/all/ratings/:courseId`, async ({ request, params }) => {
    await delay();
    const course = myCourse(request, idOf(params.courseId));
    if ('denied' in course) return course.denied;
    const rating = courseRating(course.found.courseId);
    const body: StudentsRatingDto = {
      courseId: course.found.courseId,
      courseName: rating.courseName,
      objects: rating.rows.map((r) => ({
        studentId: r.studentId,
        studentFullName: r.studentFullName,
        place: r.place,
        total: r.total,
        isMe: r.studentId === course.found.studentId,
      })),
      count: rating.rows.length,
    };
    return HttpResponse.json(body);
  }),
];
