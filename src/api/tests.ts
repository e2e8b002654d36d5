/*
 * The contract of timed tests (SPEC §3 Test, Test submission; §7 Tests), shared by the
 * browser app and the server: wire values, limits, payload shapes, the time format and the
 * authoring rules. Scoring itself happens on the server only (server/lib/scoring.ts).
 *
 * Wire values of a question's type (SPEC: "one-from-list or many-from-list"):
 *   ONE_FROM_LIST  – exactly one option is correct; the student chooses one;
 *   MANY_FROM_LIST – one or more options are correct; the student chooses any.
 * A question with `hasOther` also offers a free-text 'Other' answer, scored by hand.
 *
 * Timestamps are ISO 8601 strings in UTC. Points are numbers rounded to 2 decimals.
 */

export const QUESTION_TYPES = ['ONE_FROM_LIST', 'MANY_FROM_LIST'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Where an attempt stands. TIME_UP: the server closed it at the deadline with what was saved. */
export const ATTEMPT_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'SUBMITTED', 'TIME_UP'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** An option as the student's answer shows it (SPEC: NOT_SELECTED means not chosen). */
export type OptionStatus = 'SELECTED' | 'NOT_SELECTED';

export const TEST_PASS_PERCENT_DEFAULT = 50;
/** A submission or save this long after the deadline is still taken (network delays). */
export const TEST_SUBMIT_GRACE_SECONDS = 30;
/** The time limit: at least one minute, at most 99:59 (two digits of hours). */
export const TEST_TIME_MIN_SECONDS = 60;
export const TEST_TIME_MAX_SECONDS = 99 * 3600 + 59 * 60;
export const TEST_MAX_QUESTIONS = 100;
export const TEST_MAX_OPTIONS = 20;
export const TEST_MIN_OPTIONS = 2;
export const TEST_MAX_QUESTION_POINTS = 1000;
export const TEST_NAME_MAX_LENGTH = 200;
export const TEST_MESSAGE_MAX_LENGTH = 2000;
export const TEST_QUESTION_MAX_LENGTH = 2000;
export const TEST_OPTION_MAX_LENGTH = 500;
export const TEST_OTHER_MAX_LENGTH = 2000;

/** timeToTakeTheTest: 'HH:MM:SS' (also taken as 'HH:MM'); hours 00–99, minutes and seconds 00–59. */
export const TEST_TIME_PATTERN = '^\\d{2}:[0-5]\\d(:[0-5]\\d)?$';
/** testTime of a submission: the time the student's screen showed as spent, 'HH:MM'. */
export const TEST_SPENT_PATTERN = '^\\d{2}:[0-5]\\d(:[0-5]\\d)?$';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS' or 'HH:MM' to seconds; null when malformed. */
export function parseTestTime(value: string | null | undefined): number | null {
  const match = /^(\d{2}):([0-5]\d)(?::([0-5]\d))?$/.exec((value ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/** Seconds as 'HH:MM:SS' (the API's timeToTakeTheTest). */
export function formatTestTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Seconds as 'HH:MM', seconds dropped (how screens show a time limit, SPEC §5). */
export function formatTestTimeShort(seconds: number): string {
  return formatTestTime(seconds).slice(0, 5);
}

/** The problems the authoring rules find; each is a key under `tests.*` in both apps' dictionaries. */
export type TestDraftProblem =
  | 'timeInvalid'
  | 'noQuestions'
  | 'questionTextRequired'
  | 'optionTextRequired'
  | 'tooFewOptions'
  | 'noCorrectOption'
  | 'oneCorrectOnly'
  | 'pointsNotPositive';

export interface TestDraftIssue {
  problem: TestDraftProblem;
  /** The offending field, e.g. 'questions[2].options[0].option'. */
  field: string;
  /** 1-based question and option numbers, for messages. */
  question?: number;
  option?: number;
}

/**
 * The authoring rules: every question has text and positive points, a choice question has
 * at least two options with text, at least one is correct, and exactly one for ONE_FROM_LIST.
 * Answers the first problem found, or null.
 */
export function checkTestDraft(draft: Pick<TestInput, 'timeToTakeTheTest' | 'questions'>): TestDraftIssue | null {
  const seconds = parseTestTime(draft.timeToTakeTheTest);
  if (seconds === null || seconds < TEST_TIME_MIN_SECONDS || seconds > TEST_TIME_MAX_SECONDS) {
    return { problem: 'timeInvalid', field: 'timeToTakeTheTest' };
  }
  if (!draft.questions.length) return { problem: 'noQuestions', field: 'questions' };
  for (const [i, q] of draft.questions.entries()) {
    const at = `questions[${i}]`;
    const question = i + 1;
    if (!q.question.trim()) return { problem: 'questionTextRequired', field: `${at}.question`, question };
    if (!(q.points > 0)) return { problem: 'pointsNotPositive', field: `${at}.points`, question };
    if (q.options.length < TEST_MIN_OPTIONS) return { problem: 'tooFewOptions', field: `${at}.options`, question };
    const blank = q.options.findIndex((o) => !o.option.trim());
    if (blank >= 0) return { problem: 'optionTextRequired', field: `${at}.options[${blank}].option`, question, option: blank + 1 };
    const correct = q.options.filter((o) => o.isCorrect).length;
    if (correct === 0) return { problem: 'noCorrectOption', field: `${at}.options`, question };
    if (q.questionType === 'ONE_FROM_LIST' && correct > 1) return { problem: 'oneCorrectOnly', field: `${at}.options`, question };
  }
  return null;
}

// ---- Instructor: authoring -------------------------------------------------------------

export interface TestOptionInput {
  /** Given when editing an existing option (keeps its id); left out for a new one. */
  optionId?: number;
  option: string;
  isCorrect: boolean;
}

export interface TestQuestionInput {
  questionId?: number;
  question: string;
  questionType: QuestionType;
  /** Whole points, 1–1000. */
  points: number;
  /** Offers a free-text 'Other' answer, graded by hand. */
  hasOther?: boolean;
  options: TestOptionInput[];
}

/** POST /lessons/tests/{lessonId} and PUT /lessons/tests/{testId}. */
export interface TestInput {
  name: string;
  /** Shown to students before they start ('message' would clash with the answer's message). */
  messageForStudents?: string;
  /** 'HH:MM:SS'; at least 00:01:00. */
  timeToTakeTheTest: string;
  /** 0–100, default 50: the share of the maximum needed to pass. */
  passPercent?: number;
  /** Default true: answers are accepted. */
  isActive?: boolean;
  questions: TestQuestionInput[];
}

/** PUT /lessons/tests/{testId}/activation: in the body, or as the query ?isActive=. */
export interface TestActivationInput {
  isActive: boolean;
}

export interface TestOptionDto {
  optionId: number;
  option: string;
  isCorrect: boolean;
}

export interface TestQuestionDto {
  questionId: number;
  question: string;
  questionType: QuestionType;
  points: number;
  hasOther: boolean;
  options: TestOptionDto[];
}

/** Fields of a test that every reader sees. */
export interface TestSummaryDto {
  testId: number;
  lessonId: number;
  courseId: number;
  name: string;
  /** The same as name (SPEC §3 names both). */
  testName: string;
  /** Shown to students before they start. */
  messageForStudents: string;
  /** 'HH:MM:SS'. */
  timeToTakeTheTest: string;
  time: { hours: number; minutes: number };
  passPercent: number;
  isActive: boolean;
  maxPoints: number;
  questionsCount: number;
}

/** GET /lessons/{lessonId}/tests: one row of the list. */
export interface TestListItemDto extends TestSummaryDto {
  /** Attempts started by students (running or finished). */
  answersCount: number;
  createdAt: string;
}

/** The instructor's view of a test, correct marks included (GET /lessons/tests/{testId}). */
export interface TestDto extends TestListItemDto {
  /** True once a student has started: scoring-relevant parts can no longer change. */
  hasAttempts: boolean;
  questions: TestQuestionDto[];
}

// ---- Results ---------------------------------------------------------------------------

export interface TestResultPoints {
  pointsReceived: number;
  maxPoints: number;
}

/** One row of GET /lessons/tests/{testId}/answers. */
export interface TestResultRowDto {
  studentId: number;
  studentFullName: string;
  email: string;
  groupName: string | null;
  status: AttemptStatus;
  /** False for a student of the course who has not started (flagged as not taken). */
  tookTest: boolean;
  points: TestResultPoints;
  pointsReceived: number;
  maxPoints: number;
  /** null until the attempt is finished. */
  passed: boolean | null;
  /** When the attempt was finished (submitted or closed at the deadline). */
  dateOfPassTheTest: string | null;
  startedAt: string | null;
  /** An 'Other' text waits for the instructor's points. */
  awaitingReview: boolean;
}

export interface TestResultsDto {
  testId: number;
  testName: string;
  maxPoints: number;
  passPercent: number;
  /** Attempts started. */
  answersCount: number;
  /** Students of the course followed by anyone else who has an attempt; not taken ones last. */
  objects: TestResultRowDto[];
  count: number;
}

export interface AnswerOptionDto {
  optionId: number;
  option: string;
  status: OptionStatus;
  /** Only for the instructor, or for the student once their attempt is finished. */
  isCorrect?: boolean;
}

export interface AnswerQuestionDto {
  questionId: number;
  question: string;
  questionType: QuestionType;
  points: number;
  /** Points earned on this question; null for a student before the attempt is finished. */
  pointsReceived: number | null;
  hasOther: boolean;
  otherText: string | null;
  /** The instructor's points for the 'Other' text; null while not graded. */
  otherPoints: number | null;
  options: AnswerOptionDto[];
}

/**
 * One student's answers: GET /lessons/tests/{testId}/answers/{studentId} (instructor, with the
 * correct ones) and GET /lessons/students/tests/{testId}/answer (the student; correct ones
 * only after the attempt is finished).
 */
export interface TestAnswerDto {
  testId: number;
  testName: string;
  studentId: number;
  studentFullName: string;
  status: AttemptStatus;
  startedAt: string | null;
  deadline: string | null;
  dateOfPassTheTest: string | null;
  /** Time from start to finish, 'HH:MM:SS', measured by the server. */
  timeSpent: string | null;
  /** null for the student before the attempt is finished. */
  points: TestResultPoints | null;
  passed: boolean | null;
  passPercent: number;
  awaitingReview: boolean;
  questions: AnswerQuestionDto[];
}

/** PUT /lessons/tests/{testId}/answers/{studentId}/other: the instructor's points for an 'Other' text. */
export interface OtherGradeInput {
  questionId: number;
  /** 0 to the question's points; the question never earns more than its points. */
  points: number;
}

// ---- Student: taking the test ------------------------------------------------------------

/** questionId (as a string key) → the chosen optionIds. */
export type TestAnswers = Record<string, number[]>;
/** questionId → the free text of its 'Other' answer. */
export type TestOtherAnswers = Record<string, string>;

export interface StudentTestOptionDto {
  optionId: number;
  option: string;
}

/** A question as a student sees it: never a hint of which option is correct. */
export interface StudentTestQuestionDto {
  questionId: number;
  question: string;
  questionType: QuestionType;
  points: number;
  hasOther: boolean;
  options: StudentTestOptionDto[];
}

export interface StudentAttemptDto {
  status: Exclude<AttemptStatus, 'NOT_STARTED'>;
  startedAt: string;
  /** The server's deadline: start plus the limit. Count down from it against serverNow. */
  deadline: string;
  submittedAt: string | null;
  savedAt: string | null;
  answers: TestAnswers;
  others: TestOtherAnswers;
  /** Set once the attempt is finished. */
  result: (TestResultPoints & { passed: boolean; awaitingReview: boolean }) | null;
}

/**
 * GET /lessons/students/tests/{testId} and POST …/{testId}/start. Questions are listed only
 * once the student has started (so they cannot be read before the clock runs).
 */
export interface StudentTestDto extends TestSummaryDto {
  /** The server's clock when it answered: remaining time = deadline − serverNow. */
  serverNow: string;
  attempt: StudentAttemptDto | null;
  questions: StudentTestQuestionDto[];
}

/** PUT /lessons/students/tests/{testId}/answers: everything answered so far (replaces what was saved). */
export interface TestSaveInput {
  answers: TestAnswers;
  others?: TestOtherAnswers;
}

export interface TestSaveResponse {
  message: string;
  savedAt: string;
  deadline: string;
  serverNow: string;
}

/** POST /lessons/students/tests/pass (SPEC §3 Test submission). */
export interface TestPassInput {
  testId: number;
  /** 'HH:MM' as the student's screen showed it; informative, the server measures its own. */
  testTime?: string;
  answers: TestAnswers;
  others?: TestOtherAnswers;
}

/** 'Тест пройден! Ожидайте результатов!' with the result, shown as 'X из Y' / 'X of Y'. */
export interface TestPassResponse {
  message: string;
  testId: number;
  /** A submission past the deadline is refused (409), so an answer here is always SUBMITTED. */
  status: 'SUBMITTED';
  points: TestResultPoints;
  passed: boolean;
  awaitingReview: boolean;
  dateOfPassTheTest: string;
}
