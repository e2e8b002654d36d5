/*
 * Test scoring, on the server only. Pure functions: no database, no clock.
 *
 * Rules, per question worth `points`:
 * - ONE (one-from-list): full points when the one chosen option is correct, else 0. Choosing
 *   more than one option scores 0 (the API refuses it before scoring).
 * - MANY (many-from-list): points × max(0, right chosen − wrong chosen) / right options.
 *   Nothing chosen scores 0; every option chosen scores points × (right − wrong) / right.
 * - 'Other' (free text): scores 0 automatically; the instructor's points for it are added by
 *   hand, and a question never earns more than its points.
 * Rounding: each question's points are rounded to 2 decimals (half away from zero) and the
 * total is the sum of the rounded question points, rounded again to 2 decimals, so the total
 * always equals the sum of what the per-question breakdown shows.
 * Passed: total × 100 ≥ passPercent × maximum (the maximum is the sum of question points).
 */

import { roundPoints } from '../../../src/api/points.js';

export type QuestionKind = 'ONE' | 'MANY';

export interface ScoredOption {
  id: number;
  isCorrect: boolean;
}

export interface ScoredQuestion {
  id: number;
  kind: QuestionKind;
  points: number;
  hasOther: boolean;
  options: ScoredOption[];
}

/** What a student answered, keyed by question id (as a string, like the JSON it comes from). */
export interface ScoredAnswers {
  choices: Record<string, number[]>;
  others?: Record<string, string>;
  /** The instructor's points for 'Other' texts. */
  otherPoints?: Record<string, number>;
}

export interface AttemptScore {
  points: number;
  maxPoints: number;
  /** Points per question id. */
  perQuestion: Map<number, number>;
  /** Some 'Other' text has no points from the instructor yet. */
  awaitingReview: boolean;
}

/** The points a question earns automatically from the chosen option ids. */
export function autoPoints(question: ScoredQuestion, chosen: readonly number[]): number {
  const picked = new Set(chosen);
  const valid = question.options.filter((o) => picked.has(o.id));
  if (question.kind === 'ONE') {
    return valid.length === 1 && valid[0].isCorrect ? question.points : 0;
  }
  const right = question.options.filter((o) => o.isCorrect).length;
  if (right === 0) return 0;
  const rightChosen = valid.filter((o) => o.isCorrect).length;
  const wrongChosen = valid.length - rightChosen;
  return roundPoints((question.points * Math.max(0, rightChosen - wrongChosen)) / right);
}

/** A question's points: automatic ones plus the instructor's for 'Other', at most its points. */
export function questionPoints(question: ScoredQuestion, chosen: readonly number[], otherPoints = 0): number {
  const extra = question.hasOther ? Math.max(0, otherPoints) : 0;
  return roundPoints(Math.min(question.points, autoPoints(question, chosen) + extra));
}

export function maxPointsOf(questions: readonly ScoredQuestion[]): number {
  return roundPoints(questions.reduce((sum, q) => sum + q.points, 0));
}

/** Whether a question holds an 'Other' text (blank texts do not count). */
export function hasOtherText(question: ScoredQuestion, answers: ScoredAnswers): boolean {
  return question.hasOther && Boolean(answers.others?.[String(question.id)]?.trim());
}

/** Scores a whole attempt. */
export function scoreAttempt(questions: readonly ScoredQuestion[], answers: ScoredAnswers): AttemptScore {
  const perQuestion = new Map<number, number>();
  let total = 0;
  let awaitingReview = false;
  for (const question of questions) {
    const key = String(question.id);
    const written = hasOtherText(question, answers);
    const given = answers.otherPoints?.[key];
    if (written && given === undefined) awaitingReview = true;
    const points = questionPoints(question, answers.choices[key] ?? [], written ? (given ?? 0) : 0);
    perQuestion.set(question.id, points);
    total += points;
  }
  return { points: roundPoints(total), maxPoints: maxPointsOf(questions), perQuestion, awaitingReview };
}

/** Passed when the points reach passPercent of the maximum; a test worth nothing is not passed. */
export function isPassed(points: number, maxPoints: number, passPercent: number): boolean {
  if (maxPoints <= 0) return false;
  return points * 100 >= passPercent * maxPoints - 1e-9;
}

export type AnswerProblem = 'unknownQuestion' | 'unknownOption' | 'oneChoiceOnly' | 'otherNotOffered';

/**
 * Checks answers against the questions before they are saved or scored: every key is a
 * question of the test, every option belongs to its question, a one-from-list question has
 * at most one answer (an option or the 'Other' text), and only questions offering 'Other'
 * take a text. Answers the first problem, or null.
 */
export function checkAnswers(
  questions: readonly ScoredQuestion[],
  answers: ScoredAnswers,
): { problem: AnswerProblem; questionId: string } | null {
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  for (const [key, chosen] of Object.entries(answers.choices)) {
    const question = byId.get(key);
    if (!question) return { problem: 'unknownQuestion', questionId: key };
    const ids = new Set(question.options.map((o) => o.id));
    if (chosen.some((id) => !ids.has(id))) return { problem: 'unknownOption', questionId: key };
    if (question.kind === 'ONE' && new Set(chosen).size > 1) return { problem: 'oneChoiceOnly', questionId: key };
  }
  for (const [key, text] of Object.entries(answers.others ?? {})) {
    const question = byId.get(key);
    if (!question) return { problem: 'unknownQuestion', questionId: key };
    if (!text.trim()) continue;
    if (!question.hasOther) return { problem: 'otherNotOffered', questionId: key };
    if (question.kind === 'ONE' && (answers.choices[key] ?? []).length > 0) return { problem: 'oneChoiceOnly', questionId: key };
  }
  return null;
}

/** Answers as they are stored: option ids unique and sorted, empty lists and blank texts dropped. */
export function normalizeAnswers(answers: Pick<ScoredAnswers, 'choices' | 'others'>): {
  choices: Record<string, number[]>;
  others: Record<string, string>;
} {
  const choices: Record<string, number[]> = {};
  for (const [key, chosen] of Object.entries(answers.choices)) {
    const ids = [...new Set(chosen)].sort((a, b) => a - b);
    if (ids.length) choices[key] = ids;
  }
  const others: Record<string, string> = {};
  for (const [key, text] of Object.entries(answers.others ?? {})) {
    const trimmed = text.trim();
    if (trimmed) others[key] = trimmed;
  }
  return { choices, others };
}
