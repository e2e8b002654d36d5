import type { ChoiceAnswer, ImportProblemKey, QuestionBody, TextFormat } from '../../../../src/api/questionBank.js';
import { answerPiece, plainPiece, restore } from './giftText.js';

/*
 * The answers of multiple-choice and short-answer questions, and what every kind's answers
 * share: a `%weight%` and a `#feedback`. All work on protected text (giftText.ts), so an
 * escaped character never counts as a separator.
 */

export interface GiftProblem {
  key: ImportProblemKey;
  params?: Record<string, string | number>;
}

/** An answer block read into a question's body, or why it cannot be. */
export type AnswerResult = { body: QuestionBody } | { problem: GiftProblem };

export const problem = (key: ImportProblemKey, params?: GiftProblem['params']): { problem: GiftProblem } => ({
  problem: params ? { key, params } : { key },
});

/** The parts of the text split at the first `limit - 1` separators, as PHP's explode with a limit. */
export function splitLimit(text: string, separator: string, limit: number): string[] {
  const parts = text.split(separator);
  return parts.length <= limit ? parts : [...parts.slice(0, limit - 1), parts.slice(limit - 1).join(separator)];
}

/** The answers of a block split at a marker (`=` or `~`), the text before the first one dropped when blank, as Moodle does. */
export function splitAnswers(text: string, marker: string): string[] {
  const parts = text.split(marker).map((part) => part.trim());
  if (parts[0] === '') parts.shift();
  return parts;
}

/**
 * A leading `%weight%` as a credit (50 → 0.5), with the rest of the answer; `weight` null when
 * there is none. A weight must be a number from -100 to 100 (Moodle writes 33.33333);
 * `allowNegative` is false where a negative weight means nothing (short and numerical answers).
 */
export function readWeight(answer: string, allowNegative: boolean): { weight: number | null; rest: string } | { problem: GiftProblem } {
  const match = /^%([^%]*)%/.exec(answer);
  if (!match) return { weight: null, rest: answer };
  const written = match[1].trim();
  const percent = /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(written) ? Number(written) : NaN;
  if (!(percent >= (allowNegative ? -100 : 0) && percent <= 100)) return problem('badWeight', { weight: restore(match[1]) });
  // 33.33333 / 100 is 0.33333329999999994 in floating point: rounding gives back the 0.3333333 meant.
  return { weight: Number((percent / 100).toPrecision(12)), rest: answer.slice(match[0].length).trim() };
}

/** An answer's text and its feedback (after the first `#`), unescaped and trimmed. */
export function withFeedback(answer: string, format: TextFormat): { text: string; feedback: string } {
  const [text, feedback = ''] = splitLimit(answer, '#', 2);
  return { text: answerPiece(text, format), feedback: plainPiece(feedback, format) };
}

/**
 * A multiple-choice block. Moodle's rule: a block with an `=` is one-from-list; without one
 * (only `~` answers, some with positive weights) it is many-from-list. An `=` answer is full
 * credit unless a `%weight%` follows it (Moodle would keep that weight as text). An answer
 * without text is left out, as Moodle's question editor does.
 */
export function choiceBody(block: string, format: TextFormat): AnswerResult {
  const single = block.includes('=');
  const answers: ChoiceAnswer[] = [];
  for (const part of splitAnswers(block.replaceAll('=', '~='), '~')) {
    const right = part.startsWith('=');
    const weighed = readWeight(right ? part.slice(1).trim() : part, true);
    if ('problem' in weighed) return weighed;
    const { text, feedback } = withFeedback(weighed.rest, format);
    if (text === '') continue;
    answers.push({ id: answers.length + 1, text, credit: weighed.weight ?? (right ? 1 : 0), feedback });
  }
  if (answers.length < 2) return problem('tooFewAnswers');
  if (!answers.some((answer) => answer.credit > 0)) return problem('noRightAnswer');
  return { body: { type: single ? 'ONE_FROM_LIST' : 'MANY_FROM_LIST', answers, shuffleAnswers: true } };
}

/**
 * A short-answer block: `=` answers, each full credit unless weighed; a single answer may go
 * without its `=` (Moodle's docs allow it when it cannot be taken for true/false). Moodle
 * compares short answers ignoring case by default.
 */
export function shortAnswerBody(block: string, format: TextFormat): AnswerResult {
  const answers: ChoiceAnswer[] = [];
  for (const part of splitAnswers(block, '=')) {
    const weighed = readWeight(part, false);
    if ('problem' in weighed) return weighed;
    const { text, feedback } = withFeedback(weighed.rest, format);
    if (text === '') continue;
    answers.push({ id: answers.length + 1, text, credit: weighed.weight ?? 1, feedback });
  }
  if (!answers.length) return problem('tooFewAnswers');
  if (!answers.some((answer) => answer.credit > 0)) return problem('noRightAnswer');
  return { body: { type: 'SHORT_ANSWER', answers, caseSensitive: false } };
}
