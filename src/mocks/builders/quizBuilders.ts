import type { QuizDto, QuizListItemDto, QuizOptionDto, QuizOwnQuestionDto, QuizQuestionDto } from '../../api/quizAuthoring';
import type { AnswerOwnQuestionDto, AnswerQuestionDto, QuizAnswerDto, QuizResultRowDto, QuizResultsDto } from '../../api/quizResults';
import { DEFAULT_REVIEW_OPTIONS } from '../../api/quizReview';
import { DEFAULT_ATTEMPT_RULES } from '../../api/quizAttemptRules';
import { formatQuizTime, parseQuizTime } from '../../api/quizTime';
import { FIXED_NOW } from './builders';

/**
 * Builders of the tests contract (src/api/tests.ts), shared by the UI tests, the stories and
 * the msw handlers of src/mocks/quizHandlers.ts. Each answers a valid payload whose derived
 * fields (maximum, counts, time parts) follow what it holds; overrides replace the rest.
 */

let sequence = 7000;
const nextId = () => ++sequence;

export function buildQuizOption(overrides: Partial<QuizOptionDto> = {}): QuizOptionDto {
  return { optionId: overrides.optionId ?? nextId(), option: 'An option', isCorrect: false, ...overrides };
}

/** A question; `options` as [text, isCorrect] pairs is the short way to write them. */
export function buildQuizQuestion(
  overrides: Partial<Omit<QuizOwnQuestionDto, 'options'>> & { options?: QuizOptionDto[] | Array<[string, boolean]> } = {},
): QuizOwnQuestionDto {
  const { options, ...rest } = overrides;
  const built = (
    options ?? [
      ['const', true],
      ['let', false],
      ['var', false],
    ]
  ).map((o) => (Array.isArray(o) ? buildQuizOption({ option: o[0], isCorrect: o[1] }) : o));
  return {
    questionId: rest.questionId ?? nextId(),
    question: 'Which keyword declares a variable that cannot be reassigned?',
    questionType: 'ONE_FROM_LIST',
    points: 2,
    hasOther: false,
    ...rest,
    options: built,
  };
}

/** What a slot adds to the maximum: a random slot's points are per drawn question. */
const slotPoints = (q: QuizQuestionDto) => (q.questionType === 'RANDOM' ? q.drawCount * q.points : q.points);

/** Questions a student answers from a slot, as the server counts them: a fixed description none. */
function questionsOfItem(q: QuizQuestionDto): number {
  if (q.questionType === 'RANDOM') return q.drawCount;
  return q.questionType === 'FROM_BANK' && q.bankType === 'DESCRIPTION' ? 0 : 1;
}

/** The test's own questions (not its bank slots). */
export const ownQuestions = (questions: readonly QuizQuestionDto[]) =>
  questions.filter((q): q is QuizOwnQuestionDto => q.questionType === 'ONE_FROM_LIST' || q.questionType === 'MANY_FROM_LIST');

/** The instructor's view of a test (GET /lessons/tests/{testId}). */
export function buildQuiz(overrides: Partial<QuizDto> = {}): QuizDto {
  const questions = overrides.questions ?? [
    buildQuizQuestion(),
    buildQuizQuestion({
      question: 'Which of these are primitive types in JavaScript?',
      questionType: 'MANY_FROM_LIST',
      points: 4,
      hasOther: true,
      options: [
        ['string', true],
        ['object', false],
        ['boolean', true],
        ['array', false],
      ],
    }),
  ];
  const name = overrides.name ?? 'Variables and types: check yourself';
  const seconds = parseQuizTime(overrides.timeToTakeTheTest ?? '00:15:00') ?? 900;
  const answersCount = overrides.answersCount ?? 0;
  return {
    testId: overrides.testId ?? nextId(),
    lessonId: 11,
    courseId: 1,
    messageForStudents: 'Two questions, 15 minutes. Your answers are saved as you go.',
    passPercent: 50,
    isActive: true,
    // Published long before any clock the tests and stories set.
    publishedAt: '2026-01-01T00:00:00.000Z',
    createdAt: FIXED_NOW,
    opensAt: null,
    closesAt: null,
    shuffleQuestions: false,
    shuffleOptions: false,
    reviewOptions: DEFAULT_REVIEW_OPTIONS,
    ...DEFAULT_ATTEMPT_RULES,
    ...overrides,
    name,
    testName: name,
    timeToTakeTheTest: formatQuizTime(seconds),
    time: { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60) },
    maxPoints: questions.reduce((sum, q) => sum + slotPoints(q), 0),
    questionsCount: questions.reduce((sum, q) => sum + questionsOfItem(q), 0),
    answersCount,
    hasAttempts: answersCount > 0,
    questions,
  };
}

/** A row of GET /lessons/{lessonId}/tests: the test without its questions. */
export function buildQuizListItem(overrides: Partial<QuizDto> = {}): QuizListItemDto {
  const { questions: _questions, hasAttempts: _hasAttempts, ...item } = buildQuiz(overrides);
  return item;
}

/** One row of the results; a finished attempt unless `status` says otherwise. */
export function buildQuizResultRow(overrides: Partial<QuizResultRowDto> = {}): QuizResultRowDto {
  const status = overrides.status ?? 'SUBMITTED';
  const finished = status === 'SUBMITTED' || status === 'TIME_UP';
  const tookTest = status !== 'NOT_STARTED';
  const pointsReceived = overrides.pointsReceived ?? (finished ? 4 : 0);
  const maxPoints = overrides.maxPoints ?? 6;
  return {
    studentId: overrides.studentId ?? nextId(),
    studentFullName: 'Sofia Smirnova',
    email: 'student@demo.test',
    groupName: 'Frontend 2026',
    tookTest,
    passed: finished ? pointsReceived * 100 >= 50 * maxPoints : null,
    dateOfPassTheTest: finished ? '2026-11-19T10:12:00.000Z' : null,
    startedAt: tookTest ? '2026-11-19T10:00:00.000Z' : null,
    awaitingReview: false,
    attemptsCount: tookTest ? 1 : 0,
    ...overrides,
    status,
    pointsReceived,
    maxPoints,
    points: { pointsReceived, maxPoints },
  };
}

