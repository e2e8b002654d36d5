import { sql } from 'kysely';
import { QUIZ_SUBMIT_GRACE_SECONDS } from '../../../src/api/quizLimits.js';
import type { Db } from '../../db/index.js';
import { ANNOUNCE_AFTER_COMMIT, type Announcer } from '../../lib/announcer.js';
import { prepareNotification } from '../../lib/notifications.js';
import type { PaperEntry } from './paper.js';
import type { CheckedPaperInput } from './paperResponses.js';
import { closingOf, type ClosedQuiz } from './closing.js';
import type { QuizStructure } from './structure.js';

/*
 * Why a submission has a path of its own: in an exam thousands of students submit within
 * seconds. The locked way (lock the attempt, write it, read the settings, write the
 * notification and its email, commit) is seven round trips holding the attempt's lock and a
 * pooled connection while the API's event loop, busy with everyone else, turns around between
 * them; submissions then queued for seconds. Here the settings are read first, without a
 * lock, and the closing, the notification and its email are one statement: one round trip,
 * atomic by itself, the row lock held only inside the database. Its notification is announced
 * after the commit, gathered with others (server/lib/announcer.ts): a NOTIFY inside it would
 * make the submissions commit one at a time.
 */

/** A submission already checked, and the attempt's paper as remembered (see below). */
export interface FastSubmission {
  answers: Pick<CheckedPaperInput, 'choices' | 'others'> & Partial<Pick<CheckedPaperInput, 'responses'>>;
  testTime: string | null;
  /** The attempt the page holds (QuizPassInput.attemptNo): another running one closes nothing here. */
  attemptNo?: number;
  attempt?: { attemptId: number; paper: PaperEntry[] | null } | null;
}

/**
 * Submits a started attempt that is open and in time, with answers already checked, in one
 * statement. Answers the closed row, or undefined when the statement closed nothing (not
 * started, finished, out of time, points already given to an 'Other' text, or a race): the
 * caller then takes the locked way, which gives the right answer for each. `attempt` is the
 * attempt's paper as this process remembers it (paperResponses.ts), matched by the attempt's
 * id; null only for a test of its own questions, which score alike on any paper.
 */
export async function submitInOneStatement(
  db: Db,
  announcer: Announcer,
  test: ClosedQuiz,
  structure: QuizStructure,
  studentId: number,
  input: FastSubmission,
  now: Date,
) {
  const closing = closingOf(test, structure, studentId, {
    reason: 'SUBMITTED',
    at: now,
    now,
    answers: input.answers,
    // Only what the instructor gave to 'Other' texts after a submission; none before (checked below).
    otherPoints: {},
    paper: input.attempt?.paper ?? null,
    testTime: input.testTime,
  });
  const { row, mail } = await prepareNotification(db, closing.notification);
  const written = await db
    .with('closed', (qb) =>
      qb
        .updateTable('test_attempts')
        .set(closing.set)
        .where('test_id', '=', test.id)
        .where('student_id', '=', studentId)
        .$if(Boolean(input.attempt), (q) => q.where('id', '=', input.attempt!.attemptId))
        .$if(input.attemptNo !== undefined, (q) => q.where('attempt_no', '=', input.attemptNo!))
        .where('submitted_at', 'is', null)
        .where('deadline', '>=', new Date(now.getTime() - QUIZ_SUBMIT_GRACE_SECONDS * 1000))
        .where('other_points', '=', sql<Record<string, number>>`'{}'::jsonb`)
        // Always true; set with the row, before the triggers run at the statement's end: the
        // notification trigger leaves this statement's row to the announcer.
        .where(ANNOUNCE_AFTER_COMMIT, '=', 'after-commit')
        .returningAll(),
    )
    .with('noted', (qb) =>
      qb
        .insertInto('notifications')
        .columns(['school_id', 'user_id', 'kind', 'params', 'web', 'emailed', 'created_at'])
        .expression(
          qb
            .selectFrom('closed')
            .select([
              sql<number>`${row.school_id}::int`.as('school_id'),
              sql<number>`${row.user_id}::int`.as('user_id'),
              sql<string>`${row.kind}::text`.as('kind'),
              sql<string>`${row.params}::jsonb`.as('params'),
              sql<boolean>`${row.web}::boolean`.as('web'),
              sql<boolean>`${row.emailed}::boolean`.as('emailed'),
              sql<Date>`${now}::timestamptz`.as('created_at'),
            ]),
        )
        .returning(['id', 'user_id', 'web', 'emailed']),
    )
    .with('mailed', (qb) =>
      qb
        .insertInto('mail_queue')
        .columns(['to_address', 'subject', 'body_text', 'headers'])
        .expression(
          qb
            .selectFrom('noted')
            .where('noted.emailed', '=', true)
            .select([
              sql<string>`${mail?.to ?? null}::text`.as('to_address'),
              sql<string>`${mail?.subject ?? null}::text`.as('subject'),
              sql<string>`${mail?.text ?? null}::text`.as('body_text'),
              sql<string>`${mail?.headers ? JSON.stringify(mail.headers) : null}::jsonb`.as('headers'),
            ]),
        )
        .returning('id'),
    )
    .selectFrom('closed')
    .leftJoin('noted', (join) => join.onTrue())
    .selectAll('closed')
    .select(['noted.id as noted_id', 'noted.user_id as noted_user_id', 'noted.web as noted_web', 'noted.emailed as noted_emailed'])
    .executeTakeFirst();
  if (!written) return undefined;
  const { noted_id, noted_user_id, noted_web, noted_emailed, ...attempt } = written;
  if (noted_id !== null) announcer.notification({ id: noted_id, userId: noted_user_id!, web: noted_web!, emailed: noted_emailed! });
  return attempt;
}
