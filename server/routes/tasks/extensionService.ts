import type { Db } from '../../db/index.js';
import { isCourseStudent, type CourseUser } from '../../lib/courseAccess.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { NOTIFICATION_KINDS, notify } from '../../lib/notifications.js';
import { courseNameOf, deleteExtension, upsertExtension } from './extensionsRepository.js';
import { settleLateness } from './lateness.js';
import { reachTask, type TaskRow } from './repository.js';

/*
 * Deadline extensions: an instructor gives one student a later deadline for a task. It may lie
 * in the past (to forgive an answer already sent late), but always after the task's own
 * deadline, which an extension only ever moves later. Granting, moving or taking one back
 * settles the student's lateness anew (an answer sent before the new deadline is not late and
 * loses nothing) and tells the student their deadline, in the same transaction.
 */

/** The task and the student, both reachable by this instructor; 404 otherwise. */
async function taskAndStudent(db: Db, user: CourseUser, taskId: number, studentId: number, now: Date): Promise<TaskRow> {
  const { task } = await reachTask(db, user, taskId, now, 'instructor');
  if (!(await isCourseStudent(db, user.schoolId, task.course_id, studentId))) throw notFound();
  return task;
}

async function tellDeadline(trx: Db, user: CourseUser, task: TaskRow, studentId: number, deadline: Date, now: Date): Promise<void> {
  await notify(trx, {
    schoolId: user.schoolId,
    userId: studentId,
    kind: NOTIFICATION_KINDS.TASK_DEADLINE_CHANGED,
    params: {
      taskId: task.id,
      taskName: task.name,
      lessonId: task.lesson_id,
      courseId: task.course_id,
      courseName: await courseNameOf(trx, task.course_id),
      deadline: deadline.toISOString(),
    },
    at: now,
  });
}

/** Grants a student a later deadline, or moves the one they have. */
export async function grantExtension(
  db: Db,
  user: CourseUser,
  taskId: number,
  studentId: number,
  deadline: Date,
  now: Date,
): Promise<void> {
  const task = await taskAndStudent(db, user, taskId, studentId, now);
  if (deadline.getTime() <= new Date(task.deadline).getTime()) throw badRequest('extensions.notLater', 'deadline');
  await db.transaction().execute(async (trx) => {
    await upsertExtension(trx, {
      task_id: task.id,
      student_id: studentId,
      school_id: user.schoolId,
      deadline,
      granted_by: user.id,
      at: now,
    });
    await settleLateness(trx, task.id, studentId);
    await tellDeadline(trx, user, task, studentId, deadline, now);
  });
}

/** Takes an extension back: the task's deadline holds for the student again. 404 when they had none. */
export async function revokeExtension(db: Db, user: CourseUser, taskId: number, studentId: number, now: Date): Promise<void> {
  const task = await taskAndStudent(db, user, taskId, studentId, now);
  await db.transaction().execute(async (trx) => {
    if (!(await deleteExtension(trx, task.id, studentId))) throw notFound();
    await settleLateness(trx, task.id, studentId);
    await tellDeadline(trx, user, task, studentId, new Date(task.deadline), now);
  });
}
