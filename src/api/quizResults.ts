/** Results of a test: the instructor's table, one student's answers and the grading of 'Other' texts. */
import type { AttemptStatus, OptionStatus, QuestionType } from './quizLimits.js';

export interface QuizResultPoints {
  pointsReceived: number;
  maxPoints: number;
}

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
}

export interface QuizResultsDto {
  testId: number;
  testName: string;
  maxPoints: number;
  passPercent: number;
  /** Attempts started. */
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
export interface QuizAnswerDto {
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
  points: QuizResultPoints | null;
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
