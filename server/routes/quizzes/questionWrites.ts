import type { QuizOwnQuestionInput, QuizQuestionInput } from '../../../src/api/quizAuthoring.js';
import { isOwnQuestion } from '../../../src/api/quizDraftRules.js';
import type { Db } from '../../db/index.js';
import { slotRow } from './bankSlots.js';
import { KIND_OF, type StructureQuestion } from './structure.js';

/*
 * Writing a test's slots (its own questions, fixed bank questions, draws) to test_questions and
 * test_options. A slot sent with the id of one of the test's slots keeps that id, so the keys
 * of answers and papers stay; the rest are new rows.
 */

/** Every column of a slot's row, so a slot that changes kind leaves nothing of the old one. */
function rowOf(q: QuizQuestionInput, position: number) {
  const empty = { bank_question_id: null, category_id: null, draw_count: null, include_subcategories: false };
  if (!isOwnQuestion(q)) return { ...empty, position, ...slotRow(q) };
  return { ...empty, position, text: q.question.trim(), type: KIND_OF[q.questionType], points: q.points, has_other: Boolean(q.hasOther) };
}

async function insertOptions(trx: Db, questionId: number, q: QuizQuestionInput): Promise<void> {
  if (!isOwnQuestion(q) || !q.options.length) return;
  await trx
    .insertInto('test_options')
    .values(q.options.map((o, j) => ({ question_id: questionId, position: j + 1, text: o.option.trim(), is_correct: o.isCorrect })))
    .execute();
}

/** Replaces a test's slots with the draft's (a test nobody has started): sent ids of its slots are kept. */
export async function writeQuestions(
  trx: Db,
  testId: number,
  saved: readonly StructureQuestion[],
  draft: readonly QuizQuestionInput[],
): Promise<void> {
  const free = new Set(saved.map((q) => q.id));
  const kept = draft.map((q) => (q.questionId !== undefined && free.delete(q.questionId) ? q.questionId : undefined));
  if (free.size)
    await trx
      .deleteFrom('test_questions')
      .where('id', 'in', [...free])
      .execute();
  for (const [i, q] of draft.entries()) {
    const id = kept[i];
    if (id !== undefined) {
      await trx
        .updateTable('test_questions')
        .set(rowOf(q, i + 1))
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('test_options').where('question_id', '=', id).execute();
      await insertOptions(trx, id, q);
    } else {
      const row = await trx
        .insertInto('test_questions')
        .values({ test_id: testId, ...rowOf(q, i + 1) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertOptions(trx, row.id, q);
    }
  }
}

function keepsOwn(q: Extract<StructureQuestion, { source: 'TEST' }>, d: QuizOwnQuestionInput): boolean {
  return (
    KIND_OF[d.questionType] === q.kind &&
    d.points === q.points &&
    Boolean(d.hasOther) === q.hasOther &&
    d.options.length === q.options.length &&
    q.options.every((o, j) => d.options[j].optionId === o.id && d.options[j].isCorrect === o.isCorrect)
  );
}

/** Whether the draft keeps every scoring-relevant part of the saved slots, ids, order, sources and points included. */
export function keepsScoring(saved: readonly StructureQuestion[], draft: readonly QuizQuestionInput[]): boolean {
  if (saved.length !== draft.length) return false;
  return saved.every((q, i) => {
    const d = draft[i];
    if (d.questionId !== q.id) return false;
    if (q.source === 'TEST') return isOwnQuestion(d) && keepsOwn(q, d);
    if (q.source === 'BANK') return d.questionType === 'FROM_BANK' && d.bankQuestionId === q.bankQuestionId && d.points === q.points;
    return (
      d.questionType === 'RANDOM' &&
      d.categoryId === q.categoryId &&
      d.includeSubcategories === q.includeSubcategories &&
      d.drawCount === q.drawCount &&
      d.points === q.points
    );
  });
}

/** A started test's text fixes: its own questions' and options' texts (ids kept). Answers whether anything changed. */
export async function fixTexts(trx: Db, saved: readonly StructureQuestion[], draft: readonly QuizQuestionInput[]): Promise<boolean> {
  let changed = false;
  for (const [i, q] of saved.entries()) {
    const d = draft[i];
    if (q.source !== 'TEST' || !isOwnQuestion(d)) continue;
    if (d.question.trim() !== q.text) {
      await trx.updateTable('test_questions').set({ text: d.question.trim() }).where('id', '=', q.id).execute();
      changed = true;
    }
    for (const [j, o] of q.options.entries()) {
      const text = d.options[j].option.trim();
      if (text !== o.text) {
        await trx.updateTable('test_options').set({ text }).where('id', '=', o.id).execute();
        changed = true;
      }
    }
  }
  return changed;
}
