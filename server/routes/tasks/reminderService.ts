import { sql } from 'kysely';
import { REMIND_AGAIN_AFTER_MS } from '../../../src/api/latePenalty.js';
import type { Db } from '../../db/index.js';
import type { CourseUser } from '../../lib/courseAccess.js';
import { badRequest } from '../../lib/errors.js';
import { fullName } from '../../lib/names.js';
import { NOTIFICATION_KINDS, notifyMany } from '../../lib/notifications.js';
import { userName } from './answersRepository.js';
import { courseNameOf } from './extensionsRepository.js';
import { studentsWithoutAnswer } from './owedRepository.js';
import { iso, reachTask } from './repository.js';

/*
 * The remind button of the notSubmitted tab: the course's instructor tells the students who have
 * not answered (all of them, or those picked) to send their answer, each with their own
 * deadline. A student reminded of the task within the last hour is skipped, so a button pressed
 * twice, or by two instructors, does not flood anyone.
 */

/** Who of these students was reminded of the task within REMIND_AGAIN_AFTER_MS. */
async function remindedLately(db: Db, taskId: number, studentIds: number[], now: Date): Promise<Set<number>> {
  if (!studentIds.length) return new Set();
  const rows = await db
    .selectFrom('notifications')
    .select('user_id')
    .where('user_id', 'in', studentIds)
    .where('kind', '=', NOTIFICATION_KINDS.TASK_REMINDED)
    .where(sql<boolean>`params->>'taskId' = ${String(taskId)}`)
    .where('created_at', '>', new Date(now.getTime() - REMIND_AGAIN_AFTER_MS))
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** Reminds the students who owe an answer; answers how many were told and how many skipped. */
export async function remindStudents(
  db: Db,
  user: CourseUser,
  taskId: number,
  studentIds: number[] | undefined,
  now: Date,
): Promise<{ reminded: number; skipped: number }> {
  const { task } = await reachTask(db, user, taskId, now, 'instructor');
  const owing = await studentsWithoutAnswer(db, user.schoolId, task.id);
  const picked = studentIds === undefined ? owing : owing.filter((s) => studentIds.includes(s.studentId));
  const stranger = studentIds?.find((id) => !owing.some((s) => s.studentId === id));
  // Someone who answered meanwhile, or never studied here: say so rather than skip them quietly.
  if (stranger !== undefined) throw badRequest('reminders.notOwing', 'studentIds', { id: stranger });
  const lately = await remindedLately(
    db,
    task.id,
    picked.map((s) => s.studentId),
    now,
  );
  const told = picked.filter((s) => !lately.has(s.studentId));
  if (told.length) {
    const [instructor, courseName] = await Promise.all([userName(db, user.id), courseNameOf(db, task.course_id)]);
    const params = {
      taskId: task.id,
      taskName: task.name,
      lessonId: task.lesson_id,
      courseId: task.course_id,
      courseName,
      instructorFullName: fullName(instructor.first_name, instructor.last_name),
    };
    await db.transaction().execute((trx) =>
      notifyMany(
        trx,
        told.map((s) => ({
          schoolId: user.schoolId,
          userId: s.studentId,
          kind: NOTIFICATION_KINDS.TASK_REMINDED,
          params: { ...params, deadline: s.extendedTo ?? iso(task.deadline) },
          at: now,
        })),
      ),
    );
  }
  return { reminded: told.length, skipped: picked.length - told.length };
}
