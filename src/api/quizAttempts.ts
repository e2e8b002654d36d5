/** Taking a test (SPEC §3 Test submission): what a student reads, saves and submits. */
import type { AttemptStatus, QuestionType, QuizResultPoints } from './quizLimits.js';
import type { StudentAttemptsState } from './quizAttemptRules.js';
import type { QuizSummaryDto } from './quizAuthoring.js';
import type { StudentQuizWindow } from './quizWindow.js';
import type { QuizAnswerFileDto, QuizResponses, StudentBankQuestionDto } from './quizBankItems.js';

/** questionId (as a string key) → the chosen optionIds. */
export type QuizAnswers = Record<string, number[]>;
/** questionId → the free text of its 'Other' answer. */
export type QuizOtherAnswers = Record<string, string>;

export interface StudentQuizOptionDto {
  optionId: number;
  option: string;
}

/** One of the test's own questions as a student sees it: never a hint of which option is correct. */
export interface StudentOwnQuestionDto {
  source: 'TEST';
  /** String(questionId): the name of its answer (quizBankItems.ts). */
  key: string;
  questionId: number;
  question: string;
  questionType: QuestionType;
  points: number;
  hasOther: boolean;
  /** In the student's order when the test shuffles options. */
  options: StudentQuizOptionDto[];
}

/** A question of a student's paper, in their order: the test's own or one of the bank (quizBankItems.ts). */
export type StudentQuizQuestionDto = StudentOwnQuestionDto | StudentBankQuestionDto;

export interface StudentAttemptDto {
  /** 1 for the first attempt (quizAttemptRules.ts). */
  attemptNo: number;
  status: Exclude<AttemptStatus, 'NOT_STARTED'>;
  startedAt: string;
  /** The server's deadline: start plus the limit with extra time, never past the window's close. Count down from it against serverNow. */
  deadline: string;
  submittedAt: string | null;
  savedAt: string | null;
  answers: QuizAnswers;
  others: QuizOtherAnswers;
  /** Responses to the bank's questions, by key. */
  responses: QuizResponses;
  /** Files attached to FILE_ANSWER questions. */
  files: QuizAnswerFileDto[];
  /** Set once the attempt is finished. */
  result: (QuizResultPoints & { passed: boolean; awaitingReview: boolean }) | null;
}

/**
 * GET /lessons/students/tests/{testId} and POST …/{testId}/start. Questions are listed only
 * once the student has started (so they cannot be read before the clock runs). The window is
 * the student's effective one (their accommodation's sides where set, else the test's).
 */
export interface StudentQuizDto extends QuizSummaryDto, StudentQuizWindow, StudentAttemptsState {
  /** The server's clock when it answered: remaining time = deadline − serverNow. */
  serverNow: string;
  /** The latest attempt, running or finished; null before the first. */
  attempt: StudentAttemptDto | null;
  questions: StudentQuizQuestionDto[];
}

/** PUT /lessons/students/tests/{testId}/answers: everything answered so far (replaces what was saved). */
export interface QuizSaveInput {
  /** The running attempt this tab holds: another number (a tab left open on an earlier attempt) is refused with 409, saving nothing. */
  attemptNo?: number;
  answers: QuizAnswers;
  others?: QuizOtherAnswers;
  /** Responses to the bank's questions by key (replaces what was saved, like answers). */
  responses?: QuizResponses;
}

export interface QuizSaveResponse {
  message: string;
  savedAt: string;
  deadline: string;
  serverNow: string;
}

/** POST /lessons/students/tests/pass (SPEC §3 Test submission). */
export interface QuizPassInput {
  testId: number;
  /** As in QuizSaveInput. */
  attemptNo?: number;
  /** 'HH:MM' as the student's screen showed it; informative, the server measures its own. */
  testTime?: string;
  answers: QuizAnswers;
  others?: QuizOtherAnswers;
  responses?: QuizResponses;
}

/** 'Тест пройден! Ожидайте результатов!' with the result, shown as 'X из Y' / 'X of Y'. */
export interface QuizPassResponse {
  message: string;
  testId: number;
  /** A submission past the deadline is refused (409), so an answer here is always SUBMITTED. */
  status: 'SUBMITTED';
  points: QuizResultPoints;
  passed: boolean;
  awaitingReview: boolean;
  dateOfPassTheTest: string;
}
