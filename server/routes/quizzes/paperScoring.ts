/*
 * Scoring of a whole attempt, whatever its questions: the one entry point for submitting,
 * closing at the deadline, grading by hand and every view of points. Pure: no database, no clock.
 *
 * - The test's own questions score by scoring.ts (their options' correct marks as the test
 *   holds them: they cannot change once an attempt exists), 'Other' texts by the instructor.
 * - Bank questions score by questionScoring.ts against the question the paper holds (the
 *   version the student started with), worth the slot's points; an essay or file answer gets
 *   the instructor's points (other_points by key, at most its points) and awaits them until given.
 * Totals are sums of the rounded per-question points, as scoring.ts rounds.
 */
import type { QuestionResponse } from '../../../src/api/questionBank.js';
import { roundPoints } from '../../../src/api/points.js';
import type { PaperEntry } from './paper.js';
import { scoreResponse } from './questionScoring.js';
import { hasOtherText, questionPoints, type ScoredAnswers } from './scoring.js';
import { toScored, type OwnStructureQuestion, type QuizStructure } from './structure.js';

/** What a student gave, as an attempt row holds it. */
export interface PaperAnswers {
  choices: Record<string, number[]>;
  others: Record<string, string>;
  /** The instructor's points by key: for 'Other' texts, essays and file answers. */
  otherPoints: Record<string, number>;
  responses: Record<string, QuestionResponse>;
}

export interface PaperScore {
  points: number;
  maxPoints: number;
  /** Points by key. */
  perKey: Map<string, number>;
  /** Some 'Other' text, essay or file answer waits for the instructor's points. */
  awaitingReview: boolean;
}

/** The paper an attempt answers: its own, or (none kept) the test's own questions in their order. */
export function effectivePaper(structure: QuizStructure, paper: readonly PaperEntry[] | null): PaperEntry[] {
  if (paper) return [...paper];
  return structure.questions
    .filter((q): q is OwnStructureQuestion => q.source === 'TEST')
    .map((q) => ({ source: 'TEST', key: String(q.id), slotId: q.id, optionOrder: q.options.map((o) => o.id) }));
}

function ownPoints(question: OwnStructureQuestion, answers: PaperAnswers): { points: number; awaiting: boolean } {
  const key = String(question.id);
  const [scored] = toScored([question]);
  const scoredAnswers: ScoredAnswers = { choices: answers.choices, others: answers.others };
  const written = hasOtherText(scored, scoredAnswers);
  const given = answers.otherPoints[key];
  return {
    points: questionPoints(scored, answers.choices[key] ?? [], written ? (given ?? 0) : 0),
    awaiting: written && given === undefined,
  };
}

function bankPoints(entry: Extract<PaperEntry, { source: 'BANK' }>, answers: PaperAnswers): { points: number; awaiting: boolean } {
  const score = scoreResponse(entry.question, answers.responses[entry.key]);
  if (!score.awaitingReview) return { points: score.points, awaiting: false };
  const given = answers.otherPoints[entry.key];
  if (given === undefined) return { points: 0, awaiting: true };
  return { points: roundPoints(Math.min(entry.question.points, Math.max(0, given))), awaiting: false };
}

/** Scores an attempt's paper; the maximum is the test's (the same for every student). */
export function scorePaper(structure: QuizStructure, paper: readonly PaperEntry[] | null, answers: PaperAnswers): PaperScore {
  const own = new Map(structure.questions.filter((q): q is OwnStructureQuestion => q.source === 'TEST').map((q) => [q.id, q]));
  const perKey = new Map<string, number>();
  let total = 0;
  let awaitingReview = false;
  for (const entry of effectivePaper(structure, paper)) {
    const question = entry.source === 'TEST' ? own.get(entry.slotId) : undefined;
    if (entry.source === 'TEST' && !question) continue;
    const result = entry.source === 'TEST' ? ownPoints(question!, answers) : bankPoints(entry, answers);
    perKey.set(entry.key, result.points);
    total += result.points;
    awaitingReview ||= result.awaiting;
  }
  return { points: roundPoints(total), maxPoints: structure.maxPoints, perKey, awaitingReview };
}
