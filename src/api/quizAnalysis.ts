/*
 * Item analysis of a test for its instructor (issue 17): GET /lessons/tests/{testId}/analysis,
 * and every attempt as a file, GET /lessons/tests/{testId}/analysis/export?format=csv|xlsx.
 * Shared by the browser app and the server. Only finished attempts are analysed; students never
 * read any of this (it names the right answers).
 *
 * How to read the figures:
 * - facility: the share of the attempts that got the question's full points (0…1); a question
 *   nearly everyone gets right is easy, one nearly no one gets is hard;
 * - discrimination: the correlation (Pearson; point-biserial for a question scored 0 or full)
 *   between the points on the question and the points on the rest of the attempt (its total
 *   without this question), −1…1. Above about 0.3 the question tells stronger students from
 *   weaker ones well; near 0 it does not; below 0 the stronger students do worse on it, which
 *   usually means a wrong key or an ambiguous text. null with fewer than 2 attempts or when the
 *   points (or the rest) do not vary.
 */
import type { BankQuestionType } from './questionBank.js';

/** One option of a choice question (own ONE/MANY, bank ONE/MANY, TRUE_FALSE) and how often it was chosen. */
export interface ItemOptionDto {
  /** The option's id (own questions) or the answer's id (bank questions); null for true/false. */
  optionId: number | null;
  /** TRUE_FALSE: the truth this option stands for. */
  truth?: boolean;
  /** Plain text, shortened ("True"/"False" in the reader's language for TRUE_FALSE). */
  text: string;
  /** Attempts that chose it, and their share of the question's attempts (0…1). */
  count: number;
  share: number;
  /** A right option: marked correct (own), credit above 0 (bank), the right truth. */
  isCorrect: boolean;
  /** Bank answers: Moodle's fraction, −1…1; own options and true/false: 1 when right, else 0. */
  credit: number;
}

/** One of the most common responses to a question of another kind (normalised text). */
export interface ItemResponseDto {
  text: string;
  count: number;
  share: number;
  /** Every attempt giving this response earned the question's full points. */
  fullCredit: boolean;
}

export const ITEM_TOP_RESPONSES = 5;

/**
 * One row: one of the test's own questions, a fixed bank slot, or one bank question a random
 * slot drew (key '15-204'): `attempts` counts the finished attempts that had it.
 */
export interface ItemAnalysisDto {
  key: string;
  /** The slot's questionId. */
  questionId: number;
  bankQuestionId: number | null;
  source: 'TEST' | 'BANK' | 'RANDOM';
  /** Plain text, shortened: the bank's name, or the start of an own question's text. */
  name: string;
  text: string;
  kind: BankQuestionType;
  points: number;
  attempts: number;
  /** null without attempts. */
  meanPoints: number | null;
  facility: number | null;
  discrimination: number | null;
  /** Attempts that gave no answer at all. */
  blank: number;
  /** Attempts whose essay, file or 'Other' text still waits for the instructor's points (counted at 0 until then). */
  awaitingReview: number;
  /** Choice questions; null for the other kinds. */
  options: ItemOptionDto[] | null;
  /** Own questions with 'Other': attempts that wrote an 'Other' text; null otherwise. */
  otherCount: number | null;
  /** Short answer, numerical, matching, ordering: up to ITEM_TOP_RESPONSES most common; null for the other kinds. */
  responses: ItemResponseDto[] | null;
}

/** The test's totals over its finished attempts; null figures without enough attempts. */
export interface QuizAnalysisSummaryDto {
  attempts: number;
  maxPoints: number;
  mean: number | null;
  median: number | null;
  /** The sample standard deviation (n − 1); null with fewer than 2 attempts. */
  standardDeviation: number | null;
  /** Attempts that passed. */
  passed: number;
}

/** GET /lessons/tests/{testId}/analysis. */
export interface QuizAnalysisDto {
  testId: number;
  testName: string;
  summary: QuizAnalysisSummaryDto;
  items: ItemAnalysisDto[];
}
