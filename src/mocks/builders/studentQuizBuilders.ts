import type { RatingStudentRow, StudentRatingDto } from '../../api/ratings';
import { EMPTY_FORMULA } from '../../api/ratingFormula';
import { DEFAULT_DISTRIBUTION } from '../../api/ratings';
import type { StudentAttemptDto, StudentQuizDto, QuizPassResponse, QuizSaveResponse } from '../../api/quizAttempts';
import type { QuizDto, QuizOwnQuestionDto, QuizQuestionDto } from '../../api/quizAuthoring';
import type { StudentAttemptsState } from '../../api/quizAttemptRules';
import type { QuizWindow, StudentQuizWindow } from '../../api/quizWindow';
import { parseQuizTime } from '../../api/quizTime';
import { FIXED_NOW } from './builders';
import { buildQuiz } from './quizBuilders';

/**
 * Builders of the student's side of the tests and ratings contract (src/api/tests.ts,
 * src/api/ratings.ts), shared by the UI tests, the stories and src/mocks/studentQuizHandlers.ts.
 * A student's test never carries a correct mark: it is built from the instructor's QuizDto with
 * the marks left out, field by field, as the server does.
 */

/** A running attempt started at `startedAt` with the test's time limit; overrides replace the rest. */
export function buildStudentAttempt(
  test: Pick<QuizDto, 'timeToTakeTheTest'>,
  overrides: Partial<StudentAttemptDto> = {},
): StudentAttemptDto {
  const startedAt = overrides.startedAt ?? FIXED_NOW;
  const limit = (parseQuizTime(test.timeToTakeTheTest) ?? 900) * 1000;
  return {
    attemptNo: 1,
    status: 'IN_PROGRESS',
    startedAt,
    deadline: new Date(Date.parse(startedAt) + limit).toISOString(),
    submittedAt: null,
    savedAt: null,
    answers: {},
    others: {},
    responses: {},
    files: [],
    result: null,
    ...overrides,
  };
}

/**
 * The attempts part of a student's view when the test has at most `attempt`: its summary, what
 * is left, and the grade (one attempt's grade is its result). Overrides give more attempts.
 */
function attemptsStateOf(test: Pick<QuizDto, 'maxAttempts'>, attempt: StudentAttemptDto | null): StudentAttemptsState {
  const used = attempt ? 1 : 0;
  const running = attempt?.status === 'IN_PROGRESS';
  const left = test.maxAttempts === null ? null : Math.max(0, test.maxAttempts - used);
  return {
    attempts: attempt
      ? [
          {
            attemptNo: attempt.attemptNo,
            status: attempt.status,
            startedAt: attempt.startedAt,
            submittedAt: attempt.submittedAt,
            points: attempt.result ? { pointsReceived: attempt.result.pointsReceived, maxPoints: attempt.result.maxPoints } : null,
            passed: attempt.result?.passed ?? null,
            awaitingReview: attempt.result?.awaitingReview ?? false,
          },
        ]
      : [],
    attemptsLeft: left,
    nextAttemptBlock: running ? 'ATTEMPT_OPEN' : left === 0 ? 'NO_ATTEMPTS_LEFT' : null,
    nextAttemptAt: null,
    grade: attempt?.result ?? null,
  };
}

/** One of the test's own questions (the bank's slots have no options of their own). */
export const isOwnQuestion = (q: QuizQuestionDto): q is QuizOwnQuestionDto => 'options' in q;

/** Where `now` stands in a window, as the server words it. */
export function windowStateAt({ opensAt, closesAt }: QuizWindow, now: string): StudentQuizWindow['windowState'] {
  const at = Date.parse(now);
  if (opensAt && at < Date.parse(opensAt)) return 'NOT_OPEN_YET';
  if (closesAt && at >= Date.parse(closesAt)) return 'CLOSED';
  return 'OPEN';
}

/**
 * GET /lessons/students/tests/{testId} for `test` (the instructor's view, default buildQuiz())
 * with `attempt` (null: not started, no questions listed). serverNow defaults to the attempt's
 * start, or FIXED_NOW; the window is the test's, no extra time, its state at serverNow.
 */
export function buildStudentQuiz(
  test: QuizDto = buildQuiz(),
  attempt: StudentAttemptDto | null = null,
  overrides: Partial<StudentQuizDto> = {},
): StudentQuizDto {
  const { questions, answersCount: _answers, createdAt: _created, hasAttempts: _has, ...summary } = test;
  const serverNow = overrides.serverNow ?? attempt?.startedAt ?? FIXED_NOW;
  return {
    ...summary,
    yourTimeToTakeTheTest: summary.timeToTakeTheTest,
    extraTimePercent: 0,
    windowState: windowStateAt({ ...summary, ...overrides }, serverNow),
    serverNow,
    ...attemptsStateOf(summary, attempt),
    attempt,
    questions: attempt
      ? questions.filter(isOwnQuestion).map((q) => ({
          source: 'TEST' as const,
          key: String(q.questionId),
          questionId: q.questionId,
          question: q.question,
          questionType: q.questionType,
          points: q.points,
          hasOther: q.hasOther,
          options: q.options.map((o) => ({ optionId: o.optionId, option: o.option })),
        }))
      : [],
    ...overrides,
  };
}

export function buildQuizSaveResponse(overrides: Partial<QuizSaveResponse> = {}): QuizSaveResponse {
  return { message: 'Your answers have been saved.', savedAt: FIXED_NOW, deadline: FIXED_NOW, serverNow: FIXED_NOW, ...overrides };
}

export function buildQuizPassResponse(overrides: Partial<QuizPassResponse> = {}): QuizPassResponse {
  return {
    message: 'Test submitted! Wait for the results.',
    testId: 7001,
    status: 'SUBMITTED',
    points: { pointsReceived: 4, maxPoints: 6 },
    passed: true,
    awaitingReview: false,
    dateOfPassTheTest: FIXED_NOW,
    ...overrides,
  };
}

export function buildRatingRow(overrides: Partial<RatingStudentRow> = {}): RatingStudentRow {
  return {
    studentId: 1,
    studentFullName: 'Sofia Smirnova',
    groupName: 'Frontend 2026',
    place: 1,
    tasks: {},
    tests: {},
    exams: {},
    tasksTotal: 0,
    testsTotal: 0,
    examsAverage: 0,
    total: 0,
    formula: EMPTY_FORMULA,
    ...overrides,
  };
}

/** GET /student/rating/{courseId}: a course with one lesson holding a task and a test. */
export function buildStudentRating(overrides: Partial<StudentRatingDto> = {}): StudentRatingDto {
  return {
    courseId: 1,
    courseName: 'JavaScript Fundamentals',
    distribution: { courseId: 1, ...DEFAULT_DISTRIBUTION, missingCountsZero: true, isDefault: true },
    tasksMax: 10,
    testsMax: 6,
    lessons: [
      {
        lessonId: 11,
        lessonName: 'Introduction to JavaScript',
        tasks: [{ taskId: 801, taskName: 'Types in practice', maxPoints: 10 }],
        tests: [{ testId: 501, testName: 'Variables and types: check yourself', maxPoints: 6 }],
      },
    ],
    exams: [],
    student: buildRatingRow({
      tasks: { '801': 9 },
      tests: { '501': 6 },
      tasksTotal: 9,
      testsTotal: 6,
      total: 95,
      formula: {
        tasks: { points: 9, max: 10, counted: 1, percent: 90, weight: 50 },
        tests: { points: 6, max: 6, counted: 1, percent: 100, weight: 50 },
        exams: null,
        total: 95,
      },
    }),
    studentsCount: 4,
    ...overrides,
  };
}
