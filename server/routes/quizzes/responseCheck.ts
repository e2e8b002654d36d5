/*
 * Checks a response to a bank question before it is saved. Problems, the first found:
 * - wrongShape: the response is not the one shape the kind takes ({ choices } for one- and
 *   many-from-list, { truth } for true/false, { text } for short answer, numerical and essay,
 *   { matches } for matching, { order } for ordering, { fileIds } for file answer), with
 *   integer ids; a description takes no response at all. An order naming an item twice is
 *   wrongShape too: it is not an order.
 * - unknownId: a choice that is not an answer of the question; a match from anything but a
 *   pair with a left side, or to anything but a pair (distractors included); an order item
 *   that is not an item. File ids are the attempt's stored files: the caller checks those.
 * - oneChoiceOnly: more than one answer chosen on a one-from-list question.
 * - tooLong: a typed text over BANK_TEXT_MAX_LENGTH characters counted as a person sees them
 *   (grapheme clusters, src/api/textLength.ts), as the forms and the server's maxLength count,
 *   so the count the essay box shows is the one the server holds it to.
 * A partial response passes (an order of some items only, some lefts unmatched): a student
 * saves as they go, and scoring gives a partial response what it earns.
 */

import { BANK_TEXT_MAX_LENGTH, type BankQuestionType, type QuestionData, type QuestionResponse } from '../../../src/api/questionBank.js';
import { fitsLength } from '../../../src/api/textLength.js';

export type ResponseProblem = 'wrongShape' | 'unknownId' | 'oneChoiceOnly' | 'tooLong';

const isId = (value: unknown): value is number => Number.isInteger(value);
const isIdList = (value: unknown): boolean => Array.isArray(value) && value.every(isId);
const isMatchMap = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isId);

/** The one key each kind's response has, and what its value must be; null: the kind takes none. */
const SHAPES: Record<BankQuestionType, { key: string; valid: (value: unknown) => boolean } | null> = {
  ONE_FROM_LIST: { key: 'choices', valid: isIdList },
  MANY_FROM_LIST: { key: 'choices', valid: isIdList },
  TRUE_FALSE: { key: 'truth', valid: (value) => typeof value === 'boolean' },
  SHORT_ANSWER: { key: 'text', valid: (value) => typeof value === 'string' },
  NUMERICAL: { key: 'text', valid: (value) => typeof value === 'string' },
  ESSAY: { key: 'text', valid: (value) => typeof value === 'string' },
  MATCHING: { key: 'matches', valid: isMatchMap },
  ORDERING: { key: 'order', valid: isIdList },
  FILE_ANSWER: { key: 'fileIds', valid: isIdList },
  DESCRIPTION: null,
};

/**
 * The response when it has the shape the question's kind takes, else undefined. Responses
 * come from JSON, so the check is made on the values, not trusted from the type.
 */
export function shapedResponse(question: QuestionData, response: QuestionResponse | undefined): QuestionResponse | undefined {
  const shape = SHAPES[question.type];
  if (!shape || typeof response !== 'object' || response === null) return undefined;
  const keys = Object.keys(response);
  if (keys.length !== 1 || keys[0] !== shape.key) return undefined;
  return shape.valid((response as unknown as Record<string, unknown>)[shape.key]) ? response : undefined;
}

/** The ids of a question's pairs that have a left side (the others are distractors on the right). */
export function leftPairIds(pairs: readonly { id: number; left: string }[]): number[] {
  return pairs.filter((pair) => pair.left.trim() !== '').map((pair) => pair.id);
}

function checkMatches(pairs: readonly { id: number; left: string }[], matches: Record<string, number>): ResponseProblem | null {
  const lefts = new Set(leftPairIds(pairs).map(String));
  const all = new Set(pairs.map((pair) => pair.id));
  for (const [left, right] of Object.entries(matches)) {
    if (!lefts.has(left) || !all.has(right)) return 'unknownId';
  }
  return null;
}

function checkOrder(items: readonly { id: number }[], order: readonly number[]): ResponseProblem | null {
  const ids = new Set(items.map((item) => item.id));
  if (order.some((id) => !ids.has(id))) return 'unknownId';
  return new Set(order).size === order.length ? null : 'wrongShape';
}

/** The first problem of a response to the question (see the top of this file), or null when it may be saved. */
export function checkResponse(question: QuestionData, response: QuestionResponse): ResponseProblem | null {
  const shaped = shapedResponse(question, response);
  if (!shaped) return 'wrongShape';
  if ('choices' in shaped && (question.type === 'ONE_FROM_LIST' || question.type === 'MANY_FROM_LIST')) {
    const ids = new Set(question.answers.map((answer) => answer.id));
    if (shaped.choices.some((id) => !ids.has(id))) return 'unknownId';
    return question.type === 'ONE_FROM_LIST' && new Set(shaped.choices).size > 1 ? 'oneChoiceOnly' : null;
  }
  if ('text' in shaped) return fitsLength(shaped.text, BANK_TEXT_MAX_LENGTH) ? null : 'tooLong';
  if ('matches' in shaped && question.type === 'MATCHING') return checkMatches(question.pairs, shaped.matches);
  if ('order' in shaped && question.type === 'ORDERING') return checkOrder(question.items, shaped.order);
  return null;
}
