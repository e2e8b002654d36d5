import { sql } from 'kysely';
import type { QuizQuestionDto } from '../../../src/api/quizAuthoring.js';
import type { QuestionType } from '../../../src/api/quizLimits.js';
import type { Db } from '../../db/index.js';
import type { QuestionKind, ScoredQuestion } from './scoring.js';

/*
 * A test's questions and options, read in one statement (one snapshot) together with the
 * test's structure_version. Students' calls read them on every save, so they are cached per
 * process under (test, version): any change of questions or options bumps the version, and
 * the version comes from the database with each call, so several processes stay correct.
 */

export interface StructureOption {
  id: number;
  text: string;
  isCorrect: boolean;
}

export interface StructureQuestion {
  id: number;
  text: string;
  kind: QuestionKind;
  points: number;
  hasOther: boolean;
  options: StructureOption[];
}

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
    .select([
      't.structure_version',
      'q.id as qid',
      'q.text as qtext',
      'q.type',
      'q.points',
      'q.has_other',
      'o.id as oid',
      'o.text as otext',
      'o.is_correct',
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
      question = { id: row.qid, text: row.qtext!, kind: row.type!, points: row.points!, hasOther: Boolean(row.has_other), options: [] };
      questions.push(question);
    }
    if (row.oid !== null) question.options.push({ id: row.oid, text: row.otext!, isCorrect: Boolean(row.is_correct) });
  }
  return { version: rows[0].structure_version, questions, maxPoints: questions.reduce((sum, q) => sum + q.points, 0) };
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

export function toScored(questions: readonly StructureQuestion[]): ScoredQuestion[] {
  return questions.map((q) => ({
    id: q.id,
    kind: q.kind,
    points: q.points,
    hasOther: q.hasOther,
    options: q.options.map((o) => ({ id: o.id, isCorrect: o.isCorrect })),
  }));
}

/** Questions as the instructor sees them, correct marks included. */
export function instructorQuestions(questions: readonly StructureQuestion[]): QuizQuestionDto[] {
  return questions.map((q) => ({
    questionId: q.id,
    question: q.text,
    questionType: WIRE_TYPE[q.kind],
    points: q.points,
    hasOther: q.hasOther,
    options: q.options.map((o) => ({ optionId: o.id, option: o.text, isCorrect: o.isCorrect })),
  }));
}
