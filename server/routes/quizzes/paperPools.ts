import { sql } from 'kysely';
import type { BankQuestionType, QuestionBody, TextFormat } from '../../../src/api/questionBank.js';
import type { Db } from '../../db/index.js';
import { dataOf } from '../questionBank/repository.js';
import type { PoolQuestion, Pools } from './paperMaker.js';
import type { QuizStructure, RandomStructureSlot } from './structure.js';

/*
 * The pools of a test's RANDOM slots: the bank's questions of each slot's category (and of its
 * subcategories when the slot asks), descriptions aside, read in one statement for all slots.
 *
 * The bank changes without the test's structure_version moving, so pools are cached per
 * process for POOL_TTL_MS only, under (test, version): a first start in an exam reads the pool
 * once a few seconds, not once a student. A question added meanwhile may be missed for that
 * long and one deleted may still be drawn (the paper holds its copy, so the attempt is whole);
 * a start refused for a small pool always reads afresh first.
 */

export const POOL_TTL_MS = 5000;
const CACHE_LIMIT = 200;
const cache = new Map<number, { version: number; at: number; pools: Pools }>();

const randomSlots = (structure: QuizStructure) => structure.questions.filter((q): q is RandomStructureSlot => q.source === 'RANDOM');

/** Reads the pools of every RANDOM slot of the test in one statement (empty map when it has none). */
export async function readPools(db: Db, schoolId: number, structure: QuizStructure): Promise<Pools> {
  const slots = randomSlots(structure);
  const pools = new Map<number, PoolQuestion[]>(slots.map((s) => [s.id, []]));
  if (!slots.length) return pools;
  const roots = [...new Set(slots.map((s) => s.categoryId))];
  const deep = [...new Set(slots.filter((s) => s.includeSubcategories).map((s) => s.categoryId))];
  const rows = await sql<{
    root: number;
    category_id: number;
    id: number;
    name: string;
    type: BankQuestionType;
    text: string;
    text_format: TextFormat;
    general_feedback: string;
    points: number;
    body: QuestionBody;
  }>`
    with recursive cats(root, id) as (
      select c.id, c.id from question_categories c where c.id in (${sql.join(roots)}) and c.school_id = ${schoolId}
      union all
      select cats.root, ch.id from question_categories ch join cats on ch.parent_id = cats.id
      where cats.root in (${sql.join(deep.length ? deep : [0])})
    )
    select cats.root, q.category_id, q.id, q.name, q.type, q.text, q.text_format, q.general_feedback, q.points, q.body
    from cats join bank_questions q on q.category_id = cats.id
    where q.type <> 'DESCRIPTION' and q.school_id = ${schoolId}
    order by cats.root, q.id`.execute(db);
  for (const slot of slots) {
    const questions = rows.rows
      .filter((row) => row.root === slot.categoryId && (slot.includeSubcategories || row.category_id === row.root))
      .map((row) => ({ bankQuestionId: row.id, question: dataOf(row) }));
    pools.set(slot.id, questions);
  }
  return pools;
}

/** The pools as read at most POOL_TTL_MS ago for this version of the test, else read now. */
export async function cachedPools(db: Db, schoolId: number, testId: number, structure: QuizStructure, nowMs = Date.now()): Promise<Pools> {
  if (!randomSlots(structure).length) return new Map();
  const hit = cache.get(testId);
  if (hit && hit.version === structure.version && nowMs - hit.at < POOL_TTL_MS) return hit.pools;
  return freshPools(db, schoolId, testId, structure, nowMs);
}

/** Reads the pools and caches them. */
export async function freshPools(db: Db, schoolId: number, testId: number, structure: QuizStructure, nowMs = Date.now()): Promise<Pools> {
  const pools = await readPools(db, schoolId, structure);
  cache.delete(testId);
  cache.set(testId, { version: structure.version, at: nowMs, pools });
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as number);
  return pools;
}
