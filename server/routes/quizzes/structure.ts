import { sql } from 'kysely';
import type { QuizQuestionDto } from '../../../src/api/quizAuthoring.js';
import type { QuestionType } from '../../../src/api/quizLimits.js';
import type { Db } from '../../db/index.js';
import type { QuestionBody, QuestionData } from '../../../src/api/questionBank.js';
import { dataOf } from '../questionBank/repository.js';
import { treeOf } from '../questionBank/categoryRepository.js';
import { categoryRowsOfTest } from './bankSlots.js';
import type { QuestionKind, ScoredQuestion } from './scoring.js';

/*
 * A test's questions and options, read in one statement (one snapshot) together with the
 * test's structure_version. Students' calls read them on every save, so they are cached per
 * process under (test, version): any change of questions or options bumps the version, and
 * the version comes from the database with each call, so several processes stay correct.
 * A fixed bank question is read with its slot; the bank's save of that question bumps the
 * version of every test naming it (questionBank/bankUsage.ts). A draw holds no questions here:
 * its pool is read when a paper is made, and for the instructor's view (bankSlots.ts).
 */

export interface StructureOption {
  id: number;
  text: string;
  isCorrect: boolean;
}

/** One of the test's own questions (SPEC §3). */
export interface OwnStructureQuestion {
  source: 'TEST';
  id: number;
  text: string;
  kind: QuestionKind;
  points: number;
  hasOther: boolean;
  options: StructureOption[];
}

/** A fixed bank question (src/api/quizBankItems.ts), as the bank holds it now; `question.points` is the slot's. */
export interface BankStructureSlot {
  source: 'BANK';
  id: number;
  points: number;
  bankQuestionId: number;
  /** The bank question's category now (its path names it). */
  categoryId: number;
  categoryPath: string[];
  question: QuestionData;
}

/** A random draw: `points` of each drawn question; the slot is worth drawCount × points. */
export interface RandomStructureSlot {
  source: 'RANDOM';
  id: number;
  points: number;
  drawCount: number;
  categoryId: number;
  categoryPath: string[];
  includeSubcategories: boolean;
}

/** A slot of the test, in its order. */
export type StructureQuestion = OwnStructureQuestion | BankStructureSlot | RandomStructureSlot;

export interface QuizStructure {
  version: number;
  questions: StructureQuestion[];
  maxPoints: number;
}

export const WIRE_TYPE: Record<QuestionKind, QuestionType> = { ONE: 'ONE_FROM_LIST', MANY: 'MANY_FROM_LIST' };
export const KIND_OF: Record<QuestionType, QuestionKind> = { ONE_FROM_LIST: 'ONE', MANY_FROM_LIST: 'MANY' };

const CACHE_LIMIT = 500;
const cache = new Map<number, QuizStructure>();

/** Reads the structure from the database, bypassing the cache (use inside transactions). */
export async function readStructure(db: Db, testId: number): Promise<QuizStructure | undefined> {
  const rows = await db
    .selectFrom('tests as t')
    .leftJoin('test_questions as q', 'q.test_id', 't.id')
    .leftJoin('test_options as o', 'o.question_id', 'q.id')
    .leftJoin('bank_questions as b', 'b.id', 'q.bank_question_id')
    .select([
      't.structure_version',
      'q.id as qid',
      'q.text as qtext',
      'q.type',
      'q.points',
      'q.has_other',
      'q.category_id',
      'q.draw_count',
      'q.include_subcategories',
      'o.id as oid',
      'o.text as otext',
      'o.is_correct',
      'b.id as bid',
      'b.category_id as bcategory',
      'b.name as bname',
      'b.type as btype',
      'b.text as btext',
      'b.text_format as bformat',
      'b.general_feedback as bfeedback',
      'b.points as bpoints',
      'b.body as bbody',
    ])
    .where('t.id', '=', testId)
    .orderBy(sql`q.position nulls first`)
    .orderBy('q.id')
    .orderBy('o.position')
    .orderBy('o.id')
    .execute();
  if (!rows.length) return undefined;
  const questions: StructureQuestion[] = [];
  for (const row of rows) {
    if (row.qid === null) continue;
    let question = questions[questions.length - 1];
    if (!question || question.id !== row.qid) {
      question = slotOf(row as SlotRow);
      questions.push(question);
    }
    if (row.oid !== null && question.source === 'TEST') {
      question.options.push({ id: row.oid, text: row.otext!, isCorrect: Boolean(row.is_correct) });
    }
  }
  // Only tests with bank slots read the bank's categories: a test of its own questions stays one statement.
  if (questions.some((q) => q.source !== 'TEST')) await fillCategoryPaths(db, testId, questions);
  return { version: rows[0].structure_version, questions, maxPoints: maxPointsOf(questions) };
}

