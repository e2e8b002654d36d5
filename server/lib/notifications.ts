import type { Db } from '../db/index.js';

/*
 * The one notification service. A notification is recorded in the same transaction as the
 * change it reports, so it exists exactly when the change does. A notification is a kind and
 * its params, not a text: the reader's language builds the text when it is shown. Delivery
 * (web push, email, the user's settings) reads these rows; it is added by the notifications
 * area without changing the callers.
 */

/** What happened; the params each kind carries are listed beside it. */
export const NOTIFICATION_KINDS = {
  /** To a course's instructors: {taskId, taskName, lessonId, courseId, answerId, studentId, studentFullName, late, again} */
  TASK_ANSWER_SUBMITTED: 'TASK_ANSWER_SUBMITTED',
  /** To the student: {taskId, taskName, lessonId, courseId, answerId, points, maxPoints, comment} */
  TASK_ANSWER_ACCEPTED: 'TASK_ANSWER_ACCEPTED',
  /** To the student: {taskId, taskName, lessonId, courseId, answerId, comment} */
  TASK_ANSWER_REJECTED: 'TASK_ANSWER_REJECTED',
  /** To the student, when an accepted answer's points or comment change: as TASK_ANSWER_ACCEPTED. */
  TASK_ANSWER_REGRADED: 'TASK_ANSWER_REGRADED',
  /** To the student, when an attempt is scored (submitted or closed at the deadline): {testId, testName, lessonId, courseId, status, pointsReceived, maxPoints, passed, awaitingReview} */
  TEST_FINISHED: 'TEST_FINISHED',
  /** To the student, when an 'Other' answer gets its points and the result changes: as TEST_FINISHED. */
  TEST_REGRADED: 'TEST_REGRADED',
} as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[keyof typeof NOTIFICATION_KINDS];

export interface NotificationInput {
  schoolId: number;
  userId: number;
  kind: NotificationKind;
  params?: Record<string, unknown>;
  /** The server's clock; the database's now() when left out. */
  at?: Date;
}

/** Records a notification for one user. Pass the transaction that makes the change. */
export async function notify(trx: Db, input: NotificationInput): Promise<number> {
  const [id] = await notifyMany(trx, [input]);
  return id;
}

/** Records several notifications in one statement (e.g. every instructor of a course). */
export async function notifyMany(trx: Db, inputs: NotificationInput[]): Promise<number[]> {
  if (!inputs.length) return [];
  const rows = await trx
    .insertInto('notifications')
    .values(
      inputs.map((n) => ({
        school_id: n.schoolId,
        user_id: n.userId,
        kind: n.kind,
        params: JSON.stringify(n.params ?? {}),
        ...(n.at ? { created_at: n.at } : {}),
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
