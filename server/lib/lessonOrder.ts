import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import { notFound } from './errors.js';

/*
 * The order of a course's lessons: positions 1..n among its live lessons, without gaps or
 * repeats. Every change of the order (create, drag, trash, restore) runs in a transaction
 * that first locks the course row (`lockLessonOrder`), so concurrent changes queue up and
 * each sees the order the previous one left. The unique index lessons_course_position_key
 * backs this up; renumbering passes through negative positions so that the index never
 * sees two rows on one place, whatever order PostgreSQL updates the rows in.
 */

/** Locks a course's lesson order until the transaction ends; 404 when there is no such course. */
export async function lockLessonOrder(trx: Db, courseId: number): Promise<void> {
  const row = await trx.selectFrom('courses').select('id').where('id', '=', courseId).forNoKeyUpdate().executeTakeFirst();
  if (!row) throw notFound();
}

/** The number of live lessons of a course. */
export async function liveLessonCount(trx: Db, courseId: number): Promise<number> {
  const row = await trx
    .selectFrom('lessons')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('course_id', '=', courseId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The place after the last live lesson: where a new or restored lesson goes. Call under the lock. */
export async function nextLessonPosition(trx: Db, courseId: number): Promise<number> {
  return (await liveLessonCount(trx, courseId)) + 1;
}

/** Turns the negative positions this transaction set back into positive ones. */
async function settleNegatives(trx: Db, courseId: number): Promise<void> {
  await trx
    .updateTable('lessons')
    .set({ position: sql<number>`-position` })
    .where('course_id', '=', courseId)
    .where('deleted_at', 'is', null)
    .where('position', '<', 0)
    .execute();
}

/** After a lesson left the live ones from `position`, moves those after it one place up. Call under the lock. */
export async function closeLessonGap(trx: Db, courseId: number, position: number): Promise<void> {
  await trx
    .updateTable('lessons')
    .set({ position: sql<number>`-(position - 1)` })
    .where('course_id', '=', courseId)
    .where('deleted_at', 'is', null)
    .where('position', '>', position)
    .execute();
  await settleNegatives(trx, courseId);
}

/**
 * Moves a live lesson to `target` (1-based), shifting the lessons in between by one place. A
 * target past the end means the last place. Call under the lock. Returns the place it took.
 */
export async function moveLesson(trx: Db, courseId: number, lessonId: number, target: number): Promise<number> {
  const lesson = await trx
    .selectFrom('lessons')
    .select('position')
    .where('id', '=', lessonId)
    .where('course_id', '=', courseId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!lesson) throw notFound();
  const from = lesson.position;
  const to = Math.max(1, Math.min(target, await liveLessonCount(trx, courseId)));
  if (from === to) return to;
  const live = trx.updateTable('lessons').where('course_id', '=', courseId).where('deleted_at', 'is', null);
  if (to < from) {
    // The lessons on [to, from - 1] move one place down the list.
    await live
      .set({ position: sql<number>`-(position + 1)` })
      .where('position', '>=', to)
      .where('position', '<', from)
      .execute();
  } else {
    // The lessons on [from + 1, to] move one place up the list.
    await live
      .set({ position: sql<number>`-(position - 1)` })
      .where('position', '>', from)
      .where('position', '<=', to)
      .execute();
  }
  await trx.updateTable('lessons').set({ position: -to }).where('id', '=', lessonId).execute();
  await settleNegatives(trx, courseId);
  return to;
}
