import type { QuizResultRowDto } from '../../../src/api/quizResults.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import type { QuizRow } from './access.js';
import { attemptStatus, type AttemptRow } from './attempts.js';
import { attemptSummaryOf } from './attemptState.js';
import { gradeOfSummaries } from './gradeMethod.js';

/*
 * A student's attempts as the results show them (issue 17, item 3): the row of the results table
 * takes its points and `passed` from the grade by the test's method, its status and dates from
 * the latest attempt; an answer view shows one attempt, chosen by number.
 */

const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);

/** Every attempt at the test, per student, number 1 first. */
export async function attemptsByStudent(db: Db, testId: number): Promise<Map<number, AttemptRow[]>> {
  const rows = await db
    .selectFrom('test_attempts')
    .selectAll()
    .where('test_id', '=', testId)
    .orderBy('student_id')
    .orderBy('attempt_no')
    .execute();
  const out = new Map<number, AttemptRow[]>();
  for (const row of rows) {
    const list = out.get(row.student_id);
    if (list) list.push(row);
    else out.set(row.student_id, [row]);
  }
  return out;
}

/** The columns of a results row that come from the student's attempts (none: not taken). */
export function resultColumns(
  test: QuizRow,
  attempts: AttemptRow[],
  maxPoints: number,
): Omit<QuizResultRowDto, 'studentId' | 'studentFullName' | 'email' | 'groupName'> {
  const latest = attempts.at(-1);
  const summaries = attempts.map(attemptSummaryOf);
  const grade = gradeOfSummaries(test, summaries);
  const points = { pointsReceived: grade?.pointsReceived ?? 0, maxPoints: grade?.maxPoints ?? maxPoints };
  return {
    status: attemptStatus(latest),
    tookTest: latest !== undefined,
    points,
    ...points,
    passed: grade ? grade.passed : null,
    dateOfPassTheTest: iso(latest?.submitted_at),
    startedAt: iso(latest?.started_at),
    // 'Other' texts, essays and file answers without the instructor's points, in any attempt.
    awaitingReview: summaries.some((a) => a.awaitingReview),
    attemptsCount: attempts.length,
  };
}

/**
 * The attempt an answer view or a grading names: `attemptNo`, else the latest (for a student's
 * own view the caller passes `finishedFirst`: the latest finished, else the running one).
 * 404 when there is no attempt of that number.
 */
export function chosenAttempt(attempts: AttemptRow[], attemptNo: number | undefined, finishedFirst = false): AttemptRow | undefined {
  if (attemptNo !== undefined) {
    const found = attempts.find((a) => a.attempt_no === attemptNo);
    if (!found) throw new AppError(404, 'quizGrading.attemptNotFound');
    return found;
  }
  if (finishedFirst) return attempts.filter((a) => a.submitted_at !== null).at(-1) ?? attempts.at(-1);
  return attempts.at(-1);
}
