import type { QuizQuestionDto } from '../../api/quizAuthoring';
import type { QuizBankFacts } from '../../api/quizDraftRules';
import {
  QUIZ_MAX_DRAW_COUNT,
  type QuizBankItemDto,
  type QuizBankItemInput,
  type QuizRandomItemDto,
  type QuizRandomItemInput,
} from '../../api/quizBankItems';
import { QUIZ_MAX_QUESTION_POINTS } from '../../api/quizLimits';
import { errorResponse } from '../mockHttp';
import { ownBank, pathOf, subtreeIds } from '../questionBank/bankAccess';
import type { MockBank } from '../questionBank/bankSeed';
import { newId } from '../store/schoolViews';

/*
 * A test's slots of the course bank (issue 17) as the mock server takes and answers them: a
 * fixed bank question or a random draw from a category, shaped by the schema here and checked
 * by the shared authoring rules (src/api/quizDraftRules.ts) with the course bank's facts.
 */

export type SlotInput = QuizBankItemInput | QuizRandomItemInput;

export const isSlotInput = (q: Record<string, unknown>) => q.questionType === 'FROM_BANK' || q.questionType === 'RANDOM';

/** Questions a random slot may draw from now: the category (with its subcategories when asked), descriptions aside. */
export function availableIn(bank: MockBank, categoryId: number, includeSubcategories: boolean): number {
  const within = includeSubcategories ? subtreeIds(bank, categoryId) : new Set([categoryId]);
  return bank.questions.filter((q) => within.has(q.categoryId) && q.type !== 'DESCRIPTION').length;
}

const tooHigh = (request: Request, field: string, name: string, limit: number) =>
  errorResponse(request, 400, 'validation.fieldMaximum', { field, params: { field: name, limit } });

/** One slot of the body as the server's schema takes it (whole points 0–1000, a whole draw count); its 400 otherwise. */
export function parseSlot(request: Request, raw: Record<string, unknown>, index: number): SlotInput | Response {
  const at = `questions.${index}`;
  const points = Number(raw.points);
  const questionId = typeof raw.questionId === 'number' ? { questionId: raw.questionId } : {};
  if (!Number.isInteger(points) || points < 0 || points > QUIZ_MAX_QUESTION_POINTS)
    return tooHigh(request, `${at}.points`, 'points', QUIZ_MAX_QUESTION_POINTS);
  if (raw.questionType === 'FROM_BANK')
    return { ...questionId, questionType: 'FROM_BANK', bankQuestionId: Number(raw.bankQuestionId), points };
  const drawCount = Number(raw.drawCount);
  if (!Number.isInteger(drawCount)) return tooHigh(request, `${at}.drawCount`, 'drawCount', QUIZ_MAX_DRAW_COUNT);
  const categoryId = Number(raw.categoryId);
  return { ...questionId, questionType: 'RANDOM', categoryId, includeSubcategories: raw.includeSubcategories === true, drawCount, points };
}

/** What the shared rules are told of the course's bank (as the server tells them). */
export function bankFacts(request: Request, courseId: number): QuizBankFacts | undefined {
  const bank = ownBank(request, courseId);
  if ('denied' in bank) return undefined;
  return {
    typeOf: (id) => bank.found.questions.find((q) => q.questionId === id)?.type,
    poolOf: (categoryId, include) =>
      bank.found.categories.some((c) => c.categoryId === categoryId) ? availableIn(bank.found, categoryId, include) : undefined,
  };
}

/** A slot as the instructor reads it back, from the bank as it is now. */
export function slotDto(request: Request, courseId: number, slot: SlotInput, keepId: boolean): QuizBankItemDto | QuizRandomItemDto {
  const bank = ownBank(request, courseId);
  const questionId = keepId && slot.questionId ? slot.questionId : newId();
  const found = 'denied' in bank ? null : bank.found;
  if (slot.questionType === 'FROM_BANK') {
    const q = found?.questions.find((x) => x.questionId === slot.bankQuestionId);
    return {
      questionId,
      questionType: 'FROM_BANK',
      bankQuestionId: slot.bankQuestionId,
      points: slot.points,
      name: q?.name ?? '',
      bankType: q?.type ?? 'DESCRIPTION',
      question: q?.text ?? '',
      textFormat: q?.textFormat ?? 'plain',
      categoryPath: found && q ? pathOf(found, q.categoryId) : [],
    };
  }
  return {
    questionId,
    questionType: 'RANDOM',
    categoryId: slot.categoryId,
    categoryPath: found ? pathOf(found, slot.categoryId) : [],
    includeSubcategories: slot.includeSubcategories,
    drawCount: slot.drawCount,
    points: slot.points,
    available: found ? availableIn(found, slot.categoryId, slot.includeSubcategories) : 0,
  };
}

/** Whether a saved slot and the draft's are the same for scoring (id, source, points, what is drawn). */
export function sameSlot(saved: QuizQuestionDto, draft: SlotInput): boolean {
  if (saved.questionId !== draft.questionId || saved.questionType !== draft.questionType || saved.points !== draft.points) return false;
  if (saved.questionType === 'FROM_BANK' && draft.questionType === 'FROM_BANK') return saved.bankQuestionId === draft.bankQuestionId;
  if (saved.questionType === 'RANDOM' && draft.questionType === 'RANDOM')
    return (
      saved.categoryId === draft.categoryId &&
      saved.drawCount === draft.drawCount &&
      saved.includeSubcategories === draft.includeSubcategories
    );
  return false;
}
