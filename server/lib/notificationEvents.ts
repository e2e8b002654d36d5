import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import { NOTIFICATION_KINDS, notifyMany, type NotificationInput } from './notifications.js';

/*
 * Who hears of a new announcement, task or test, and the scheduled reminders. Each function
 * runs in the caller's transaction; each notification carries a once-key, so calling again
 * (an announcement shown again, a job run twice or in two processes at once) never tells
 * anyone twice.
 *
 * - An announcement, once active: the users who can read it (server/routes/announcements):
 *   the students of its group and the instructors of the live courses that group studies; for
 *   an announcement to every group, every student and instructor of the school. Blocked and
 *   trashed accounts are left out. Activating it again, or moving it to another group, tells
 *   only those who have not heard of it.
 * - A task or test: the students who can open it, i.e. of the live groups on the course, not
 *   blocked on it, once its lesson is shown. Created in a lesson shown already: at once. In a
 *   lesson shown later: by the scheduled job after the lesson's showDate (within the job's
 *   interval, JOB_INTERVAL_SECONDS); a lesson opened more than OPENED_LOOKBACK ago is not
 *   announced any more (a server stopped for days does not flood anyone).
 * - A deadline within 24 hours: each student of the course who still owes the task (no answer,
 *   or one returned to send again) gets one reminder per deadline (a moved deadline is
 *   reminded again).
 */

export const DEADLINE_SOON_MS = 24 * 3_600_000;
export const OPENED_LOOKBACK_MS = 2 * 24 * 3_600_000;

/** The active students who can open a course's lessons, as a subquery of user ids. */
function courseStudentIds(db: Db, schoolId: number, courseId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('student_profiles as sp', 'sp.user_id', 'u.id')
    .innerJoin('groups as g', 'g.id', 'sp.group_id')
    .innerJoin('course_groups as cg', 'cg.group_id', 'g.id')
    .select('u.id')
    .where('cg.course_id', '=', courseId)
    .where('u.school_id', '=', schoolId)
    .where('g.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .where('u.blocked', '=', false)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('course_student_blocks as b')
            .select('b.student_id')
            .where('b.course_id', '=', courseId)
            .whereRef('b.student_id', '=', 'u.id'),
        ),
      ),
    );
}

/** Tells the readers of an active announcement that it is there; does nothing for an inactive one. */
export async function notifyAnnouncementPublished(trx: Db, schoolId: number, announcementId: number, at: Date): Promise<number> {
  const a = await trx
    .selectFrom('announcements as a')
    .leftJoin('groups as g', 'g.id', 'a.group_id')
    .select(['a.id', 'a.text', 'a.group_id', 'a.active', 'g.deleted_at as group_deleted_at'])
    .where('a.id', '=', announcementId)
    .where('a.school_id', '=', schoolId)
    .executeTakeFirst();
  if (!a || !a.active || (a.group_id !== null && a.group_deleted_at !== null)) return 0;
  const groupId = a.group_id;
  const readers = await trx
    .selectFrom('users as u')
    .select('u.id')
    .where('u.school_id', '=', schoolId)
    .where('u.deleted_at', 'is', null)
    .where('u.blocked', '=', false)
    .where((eb) =>
      groupId === null
        ? eb('u.role', 'in', ['STUDENT', 'INSTRUCTOR'])
        : eb.or([
            eb.and([
              eb('u.role', '=', 'STUDENT'),
              eb('u.id', 'in', eb.selectFrom('student_profiles as sp').select('sp.user_id').where('sp.group_id', '=', groupId)),
            ]),
            eb.and([
              eb('u.role', '=', 'INSTRUCTOR'),
              eb(
                'u.id',
                'in',
                eb
                  .selectFrom('course_instructors as ci')
                  .innerJoin('course_groups as cg', 'cg.course_id', 'ci.course_id')
                  .innerJoin('courses as c', 'c.id', 'ci.course_id')
                  .select('ci.instructor_id')
                  .where('cg.group_id', '=', groupId)
                  .where('c.deleted_at', 'is', null),
              ),
            ]),
          ]),
    )
    .execute();
  const ids = await notifyMany(
    trx,
    readers.map((r) => ({
      schoolId,
      userId: r.id,
      kind: NOTIFICATION_KINDS.ANNOUNCEMENT_PUBLISHED,
      params: { announcementId: a.id, text: a.text },
      at,
      onceKey: `announcement:${a.id}`,
    })),
  );
  return ids.length;
}

interface MaterialRow {
  id: number;
  name: string;
  lesson_id: number;
  lesson_name: string;
  course_id: number;
  course_name: string;
  show_date: Date;
}

