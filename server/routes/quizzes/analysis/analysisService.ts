import type { Language } from '../../../../src/api/constants.js';
import type { QuizAnalysisDto } from '../../../../src/api/quizAnalysis.js';
import type { Db } from '../../../db/index.js';
import { notFound } from '../../../lib/errors.js';
import { roundPoints } from '../../../../src/api/points.js';
import type { QuizRow } from '../access.js';
import { closeExpiredAttempts, type AttemptRow } from '../attempts.js';
import { effectivePaper, scorePaper, type PaperAnswers, type PaperScore } from '../paperScoring.js';
import { readStructure, type QuizStructure } from '../structure.js';
import { analyseItem, analyseTotals, type AttemptItems, type ItemAnswer, type ItemMeta } from './itemAnalysis.js';
import { answerOf, answerText, collectMeta, metaOf, ownQuestionsOf, rowOrder } from './paperItems.js';

/*
 * Item analysis of a test (src/api/quizAnalysis.ts): every attempt scored the one way attempts
 * are scored (paperScoring.ts), its paper's questions made rows, then the figures per row.
 */

/** An attempt with what its paper held, what it gave and got on each question. */
export interface AnalysedAttempt {
  row: AttemptRow;
  finished: boolean;
  score: PaperScore;
  items: Map<string, ItemAnswer>;
  /** The response to each question as text (the export's cells). */
  texts: Map<string, string | null>;
}

export interface AnalysedQuiz {
  structure: QuizStructure;
  /** The rows in the test's order. */
  metas: ItemMeta[];
  attempts: AnalysedAttempt[];
}

export function paperAnswersOf(row: AttemptRow): PaperAnswers {
  return { choices: row.answers ?? {}, others: row.other_texts ?? {}, otherPoints: row.other_points ?? {}, responses: row.responses ?? {} };
}

function analyseAttempt(structure: QuizStructure, row: AttemptRow, metas: Map<string, ItemMeta>, lang: Language): AnalysedAttempt {
  const answers = paperAnswersOf(row);
  const score = scorePaper(structure, row.paper, answers);
  const own = ownQuestionsOf(structure);
  const items = new Map<string, ItemAnswer>();
  const texts = new Map<string, string | null>();
  for (const entry of effectivePaper(structure, row.paper)) {
    const meta = metaOf(entry, structure, own, lang);
    if (!meta) continue;
    collectMeta(metas, meta);
    items.set(entry.key, answerOf(entry, answers, score.perKey.get(entry.key) ?? 0, lang));
    texts.set(entry.key, answerText(entry, answers, own, lang));
  }
  return { row, finished: row.submitted_at !== null, score, items, texts };
}

/**
 * A test's attempts (`finishedOnly`: those submitted or closed) analysed, oldest first. Attempts
 * whose time ran out are closed first, as the results do.
 */
export async function analyseQuiz(db: Db, test: QuizRow, lang: Language, now: Date, finishedOnly: boolean): Promise<AnalysedQuiz> {
  await closeExpiredAttempts(db, now, { testId: test.id });
  const structure = await readStructure(db, test.id);
  if (!structure) throw notFound();
  const rows = await db
    .selectFrom('test_attempts')
    .selectAll()
    .where('test_id', '=', test.id)
    .$if(finishedOnly, (q) => q.where('submitted_at', 'is not', null))
    .orderBy('started_at')
    .orderBy('id')
    .execute();
  return analyseRows(structure, rows, lang);
}

/** Attempts analysed against the test's structure (pure: the rows as read). */
export function analyseRows(structure: QuizStructure, rows: readonly AttemptRow[], lang: Language): AnalysedQuiz {
  const metas = new Map<string, ItemMeta>();
  const attempts = rows.map((row) => analyseAttempt(structure, row, metas, lang));
  return { structure, metas: [...metas.values()].sort(rowOrder(structure)), attempts };
}

/** GET /lessons/tests/{testId}/analysis. */
export async function quizAnalysis(db: Db, test: QuizRow, lang: Language, now: Date): Promise<QuizAnalysisDto> {
  return analysisOf(test, await analyseQuiz(db, test, lang, now, true));
}

/** The figures of analysed finished attempts. */
export function analysisOf(test: Pick<QuizRow, 'id' | 'name'>, { structure, metas, attempts }: AnalysedQuiz): QuizAnalysisDto {
  // The total is the scored one, so that each question's "rest of the attempt" adds up.
  const scored: AttemptItems[] = attempts.map((a) => ({ total: a.score.points, passed: Boolean(a.row.passed), items: a.items }));
  return {
    testId: test.id,
    testName: test.name,
    summary: analyseTotals(scored, roundPoints(structure.maxPoints)),
    items: metas.map((meta) => analyseItem(meta, scored)),
  };
}
