import type { Language } from '../../../../src/api/constants.js';
import type { Db } from '../../../db/index.js';
import { t, type MessageKey } from '../../../i18n/index.js';
import { fullName } from '../../../lib/names.js';
import { roundPoints } from '../../../../src/api/points.js';
import type { ExportCell, ExportTable } from '../../../lib/tableExport.js';
import { attemptStatus } from '../attempts.js';
import { timeSpentOf } from '../attemptViews.js';
import type { AnalysedAttempt, AnalysedQuiz } from './analysisService.js';
import { NAME_LENGTH } from './paperItems.js';
import { shortened } from './responseText.js';

/*
 * Every attempt at a test as one table (GET …/analysis/export): who, their group, where the
 * attempt stands, when it started and finished, its points and whether it passed, then per
 * question its points and the response as text. Points wait for the attempt to finish; a
 * question the attempt's paper did not hold (another draw) is left empty.
 */

interface Person {
  name: string;
  email: string;
  group: string | null;
}

/** The students of the attempts, by id, with their group now. */
export async function attemptPeople(db: Db, schoolId: number, studentIds: number[]): Promise<Map<number, Person>> {
  if (!studentIds.length) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('student_profiles as sp', 'sp.user_id', 'u.id')
    .leftJoin('groups as g', 'g.id', 'sp.group_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'g.name as group_name'])
    .where('u.school_id', '=', schoolId)
    .where('u.id', 'in', [...new Set(studentIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, { name: fullName(r.first_name, r.last_name), email: r.email, group: r.group_name }]));
}

const moment = (value: Date | string | null) => (value ? { moment: new Date(value) } : null);

function attemptCells(attempt: AnalysedAttempt, person: Person | undefined, maxPoints: number, lang: Language): ExportCell[] {
  const { row, finished } = attempt;
  const word = (key: string) => t(lang, `quizAnalysis.${key}` as MessageKey);
  return [
    person?.name ?? null,
    person?.email ?? null,
    person?.group ?? null,
    word(`statuses.${attemptStatus(row)}`),
    moment(row.started_at),
    moment(row.submitted_at),
    timeSpentOf(row),
    finished ? attempt.score.points : null,
    maxPoints,
    finished ? word(row.passed ? 'yes' : 'no') : null,
  ];
}

/** The attempts as one table, in the reader's language, oldest first. */
export function attemptsTable(quiz: AnalysedQuiz, people: Map<number, Person>, lang: Language): ExportTable {
  const header = (key: string, params = {}) => ({ header: t(lang, `quizAnalysis.columns.${key}` as MessageKey, params) });
  const fixed = ['student', 'email', 'group', 'status', 'started', 'finished', 'timeSpent', 'total', 'maxPoints', 'passed'];
  const questionColumns = quiz.metas.flatMap((meta, index) => {
    const question = `${index + 1}. ${shortened(meta.name, NAME_LENGTH)} [${meta.key}]`;
    return [header('points', { question }), header('response', { question })];
  });
  const maxPoints = roundPoints(quiz.structure.maxPoints);
  return {
    title: t(lang, 'quizAnalysis.sheet'),
    columns: [...fixed.map((key) => header(key)), ...questionColumns],
    rows: quiz.attempts.map((attempt) => [
      ...attemptCells(attempt, people.get(attempt.row.student_id), maxPoints, lang),
      ...quiz.metas.flatMap((meta): ExportCell[] => {
        if (!attempt.items.has(meta.key)) return [null, null];
        return [attempt.finished ? attempt.items.get(meta.key)!.points : null, attempt.texts.get(meta.key) ?? null];
      }),
    ]),
  };
}
