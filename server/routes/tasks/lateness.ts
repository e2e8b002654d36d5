import { sql } from 'kysely';
import { settleAnswer } from '../../../src/api/latePenalty.js';
import type { Db } from '../../db/index.js';
import { studentDeadlineSql } from '../../lib/studentDeadline.js';

/*
 * Lateness, in one place: whether an answer is late, by how many days, what that costs under
 * the task's rule, and the points that count. All of it follows from what is stored (when the
 * answer was last sent, the student's deadline, the rule, the points the instructor gave), so
 * every change to any of those calls settleLateness in its transaction, and nothing else writes
 * these columns. An extension granted after an answer was graded takes its penalty back.
 */

export interface Settled {
  late: boolean;
  points: number | null;
}

/** Decides lateness anew for a task's answers (one student's, when given); answers each answer's result by id. */
export async function settleLateness(trx: Db, taskId: number, studentId?: number): Promise<Map<number, Settled>> {
  const rows = await trx
    .selectFrom('task_answers as a')
    .innerJoin('tasks as t', 't.id', 'a.task_id')
    .where('a.task_id', '=', taskId)
    .$if(studentId !== undefined, (q) => q.where('a.student_id', '=', studentId!))
    .select([
      'a.id',
      'a.status',
      'a.submitted_at',
      'a.points',
      'a.points_given',
      'a.late',
      'a.days_late',
      'a.penalty_percent',
      't.late_penalty_per_day',
      't.late_penalty_floor',
      studentDeadlineSql('t', sql.ref('a.student_id')).as('deadline'),
    ])
    .forUpdate('a')
    .execute();
  const out = new Map<number, Settled>();
  for (const row of rows) {
    const rule = { perDay: row.late_penalty_per_day, floor: row.late_penalty_floor };
    const now = settleAnswer({ status: row.status, submittedAt: row.submitted_at, pointsGiven: row.points_given }, rule, row.deadline);
    out.set(row.id, { late: now.late, points: now.points });
    const next = { late: now.late, days_late: now.daysLate, penalty_percent: now.penaltyPercent, points: now.points };
    if (
      next.late === row.late &&
      next.days_late === row.days_late &&
      next.penalty_percent === row.penalty_percent &&
      next.points === row.points
    )
      continue;
    await trx.updateTable('task_answers').set(next).where('id', '=', row.id).execute();
  }
  return out;
}
