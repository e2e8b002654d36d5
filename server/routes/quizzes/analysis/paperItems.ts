import type { Language } from '../../../../src/api/constants.js';
import type { BankQuestionType } from '../../../../src/api/questionBank.js';
import type { BankPaperEntry, PaperEntry } from '../paper.js';
import type { PaperAnswers } from '../paperScoring.js';
import { t } from '../../../i18n/index.js';
import { scoreResponse } from '../questionScoring.js';
import type { OwnStructureQuestion, QuizStructure } from '../structure.js';
import type { ItemAnswer, ItemMeta, ItemOption } from './itemAnalysis.js';
import { groupedResponse, plainOf, responseText, shortened, truthText } from './responseText.js';

/*
 * The questions of attempts' papers as rows of the analysis (ItemMeta) and what an attempt gave
 * on each (ItemAnswer). A paper's bank entries hold the question as it was when the attempt
 * started, so rows are described from the papers; the test's own questions from its structure.
 */

export const NAME_LENGTH = 80;
const TEXT_LENGTH = 300;
const OPTION_LENGTH = 120;
const LISTS_RESPONSES: ReadonlySet<BankQuestionType> = new Set(['SHORT_ANSWER', 'NUMERICAL', 'MATCHING', 'ORDERING']);

export type OwnQuestions = Map<number, OwnStructureQuestion>;

export function ownQuestionsOf(structure: QuizStructure): OwnQuestions {
  return new Map(structure.questions.filter((q): q is OwnStructureQuestion => q.source === 'TEST').map((q) => [q.id, q]));
}

function ownMeta(question: OwnStructureQuestion): ItemMeta {
  const text = plainOf(question.text);
  return {
    key: String(question.id),
    questionId: question.id,
    bankQuestionId: null,
    source: 'TEST',
    name: shortened(text, NAME_LENGTH),
    text: shortened(text, TEXT_LENGTH),
    kind: question.kind === 'ONE' ? 'ONE_FROM_LIST' : 'MANY_FROM_LIST',
    points: question.points,
    options: question.options.map((o) => ({
      optionId: o.id,
      text: shortened(plainOf(o.text), OPTION_LENGTH),
      isCorrect: o.isCorrect,
      credit: o.isCorrect ? 1 : 0,
    })),
    hasOther: question.hasOther,
    listsResponses: false,
  };
}

function bankOptions(entry: BankPaperEntry, lang: Language): ItemOption[] | null {
  const question = entry.question;
  if (question.type === 'ONE_FROM_LIST' || question.type === 'MANY_FROM_LIST') {
    return question.answers.map((a) => ({
      optionId: a.id,
      text: shortened(plainOf(a.text), OPTION_LENGTH),
      isCorrect: a.credit > 0,
      credit: a.credit,
    }));
  }
  if (question.type === 'TRUE_FALSE') {
    return [true, false].map((truth) => ({
      optionId: null,
      truth,
      text: truthText(truth, lang),
      isCorrect: question.correct === truth,
      credit: question.correct === truth ? 1 : 0,
    }));
  }
  return null;
}

function bankMeta(entry: BankPaperEntry, structure: QuizStructure, lang: Language): ItemMeta {
  const slot = structure.questions.find((q) => q.id === entry.slotId);
  const { question } = entry;
  const text = plainOf(question.text, question.textFormat);
  return {
    key: entry.key,
    questionId: entry.slotId,
    bankQuestionId: entry.bankQuestionId,
    source: slot?.source === 'RANDOM' ? 'RANDOM' : 'BANK',
    name: shortened(plainOf(question.name) || text, NAME_LENGTH),
    text: shortened(text, TEXT_LENGTH),
    kind: question.type,
    points: question.points,
    options: bankOptions(entry, lang),
    hasOther: false,
    listsResponses: LISTS_RESPONSES.has(question.type),
  };
}

/** The row a paper entry is, or null for what is not analysed (a description; an own question no longer there). */
export function metaOf(entry: PaperEntry, structure: QuizStructure, own: OwnQuestions, lang: Language): ItemMeta | null {
  if (entry.source === 'TEST') {
    const question = own.get(entry.slotId);
    return question ? ownMeta(question) : null;
  }
  return entry.question.type === 'DESCRIPTION' ? null : bankMeta(entry, structure, lang);
}

/**
 * Adds an entry's row to `metas` (by key). A bank question edited between attempts keeps its
 * first description; answers added by the edit are appended, so their choices are counted too.
 */
export function collectMeta(metas: Map<string, ItemMeta>, meta: ItemMeta): void {
  const seen = metas.get(meta.key);
  if (!seen) {
    metas.set(meta.key, meta);
    return;
  }
  if (!seen.options || !meta.options) return;
  const ids = new Set(seen.options.map((o) => o.optionId));
  seen.options.push(...meta.options.filter((o) => !ids.has(o.optionId)));
}

/** What an attempt gave on one entry of its paper, worth `points` (from scorePaper). */
export function answerOf(entry: PaperEntry, answers: PaperAnswers, points: number, lang: Language): ItemAnswer {
  const key = entry.key;
  if (entry.source === 'TEST') {
    const chosen = (answers.choices[key] ?? []).map(String);
    const other = Boolean(answers.others[key]?.trim());
    return {
      points,
      chosen,
      other,
      responseText: null,
      blank: chosen.length === 0 && !other,
      awaitingReview: other && answers.otherPoints[key] === undefined,
    };
  }
  const response = answers.responses[key];
  const text = responseText(entry.question, response, lang);
  const chosen =
    response && 'choices' in response ? response.choices.map(String) : response && 'truth' in response ? [String(response.truth)] : [];
  return {
    points,
    chosen,
    other: false,
    responseText: groupedResponse(entry.question, text),
    blank: text === null,
    awaitingReview: scoreResponse(entry.question, response).awaitingReview && answers.otherPoints[key] === undefined,
  };
}

/** What an attempt gave on an entry, as the export's response cell shows it; null for nothing. */
export function answerText(entry: PaperEntry, answers: PaperAnswers, own: OwnQuestions, lang: Language): string | null {
  if (entry.source !== 'TEST') return responseText(entry.question, answers.responses[entry.key], lang);
  const chosen = new Set(answers.choices[entry.key] ?? []);
  const texts = (own.get(entry.slotId)?.options ?? []).filter((o) => chosen.has(o.id)).map((o) => plainOf(o.text));
  const other = answers.others[entry.key]?.trim();
  if (other) texts.push(`${t(lang, 'quizAnalysis.other')}: ${plainOf(other)}`);
  return texts.length ? texts.join('; ') : null;
}

/** The order of rows: the test's slots in order, a random slot's draws by bank question. */
export function rowOrder(structure: QuizStructure): (a: ItemMeta, b: ItemMeta) => number {
  const position = new Map(structure.questions.map((q, index) => [q.id, index]));
  const at = (meta: ItemMeta) => position.get(meta.questionId) ?? Number.MAX_SAFE_INTEGER;
  return (a, b) => at(a) - at(b) || a.questionId - b.questionId || (a.bankQuestionId ?? 0) - (b.bankQuestionId ?? 0);
}
