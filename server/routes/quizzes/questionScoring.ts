/*
 * Scoring of a response to a bank question (src/api/questionBank.ts), on the server only.
 * Pure functions: no database, no clock. An answer's credit is Moodle's fraction, -1…1.
 *
 * Rules, per question worth `points`:
 * - ONE_FROM_LIST: the chosen answer's credit × points. More than one answer chosen scores 0
 *   (the save refuses it before); a negative credit scores 0.
 * - MANY_FROM_LIST (Moodle's rule): the sum of the chosen answers' credits, held to 0…1,
 *   × points. The quiz rule of scoring.ts, points × max(0, right chosen − wrong chosen) / right,
 *   is this rule with each right answer credited 1/right and each wrong one −1/right (the sum
 *   never passes 1, since at most every right answer is chosen); the tests prove it.
 * - TRUE_FALSE: full points when the truth given is the correct one, else 0.
 * - SHORT_ANSWER: the typed text, trimmed and with runs of whitespace made one space, is
 *   compared with each answer's text, ignoring case unless the question is case-sensitive
 *   (Unicode case folding, so Cyrillic Ё and ё are one letter, but ё and е stay two). A `*` in
 *   an answer stands for any run of characters, `\*` for an asterisk. The best credit among
 *   the answers it matches counts (Moodle takes the first matching answer; the best one never
 *   gives less). A blank text matches nothing, not even a catch-all `*`.
 * - NUMERICAL: the typed text as a number (3,14 with a decimal comma and 1 234,5 with spaces
 *   between groups of three are taken; any other text is not a number and scores 0); the best
 *   credit among the answers with |number − value| ≤ tolerance, plus an allowance far below
 *   anything typed for binary rounding noise.
 * - MATCHING: points × the lefts matched rightly / the pairs with a left side. A left is matched
 *   rightly to its own pair, or to a pair with the very same right side: Moodle shows equal
 *   right sides as one choice, so either is that choice.
 * - ORDERING (Moodle's "absolute position" grading): points × the items in their own place /
 *   the items. An order that is not every item exactly once scores 0.
 * - ESSAY, FILE_ANSWER: 0 points, awaiting the instructor's review when the response holds a
 *   non-blank text or at least one file. DESCRIPTION: 0, never awaiting.
 * - A response of another kind's shape (e.g. { text } for TRUE_FALSE) scores 0.
 * Rounding: the points are rounded to 2 decimals (roundPoints, as the quiz rule and the
 * ratings round) and are never below 0 nor above the question's points, so Moodle's
 * 0.3333333 credits, three times over, still make the full points.
 */

import type { ChoiceAnswer, QuestionData, QuestionResponse } from '../../../src/api/questionBank.js';
import { roundPoints } from '../../../src/api/points.js';
import { leftPairIds, shapedResponse } from './responseCheck.js';
import { matchNumericAnswer, matchShortAnswer, patternAsText } from './responseMatching.js';

export { checkResponse, type ResponseProblem } from './responseCheck.js';

export interface ResponseScore {
  points: number;
  /** An essay or a file answer holds something the instructor has yet to grade. */
  awaitingReview: boolean;
}

/** The answers of a choice question that the response chose, in the question's order. */
function chosenAnswers(answers: readonly ChoiceAnswer[], choices: readonly number[]): ChoiceAnswer[] {
  const picked = new Set(choices);
  return answers.filter((answer) => picked.has(answer.id));
}

/** The share of the points a response earns, before rounding and holding to 0…1. */
function creditOf(question: QuestionData, response: QuestionResponse): number {
  switch (question.type) {
    case 'ONE_FROM_LIST': {
      if (!('choices' in response) || new Set(response.choices).size !== 1) return 0;
      return chosenAnswers(question.answers, response.choices)[0]?.credit ?? 0;
    }
    case 'MANY_FROM_LIST':
      return 'choices' in response ? chosenAnswers(question.answers, response.choices).reduce((sum, answer) => sum + answer.credit, 0) : 0;
    case 'TRUE_FALSE':
      return 'truth' in response && response.truth === question.correct ? 1 : 0;
    case 'SHORT_ANSWER':
      return 'text' in response ? (matchShortAnswer(question.answers, response.text, question.caseSensitive)?.credit ?? 0) : 0;
    case 'NUMERICAL':
      return 'text' in response ? (matchNumericAnswer(question.answers, response.text)?.credit ?? 0) : 0;
    case 'MATCHING': {
      if (!('matches' in response)) return 0;
      const lefts = leftPairIds(question.pairs);
      const rightOf = new Map(question.pairs.map((pair) => [pair.id, pair.right.trim()]));
      const matched = lefts.filter((id) => {
        const chosen = response.matches[String(id)];
        return chosen === id || (chosen !== undefined && rightOf.has(chosen) && rightOf.get(chosen) === rightOf.get(id));
      });
      return lefts.length ? matched.length / lefts.length : 0;
    }
    case 'ORDERING': {
      if (!('order' in response)) return 0;
      const { items } = question;
      const ids = new Set(response.order);
      const isPermutation = response.order.length === items.length && ids.size === items.length && items.every((item) => ids.has(item.id));
      if (!isPermutation || !items.length) return 0;
      return items.filter((item, place) => response.order[place] === item.id).length / items.length;
    }
    default:
      return 0;
  }
}

