import type { MatchPair, NumericAnswer, TextFormat } from '../../../../src/api/questionBank.js';
import {
  choiceBody,
  problem,
  readWeight,
  shortAnswerBody,
  splitAnswers,
  splitLimit,
  withFeedback,
  type AnswerResult,
} from './giftChoices.js';
import { answerPiece, plainPiece, restore } from './giftText.js';

/*
 * What kind of question an answer block (the protected text between the braces, general
 * feedback already taken off) makes, in the order Moodle's readquestion decides it, and the
 * bodies of true/false, numerical and matching questions.
 */

const TRUE_FALSE: ReadonlySet<string> = new Set(['T', 'TRUE', 'F', 'FALSE']);

/** The body of the question an answer block describes, or the problem that stops it. */
export function answerBody(block: string, format: TextFormat): AnswerResult {
  if (block === '') return { body: { type: 'ESSAY' } };
  if (block.startsWith('#')) return numericalBody(block.slice(1), format);
  // Only multiple choice has `~`; only matching has both `=` and `->`.
  if (block.includes('~')) return choiceBody(block, format);
  if (block.includes('=') && block.includes('->')) return matchingBody(block, format);
  const hash = block.indexOf('#');
  if (TRUE_FALSE.has(hash > 0 ? block.slice(0, hash).trim() : block)) return trueFalseBody(block, format);
  return shortAnswerBody(block, format);
}

/**
 * `{T}` or `{FALSE#…#…}`: Moodle's first feedback is the one for a wrong response, the second
 * for a right one; ours are by the response given (true or false).
 */
function trueFalseBody(block: string, format: TextFormat): AnswerResult {
  const [answer, wrong = '', right = ''] = splitLimit(block, '#', 3).map((part) => plainPiece(part, format));
  const correct = answer === 'T' || answer === 'TRUE';
  return {
    body: { type: 'TRUE_FALSE', correct, feedbackTrue: correct ? right : wrong, feedbackFalse: correct ? wrong : right },
  };
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** A number as PHP's is_numeric reads one (no decimal comma: GIFT files have none), or null. */
function number(written: string): number | null {
  const trimmed = written.trim();
  return NUMBER.test(trimmed) ? Number(trimmed) : null;
}

/** `value`, `value:tolerance` or `min..max` as a value and tolerance, or null when a part is not a number or the range is backwards. */
function numericRange(written: string): { value: number; tolerance: number } | null {
  const dots = written.indexOf('..');
  if (dots > 0) {
    const min = number(written.slice(0, dots));
    const max = number(written.slice(dots + 2));
    if (min === null || max === null || min > max) return null;
    // (3.141 + 3.142) / 2 is 3.1414999999999997 in floating point: rounding gives the 3.1415 meant.
    return { value: Number(((min + max) / 2).toPrecision(12)), tolerance: Number(((max - min) / 2).toPrecision(12)) };
  }
  const colon = written.indexOf(':');
  const value = number(colon > 0 ? written.slice(0, colon) : written);
  const tolerance = colon > 0 ? number(written.slice(colon + 1)) : 0;
  return value === null || tolerance === null || tolerance < 0 ? null : { value, tolerance };
}

/**
 * `{#1822:5}`, `{#1..5}` or `{# =1822:0 =%50%1822:2 }`, each answer with its feedback. Moodle
 * reads what follows a `~` as the feedback for any other response, an answer of no credit
 * that matches anything; our numerical answers hold numbers only, and that answer would earn
 * nothing anyway, so it is left out.
 */
function numericalBody(block: string, format: TextFormat): AnswerResult {
  const tilde = block.indexOf('~');
  const answers: NumericAnswer[] = [];
  for (const part of splitAnswers(tilde < 0 ? block : block.slice(0, tilde), '=')) {
    const weighed = readWeight(part, false);
    if ('problem' in weighed) return weighed;
    const { text, feedback } = withFeedback(weighed.rest, format);
    const range = numericRange(text);
    if (!range) return problem('badNumber', { value: text });
    answers.push({ id: answers.length + 1, ...range, credit: weighed.weight ?? 1, feedback });
  }
  if (!answers.length) return problem('tooFewAnswers');
  if (!answers.some((answer) => answer.credit > 0)) return problem('noRightAnswer');
  return { body: { type: 'NUMERICAL', answers } };
}

/**
 * `{ =Canada -> Ottawa =Italy -> Rome }`: at least two pairs with both sides. A pair with an
 * empty left side (`= -> Beijing`) is an extra choice on the right, as in Moodle.
 */
function matchingBody(block: string, format: TextFormat): AnswerResult {
  const pairs: MatchPair[] = [];
  for (const part of splitAnswers(block, '=')) {
    const arrow = part.indexOf('->');
    const right = arrow < 0 ? '' : restore(part.slice(arrow + 2)).trim();
    if (!right) return problem('badMatching');
    pairs.push({ id: pairs.length + 1, left: answerPiece(part.slice(0, arrow), format), right });
  }
  return pairs.filter((pair) => pair.left !== '').length < 2 ? problem('badMatching') : { body: { type: 'MATCHING', pairs } };
}
