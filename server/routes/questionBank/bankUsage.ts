import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';

/*
 * The tests built on a course's bank (server/routes/quizzes/bankSlots.ts): a fixed slot names a
 * bank question, a draw names a category. Those rows cannot go while named (the bank refuses
 * with the tests' names; the foreign keys stay as a last guard), and a test's cached structure,
 * which holds its fixed questions and its slots' category paths, is renewed when one of them changes.
 */

type Named = { bankQuestionId: number } | { categoryId: number };

/** Why a used row is refused: its deletion (the default) or a question's change into a description, which a test asks for points. */
type Refusal = 'delete' | 'toDescription';

/** Refuses (409) the deletion (or change) of a bank question or category a test names; call in the transaction, after locking the row. */
export async function refuseIfUsed(trx: Db, named: Named, refusal: Refusal = 'delete'): Promise<void> {
  const rows = await trx
    .selectFrom('test_questions as q')
    .innerJoin('tests as t', 't.id', 'q.test_id')
    .select('t.name')
    .distinct()
    .$if('bankQuestionId' in named, (q) => q.where('q.bank_question_id', '=', (named as { bankQuestionId: number }).bankQuestionId))
    .$if('categoryId' in named, (q) => q.where('q.category_id', '=', (named as { categoryId: number }).categoryId))
    .orderBy('t.name')
    .execute();
  if (!rows.length) return;
  const tests = rows.map((r) => `"${r.name}"`).join(', ');
  const key =
    refusal === 'toDescription'
      ? 'quizSlots.bankQuestionToDescription'
      : 'bankQuestionId' in named
        ? 'quizSlots.bankQuestionInUse'
        : 'quizSlots.categoryInUse';
  throw new AppError(409, key, { tests });
}

/** A new structure version for every test with a fixed slot of this question, so no process serves the old one from its cache. */
export async function renewTestsUsing(trx: Db, bankQuestionId: number): Promise<void> {
  await trx
    .updateTable('tests')
    .set({ structure_version: sql<number>`structure_version + 1` })
    .where('id', 'in', (eb) => eb.selectFrom('test_questions').select('test_id').where('bank_question_id', '=', bankQuestionId))
    .execute();
}

/**
 * A new structure version for every test whose cached structure shows one of these categories'
 * paths: a draw from one of them, or a fixed question filed in one (structure.ts categoryPath).
 */
export async function renewTestsOfCategories(trx: Db, categoryIds: readonly number[]): Promise<void> {
  if (!categoryIds.length) return;
  await trx
    .updateTable('tests')
    .set({ structure_version: sql<number>`structure_version + 1` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('test_questions as q')
        .leftJoin('bank_questions as b', 'b.id', 'q.bank_question_id')
        .select('q.test_id')
        .where((w) => w.or([w('q.category_id', 'in', categoryIds), w('b.category_id', 'in', categoryIds)])),
    )
    .execute();
}
