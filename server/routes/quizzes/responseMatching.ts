/*
 * Matching a typed response to a question's answers: short answers (text with Moodle's `*`
 * wildcard) and numerical ones. The rules in plain words are at the top of questionScoring.ts.
 *
 * The wildcard is matched piece by piece (the fixed pieces found left to right, each as early
 * as it can be), not through a regular expression: a pattern with many `*` against a long
 * response would make a backtracking regex take exponential time, and both texts come from
 * users. Case folding is done per character, before matching, so it never depends on context
 * (a Greek final sigma folds like any other sigma) and ё stays apart from е.
 */

import type { ChoiceAnswer, NumericAnswer } from '../../../src/api/questionBank.js';

/** Trimmed, runs of whitespace made one space, Unicode NFC (Moodle normalises the same way). */
function normalizeTyped(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/** Per character upper then lower case: Unicode case folding without context (Ё → ё, ς → σ, ß → ss). */
function foldCase(text: string): string {
  let folded = '';
  for (const char of text) folded += char.toUpperCase().toLowerCase();
  return folded;
}

/** The fixed pieces between runs of unescaped `*`; `\*` is a literal asterisk, as in Moodle. */
function wildcardPieces(pattern: string): string[] {
  return pattern.split(/(?<!\\)\*+/u).map((piece) => piece.replace(/\\\*/gu, '*'));
}

/** Whether `text` is the pattern, each `*` standing for any run of characters (none too). */
function matchesPieces(text: string, pieces: readonly string[]): boolean {
  if (pieces.length === 1) return text === pieces[0];
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  if (!text.startsWith(first) || !text.endsWith(last)) return false;
  let from = first.length;
  const until = text.length - last.length;
  if (until < from) return false;
  for (const piece of pieces.slice(1, -1)) {
    const at = text.indexOf(piece, from);
    if (at < 0 || at + piece.length > until) return false;
    from = at + piece.length;
  }
  return true;
}

/** Whether a typed text matches one answer's text (a pattern with `*`). */
function matchesAnswer(typed: string, answerText: string, caseSensitive: boolean): boolean {
  const fold = caseSensitive ? (s: string) => s : foldCase;
  return matchesPieces(fold(normalizeTyped(typed)), wildcardPieces(fold(normalizeTyped(answerText))));
}

/** The first of the answers with the highest credit among those `accepts` takes, or undefined. */
function bestOf<T extends { credit: number }>(answers: readonly T[], accepts: (answer: T) => boolean): T | undefined {
  let best: T | undefined;
  for (const answer of answers) {
    if (accepts(answer) && (!best || answer.credit > best.credit)) best = answer;
  }
  return best;
}

/** The short answer a typed text earns: the best credit among the answers it matches. A blank text matches none. */
export function matchShortAnswer(answers: readonly ChoiceAnswer[], typed: string, caseSensitive: boolean): ChoiceAnswer | undefined {
  if (!normalizeTyped(typed)) return undefined;
  return bestOf(answers, (answer) => matchesAnswer(typed, answer.text, caseSensitive));
}

/**
 * Moodle's way to show a pattern as an answer: each run of `*` becomes a space and `\*` a
 * plain asterisk, so the text shown still matches its own pattern.
 */
export function patternAsText(pattern: string): string {
  return normalizeTyped(wildcardPieces(pattern).join(' '));
}

const SPACES = '[ \\u00A0\\u2009\\u202F]';
/** Sign, digits (groups of three may be split by a space), decimal point or comma, exponent. */
const NUMBER = new RegExp(`^([+\\-\\u2212]?)(\\d{1,3}(?:${SPACES}\\d{3})+|\\d*)(?:[.,](\\d*))?(?:[eE]([+-]?\\d+))?$`, 'u');

/**
 * The number typed, or null when the text is not one. A decimal comma (3,14), spaces between
 * groups of three digits (1 234 567,5), a typographic minus and an exponent (1,5e3) are taken;
 * a comma and a point together are not, since which one is the decimal mark is a guess.
 */
export function parseTypedNumber(text: string): number | null {
  const found = NUMBER.exec(text.trim());
  if (!found) return null;
  const [, sign, whole, fraction = '', exponent = '0'] = found;
  if (!whole && !fraction) return null;
  const minus = sign === '-' || sign === '\u2212' ? '-' : '';
  const value = Number(`${minus}${whole.replace(/\D/gu, '') || '0'}.${fraction || '0'}e${exponent}`);
  return Number.isFinite(value) ? value : null;
}

/**
 * Whether x is within the answer's tolerance. The tiny allowance (a millionth of a millionth
 * of the numbers' size) absorbs binary noise, e.g. |3.15 − 3.14| = 0.010000000000000231, without
 * widening the range by anything a person could type.
 */
function withinTolerance(x: number, answer: NumericAnswer): boolean {
  const noise = 1e-12 * Math.max(Math.abs(x), Math.abs(answer.value), Math.abs(answer.tolerance));
  return Math.abs(x - answer.value) <= Math.abs(answer.tolerance) + noise;
}

/** The numerical answer a typed text earns: the best credit among the answers whose range holds it. */
export function matchNumericAnswer(answers: readonly NumericAnswer[], typed: string): NumericAnswer | undefined {
  const x = parseTypedNumber(typed);
  if (x === null) return undefined;
  return bestOf(answers, (answer) => withinTolerance(x, answer));
}
