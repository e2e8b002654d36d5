import { sql } from 'kysely';
import type { BankQuestionType } from '../../../src/api/questionBank.js';
import type { QuizQuestionInput } from '../../../src/api/quizAuthoring.js';
import type { QuizBankFacts } from '../../../src/api/quizDraftRules.js';
import type { Db } from '../../db/index.js';
import { categoryRows, treeOf, type CategoryNode, type CategoryTree } from '../questionBank/categoryRepository.js';

/*
 * A test's slots that refer to the course's question bank (src/api/quizBankItems.ts): what the
 * authoring rules need to know of the bank, and each draw's pool. Only the test's own course
 * bank counts: a question or category of another course (or school) is "not in this bank",
 * whether or not it exists, so nothing tells one school of another's rows.
 */

/** The categories of the course a test belongs to. */
export async function categoryRowsOfTest(db: Db, testId: number): Promise<CategoryNode[]> {
  const course = await db
    .selectFrom('tests as t')
    .innerJoin('lessons as l', 'l.id', 't.lesson_id')
    .select('l.course_id')
    .where('t.id', '=', testId)
    .executeTakeFirst();
  return course ? categoryRows(db, course.course_id) : [];
}

/** The categories a draw takes from: its own, and everything under it when asked. */
export function drawCategoryIds(tree: CategoryTree, categoryId: number, includeSubcategories: boolean): number[] {
  if (!tree.nodes.has(categoryId)) return [];
  return includeSubcategories ? tree.subtreeOf(categoryId) : [categoryId];
}

/** Questions a draw may take, by category (descriptions are never drawn). */
async function drawableCounts(db: Db, courseId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('bank_questions')
    .select(['category_id', sql<number>`count(*)::int`.as('n')])
    .where('course_id', '=', courseId)
    .where('type', '<>', 'DESCRIPTION')
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}

function poolSize(tree: CategoryTree, counts: Map<number, number>, categoryId: number, includeSubcategories: boolean): number {
  return drawCategoryIds(tree, categoryId, includeSubcategories).reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
}

/** Where a random slot draws from (structure.ts's RandomStructureSlot has it; named here so structure.ts can import this file). */
export interface RandomSlotPlace {
  id: number;
  categoryId: number;
  includeSubcategories: boolean;
}

/** Each draw's pool now, by slot id (the instructor's read: never cached). */
export async function poolsOf(db: Db, courseId: number, slots: readonly RandomSlotPlace[]): Promise<Map<number, number>> {
  if (!slots.length) return new Map();
  const [tree, counts] = await Promise.all([categoryRows(db, courseId).then(treeOf), drawableCounts(db, courseId)]);
  return new Map(slots.map((s) => [s.id, poolSize(tree, counts, s.categoryId, s.includeSubcategories)]));
}

/**
 * What the authoring rules need of the bank, read in the saving transaction. The named bank
 * questions and categories are locked (share) until the save commits, so a deletion in the
 * bank, which locks them for update first, either finds the new slot or is found missing.
 */
export async function bankFactsFor(trx: Db, courseId: number, questions: readonly QuizQuestionInput[]): Promise<QuizBankFacts | undefined> {
  const bankIds = questions.flatMap((q) => (q.questionType === 'FROM_BANK' ? [q.bankQuestionId] : []));
  const categoryIds = questions.flatMap((q) => (q.questionType === 'RANDOM' ? [q.categoryId] : []));
  if (!bankIds.length && !categoryIds.length) return undefined;
  const types = new Map<number, BankQuestionType>();
  if (bankIds.length) {
    const rows = await trx
      .selectFrom('bank_questions')
      .select(['id', 'type'])
      .where('id', 'in', bankIds)
      .where('course_id', '=', courseId)
      .forShare()
      .execute();
    for (const row of rows) types.set(row.id, row.type);
  }
  let tree = treeOf([]);
  let counts = new Map<number, number>();
  if (categoryIds.length) {
    await trx
      .selectFrom('question_categories')
      .select('id')
      .where('id', 'in', categoryIds)
      .where('course_id', '=', courseId)
      .forShare()
      .execute();
    // One after the other: a transaction has one connection.
    tree = treeOf(await categoryRows(trx, courseId));
    counts = await drawableCounts(trx, courseId);
  }
  return {
    typeOf: (id) => types.get(id),
    poolOf: (categoryId, includeSubcategories) =>
      tree.nodes.has(categoryId) ? poolSize(tree, counts, categoryId, includeSubcategories) : undefined,
  };
}

/** A bank slot's row of test_questions (the text column stays empty: the bank holds it). */
export function slotRow(q: Exclude<QuizQuestionInput, { questionType: 'ONE_FROM_LIST' | 'MANY_FROM_LIST' }>) {
  if (q.questionType === 'FROM_BANK') {
    return { type: 'BANK' as const, text: '', points: q.points, bank_question_id: q.bankQuestionId, has_other: false };
  }
  return {
    type: 'RANDOM' as const,
    text: '',
    points: q.drawCount * q.points,
    category_id: q.categoryId,
    draw_count: q.drawCount,
    include_subcategories: q.includeSubcategories,
    has_other: false,
  };
}