export function buildQuizResults(overrides: Partial<QuizResultsDto> = {}): QuizResultsDto {
  const objects = overrides.objects ?? [
    buildQuizResultRow({ studentId: 1, studentFullName: 'Sofia Smirnova', email: 'student@demo.test', pointsReceived: 6 }),
    buildQuizResultRow({
      studentId: 4,
      studentFullName: 'Emily Johnson',
      email: 'student4@demo.test',
      pointsReceived: 2,
      awaitingReview: true,
    }),
    buildQuizResultRow({
      studentId: 2,
      studentFullName: 'Алексей Кузнецов',
      email: 'student2@demo.test',
      status: 'TIME_UP',
      pointsReceived: 2,
    }),
    buildQuizResultRow({ studentId: 3, studentFullName: 'Екатерина Попова', email: 'student3@demo.test', status: 'NOT_STARTED' }),
  ];
  return {
    testId: 7001,
    testName: 'Variables and types: check yourself',
    maxPoints: 6,
    passPercent: 50,
    gradingMethod: DEFAULT_ATTEMPT_RULES.gradingMethod,
    answersCount: objects.filter((o) => o.tookTest).length,
    ...overrides,
    objects,
    count: objects.length,
  };
}

/**
 * One student's answers to a test, as GET …/answers/{studentId} gives them: `chosen` lists the
 * optionIds chosen per questionId, `others` the 'Other' texts; points follow the scoring rules.
 * The test's own questions only; `bank` gives the bank questions of the student's paper (each
 * with its points received), put after them.
 */
export function buildQuizAnswer(
  test: QuizDto,
  answer: {
    chosen?: Record<number, number[]>;
    others?: Record<number, string>;
    otherPoints?: Record<number, number>;
    bank?: AnswerQuestionDto[];
  } & Partial<Omit<QuizAnswerDto, 'questions'>> = {},
): QuizAnswerDto {
  const { chosen = {}, others = {}, otherPoints = {}, bank = [], ...rest } = answer;
  const status = rest.status ?? 'SUBMITTED';
  const finished = status === 'SUBMITTED' || status === 'TIME_UP';
  const own: AnswerOwnQuestionDto[] = ownQuestions(test.questions).map((q) => {
    const picked = new Set(chosen[q.questionId] ?? []);
    const valid = q.options.filter((o) => picked.has(o.optionId));
    const right = q.options.filter((o) => o.isCorrect).length;
    const rightChosen = valid.filter((o) => o.isCorrect).length;
    const auto =
      q.questionType === 'ONE_FROM_LIST'
        ? valid.length === 1 && valid[0].isCorrect
          ? q.points
          : 0
        : right
          ? Math.round(((q.points * Math.max(0, rightChosen - (valid.length - rightChosen))) / right) * 100) / 100
          : 0;
    const text = others[q.questionId] ?? null;
    const given = text ? (otherPoints[q.questionId] ?? null) : null;
    return {
      source: 'TEST',
      key: String(q.questionId),
      questionId: q.questionId,
      question: q.question,
      questionType: q.questionType,
      points: q.points,
      pointsReceived: finished ? Math.min(q.points, auto + (given ?? 0)) : null,
      hasOther: q.hasOther,
      otherText: text,
      otherPoints: given,
      options: q.options.map((o) => ({
        optionId: o.optionId,
        option: o.option,
        status: picked.has(o.optionId) ? 'SELECTED' : 'NOT_SELECTED',
        isCorrect: o.isCorrect,
      })),
    };
  });
  const questions: AnswerQuestionDto[] = [...own, ...bank];
  const pointsReceived = Math.round(questions.reduce((sum, q) => sum + (q.pointsReceived ?? 0), 0) * 100) / 100;
  const passed = finished ? pointsReceived * 100 >= test.passPercent * test.maxPoints : null;
  const awaitingReview = questions.some((q) => (q.source === 'BANK' ? q.awaitingReview : Boolean(q.otherText && q.otherPoints === null)));
  const startedAt = '2026-11-19T10:00:00.000Z';
  const submittedAt = finished ? '2026-11-19T10:12:00.000Z' : null;
  const points = finished ? { pointsReceived, maxPoints: test.maxPoints } : null;
  return {
    // One attempt unless `rest` lists them (src/mocks/quizzes/quizViews.ts does).
    attemptNo: status === 'NOT_STARTED' ? null : 1,
    attempts: status === 'NOT_STARTED' ? [] : [{ attemptNo: 1, status, startedAt, submittedAt, points, passed, awaitingReview }],
    testId: test.testId,
    testName: test.name,
    studentId: 1,
    studentFullName: 'Sofia Smirnova',
    startedAt: status === 'NOT_STARTED' ? null : startedAt,
    deadline: status === 'NOT_STARTED' ? null : '2026-11-19T10:15:00.000Z',
    dateOfPassTheTest: submittedAt,
    timeSpent: finished ? '00:12:00' : null,
    points,
    passed,
    passPercent: test.passPercent,
    awaitingReview,
    review: { answers: true, rightAnswers: true, feedback: true },
    moreReviewAt: null,
    ...rest,
    status,
    questions,
  };
}
