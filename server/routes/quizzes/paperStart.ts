import { sql, type Expression, type SqlBool } from 'kysely';
import { AppError } from '../../lib/errors.js';
import type { Db } from '../../db/index.js';
import type { QuizRow } from './access.js';
import type { PaperEntry } from './paper.js';
import { cryptoRandom, makePaper, needsPaper, PoolTooSmall, type PaperSettings, type RandomSource } from './paperMaker.js';
import { cachedPools, freshPools } from './paperPools.js';
import { cachedStructure, type QuizStructure } from './structure.js';

/*
 * The paper a start writes, on both start paths (attempts.ts, startFast.ts). The insert is
 * guarded by what the paper was made from (the test's structure_version and shuffle flags),
 * so an edit landing meanwhile makes the insert miss instead of writing a paper of the old test.
 */

/** A test's shuffle flags as this process last read them, under the structure version read with them. */
const settingsSeen = new Map<number, PaperSettings & { version: number }>();
const SETTINGS_LIMIT = 500;

export function rememberSettings(test: Pick<QuizRow, 'id' | 'structureVersion' | 'shuffleQuestions' | 'shuffleOptions'>): void {
  settingsSeen.delete(test.id);
  settingsSeen.set(test.id, {
    version: test.structureVersion,
    shuffleQuestions: test.shuffleQuestions,
    shuffleOptions: test.shuffleOptions,
  });
  if (settingsSeen.size > SETTINGS_LIMIT) settingsSeen.delete(settingsSeen.keys().next().value as number);
}

/** 409 for a random slot that cannot draw its count, worded by the error handler in the request's language. */
export function poolRefusal(structure: QuizStructure, problem: PoolTooSmall): AppError {
  return new AppError(409, 'quizPapers.poolTooSmall', {
    question: structure.questions.indexOf(problem.slot) + 1,
    count: problem.slot.drawCount,
    category: problem.slot.categoryPath.join(' / '),
    available: problem.available,
  });
}

/** What the start's insert must still find true of the test's row for the paper to be right. */
export interface PaperGuard {
  version: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}

export function guardHolds(guard: PaperGuard | null): Expression<SqlBool> {
  if (!guard) {
    // Nothing known: only a test needing no paper may start with none.
    return sql<SqlBool>`(not t.shuffle_questions and not t.shuffle_options and not exists (
      select 1 from test_questions tq where tq.test_id = t.id and tq.type in ('BANK', 'RANDOM')))`;
  }
  return sql<SqlBool>`(t.structure_version = ${guard.version} and t.shuffle_questions = ${guard.shuffleQuestions}
    and t.shuffle_options = ${guard.shuffleOptions})`;
}

/** The full path's paper: pools read afresh; a pool too small is a 409. */
export async function newPaper(
  db: Db,
  test: QuizRow,
  structure: QuizStructure,
  random: RandomSource = cryptoRandom,
): Promise<{ paper: PaperEntry[] | null; guard: PaperGuard }> {
  rememberSettings(test);
  const guard = { version: structure.version, shuffleQuestions: test.shuffleQuestions, shuffleOptions: test.shuffleOptions };
  if (!needsPaper(structure, test)) return { paper: null, guard };
  const pools = await freshPools(db, test.schoolId, test.id, structure);
  try {
    return { paper: makePaper(structure, test, pools, random), guard };
  } catch (error) {
    if (error instanceof PoolTooSmall) throw poolRefusal(structure, error);
    throw error;
  }
}

/**
 * The fast path's paper, from what this process has cached (the structure, the flags, the
 * pools for a few seconds): a guard naming their version, or none (null guard) when nothing is
 * cached, and then only a test needing no paper is started. Undefined: leave it to the full
 * path (a pool too small is answered there, after a fresh read).
 */
export async function fastPaper(
  db: Db,
  schoolId: number,
  testId: number,
): Promise<{ paper: PaperEntry[] | null; guard: PaperGuard | null } | undefined> {
  const structure = cachedStructure(testId);
  const settings = settingsSeen.get(testId);
  if (!structure || !settings || settings.version !== structure.version) return { paper: null, guard: null };
  const guard = { version: structure.version, shuffleQuestions: settings.shuffleQuestions, shuffleOptions: settings.shuffleOptions };
  if (!needsPaper(structure, settings)) return { paper: null, guard };
  const pools = await cachedPools(db, schoolId, testId, structure);
  try {
    return { paper: makePaper(structure, settings, pools), guard };
  } catch (error) {
    if (error instanceof PoolTooSmall) return undefined;
    throw error;
  }
}
