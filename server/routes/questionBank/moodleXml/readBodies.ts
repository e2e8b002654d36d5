import type {
  ChoiceAnswer,
  ImportProblemKey,
  MatchPair,
  NumericAnswer,
  OrderItem,
  QuestionBody,
  TextFormat,
} from '../../../../src/api/questionBank.js';
import { creditOf, decimal } from './moodleNumbers.js';
import { feedbackText, plainText, textFormat } from './textFormats.js';
import { attribute, child, children, ownText, wrappedText, type XmlNode } from './xmlNodes.js';

/*
 * The body of each kind of question Moodle's qformat_xml imports (import_multichoice,
 * import_truefalse, import_shortanswer, import_numerical, import_match, import_essay,
 * import_description, and qtype_ordering's import_from_xml), read the way Moodle reads it:
 * blank answers are dropped as Moodle's save_question_options drops them, and answers, pairs and
 * items are numbered 1…n in file order.
 */

export type BodyProblem = { problem: ImportProblemKey; params?: Record<string, string | number> };
export type BodyRead = QuestionBody | BodyProblem;

/** Moodle's trans_single: "false", "0" and blank are no, anything else yes. */
function yes(value: string): boolean {
  return !(value === '' || value === '0' || value === 'false');
}

/** A child element's text with Moodle's default when it is missing. */
function setting(node: XmlNode, name: string, fallback: string): string {
  const element = child(node, name);
  return element === undefined ? fallback : ownText(element);
}

/** The question's own text format, which its feedback takes. */
export const questionFormat = (node: XmlNode): TextFormat => textFormat(attribute(child(node, 'questiontext'), 'format'));

function feedbackOf(answer: XmlNode, format: TextFormat): string {
  const feedback = child(answer, 'feedback');
  return feedbackText(ownText(child(feedback, 'text')), attribute(feedback, 'format'), format);
}

/** Answers with a text and a credit; `formatted` when the answer texts carry a format (multichoice), plain otherwise (short answer). */
function choiceAnswers(node: XmlNode, formatted: boolean): ChoiceAnswer[] | BodyProblem {
  const answers: ChoiceAnswer[] = [];
  const format = questionFormat(node);
  for (const answer of children(node, 'answer')) {
    const raw = ownText(child(answer, 'text'));
    const text = formatted ? plainText(raw, attribute(answer, 'format')) : raw;
    if (!text) continue;
    const credit = creditOf(attribute(answer, 'fraction'));
    if (credit === null) return { problem: 'badWeight', params: { weight: attribute(answer, 'fraction') ?? '' } };
    answers.push({ id: answers.length + 1, text, credit, feedback: feedbackOf(answer, format) });
  }
  return answers;
}

function multichoice(node: XmlNode): BodyRead {
  const answers = choiceAnswers(node, true);
  if (!Array.isArray(answers)) return answers;
  const single = yes(setting(node, 'single', 'true'));
  return { type: single ? 'ONE_FROM_LIST' : 'MANY_FROM_LIST', answers, shuffleAnswers: yes(setting(node, 'shuffleanswers', 'false')) };
}

/** As import_truefalse: the answers are told apart by their text "true"/"false", or by order in old files that localised it. */
function truefalse(node: XmlNode): BodyRead {
  const answers = children(node, 'answer');
  if (!answers.length) return { problem: 'tooFewAnswers' };
  const body = { type: 'TRUE_FALSE' as const, correct: true, feedbackTrue: '', feedbackFalse: '' };
  const format = questionFormat(node);
  answers.forEach((answer, index) => {
    const said = ownText(child(answer, 'text'));
    const isTrue = said === 'true' || (said !== 'false' && index === 0);
    const full = decimal(attribute(answer, 'fraction') ?? '0') === 100;
    if (isTrue) {
      body.correct = full;
      body.feedbackTrue = feedbackOf(answer, format);
    } else {
      body.correct = !full;
      body.feedbackFalse = feedbackOf(answer, format);
    }
  });
  return body;
}

function shortanswer(node: XmlNode): BodyRead {
  const answers = choiceAnswers(node, false);
  if (!Array.isArray(answers)) return answers;
  return { type: 'SHORT_ANSWER', answers, caseSensitive: yes(setting(node, 'usecase', '0')) };
}

/** Numerical answers; units are left out, as the bank compares bare numbers. Moodle's "*" (any answer) has no number and is a problem. */
function numerical(node: XmlNode): BodyRead {
  const answers: NumericAnswer[] = [];
  const format = questionFormat(node);
  for (const answer of children(node, 'answer')) {
    const text = ownText(child(answer, 'text'));
    if (!text) continue;
    const value = decimal(text);
    if (value === null) return { problem: 'badNumber', params: { value: text } };
    const toleranceText = setting(answer, 'tolerance', '0') || '0';
    const tolerance = decimal(toleranceText);
    if (tolerance === null) return { problem: 'badNumber', params: { value: toleranceText } };
    const credit = creditOf(attribute(answer, 'fraction'));
    if (credit === null) return { problem: 'badWeight', params: { weight: attribute(answer, 'fraction') ?? '' } };
    answers.push({ id: answers.length + 1, value, tolerance, credit, feedback: feedbackOf(answer, format) });
  }
  return { type: 'NUMERICAL', answers };
}

/** Pairs from subquestions; one without a question text is a distractor (left ''), one without an answer a problem. */
function matching(node: XmlNode): BodyRead {
  const pairs: MatchPair[] = [];
  for (const subquestion of children(node, 'subquestion')) {
    const left = plainText(ownText(child(subquestion, 'text')), attribute(subquestion, 'format'));
    const right = wrappedText(subquestion, 'answer');
    if (!left && !right) continue;
    if (!right) return { problem: 'badMatching' };
    pairs.push({ id: pairs.length + 1, left, right });
  }
  return { type: 'MATCHING', pairs };
}

/**
 * Items in their right order. qtype_ordering writes its answers sorted by their fraction (the
 * position, 1, 2, 3…) and its import takes them in file order, ignoring the fraction: so does this.
 */
function ordering(node: XmlNode): BodyRead {
  const items: OrderItem[] = [];
  for (const answer of children(node, 'answer')) {
    const text = plainText(ownText(child(answer, 'text')), attribute(answer, 'format'));
    if (text) items.push({ id: items.length + 1, text });
  }
  return { type: 'ORDERING', items };
}

/** An essay with no text box but attachments (-1 is Moodle's "unlimited") is a file answer. */
function essay(node: XmlNode): BodyRead {
  const format = setting(node, 'responseformat', 'editor');
  const attachments = decimal(setting(node, 'attachments', '0')) ?? 0;
  return { type: format === 'noinline' && attachments !== 0 ? 'FILE_ANSWER' : 'ESSAY' };
}

/** The readers by the `type` attribute Moodle writes; any other type is not one the bank takes. A Map, so a type named "constructor" finds nothing. */
export const BODY_READERS = new Map<string, (node: XmlNode) => BodyRead>([
  ['multichoice', multichoice],
  ['truefalse', truefalse],
  ['shortanswer', shortanswer],
  ['numerical', numerical],
  ['matching', matching],
  ['ordering', ordering],
  ['essay', essay],
  ['description', () => ({ type: 'DESCRIPTION' })],
]);
