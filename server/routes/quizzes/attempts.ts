import { QUIZ_SUBMIT_GRACE_SECONDS, type AttemptStatus } from '../../../src/api/quizLimits.js';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { NOTIFICATION_KINDS, notify } from '../../lib/notifications.js';
import { closingOf, type ClosedQuiz } from './closing.js';
import type { QuizAttemptsTable } from '../../db/quizzesSchema.js';
import type { QuizRow } from './access.js';
import { structureOf, type QuizStructure } from './structure.js';
import { startDeadline, startRefusal, windowIsOpen } from './quizWindows.js';
import type { Language } from '../../../src/api/constants.js';
import type { PaperEntry } from './paper.js';
import type { PaperAnswers } from './paperScoring.js';
import { guardHolds, newPaper, type PaperGuard } from './paperStart.js';

/*
 * A student's attempt at a test. The server owns the clock: starting creates an attempt
 * (test, student, number; at most one running) with deadline = start + the limit (with the student's extra time), never past
 * the close of their window, and only inside that window (./quizWindows.ts). Answers are saved as they change; a save
 * or a submission is taken until the deadline plus a grace of QUIZ_SUBMIT_GRACE_SECONDS (for
 * the network), and refused after it. Submitting happens once: a repeat answers the same
 * result. An attempt whose time ran out is closed (TIME_UP) with the answers saved so far, by
 * the next call that touches it or by the job, whichever comes first; it counts as finished
 * at its deadline. Blocking a test (isActive false) stops new starts; running attempts go on.
 * Each attempt answers its paper (paper.ts), made when it starts (paperStart.ts) and scored by
 * paperScoring.ts. Saving answers is in attemptSaves.ts, submitting in attemptSubmit.ts, what
 * the student sees of an attempt in attemptViews.ts.
 */

export const GRACE_MS = QUIZ_SUBMIT_GRACE_SECONDS * 1000;
/** Kind of the notification a student gets when an attempt is scored (and re-scored). */
export const QUIZ_FINISHED = NOTIFICATION_KINDS.QUIZ_FINISHED;
export const QUIZ_REGRADED = NOTIFICATION_KINDS.QUIZ_REGRADED;

export type AttemptRow = Selectable<QuizAttemptsTable>;

export function attemptStatus(row: Pick<AttemptRow, 'closed_reason'> | undefined): AttemptStatus {
  if (!row) return 'NOT_STARTED';
  return row.closed_reason ?? 'IN_PROGRESS';
}

export function savedAnswersOf(row: AttemptRow): PaperAnswers {
  return { choices: row.answers ?? {}, others: row.other_texts ?? {}, otherPoints: row.other_points ?? {}, responses: row.responses ?? {} };
}

/** The student's latest attempt (the running one, if any: only the latest may run), or their attempt number `attemptNo`. */
export async function findAttempt(
  db: Db,
  testId: number,
  studentId: number,
  lock = false,
  attemptNo?: number,
): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('test_attempts')
    .selectAll()
    .where('test_id', '=', testId)
    .where('student_id', '=', studentId)
    .$if(attemptNo !== undefined, (q) => q.where('attempt_no', '=', attemptNo!))
    .orderBy('attempt_no', 'desc')
    .limit(1)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function structureFor(db: Db, test: QuizRow): Promise<QuizStructure> {
  const structure = await structureOf(db, test.id, test.structureVersion);
  if (!structure) throw notFound();
  return structure;
}

