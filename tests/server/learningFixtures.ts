import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/index.js';
import { hashPassword } from '../../server/lib/crypto.js';
import { DEMO_PASSWORD, login } from './helpers.js';

/* Pieces shared by the lessons and materials tests. */

/** Gives a seeded or fixture account the demo password and logs it in. */
export async function loginUser(app: FastifyInstance, db: Db, userId: number): Promise<string> {
  const user = await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('id', '=', userId)
    .returning('email')
    .executeTakeFirstOrThrow();
  return login(app, user.email);
}

/** Assigns an instructor to a course straight in the database. */
export async function assign(db: Db, courseId: number, instructorId: number): Promise<void> {
  await db.insertInto('course_instructors').values({ course_id: courseId, instructor_id: instructorId }).execute();
}

/** Puts a group on a course straight in the database. */
export async function addGroupToCourse(db: Db, courseId: number, groupId: number): Promise<void> {
  await db.insertInto('course_groups').values({ course_id: courseId, group_id: groupId }).execute();
}

/** The live lessons of a course as [id, position] in order, read from the database. */
export async function positions(db: Db, courseId: number): Promise<Array<[number, number]>> {
  const rows = await db
    .selectFrom('lessons')
    .select(['id', 'position'])
    .where('course_id', '=', courseId)
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .execute();
  return rows.map((r) => [r.id, r.position]);
}
