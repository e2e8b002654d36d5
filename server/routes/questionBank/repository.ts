import { sql } from 'kysely';
import type { BankQuestionDto, BankQuestionType, QuestionBody, QuestionData } from '../../../src/api/questionBank.js';
import type { Db } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { pageOf, searchMatch, type PageQuery } from '../../lib/listing.js';
import { refuseIfUsed, renewTestsUsing } from './bankUsage.js';
import type { CategoryTree } from './categoryRepository.js';

/* The questions of a course's bank: rows with the head in columns and the kind's part in `body`. */

const COLUMNS = [
  'id',
  'category_id',
  'name',
  'type',
  'text',
  'text_format',
  'general_feedback',
  'points',
  'body',
  'created_at',
  'updated_at',
] as const;

type Row = {
  id: number;
  category_id: number;
  name: string;
  type: BankQuestionType;
  text: string;
  text_format: QuestionData['textFormat'];
  general_feedback: string;
  points: number;
  body: QuestionBody;
  created_at: Date;
  updated_at: Date;
};

/** The question as stored: head fields and body fields side by side (the body's type is the row's). */
export function dataOf(row: Pick<Row, 'name' | 'type' | 'text' | 'text_format' | 'general_feedback' | 'points' | 'body'>): QuestionData {
  return {
    ...row.body,
    type: row.type,
    name: row.name,
    text: row.text,
    textFormat: row.text_format,
    generalFeedback: row.general_feedback,
    points: Number(row.points),
  } as QuestionData;
}

function dtoOf(row: Row, tree: CategoryTree): BankQuestionDto {
  return {
    ...dataOf(row),
    questionId: row.id,
    categoryId: row.category_id,
    categoryPath: tree.pathOf(row.category_id),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The kind's part of a question, as the body column holds it. */
export function bodyOf(question: QuestionData): QuestionBody {
  const { name: _name, text: _text, textFormat: _format, generalFeedback: _feedback, points: _points, ...body } = question;
  return body as QuestionBody;
}

export function rowValues(question: QuestionData) {
  return {
    name: question.name,
    type: question.type,
    text: question.text,
    text_format: question.textFormat,
    general_feedback: question.generalFeedback,
    points: question.points,
    body: JSON.stringify(bodyOf(question)),
  };
}

export interface QuestionFilter extends PageQuery {
  categoryId?: number;
  includeSubcategories?: boolean;
  type?: BankQuestionType;
}

/** A page of the bank, in the order questions were added; the search looks in names and texts. */
export async function listQuestions(db: Db, courseId: number, tree: CategoryTree, filter: QuestionFilter) {
  let query = db.selectFrom('bank_questions').where('course_id', '=', courseId);
  if (filter.categoryId !== undefined) {
    const ids = filter.includeSubcategories === false ? [filter.categoryId] : tree.subtreeOf(filter.categoryId);
    query = query.where('category_id', 'in', ids);
  }
  if (filter.type) query = query.where('type', '=', filter.type);
  query = query.where(searchMatch(filter.search, sql.ref('name'), sql.ref('text')));
  const { limit, offset } = pageOf(filter);
  const [rows, total] = await Promise.all([
    query
      .select([...COLUMNS])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { objects: rows.map((row) => dtoOf(row as Row, tree)), count: Number(total.n) };
}

export async function getQuestion(db: Db, courseId: number, tree: CategoryTree, questionId: number): Promise<BankQuestionDto> {
  const row = await db
    .selectFrom('bank_questions')
    .select([...COLUMNS])
    .where('id', '=', questionId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return dtoOf(row as Row, tree);
}

/** Every question of the given categories (all when none given), for an export: by category, then as added. */
export async function questionsForExport(db: Db, courseId: number, tree: CategoryTree, categoryIds?: number[]) {
  let query = db
    .selectFrom('bank_questions')
    .select([...COLUMNS])
    .where('course_id', '=', courseId);
  if (categoryIds) query = query.where('category_id', 'in', categoryIds);
  const rows = (await query.orderBy('id').execute()) as Row[];
  const withPath = rows.map((row) => ({ ...dataOf(row), categoryPath: tree.pathOf(row.category_id) }));
  return withPath.sort((a, b) => a.categoryPath.join('\u0000').localeCompare(b.categoryPath.join('\u0000')));
}

export async function insertQuestions(
  db: Db,
  school: { schoolId: number; courseId: number },
  rows: Array<{ categoryId: number; question: QuestionData }>,
) {
  if (!rows.length) return [];
  const inserted = await db
    .insertInto('bank_questions')
    .values(
      rows.map(({ categoryId, question }) => ({
        school_id: school.schoolId,
        course_id: school.courseId,
        category_id: categoryId,
        ...rowValues(question),
      })),
    )
    .returning('id')
    .execute();
  return inserted.map((r) => r.id);
}

/**
 * Saves a question; the tests with it as a fixed question get a new structure version in the
 * same transaction. A question a test asks cannot become a description (worth nothing, it
 * would leave the slot's points unanswerable): 409 naming the tests.
 */
export async function updateQuestion(db: Db, courseId: number, questionId: number, categoryId: number, question: QuestionData, now: Date) {
  await db.transaction().execute(async (trx) => {
    // Locked first, as a deletion locks it: a test being saved with this question is then found.
    const row = await trx
      .selectFrom('bank_questions')
      .select('type')
      .where('id', '=', questionId)
      .where('course_id', '=', courseId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    if (question.type === 'DESCRIPTION' && row.type !== 'DESCRIPTION')
      await refuseIfUsed(trx, { bankQuestionId: questionId }, 'toDescription');
    await trx
      .updateTable('bank_questions')
      .set({ ...rowValues(question), category_id: categoryId, updated_at: now })
      .where('id', '=', questionId)
      .execute();
    await renewTestsUsing(trx, questionId);
  });
}

/** Deletes a question no test names (409 naming the tests otherwise). */
export async function deleteQuestion(db: Db, courseId: number, questionId: number) {
  await db.transaction().execute(async (trx) => {
    // Locked first: a test being saved with this question holds it (share) until it commits, and is then found.
    const row = await trx
      .selectFrom('bank_questions')
      .select('id')
      .where('id', '=', questionId)
      .where('course_id', '=', courseId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    await refuseIfUsed(trx, { bankQuestionId: questionId });
    await trx.deleteFrom('bank_questions').where('id', '=', questionId).execute();
  });
}
