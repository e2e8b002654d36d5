import type { BankQuestionDto, BankQuestionType, TextFormat } from '../../../../api/questionBank';
import type { QuizQuestionDto, QuizQuestionInput } from '../../../../api/quizAuthoring';
import { QUIZ_MAX_DRAW_COUNT, type QuizBankItemDto, type QuizRandomItemDto } from '../../../../api/quizBankItems';
import { QUIZ_MAX_QUESTION_POINTS } from '../../../../api/quizLimits';
import { checkQuizDraft, type QuizBankFacts } from '../../../../api/quizDraftRules';
import type { FieldProblem } from '../fieldProblem';

/*
 * The editor's slots of the course bank (src/api/quizBankItems.ts): a fixed bank question and
 * 'N random questions from a category', as typed (numbers as the texts of their inputs). What the
 * server's schema asks of them (whole points 1–1000, 0 only for a description; a draw of 1 to
 * what the category offers) shows under their fields before Save goes out.
 */

export interface BankSlotDraft {
  key: string;
  questionId?: number;
  questionType: 'FROM_BANK';
  bankQuestionId: number;
  points: string;
  name: string;
  bankType: BankQuestionType;
  question: string;
  textFormat: TextFormat;
  categoryPath: string[];
}

export interface RandomSlotDraft {
  key: string;
  questionId?: number;
  questionType: 'RANDOM';
  categoryId: number;
  categoryPath: string[];
  includeSubcategories: boolean;
  drawCount: string;
  points: string;
  /** What the category offers now (descriptions aside); null while unknown. */
  available: number | null;
}

export type SlotDraft = BankSlotDraft | RandomSlotDraft;

let slotSeq = 0;
const slotKey = () => `s${++slotSeq}`;

export const isSlotDraft = <T extends { questionType: string }>(item: T | SlotDraft): item is SlotDraft =>
  item.questionType === 'FROM_BANK' || item.questionType === 'RANDOM';

/** A slot of the bank among a saved test's questions (not one of its own). */
export const isSlotDto = (q: QuizQuestionDto): q is QuizBankItemDto | QuizRandomItemDto =>
  q.questionType === 'FROM_BANK' || q.questionType === 'RANDOM';

/** The bank's points as the slot's default: whole (the bank keeps two decimals), at least 1 unless a description. */
export function defaultPoints(question: Pick<BankQuestionDto, 'points' | 'type'>): number {
  if (question.type === 'DESCRIPTION') return 0;
  return Math.min(QUIZ_MAX_QUESTION_POINTS, Math.max(1, Math.round(question.points)));
}

export function bankSlotOf(question: BankQuestionDto): BankSlotDraft {
  return {
    key: slotKey(),
    questionType: 'FROM_BANK',
    bankQuestionId: question.questionId,
    points: String(defaultPoints(question)),
    name: question.name,
    bankType: question.type,
    question: question.text,
    textFormat: question.textFormat,
    categoryPath: question.categoryPath,
  };
}

export function randomSlotOf(input: Omit<RandomSlotDraft, 'key' | 'questionType' | 'questionId'>): RandomSlotDraft {
  return { key: slotKey(), questionType: 'RANDOM', ...input };
}

export function slotDraftOf(slot: QuizBankItemDto | QuizRandomItemDto): SlotDraft {
  if (slot.questionType === 'FROM_BANK') {
    const { points, ...rest } = slot;
    return { ...rest, key: slotKey(), points: String(points) };
  }
  const { points, drawCount, ...rest } = slot;
  return { ...rest, key: slotKey(), points: String(points), drawCount: String(drawCount) };
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export function slotInput(slot: SlotDraft): QuizQuestionInput {
  const id = slot.questionId ? { questionId: slot.questionId } : {};
  if (slot.questionType === 'FROM_BANK') {
    return { ...id, questionType: 'FROM_BANK', bankQuestionId: slot.bankQuestionId, points: toNumber(slot.points) };
  }
  return {
    ...id,
    questionType: 'RANDOM',
    categoryId: slot.categoryId,
    includeSubcategories: slot.includeSubcategories,
    drawCount: toNumber(slot.drawCount),
    points: toNumber(slot.points),
  };
}

/** Questions a slot puts in each paper. */
export const slotCount = (slot: SlotDraft) => (slot.questionType === 'RANDOM' ? toNumber(slot.drawCount) || 0 : 1);

/** Points a slot is worth in each paper: a random slot's points are per drawn question. */
export const slotWorth = (slot: SlotDraft) => (toNumber(slot.points) || 0) * slotCount(slot);

/** The most a random slot may draw: what its category offers, within the server's limit. */
export const maxDraw = (available: number | null) => Math.min(available ?? QUIZ_MAX_DRAW_COUNT, QUIZ_MAX_DRAW_COUNT);

const OWN_PROBLEMS = new Set(['pointsNotPositive']);

/**
 * The problems of one slot by field (questions[i].points, questions[i].drawCount): the shared
 * authoring rules, told what the editor knows of the bank (the slot's kind, what its category
 * offers), then what the server's schema asks (whole points up to 1000).
 */
export function slotProblems(slot: SlotDraft, index: number): Record<string, FieldProblem> {
  const at = `questions[${index}]`;
  const problems: Record<string, FieldProblem> = {};
  const facts: QuizBankFacts = {
    typeOf: () => (slot.questionType === 'FROM_BANK' ? slot.bankType : undefined),
    poolOf: () => (slot.questionType === 'RANDOM' ? (slot.available ?? QUIZ_MAX_DRAW_COUNT) : undefined),
  };
  const issue = checkQuizDraft({ timeToTakeTheTest: '00:01:00', questions: [slotInput(slot)] }, facts);
  if (issue) {
    const group = OWN_PROBLEMS.has(issue.problem) ? 'quizzes' : 'quizBank.rules';
    problems[issue.field.replace(/^questions\[0\]/, at)] = {
      key: `${group}.${issue.problem}`,
      params: { ...issue.params, question: index + 1 },
    };
  }
  const points = toNumber(slot.points);
  const min = slot.questionType === 'FROM_BANK' && slot.bankType === 'DESCRIPTION' ? 0 : 1;
  if (!problems[`${at}.points`] && (!Number.isInteger(points) || points < 0 || points > QUIZ_MAX_QUESTION_POINTS)) {
    problems[`${at}.points`] = { key: 'quizBank.slot.pointsInvalid', params: { question: index + 1, min, max: QUIZ_MAX_QUESTION_POINTS } };
  }
  return problems;
}
