import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columnTypes.js';

/* The tables of migration 0009: exams, their marks, and rating distributions. */

export interface ExamsTable {
  id: Generated<number>;
  school_id: number;
  course_id: number;
  name: string;
  /** yyyy-MM-dd (a date column, read as a string). */
  date: string;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface ExamMarksTable {
  exam_id: number;
  student_id: number;
  /** 0..100. */
  mark: number;
  given_by: number | null;
  updated_at: UpdatedAt;
}

export interface RatingDistributionsTable {
  course_id: number;
  /** Each 0..100; the three add up to 100 (a CHECK says so too). */
  tasks_percent: number;
  tests_percent: number;
  exams_percent: number;
  /** A missing item counts 0 once past due (migration 20261128_0050, src/api/ratingFormula.ts). */
  missing_counts_zero: Generated<boolean>;
  updated_by: number | null;
  updated_at: UpdatedAt;
}

/**
 * Migration 0010: per (course, student), what the rating counts of the student's work, kept by
 * triggers (never written by the app). Maps are compact JSON text {"id":points,...} ordered by id.
 */
export interface RatingScoresTable {
  course_id: number;
  student_id: number;
  tasks_total: number;
  tests_total: number;
  exams_sum: number;
  tasks: string;
  tests: string;
  exams: string;
}
