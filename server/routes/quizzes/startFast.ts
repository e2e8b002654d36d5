import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { CourseUser } from '../../lib/courseAccess.js';
import { studentQuizCondition, QUIZ_COLUMNS, toQuizRow, type QuizRow } from './access.js';
import type { AttemptRow } from './attempts.js';
import { startDeadline, toAccommodation, windowIsOpen, type Accommodation } from './quizWindows.js';
import { fastPaper, guardHolds, rememberSettings } from './paperStart.js';
import { rememberPaper } from './paperResponses.js';

/*
 * Why a first start has a path of its own: in an exam thousands of students start the same
 * test within seconds, and each start was three round trips (the session, the access check
 * with the test's row, the insert). Here the access check, the insert and the test's row are
 * one statement, so a start costs the database one statement besides the session's.
 */

/**
 * Starts the student's first attempt (number 1; a later one takes the full path,
 * attemptStart.ts) in one statement: only when they may take the test
 * (studentQuizCondition: quizOfStudent's rules), it is active and their window is open, with
 * the deadline (startDeadline: the limit with their extra time, capped at the close) read under
 * the same key-share lock as insertAttempt takes; their accommodation is left-joined in the
 * same statement, for the check, the deadline and the answer's view. The paper is made before,
 * from what this process has cached (paperStart.ts fastPaper: a bank test may read its pools
 * first), and written only while the test is still what it was made from. Answers the test,
 * the new attempt and the accommodation, or undefined when nothing was inserted (no access,
 * blocked, inactive, outside the window, an attempt exists, or the paper could not be made
 * from the cache): the caller then takes the full path, which answers the right way for each.
 */
export async function startInOneStatement(
  db: Db,
  user: CourseUser,
  testId: number,
  now: Date,
): Promise<{ test: QuizRow; attempt: AttemptRow; accommodation: Accommodation | null } | undefined> {
  if (user.role !== 'STUDENT') return undefined;
  const made = await fastPaper(db, user.schoolId, testId);
  if (!made) return undefined;
  const row = await db
    .with('started', (qb) =>
      qb
        .insertInto('test_attempts')
        .columns(['school_id', 'test_id', 'student_id', 'started_at', 'deadline', 'paper'])
        .expression(
          qb
            .selectFrom('tests as t')
            .select([
              't.school_id',
              't.id',
              sql<number>`${user.id}::int`.as('student_id'),
              sql<Date>`${now}::timestamptz`.as('started_at'),
              startDeadline(now).as('deadline'),
              sql<string | null>`${made.paper ? JSON.stringify(made.paper) : null}::jsonb`.as('paper'),
            ])
            .leftJoin('test_accommodations as ta', (join) => join.onRef('ta.test_id', '=', 't.id').on('ta.student_id', '=', user.id))
            .where('t.id', '=', testId)
            .where(guardHolds(made.guard))
            .where('t.is_active', '=', true)
            // On the locked row itself: an unpublish this start waited for is seen (the EXISTS below is not re-checked).
            .where('t.published_at', '<=', now)
            .where(windowIsOpen(now))
            .where((eb) => eb.exists(studentQuizCondition(db, user, testId, undefined, now)))
            // Of the test's row only: the accommodation is the nullable side of the join.
            .forKeyShare('t'),
        )
        // Attempt 1 (the column's default): any attempt of theirs, or a running one, makes this insert nothing.
        .onConflict((oc) => oc.doNothing())
        .returningAll(),
    )
    .selectFrom('started')
    .innerJoin('tests as t', 't.id', 'started.test_id')
    .innerJoin('lessons as l', 'l.id', 't.lesson_id')
    .leftJoin('test_accommodations as ta', (join) => join.onRef('ta.test_id', '=', 't.id').on('ta.student_id', '=', user.id))
    .select((eb) => [eb.fn.toJson('started').as('attempt'), ...QUIZ_COLUMNS])
    .select([
      'ta.id as ta_id',
      'ta.extra_time_percent as ta_extra_time_percent',
      'ta.opens_at as ta_opens_at',
      'ta.closes_at as ta_closes_at',
      'ta.extra_attempts as ta_extra_attempts',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const { attempt, ta_id, ta_extra_time_percent, ta_opens_at, ta_closes_at, ta_extra_attempts, ...test } = row;
  const accommodation =
    ta_id === null
      ? null
      : toAccommodation({
          extra_time_percent: ta_extra_time_percent!,
          opens_at: ta_opens_at,
          closes_at: ta_closes_at,
          extra_attempts: ta_extra_attempts!,
        });
  const quiz = toQuizRow(test);
  const started = attemptFromJson(attempt as unknown as Record<string, unknown>);
  rememberSettings(quiz);
  rememberPaper(quiz.id, user.id, started.id, started.paper);
  return { test: quiz, attempt: started, accommodation };
}

/** The attempt's row as to_json gives it: timestamps come as text, turned back into Dates. */
function attemptFromJson(json: Record<string, unknown>): AttemptRow {
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return {
    ...json,
    started_at: date(json.started_at),
    deadline: date(json.deadline),
    submitted_at: date(json.submitted_at),
    saved_at: date(json.saved_at),
  } as AttemptRow;
}
