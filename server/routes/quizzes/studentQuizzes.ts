import type { QuizSummaryDto } from '../../../src/api/quizAuthoring.js';
import type { AttemptStatus } from '../../../src/api/quizLimits.js';
import type { Db } from '../../db/index.js';
import * as attempts from './attempts.js';
import { listQuizzes } from './repository.js';
import { accommodationsOf, attemptStatesOf } from './studentRepository.js';
import { effectiveWindow, toAccommodation } from './quizWindows.js';

/*
 * What a student's list of a lesson's tests shows: each test with the state of their attempt,
 * and the window as it applies to them (their accommodation's sides where set).
 */

/** The student's rows of GET /lessons/{lessonId}/tests: the summary and their attempt's state. */
export async function studentQuizList(db: Db, studentId: number, lessonId: number, now: Date) {
  const tests = await listQuizzes(db, lessonId, now);
  if (!tests.length) return [];
  const testIds = tests.map((x) => x.testId);
  const read = () => attemptStatesOf(db, studentId, testIds);
  let rows = await read();
  const expired = rows.filter((r) => r.submitted_at === null && now.getTime() > new Date(r.deadline).getTime() + attempts.GRACE_MS);
  if (expired.length) {
    for (const row of expired) await attempts.closeExpiredAttempts(db, now, { testId: row.test_id });
    rows = await read();
  }
  const byTest = new Map(rows.map((r) => [r.test_id, r]));
  const ownWindows = new Map((await accommodationsOf(db, studentId, testIds)).map((r) => [r.test_id, toAccommodation(r)]));
  return tests.map(
    ({ answersCount: _count, ...summary }): QuizSummaryDto & { attemptStatus: AttemptStatus; points: unknown; passed: boolean | null } => {
      const attempt = byTest.get(summary.testId);
      const finished = Boolean(attempt?.submitted_at);
      const own = ownWindows.get(summary.testId);
      return {
        ...summary,
        ...(own ? effectiveWindow(testWindow(summary), own) : {}),
        attemptStatus: attempts.attemptStatus(attempt),
        points: finished ? { pointsReceived: attempt!.points ?? 0, maxPoints: attempt!.max_points ?? 0 } : null,
        passed: finished ? Boolean(attempt!.passed) : null,
      };
    },
  );
}

/** A summary's window as Dates, as effectiveWindow reads a test's. */
const testWindow = (summary: QuizSummaryDto) => ({
  opensAt: summary.opensAt === null ? null : new Date(summary.opensAt),
  closesAt: summary.closesAt === null ? null : new Date(summary.closesAt),
});
