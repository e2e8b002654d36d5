/** Results of a test: the instructor's table, one student's answers and the grading of 'Other' texts. */
import type { AttemptStatus, OptionStatus, QuestionType, QuizResultPoints } from './quizLimits.js';
import type { AttemptSummaryDto, GradingMethod } from './quizAttemptRules.js';
import type { BankQuestionType, QuestionResponse, TextFormat } from './questionBank.js';
import type { PaperChoiceDto, QuizAnswerFileDto } from './quizBankItems.js';
import type { ReviewParts } from './quizReview.js';

/** One row of GET /lessons/tests/{testId}/answers. */
export interface QuizResultRowDto {
  studentId: number;
  studentFullName: string;
  email: string;
  groupName: string | null;
  status: AttemptStatus;
  /** False for a student of the course who has not started (flagged as not taken). */
  tookTest: boolean;
  points: QuizResultPoints;
  pointsReceived: number;
  maxPoints: number;
  /** null until the attempt is finished. */
  passed: boolean | null;
  /** When the attempt was finished (submitted or closed at the deadline). */
  dateOfPassTheTest: string | null;
  startedAt: string | null;
  /** An 'Other' text waits for the instructor's points. */
  awaitingReview: boolean;
  /** Attempts started. The row's points, passed and status are the grade by the test's method (status, dates: of the latest attempt). */
  attemptsCount: number;
}

export interface QuizResultsDto {
  testId: number;
  testName: string;
  maxPoints: number;
  passPercent: number;
  gradingMethod: GradingMethod;
  /** Students who started (SPEC's name). */
  answersCount: number;
  /** Students of the course followed by anyone else who has an attempt; not taken ones last. */
  objects: QuizResultRowDto[];
  count: number;
}

export interface AnswerOptionDto {
  optionId: number;
  option: string;
  status: OptionStatus;
  /** Only for the instructor, or for the student once their attempt is finished. */
  isCorrect?: boolean;
}

/** One of the test's own questions in an answer view. */
export interface AnswerOwnQuestionDto {
  source: 'TEST';
  key: string;
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
 * A question of the bank in an answer view. For a student, what is here follows the test's
 * review options (quizReview.ts): `response` only with answers, `correctResponse` and
 * `pointsReceived` only with rightAnswers, `feedback` and `generalFeedback` only with feedback;
 * a part not allowed is absent from the body (null), never sent and hidden. The instructor
 * always gets everything.
 */
export interface AnswerBankQuestionDto {
  source: 'BANK';
  key: string;
  /** The slot's questionId (a drawn question's slot) and the bank question it was. */
  questionId: number;
  bankQuestionId: number;
  questionType: BankQuestionType;
  name: string;
  question: string;
  textFormat: TextFormat;
  points: number;
  pointsReceived: number | null;
  choices?: PaperChoiceDto[];
  lefts?: PaperChoiceDto[];
  rights?: PaperChoiceDto[];
  items?: PaperChoiceDto[];
  response: QuestionResponse | null;
  /** FILE_ANSWER: the attached files. */
  files?: QuizAnswerFileDto[];
  correctResponse: QuestionResponse | null;
  feedback: string[] | null;
  generalFeedback: string | null;
  /** ESSAY and FILE_ANSWER: graded by hand, as 'Other' texts are. */
  gradedByHand: boolean;
  /** The instructor's points; null while not graded (or not graded by hand). */
  manualPoints: number | null;
  awaitingReview: boolean;
}

export type AnswerQuestionDto = AnswerOwnQuestionDto | AnswerBankQuestionDto;

/**
 * One student's answers: GET /lessons/tests/{testId}/answers/{studentId} (instructor, with the
 * correct ones) and GET /lessons/students/tests/{testId}/answer (the student; correct ones
 * only after the attempt is finished). Both take ?attemptNo=n; without it, the latest attempt
 * (for the student: the latest finished one, else the running one).
 */
export interface QuizAnswerDto {
  testId: number;
  /** The attempt shown; null when the student has none. */
  attemptNo: number | null;
  /** Every attempt of the student, to switch between (number 1 first). */
  attempts: AttemptSummaryDto[];
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
  points: QuizResultPoints | null;
  passed: boolean | null;
  passPercent: number;
  awaitingReview: boolean;
  /** For a student: what the review options show now; the instructor sees everything. */
  review: ReviewParts;
  /** For a student: when the close will show more (review options), else null. */
  moreReviewAt: string | null;
  questions: AnswerQuestionDto[];
}

/** PUT /lessons/tests/{testId}/answers/{studentId}/other: the instructor's points for an 'Other' text. */
export interface OtherGradeInput {
  /** The attempt graded; default the latest. */
  attemptNo?: number;
  /** The test's own question with an 'Other' text; or give questionKey instead. */
  questionId?: number;
  /** The key of an ESSAY or FILE_ANSWER question of the student's paper (quizBankItems.ts). */
  questionKey?: string;
  /** 0 to the question's points; the question never earns more than its points. */
  points: number;
}