function materialOf(trx: Db, table: 'tasks' | 'tests', schoolId: number, id: number) {
  return trx
    .selectFrom(`${table} as m` as 'tasks as m')
    .innerJoin('lessons as l', 'l.id', 'm.lesson_id')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select(['m.id', 'm.name', 'l.id as lesson_id', 'l.name as lesson_name', 'c.id as course_id', 'c.name as course_name', 'l.show_date'])
    .where('m.id', '=', id)
    .where('m.school_id', '=', schoolId)
    .where('l.deleted_at', 'is', null)
    .where('c.deleted_at', 'is', null);
}

async function notifyCourseStudents(
  trx: Db,
  schoolId: number,
  m: MaterialRow,
  make: (userId: number) => NotificationInput,
): Promise<number> {
  const students = await courseStudentIds(trx, schoolId, m.course_id).execute();
  return (
    await notifyMany(
      trx,
      students.map((s) => make(s.id)),
    )
  ).length;
}

const taskCreated =
  (schoolId: number, m: MaterialRow & { deadline: Date }, at: Date) =>
  (userId: number): NotificationInput => ({
    schoolId,
    userId,
    kind: NOTIFICATION_KINDS.TASK_CREATED,
    params: {
      taskId: m.id,
      taskName: m.name,
      lessonId: m.lesson_id,
      lessonName: m.lesson_name,
      courseId: m.course_id,
      courseName: m.course_name,
      deadline: new Date(m.deadline).toISOString(),
    },
    at,
    onceKey: `task-created:${m.id}`,
  });

const testCreated =
  (schoolId: number, m: MaterialRow, at: Date) =>
  (userId: number): NotificationInput => ({
    schoolId,
    userId,
    kind: NOTIFICATION_KINDS.TEST_CREATED,
    params: {
      testId: m.id,
      testName: m.name,
      lessonId: m.lesson_id,
      lessonName: m.lesson_name,
      courseId: m.course_id,
      courseName: m.course_name,
    },
    at,
    onceKey: `test-created:${m.id}`,
  });

/** Tells the course's students of a new task when its lesson is shown already (else the job does, later). */
export async function notifyTaskCreated(trx: Db, schoolId: number, taskId: number, at: Date): Promise<number> {
  const task = await materialOf(trx, 'tasks', schoolId, taskId).select('m.deadline').executeTakeFirst();
  if (!task || new Date(task.show_date).getTime() > at.getTime()) return 0;
  return notifyCourseStudents(trx, schoolId, task, taskCreated(schoolId, task, at));
}

/** Tells the course's students of a new test when its lesson is shown already (else the job does, later). */
export async function notifyTestCreated(trx: Db, schoolId: number, testId: number, at: Date): Promise<number> {
  const test = await materialOf(trx, 'tests', schoolId, testId).executeTakeFirst();
  if (!test || new Date(test.show_date).getTime() > at.getTime()) return 0;
  return notifyCourseStudents(trx, schoolId, test, testCreated(schoolId, test, at));
}

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
  return db
    .selectFrom(`${table} as m` as 'tasks as m')
    .innerJoin('lessons as l', 'l.id', 'm.lesson_id')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .where('l.deleted_at', 'is', null)
    .where('c.deleted_at', 'is', null)
    .where('l.show_date', '<=', now)
    .where('l.show_date', '>', new Date(now.getTime() - OPENED_LOOKBACK_MS));
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

/** The once-key of a deadline reminder: one per task and deadline. */
const deadlineKey = sql<string>`'task-deadline:' || m.id || ':' || floor(extract(epoch from m.deadline))::bigint`;

async function remindDeadlines(db: Db, now: Date): Promise<number> {
  const rows = await withStudents(
    db
      .selectFrom('tasks as m')
      .innerJoin('lessons as l', 'l.id', 'm.lesson_id')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .where('l.deleted_at', 'is', null)
      .where('c.deleted_at', 'is', null)
      .where('l.show_date', '<=', now),
  )
    .leftJoin('task_answers as a', (join) => join.onRef('a.task_id', '=', 'm.id').onRef('a.student_id', '=', 'u.id'))
    .select([
      'm.id',
      'm.name',
      'm.school_id',
      'm.deadline',
      'l.id as lesson_id',
      'c.id as course_id',
      'c.name as course_name',
      ...studentColumns,
      deadlineKey.as('once_key'),
    ])
    .where('m.deadline', '>', now)
    .where('m.deadline', '<=', new Date(now.getTime() + DEADLINE_SOON_MS))
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
