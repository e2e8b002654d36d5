import type { TaskExtensionDto } from '../../../src/api/latePenalty.js';
import type { Db } from '../../db/index.js';
import { fullName } from '../../lib/names.js';
import { iso } from './repository.js';

/* Queries of deadline extensions: one student's own deadline for a task (task_extensions). */

/** A task's extensions, by the students' names. */
export async function extensionsOfTask(db: Db, schoolId: number, taskId: number): Promise<TaskExtensionDto[]> {
  const rows = await db
    .selectFrom('task_extensions as x')
    .innerJoin('users as u', 'u.id', 'x.student_id')
    .leftJoin('users as g', 'g.id', 'x.granted_by')
    .where('x.school_id', '=', schoolId)
    .where('x.task_id', '=', taskId)
    .select([
      'x.task_id',
      'x.student_id',
      'x.deadline',
      'x.updated_at',
      'u.first_name',
      'u.last_name',
      'g.first_name as granted_first',
      'g.last_name as granted_last',
    ])
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    taskId: row.task_id,
    studentId: row.student_id,
    studentFullName: fullName(row.first_name, row.last_name),
    deadline: iso(row.deadline),
    grantedByFullName: row.granted_first === null ? null : fullName(row.granted_first, row.granted_last ?? ''),
    updatedAt: iso(row.updated_at),
  }));
}

/** One student's extended deadlines of some tasks, by task id. */
export async function extensionsOfStudent(db: Db, schoolId: number, studentId: number, taskIds: number[]): Promise<Map<number, Date>> {
  if (!taskIds.length) return new Map();
  const rows = await db
    .selectFrom('task_extensions')
    .select(['task_id', 'deadline'])
    .where('school_id', '=', schoolId)
    .where('student_id', '=', studentId)
    .where('task_id', 'in', taskIds)
    .execute();
  return new Map(rows.map((row) => [row.task_id, new Date(row.deadline)]));
}

/** Grants or moves a student's extension. */
export async function upsertExtension(
  trx: Db,
  row: { task_id: number; student_id: number; school_id: number; deadline: Date; granted_by: number; at: Date },
): Promise<void> {
  const { at, ...values } = row;
  await trx
    .insertInto('task_extensions')
    .values({ ...values, created_at: at, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['task_id', 'student_id']).doUpdateSet({ deadline: values.deadline, granted_by: values.granted_by, updated_at: at }),
    )
    .execute();
}

/** Takes a student's extension back; answers whether there was one. */
export async function deleteExtension(trx: Db, taskId: number, studentId: number): Promise<boolean> {
  const gone = await trx.deleteFrom('task_extensions').where('task_id', '=', taskId).where('student_id', '=', studentId).executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}

/** The name of a course, for the texts that name it. */
export async function courseNameOf(db: Db, courseId: number): Promise<string> {
  const row = await db.selectFrom('courses').select('name').where('id', '=', courseId).executeTakeFirstOrThrow();
  return row.name;
}
