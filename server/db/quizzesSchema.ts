import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, CreatedAt, UpdatedAt, Json } from './columnTypes.js';
import type { QuestionResponse } from '../../src/api/questionBank.js';
import type { ReviewOptions } from '../../src/api/quizReview.js';
import type { GradingMethod } from '../../src/api/quizAttemptRules.js';
import type { PaperEntry } from '../routes/quizzes/paper.js';

/* The tables of migration 0008: timed tests, their questions and options, and attempts. */

export interface QuizzesTable {
  id: Generated<number>;
  school_id: number;
  lesson_id: number;
  name: string;
  message: Generated<string>;
  time_limit_seconds: number;
  pass_percent: Generated<number>;
  is_active: Generated<boolean>;
  /** Bumped whenever questions or options change. */
  structure_version: Generated<number>;
  /** When students may see it (migration 20261127_0010): null is a draft, a future moment is scheduled. */
  published_at: Timestamp | null;
  /** The window (migration 20261127_0080, src/api/quizWindow.ts): no start before opens_at or from closes_at on. */
  opens_at: Timestamp | null;
  closes_at: Timestamp | null;
  /** Per-student orders and what a student sees of a finished attempt (migration 20261127_0090). */
  shuffle_questions: Generated<boolean>;
  shuffle_options: Generated<boolean>;
  review_options: Json<ReviewOptions>;
  /** Attempt rules (migration 20261128_0010, src/api/quizAttemptRules.ts): null max is unlimited. */
  max_attempts: Generated<number | null>;
  grading_method: Generated<GradingMethod>;
  attempt_wait_minutes: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface QuizQuestionsTable {
  id: Generated<number>;
  test_id: number;
  position: number;
  text: string;
  /** ONE: one-from-list; MANY: many-from-list; BANK: a fixed bank question; RANDOM: a draw (migration 20261127_0090). */
  type: 'ONE' | 'MANY' | 'BANK' | 'RANDOM';
  /** RANDOM: the slot's total, draw_count × each drawn question's points. */
  points: number;
  has_other: Generated<boolean>;
  bank_question_id: number | null;
  category_id: number | null;
  draw_count: number | null;
  include_subcategories: Generated<boolean>;
}

export interface QuizOptionsTable {
  id: Generated<number>;
  question_id: number;
  position: number;
  text: string;
  is_correct: boolean;
}

export interface QuizAttemptsTable {
  id: Generated<number>;
  school_id: number;
  test_id: number;
  student_id: number;
  /** 1 for the first (migration 20261128_0010); at most one running per student and test. */
  attempt_no: Generated<number>;
  started_at: Timestamp;
  deadline: Timestamp;
  saved_at: Timestamp | null;
  submitted_at: Timestamp | null;
  closed_reason: 'SUBMITTED' | 'TIME_UP' | null;
  /** questionId -> chosen optionIds. */
  answers: Json<Record<string, number[]>>;
  /** questionId -> 'Other' text. */
  other_texts: Json<Record<string, string>>;
  /** questionId -> the instructor's points for the 'Other' text. */
  other_points: Json<Record<string, number>>;
  /** The student's paper (paper.ts); null: the test's own questions as they stand, unshuffled. */
  paper: ColumnType<PaperEntry[] | null, string | null | undefined, string | null>;
  /** key -> the response to a bank question. */
  responses: Json<Record<string, QuestionResponse>>;
  test_time: string | null;
  points: number | null;
  max_points: number | null;
  passed: boolean | null;
}

/** One student's accommodation on one test (migration 20261127_0080): extra time and a personal window. */
export interface QuizAccommodationsTable {
  id: Generated<number>;
  school_id: number;
  test_id: number;
  student_id: number;
  /** 0–400: the limit grows by this share. */
  extra_time_percent: Generated<number>;
  /** Each side, when set, replaces the test's. */
  opens_at: Timestamp | null;
  closes_at: Timestamp | null;
  /** 0–100: attempts on top of the test's max_attempts (migration 20261128_0040). */
  extra_attempts: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
