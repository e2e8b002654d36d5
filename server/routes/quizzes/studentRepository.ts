import type { Db } from '../../db/index.js';

/* The SQL of the student's side of tests that no other module holds. */

/** The student's attempts at these tests, each test's latest last (a map by test keeps the latest). */
export function attemptStatesOf(db: Db, studentId: number, testIds: number[]) {
  return db
    .selectFrom('test_attempts')
    .select(['test_id', 'deadline', 'submitted_at', 'closed_reason', 'points', 'max_points', 'passed'])
    .where('student_id', '=', studentId)
    .where('test_id', 'in', testIds)
    .orderBy('attempt_no')
    .execute();
}

/** The student's accommodations on these tests, one row per test they have one on. */
export function accommodationsOf(db: Db, studentId: number, testIds: number[]) {
  return db
    .selectFrom('test_accommodations')
    .select(['test_id', 'extra_time_percent', 'opens_at', 'closes_at', 'extra_attempts'])
    .where('student_id', '=', studentId)
    .where('test_id', 'in', testIds)
    .execute();
}

/** The student's name, as their answers page shows it. */
export async function studentName(db: Db, studentId: number): Promise<{ firstName: string; lastName: string }> {
  const person = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', studentId).executeTakeFirstOrThrow();
  return { firstName: person.first_name, lastName: person.last_name };
}