/** Scores `answers`, writes the closing and records the student's notification. */
export async function closeAttempt(
  trx: Db,
  test: ClosedQuiz,
  structure: QuizStructure,
  attempt: AttemptRow,
  close: { reason: 'SUBMITTED' | 'TIME_UP'; at: Date; now: Date; answers: Omit<PaperAnswers, 'otherPoints'>; testTime?: string | null },
): Promise<AttemptRow> {
  const closing = closingOf(test, structure, attempt.student_id, {
    ...close,
    otherPoints: savedAnswersOf(attempt).otherPoints,
    paper: attempt.paper,
  });
  const row = await trx
    .updateTable('test_attempts')
    .set(closing.set)
    .where('id', '=', attempt.id)
    .where('submitted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!row) return await trx.selectFrom('test_attempts').selectAll().where('id', '=', attempt.id).executeTakeFirstOrThrow();
  await notify(trx, closing.notification);
  return row;
}

export const isExpired = (attempt: Pick<AttemptRow, 'deadline' | 'submitted_at'>, now: Date) =>
  attempt.submitted_at === null && now.getTime() > new Date(attempt.deadline).getTime() + GRACE_MS;

/** Closes the attempt with its saved answers if its time (plus grace) ran out; answers the current row. */
async function closeIfExpired(db: Db, test: QuizRow, attempt: AttemptRow | undefined, now: Date): Promise<AttemptRow | undefined> {
  if (!attempt || !isExpired(attempt, now)) return attempt;
  const structure = await structureFor(db, test);
  return db.transaction().execute(async (trx) => {
    const locked = await findAttempt(trx, test.id, attempt.student_id, true, attempt.attempt_no);
    if (!locked || !isExpired(locked, now)) return locked;
    return closeAttempt(trx, test, structure, locked, {
      reason: 'TIME_UP',
      at: new Date(locked.deadline),
      now,
      answers: savedAnswersOf(locked),
    });
  });
}

/** The student's latest attempt, or their attempt `attemptNo` (closed first if its time ran out), or undefined. */
export async function currentAttempt(
  db: Db,
  test: QuizRow,
  studentId: number,
  now: Date,
  attemptNo?: number,
): Promise<AttemptRow | undefined> {
  return closeIfExpired(db, test, await findAttempt(db, test.id, studentId, false, attemptNo), now);
}

/**
 * Inserts the attempt in one statement (a start is one of thousands in the first seconds of an
 * exam): only while the test is active and the student's window open, with the deadline
 * (startDeadline: the limit with extra time, capped at the close) read in the same statement.
 * Its key-share lock on the test's row waits for an instructor's structural edit in progress
 * (see lockQuiz) and then re-reads the row, so is_active and the limit are the committed ones;
 * an edit counting attempts waits for this start in turn. Answers undefined when nothing was
 * inserted: the test is inactive, the window is not open, or the attempt exists already (its
 * number, or a running one: the unique indexes of migration 20261128_0010, so of two starts
 * racing for the same attempt one inserts).
 */
async function insertAttempt(
  db: Db,
  test: QuizRow,
  studentId: number,
  now: Date,
  made: { paper: PaperEntry[] | null; guard: PaperGuard },
  attemptNo: number,
): Promise<AttemptRow | undefined> {
  return db
    .insertInto('test_attempts')
    .columns(['school_id', 'test_id', 'student_id', 'attempt_no', 'started_at', 'deadline', 'paper'])
    .expression(
      db
        .selectFrom('tests as t')
        .select([
          sql<number>`${test.schoolId}::int`.as('school_id'),
          't.id',
          sql<number>`${studentId}::int`.as('student_id'),
          sql<number>`${attemptNo}::int`.as('attempt_no'),
          sql<Date>`${now}::timestamptz`.as('started_at'),
          startDeadline(now).as('deadline'),
          sql<string | null>`${made.paper ? JSON.stringify(made.paper) : null}::jsonb`.as('paper'),
        ])
        .leftJoin('test_accommodations as ta', (join) => join.onRef('ta.test_id', '=', 't.id').on('ta.student_id', '=', studentId))
        .where('t.id', '=', test.id)
        // The paper is of the test as read: an edit landing meanwhile makes this miss (paperStart.ts).
        .where(guardHolds(made.guard))
        .where('t.is_active', '=', true)
        // Unpublished meanwhile (possible only while nobody has started): no attempt.
        .where('t.published_at', '<=', now)
        .where(windowIsOpen(now))
        // Of the test's row only: the accommodation is the nullable side of the join.
        .forKeyShare('t'),
    )
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Makes the paper and inserts the attempt number `attemptNo` with it (insertAttempt); once more
 * when an edit moved the test between the read and the insert. Undefined when nothing was
 * inserted. A pool too small is a 409, unless the attempt exists already (a repeat answers it).
 * Each attempt gets a paper of its own: new draws and orders.
 */
export async function startWithPaper(db: Db, test: QuizRow, studentId: number, now: Date, attemptNo = 1): Promise<AttemptRow | undefined> {
  let current = test;
  for (let round = 0; round < 2; round += 1) {
    const structure = await structureFor(db, current);
    let made: Awaited<ReturnType<typeof newPaper>>;
    try {
      made = await newPaper(db, current, structure);
    } catch (error) {
      if (await findAttempt(db, test.id, studentId, false, attemptNo)) return undefined;
      throw error;
    }
    const inserted = await insertAttempt(db, current, studentId, now, made, attemptNo);
    if (inserted) return inserted;
    const moved = await db
      .selectFrom('tests')
      .select(['structure_version', 'shuffle_questions', 'shuffle_options'])
      .where('id', '=', test.id)
      .executeTakeFirst();
    const same =
      moved?.structure_version === made.guard.version &&
      moved.shuffle_questions === made.guard.shuffleQuestions &&
      moved.shuffle_options === made.guard.shuffleOptions;
    if (!moved || same) return undefined;
    current = {
      ...current,
      structureVersion: moved.structure_version,
      shuffleQuestions: moved.shuffle_questions,
      shuffleOptions: moved.shuffle_options,
    };
  }
  return undefined;
}

/**
 * Starts the student's first attempt, or answers their latest (a repeat changes nothing, even
 * once the window has closed): POST …/start without attemptNo (a numbered start: attemptStart.ts).
 * A refusal (403) is worded in `lang`.
 */
export async function startAttempt(db: Db, test: QuizRow, studentId: number, now: Date, lang: Language): Promise<AttemptRow> {
  // The first start (the common case) is one statement after the paper is made; a repeat, or
  // a start racing another, finds the attempt that exists (closed first if its time ran out).
  const inserted = test.isActive ? await startWithPaper(db, test, studentId, now) : undefined;
  if (inserted) return inserted;
  const existing = await currentAttempt(db, test, studentId, now);
  if (existing) return existing;
  throw await startRefusal(db, test, studentId, now, lang);
}

/**
 * The job: closes every attempt whose deadline plus grace has passed, with its saved answers,
 * scored, and tells the student. Idempotent and safe in several processes at once: each
 * attempt is locked (skipping ones another process holds) and re-checked before closing.
 */
export async function closeExpiredAttempts(db: Db, now: Date, options: { testId?: number; batch?: number } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - GRACE_MS);
  const due = await db
    .selectFrom('test_attempts as a')
    .innerJoin('tests as t', 't.id', 'a.test_id')
    .innerJoin('lessons as l', 'l.id', 't.lesson_id')
    .select(['a.id', 'a.test_id', 't.school_id', 't.lesson_id', 'l.course_id', 't.name', 't.pass_percent', 't.structure_version'])
    .where('a.submitted_at', 'is', null)
    .where('a.deadline', '<', cutoff)
    .$if(options.testId !== undefined, (q) => q.where('a.test_id', '=', options.testId!))
    .orderBy('a.deadline')
    .limit(options.batch ?? 1000)
    .execute();
  let closed = 0;
  for (const item of due) {
    const structure = await structureOf(db, item.test_id, item.structure_version);
    if (!structure) continue;
    const test = {
      id: item.test_id,
      schoolId: item.school_id,
      lessonId: item.lesson_id,
      courseId: item.course_id,
      name: item.name,
      passPercent: item.pass_percent,
    };
    const done = await db.transaction().execute(async (trx) => {
      const attempt = await trx
        .selectFrom('test_attempts')
        .selectAll()
        .where('id', '=', item.id)
        .where('submitted_at', 'is', null)
        .where('deadline', '<', cutoff)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!attempt) return false;
      await closeAttempt(trx, test, structure, attempt, {
        reason: 'TIME_UP',
        at: new Date(attempt.deadline),
        now,
        answers: savedAnswersOf(attempt),
      });
      return true;
    });
    if (done) closed += 1;
  }
  return closed;
}