function awaitsReview(question: QuestionData, response: QuestionResponse | undefined): boolean {
  if (!response) return false;
  if (question.type === 'ESSAY') return 'text' in response && response.text.trim() !== '';
  if (question.type === 'FILE_ANSWER') return 'fileIds' in response && response.fileIds.length > 0;
  return false;
}

/** The points a response earns (see the top of this file); no response, or one of the wrong shape, earns 0. */
export function scoreResponse(question: QuestionData, response: QuestionResponse | undefined): ResponseScore {
  const shaped = shapedResponse(question, response);
  if (!shaped) return { points: 0, awaitingReview: false };
  const share = Math.min(1, Math.max(0, creditOf(question, shaped)));
  const points = Math.min(question.points, Math.max(0, roundPoints(share * question.points)));
  return { points, awaitingReview: awaitsReview(question, shaped) };
}

/**
 * The feedback texts of the answers the response triggers, as Moodle shows the chosen answer's
 * feedback: the chosen answers' (in the question's order), the matched short or numerical
 * answer's, or the feedback for the truth given. Blank ones are dropped; the question's general
 * feedback is not included (the caller adds it). A one-from-list response with several choices
 * chose no one answer and gets none.
 */
export function feedbackFor(question: QuestionData, response: QuestionResponse | undefined): string[] {
  const shaped = shapedResponse(question, response);
  if (!shaped) return [];
  let texts: string[] = [];
  if ((question.type === 'ONE_FROM_LIST' || question.type === 'MANY_FROM_LIST') && 'choices' in shaped) {
    const oneOnly = question.type === 'MANY_FROM_LIST' || new Set(shaped.choices).size === 1;
    texts = oneOnly ? chosenAnswers(question.answers, shaped.choices).map((answer) => answer.feedback) : [];
  } else if (question.type === 'TRUE_FALSE' && 'truth' in shaped) {
    texts = [shaped.truth ? question.feedbackTrue : question.feedbackFalse];
  } else if (question.type === 'SHORT_ANSWER' && 'text' in shaped) {
    texts = [matchShortAnswer(question.answers, shaped.text, question.caseSensitive)?.feedback ?? ''];
  } else if (question.type === 'NUMERICAL' && 'text' in shaped) {
    texts = [matchNumericAnswer(question.answers, shaped.text)?.feedback ?? ''];
  }
  return texts.filter((text) => text.trim() !== '');
}

/** The first of the answers with the highest credit. */
function best<T extends { credit: number }>(answers: readonly T[]): T | undefined {
  return answers.reduce<T | undefined>((top, answer) => (!top || answer.credit > top.credit ? answer : top), undefined);
}

/**
 * Each left to the right side a student picks for it. A paper's copy (paperMaker.ts
 * matchingCopy) offers its right sides as pairs of their own with no left and fresh ids, and
 * only those ids are in the view's list, so a left names the one with its right text (scoring
 * takes it); a question without such a pair (a bank question as written) names its own pair.
 */
function rightMatches(pairs: Extract<QuestionData, { type: 'MATCHING' }>['pairs']): Record<string, number> {
  const offered = new Map<string, number>();
  for (const pair of pairs) if (pair.left.trim() === '' && !offered.has(pair.right.trim())) offered.set(pair.right.trim(), pair.id);
  return Object.fromEntries(
    pairs.filter((pair) => pair.left.trim() !== '').map((pair) => [String(pair.id), offered.get(pair.right.trim()) ?? pair.id]),
  );
}

/**
 * A response that earns the full points, for the review's right answers: the best answer of a
 * one-from-list or short-answer question (a pattern shown as Moodle shows it, each `*` a
 * space), every positive answer of many-from-list, the correct truth, the first full-credit
 * numerical value (the best one when none has full credit), each left to its right side, the
 * items in order. Null for kinds graded by hand or not at all.
 */
export function correctResponse(question: QuestionData): QuestionResponse | null {
  switch (question.type) {
    case 'ONE_FROM_LIST': {
      const top = best(question.answers);
      return { choices: top ? [top.id] : [] };
    }
    case 'MANY_FROM_LIST':
      return { choices: question.answers.filter((answer) => answer.credit > 0).map((answer) => answer.id) };
    case 'TRUE_FALSE':
      return { truth: question.correct };
    case 'SHORT_ANSWER':
      return { text: patternAsText(best(question.answers)?.text ?? '') };
    case 'NUMERICAL': {
      const top = question.answers.find((answer) => answer.credit >= 1) ?? best(question.answers);
      return { text: top ? String(top.value) : '' };
    }
    case 'MATCHING':
      return { matches: rightMatches(question.pairs) };
    case 'ORDERING':
      return { order: question.items.map((item) => item.id) };
    default:
      return null;
  }
}
