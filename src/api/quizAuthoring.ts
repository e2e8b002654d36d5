/** What the instructor sends to author a test and what the instructor reads back (SPEC §7 Tests). */
import type { QuestionType } from './quizLimits.js';
import type { QuizWindow } from './quizWindow.js';
import type { QuizBankItemDto, QuizBankItemInput, QuizRandomItemDto, QuizRandomItemInput } from './quizBankItems.js';
import type { ReviewOptions } from './quizReview.js';
import type { QuizAttemptRules } from './quizAttemptRules.js';

export interface QuizOptionInput {
  /** Given when editing an existing option (keeps its id); left out for a new one. */
  optionId?: number;
  option: string;
  isCorrect: boolean;
}

/** One of the test's own questions (SPEC §3). */
export interface QuizOwnQuestionInput {
  questionId?: number;
  question: string;
  questionType: QuestionType;
  /** Whole points, 1–1000. */
  points: number;
  /** Offers a free-text 'Other' answer, graded by hand. */
  hasOther?: boolean;
  options: QuizOptionInput[];
}

/** A slot of a test: its own question, a fixed question of the bank, or a random draw (quizBankItems.ts). */
export type QuizQuestionInput = QuizOwnQuestionInput | QuizBankItemInput | QuizRandomItemInput;

/** How a test presents itself to each student (issue 17). */
export interface QuizPresentation {
  /** Each student gets the questions in their own order (default false). */
  shuffleQuestions: boolean;
  /** Each student gets the options of choice questions in their own order (default false); matching sides and ordering items are always shuffled. */
  shuffleOptions: boolean;
  /** What a student sees of a finished attempt (quizReview.ts; default DEFAULT_REVIEW_OPTIONS). */
  reviewOptions: ReviewOptions;
}

/**
 * POST /lessons/tests/{lessonId} and PUT /lessons/tests/{testId}. The window (quizWindow.ts):
 * left out is none on create, and a PUT replaces it like the other fields.
 */
/** Attempt rules left out keep what the test has (a new test: DEFAULT_ATTEMPT_RULES). */
export interface QuizInput extends Partial<QuizWindow>, Partial<QuizPresentation>, Partial<QuizAttemptRules> {
  name: string;
  /** Shown to students before they start ('message' would clash with the answer's message). */
  messageForStudents?: string;
  /** 'HH:MM:SS'; at least 00:01:00. */
  timeToTakeTheTest: string;
  /** 0–100, default 50: the share of the maximum needed to pass. */
  passPercent?: number;
  /** Default true: answers are accepted. */
  isActive?: boolean;
  questions: QuizQuestionInput[];
}

export interface QuizOptionDto {
  optionId: number;
  option: string;
  isCorrect: boolean;
}

export interface QuizOwnQuestionDto {
  questionId: number;
  question: string;
  questionType: QuestionType;
  points: number;
  hasOther: boolean;
  options: QuizOptionDto[];
}

export type QuizQuestionDto = QuizOwnQuestionDto | QuizBankItemDto | QuizRandomItemDto;

/** Fields of a test that every reader sees; its window (quizWindow.ts), a student's own where they have one. */
export interface QuizSummaryDto extends QuizWindow, QuizPresentation, QuizAttemptRules {
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
  /** When students may see it: null while a draft, a future moment when scheduled (see quizPublishing.ts). */
  publishedAt: string | null;
  maxPoints: number;
  /** Questions each student gets (a random slot counts its drawCount). */
  questionsCount: number;
}

/** GET /lessons/{lessonId}/tests: one row of the list. */
export interface QuizListItemDto extends QuizSummaryDto {
  /** Attempts started by students (running or finished). */
  answersCount: number;
  createdAt: string;
}

/** The instructor's view of a test, correct marks included (GET /lessons/tests/{testId}). */
export interface QuizDto extends QuizListItemDto {
  /** True once a student has started: scoring-relevant parts can no longer change. */
  hasAttempts: boolean;
  questions: QuizQuestionDto[];
}