type SlotRow = {
  qid: number;
  qtext: string;
  type: 'ONE' | 'MANY' | 'BANK' | 'RANDOM';
  points: number;
  has_other: boolean;
  category_id: number | null;
  draw_count: number | null;
  include_subcategories: boolean;
  bid: number | null;
  bcategory: number | null;
  bname: string;
  btype: QuestionData['type'];
  btext: string;
  bformat: QuestionData['textFormat'];
  bfeedback: string;
  bpoints: number;
  bbody: QuestionBody;
};

/** One slot of a row (its options, for the test's own questions, are added by the caller); paths come after. */
function slotOf(row: SlotRow): StructureQuestion {
  if (row.type === 'BANK') {
    const data = dataOf({
      name: row.bname,
      type: row.btype,
      text: row.btext,
      text_format: row.bformat,
      general_feedback: row.bfeedback,
      points: row.bpoints,
      body: row.bbody,
    });
    return {
      source: 'BANK',
      id: row.qid,
      points: row.points,
      bankQuestionId: row.bid!,
      categoryId: row.bcategory!,
      categoryPath: [],
      question: { ...data, points: row.points },
    };
  }
  if (row.type === 'RANDOM') {
    const drawCount = row.draw_count!;
    return {
      source: 'RANDOM',
      id: row.qid,
      points: row.points / drawCount,
      drawCount,
      categoryId: row.category_id!,
      categoryPath: [],
      includeSubcategories: Boolean(row.include_subcategories),
    };
  }
  return {
    source: 'TEST',
    id: row.qid,
    text: row.qtext,
    kind: row.type,
    points: row.points,
    hasOther: Boolean(row.has_other),
    options: [],
  };
}

/** Every student's maximum: own and fixed questions' points, and drawCount × points of each draw. */
function maxPointsOf(questions: readonly StructureQuestion[]): number {
  return questions.reduce((sum, q) => sum + (q.source === 'RANDOM' ? q.drawCount * q.points : q.points), 0);
}

/** Questions each student answers: a draw counts its drawCount, a description (nothing to answer) none. */
export function questionsCountOf(questions: readonly StructureQuestion[]): number {
  return questions.reduce((sum, q) => sum + questionsOfSlot(q), 0);
}

function questionsOfSlot(q: StructureQuestion): number {
  if (q.source === 'RANDOM') return q.drawCount;
  return q.source === 'BANK' && q.question.type === 'DESCRIPTION' ? 0 : 1;
}

async function fillCategoryPaths(db: Db, testId: number, questions: StructureQuestion[]): Promise<void> {
  const tree = treeOf(await categoryRowsOfTest(db, testId));
  for (const q of questions) if (q.source !== 'TEST') q.categoryPath = tree.pathOf(q.categoryId);
}

/** The structure at `version` (as the caller just read it from the test row), cached. */
export async function structureOf(db: Db, testId: number, version: number): Promise<QuizStructure | undefined> {
  const hit = cache.get(testId);
  if (hit && hit.version === version) return hit;
  const fresh = await readStructure(db, testId);
  if (!fresh) return undefined;
  // Only what matches the version the caller saw is kept: a newer one is cached by its own reader.
  if (fresh.version === version) {
    cache.delete(testId);
    cache.set(testId, fresh);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as number);
  }
  return fresh;
}

/** The structure this process last cached for a test, whatever its version (the caller checks it). */
export function cachedStructure(testId: number): QuizStructure | undefined {
  return cache.get(testId);
}

/** The test's own questions as scoring.ts reads them; bank slots score by paperScoring.ts. */
export function toScored(questions: readonly StructureQuestion[]): ScoredQuestion[] {
  return questions
    .filter((q): q is OwnStructureQuestion => q.source === 'TEST')
    .map((q) => ({
      id: q.id,
      kind: q.kind,
      points: q.points,
      hasOther: q.hasOther,
      options: q.options.map((o) => ({ id: o.id, isCorrect: o.isCorrect })),
    }));
}

/** Questions as the instructor sees them, correct marks included; `available`: each draw's pool now, by slot id. */
export function instructorQuestions(questions: readonly StructureQuestion[], available: ReadonlyMap<number, number>): QuizQuestionDto[] {
  return questions.map((q): QuizQuestionDto => {
    if (q.source === 'BANK') {
      return {
        questionId: q.id,
        questionType: 'FROM_BANK',
        bankQuestionId: q.bankQuestionId,
        points: q.points,
        name: q.question.name,
        bankType: q.question.type,
        question: q.question.text,
        textFormat: q.question.textFormat,
        categoryPath: q.categoryPath,
      };
    }
    if (q.source === 'RANDOM') {
      const { id, categoryId, categoryPath, includeSubcategories, drawCount, points } = q;
      return {
        questionId: id,
        questionType: 'RANDOM',
        categoryId,
        categoryPath,
        includeSubcategories,
        drawCount,
        points,
        available: available.get(id) ?? 0,
      };
    }
    return {
      questionId: q.id,
      question: q.text,
      questionType: WIRE_TYPE[q.kind],
      points: q.points,
      hasOther: q.hasOther,
      options: q.options.map((o) => ({ optionId: o.id, option: o.text, isCorrect: o.isCorrect })),
    };
  });
}
