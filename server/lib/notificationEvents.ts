import type { Db } from '../db/index.js';
import { NOTIFICATION_KINDS, notifyMany, type NotificationInput } from './notifications.js';
import { materialOf, taskCreated, testCreated, type MaterialRow } from './notificationMaterial.js';

/*
 * Who hears of a new announcement, task or test at once; the scheduled job
 * (./notificationJob.ts) tells the rest later. Each function runs in the caller's transaction;
 * each notification carries a once-key, so calling again (an announcement shown again, a job
 * run twice or in two processes at once) never tells anyone twice.
 *
 * - An announcement, once active: the users who can read it (server/routes/announcements):
 *   the students of its group and the instructors of the live courses that group studies; for
 *   an announcement to every group, every student and instructor of the school. Blocked and
 *   trashed accounts are left out. Activating it again, or moving it to another group, tells
 *   only those who have not heard of it.
 * - A task or test: the students who can open it, i.e. of the live groups on the course, not
 *   blocked on it, once its lesson is shown. Created in a lesson shown already: at once. In a
 *   lesson shown later: by the scheduled job.
 */

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

/** Tells the course's students of a new task when its lesson is shown already (else the job does, later). */
export async function notifyTaskCreated(trx: Db, schoolId: number, taskId: number, at: Date): Promise<number> {
  const task = await materialOf(trx, 'tasks', schoolId, taskId).select('m.deadline').executeTakeFirst();
  if (!task || new Date(task.show_date).getTime() > at.getTime()) return 0;
  return notifyCourseStudents(trx, schoolId, task, taskCreated(schoolId, task, at));
}

/** Tells the course's students of a new test when its lesson is shown already (else the job does, later). */
export async function notifyQuizCreated(trx: Db, schoolId: number, testId: number, at: Date): Promise<number> {
  const test = await materialOf(trx, 'tests', schoolId, testId).executeTakeFirst();
  if (!test || new Date(test.show_date).getTime() > at.getTime()) return 0;
  return notifyCourseStudents(trx, schoolId, test, testCreated(schoolId, test, at));
}
