import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { notifyTaskCreated } from '../../lib/notificationEvents.js';
import { settleLateness } from './lateness.js';
import { insertTask, lockTask, topPointsGiven, updateTask, type NewTask, type TaskChanges } from './repository.js';

/* Writing tasks: each change and what follows from it in one transaction. */

/** Adds a task; the course's students hear of it with it (or once its lesson is shown: notificationEvents.ts). */
export async function createTask(db: Db, task: NewTask): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertTask(trx, task);
    await notifyTaskCreated(trx, task.school_id, id, task.created_at);
    return id;
  });
}

/**
 * Saves a task. The maximum cannot go below points already given (400 naming mark); a new
 * deadline or late-penalty rule decides anew which answers are late and what that costs.
 */
export async function saveTask(db: Db, taskId: number, changes: TaskChanges): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Locked, so a review cannot give more points than the new maximum meanwhile.
    await lockTask(trx, taskId);
    if (changes.max_points !== undefined) {
      const given = await topPointsGiven(trx, taskId);
      if (given !== null && given > changes.max_points) throw badRequest('tasks.markBelowPoints', 'mark', { points: given });
    }
    await updateTask(trx, taskId, changes);
    const lateness = changes.deadline ?? changes.late_penalty_per_day ?? changes.late_penalty_floor;
    if (lateness !== undefined) await settleLateness(trx, taskId);
  });
}
