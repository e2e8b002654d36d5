import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import { NOTIFICATION_KINDS, notifyMany, type NotificationInput } from './notifications.js';
import { taskCreated, testCreated } from './notificationMaterial.js';
import { studentDeadlineSql } from './studentDeadline.js';

/*
 * The scheduled notifications; every notification carries a once-key, so a job run twice or in
 * two processes at once never tells anyone twice.
 *
 * - A task or test created in a lesson shown later: after the lesson's showDate (within the
 *   job's interval, JOB_INTERVAL_SECONDS); a test also not before it is published (a scheduled
 *   publication is told here once its moment comes; a draft never). A material opened more than
 *   OPENED_LOOKBACK ago is not announced any more (a server stopped for days does not flood anyone).
 * - A deadline within 24 hours: each student of the course who still owes the task (no answer,
 *   or one returned to send again) gets one reminder per deadline, their own (an extension, or a
 *   moved deadline, is reminded again).
 */

export const DEADLINE_SOON_MS = 24 * 3_600_000;
export const OPENED_LOOKBACK_MS = 2 * 24 * 3_600_000;

/** The students of a course as a join: one row per (material, student) who can open it. */
const studentColumns = ['u.id as user_id'] as const;

/**
 * The job: tasks and tests of lessons opened since OPENED_LOOKBACK, and reminders of deadlines
 * within 24 hours. Idempotent: every process may run it at any time. Answers how many
 * notifications it recorded.
 */
export async function runNotificationJob(db: Db, now: Date): Promise<number> {
  return (await announceOpenedLessons(db, now)) + (await remindDeadlines(db, now));
}

/** Students who can open the lessons of course `c.id` (joined to a material query). */
function withStudents<Q extends ReturnType<typeof openedMaterials>>(q: Q) {
  return q
    .innerJoin('course_groups as cg', 'cg.course_id', 'c.id')
    .innerJoin('groups as g', 'g.id', 'cg.group_id')
    .innerJoin('student_profiles as sp', 'sp.group_id', 'g.id')
    .innerJoin('users as u', 'u.id', 'sp.user_id')
    .where('g.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .where('u.blocked', '=', false)
    .whereRef('u.school_id', '=', 'c.school_id')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('course_student_blocks as b')
            .select('b.student_id')
            .whereRef('b.course_id', '=', 'c.id')
            .whereRef('b.student_id', '=', 'u.id'),
        ),
      ),
    );
}

function openedMaterials(db: Db, table: 'tasks' | 'tests', now: Date) {
  const since = new Date(now.getTime() - OPENED_LOOKBACK_MS);
  // A test opens when both its lesson is shown and it is published (greatest() skips a null, hence the check).
  const opened = table === 'tests' ? sql<Date>`greatest(l.show_date, m.published_at)` : sql<Date>`l.show_date`;
  return (
    db
      .selectFrom(`${table} as m` as 'tasks as m')
      .innerJoin('lessons as l', 'l.id', 'm.lesson_id')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .where('l.deleted_at', 'is', null)
      .where('c.deleted_at', 'is', null)
      // An archived course is read-only and finished: nothing of it is news any more.
      .where('c.archived_at', 'is', null)
      .$if(table === 'tests', (q) => q.where(sql<boolean>`m.published_at is not null`))
      .where(opened, '<=', now)
      .where(opened, '>', since)
  );
}

/** Not told yet: no notification with this once-key for the student (the insert re-checks). */
const notTold = (keySql: ReturnType<typeof sql<string>>) =>
  sql<boolean>`not exists (select 1 from notifications n where n.user_id = u.id and n.once_key = ${keySql})`;

async function announceOpenedLessons(db: Db, now: Date): Promise<number> {
  const columns = [
    'm.id',
    'm.name',
    'm.school_id',
    'l.id as lesson_id',
    'l.name as lesson_name',
    'c.id as course_id',
    'c.name as course_name',
    'l.show_date',
    ...studentColumns,
  ] as const;
  const tasks = await withStudents(openedMaterials(db, 'tasks', now))
    .select([...columns, 'm.deadline'])
    // A task already past its deadline is no news.
    .where('m.deadline', '>', now)
    .where(notTold(sql<string>`'task-created:' || m.id`))
    .execute();
  const tests = await withStudents(openedMaterials(db, 'tests', now))
    .select(columns)
    .where(notTold(sql<string>`'test-created:' || m.id`))
    .execute();
  const inputs = [
    ...tasks.map((row) => taskCreated(row.school_id, row, now)(row.user_id)),
    ...tests.map((row) => testCreated(row.school_id, row, now)(row.user_id)),
  ];
  return inputs.length ? (await db.transaction().execute((trx) => notifyMany(trx, inputs))).length : 0;
}

/** The deadline of task `m` for student `u`: their extension when they have one. */
const ownDeadline = studentDeadlineSql('m', sql.ref('u.id'));

/** The once-key of a deadline reminder: one per task and the student's deadline. */
const deadlineKey = sql<string>`'task-deadline:' || m.id || ':' || floor(extract(epoch from ${ownDeadline}))::bigint`;

async function remindDeadlines(db: Db, now: Date): Promise<number> {
  const rows = await withStudents(
    db
      .selectFrom('tasks as m')
      .innerJoin('lessons as l', 'l.id', 'm.lesson_id')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .where('l.deleted_at', 'is', null)
      .where('c.deleted_at', 'is', null)
      .where('c.archived_at', 'is', null)
      .where('l.show_date', '<=', now),
  )
    .leftJoin('task_answers as a', (join) => join.onRef('a.task_id', '=', 'm.id').onRef('a.student_id', '=', 'u.id'))
    .select([
      'm.id',
      'm.name',
      'm.school_id',
      ownDeadline.as('deadline'),
      'l.id as lesson_id',
      'c.id as course_id',
      'c.name as course_name',
      ...studentColumns,
      deadlineKey.as('once_key'),
    ])
    .where(ownDeadline, '>', now)
    .where(ownDeadline, '<=', new Date(now.getTime() + DEADLINE_SOON_MS))
    // Still owed: never answered, or returned to send again.
    .where((eb) => eb.or([eb('a.id', 'is', null), eb('a.status', '=', 'NOT_ACCEPTED')]))
    .where(notTold(deadlineKey))
    .execute();
  if (!rows.length) return 0;
  const inputs: NotificationInput[] = rows.map((row) => ({
    schoolId: row.school_id,
    userId: row.user_id,
    kind: NOTIFICATION_KINDS.TASK_DEADLINE_SOON,
    params: {
      taskId: row.id,
      taskName: row.name,
      lessonId: row.lesson_id,
      courseId: row.course_id,
      courseName: row.course_name,
      deadline: new Date(row.deadline).toISOString(),
    },
    at: now,
    onceKey: row.once_key,
  }));
  return (await db.transaction().execute((trx) => notifyMany(trx, inputs))).length;
}
