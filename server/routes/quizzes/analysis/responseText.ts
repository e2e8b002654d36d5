import type { Language } from '../../../../src/api/constants.js';
import type { QuestionData, QuestionResponse, TextFormat } from '../../../../src/api/questionBank.js';
import { t } from '../../../i18n/index.js';
import { htmlToPlain } from '../../questionBank/plainText.js';
import { leftPairIds, shapedResponse } from '../responseCheck.js';

/*
 * Questions and responses as short plain text: the analysis page's names and the export's
 * response cells. Texts are shown as a spreadsheet shows them, never as markup.
 */

/** A text of a question as plain text: markup dropped for html/markdown/moodle, spaces single. */
export function plainOf(text: string, format: TextFormat = 'plain'): string {
  return format === 'plain' ? text.replace(/\s+/g, ' ').trim() : htmlToPlain(text);
}

/** At most `limit` characters (whole graphemes of the BMP aside, by code point), "…" marking a cut. */
export function shortened(text: string, limit: number): string {
  const chars = Array.from(text);
  return chars.length <= limit
    ? text
    : `${chars
        .slice(0, limit - 1)
        .join('')
        .trimEnd()}…`;
}

const BOOLEAN_KEY = { true: 'quizAnalysis.true', false: 'quizAnalysis.false' } as const;

/** "True"/"False" in the reader's language. */
export const truthText = (truth: boolean, lang: Language) => t(lang, BOOLEAN_KEY[String(truth) as 'true' | 'false']);

/**
 * A response to a bank question as text: the chosen answers, the truth, the typed text, the
 * pairs made ("left → right"), the order given, or how many files; null when nothing was given.
 */
export function responseText(question: QuestionData, raw: QuestionResponse | undefined, lang: Language): string | null {
  const response = shapedResponse(question, raw);
  if (!response) return null;
  if ('choices' in response && (question.type === 'ONE_FROM_LIST' || question.type === 'MANY_FROM_LIST')) {
    const chosen = question.answers.filter((a) => response.choices.includes(a.id)).map((a) => plainOf(a.text));
    return chosen.length ? chosen.join('; ') : null;
  }
  if ('truth' in response) return truthText(response.truth, lang);
  if ('text' in response) return plainOf(response.text) || null;
  if ('matches' in response && question.type === 'MATCHING') {
    const byId = new Map(question.pairs.map((p) => [p.id, p]));
    const made = leftPairIds(question.pairs)
      .filter((id) => response.matches[String(id)] !== undefined)
      .map((id) => `${plainOf(byId.get(id)!.left)} → ${plainOf(byId.get(response.matches[String(id)])?.right ?? '?')}`);
    return made.length ? made.join('; ') : null;
  }
  if ('order' in response && question.type === 'ORDERING') {
    const byId = new Map(question.items.map((item) => [item.id, plainOf(item.text)]));
    return response.order.length ? response.order.map((id) => byId.get(id) ?? '?').join(' → ') : null;
  }
  if ('fileIds' in response) return response.fileIds.length ? t(lang, 'quizAnalysis.files', { count: response.fileIds.length }) : null;
  return null;
}

/**
 * The response as the list of most common responses groups it: case folded unless the
 * question is case-sensitive, a decimal comma read as a point, spaces single.
 */
export function groupedResponse(question: QuestionData, text: string | null): string | null {
  if (text === null) return null;
  if (question.type === 'SHORT_ANSWER') return question.caseSensitive ? text : text.toLocaleLowerCase();
  if (question.type === 'NUMERICAL') return text.replace(/\s+/g, '').replace(',', '.');
  return text;
}
