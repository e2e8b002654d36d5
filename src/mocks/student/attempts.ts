import type { QuizAnswers, QuizOtherAnswers } from '../../api/quizAttempts';
import type { QuizDto } from '../../api/quizAuthoring';
import { QUIZ_SUBMIT_GRACE_SECONDS } from '../../api/quizLimits';
import { quizPublishState } from '../../api/quizPublishing';
import { checkAnswers, isPassed, normalizeAnswers, scoreAttempt, type ScoredQuestion } from '../../../server/routes/quizzes/scoring';
import type { QuizWindow } from '../../api/quizWindow';
import { isOwnQuestion } from '../builders/studentQuizBuilders';
import { accommodationOf, effectiveWindow, ownLimitSeconds } from '../quizzes/quizWindows';
import { isShown, lessonById } from '../learning/lessonViews';
import { allow, errorResponse, idOf, type Access } from '../mockHttp';
import { mockStore } from '../store/mockStore';
import type { MockStudentAttempt } from '../store/studentAttemptSeed';
import { demoStudent } from '../store/demoCallers';
import { myCourse as studentCourse } from './studentAccess';

/**
 * The demo student's attempts at the tests (the mock's clock is Date.now(), so fake timers drive
 * them): which test they may open, the time limit with its grace, the score by the server's own
 * rules, the checks of answers, and the mirror into the instructor's results (quizHandlers.ts).
 */

const GRACE_MS = QUIZ_SUBMIT_GRACE_SECONDS * 1000;

/** The demo student's course (403 when blocked on it, 404 when not theirs). */
export function myCourse(request: Request, courseId: unknown): Access<{ courseId: number; studentId: number }> {
  const who = allow(request, ['STUDENT']);
  if ('denied' in who) return who;
  const course = studentCourse(request, courseId);
  if ('denied' in course) return course;
  // A course of the student's group was found, so the demo student exists.
  return { found: { courseId: course.found.id, studentId: demoStudent()!.studentId } };
}

/** A test of a shown lesson of the demo student's course. */
export function myTest(request: Request, testId: unknown): Access<QuizDto> {
  const entry = mockStore.quizzes.find((e) => e.test.testId === idOf(testId) && quizPublishState(e.test.publishedAt) === 'PUBLISHED');
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
  return test.questions.filter(isOwnQuestion).map((q) => ({
    id: q.questionId,
    kind: q.questionType === 'ONE_FROM_LIST' ? 'ONE' : 'MANY',
    points: q.points,
    hasOther: q.hasOther,
    options: q.options.map((o) => ({ id: o.optionId, isCorrect: o.isCorrect })),
  }));
}

/** Mirrors the attempt into the instructor's results (quizHandlers.ts). */
export function mirror(test: QuizDto, attempt: MockStudentAttempt) {
  const entry = mockStore.quizzes.find((e) => e.test.testId === test.testId);
  const studentId = demoStudent()?.studentId;
  if (!entry || studentId === undefined) return;
  const row = {
    studentId,
    attemptNo: attempt.attemptNo ?? 1,
    status: attempt.status,
    chosen: attempt.answers as Record<number, number[]>,
    others: attempt.others as Record<number, string>,
    otherPoints: {},
  };
  const at = entry.attempts.findIndex((a) => a.studentId === studentId && (a.attemptNo ?? 1) === row.attemptNo);
  if (at >= 0) entry.attempts[at] = { ...entry.attempts[at], ...row, otherPoints: entry.attempts[at].otherPoints };
  else entry.attempts.push(row);
}

/** Closes an attempt whose time (plus grace) ran out, with what was saved. */
export function closeIfExpired(test: QuizDto, attempt: MockStudentAttempt | undefined): MockStudentAttempt | undefined {
  if (!attempt || attempt.status !== 'IN_PROGRESS' || Date.now() <= Date.parse(attempt.deadline) + GRACE_MS) return attempt;
  attempt.status = 'TIME_UP';
  attempt.submittedAt = attempt.deadline;
  mirror(test, attempt);
  return attempt;
}

export function resultOf(test: QuizDto, attempt: MockStudentAttempt) {
  const score = scoreAttempt(scored(test), { choices: attempt.answers, others: attempt.others, otherPoints: {} });
  return {
    pointsReceived: score.points,
    maxPoints: score.maxPoints,
    passed: isPassed(score.points, score.maxPoints, test.passPercent),
    awaitingReview: score.awaitingReview,
  };
}

/** The demo student's window on the test and their limit in seconds, their accommodation applied. */
export function ownTerms(test: QuizDto): { window: QuizWindow; extraTimePercent: number; limitSeconds: number; extraAttempts: number } {
  const accommodation = accommodationOf(test.testId, demoStudent()?.studentId);
  const extraTimePercent = accommodation?.extraTimePercent ?? 0;
  return {
    window: effectiveWindow(test, accommodation),
    extraTimePercent,
    limitSeconds: ownLimitSeconds(test.timeToTakeTheTest, extraTimePercent),
    extraAttempts: accommodation?.extraAttempts ?? 0,
  };
}

/** The answers of a save or a submission, checked against the test (400 naming the question) and normalised. */
export function checked(
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

export function refusal(request: Request, attempt: MockStudentAttempt | undefined): Response {
  if (!attempt) return errorResponse(request, 409, 'quizzes.notStarted');
  if (attempt.status === 'SUBMITTED') return errorResponse(request, 409, 'quizzes.alreadySubmitted');
  return errorResponse(request, 409, 'quizzes.timeUp');
}
