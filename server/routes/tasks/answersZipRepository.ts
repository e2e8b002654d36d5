import type { AnswerFile, AnswerStatus } from '../../../src/api/tasks.js';
import type { Db } from '../../db/index.js';

/** One student's answer as the zip of a task's answers holds it. */
export interface ZipAnswer {
  firstName: string;
  lastName: string;
  text: string;
  links: string[];
  status: AnswerStatus;
  points: number | null;
  daysLate: number;
  comment: string | null;
  submittedAt: Date;
  /** In the order the student attached them; `storageKey` null when the file row is gone. */
  files: Array<{ name: string; storageKey: string | null }>;
}

/**
 * Every answer of a task with its files' stored keys, by student surname then name. The files
 * are looked up in the school's own table, so an answer can never reach another school's bytes.
 */
export async function answersForZip(db: Db, schoolId: number, taskId: number): Promise<ZipAnswer[]> {
  const rows = await db
    .selectFrom('task_answers as a')
    .innerJoin('users as u', 'u.id', 'a.student_id')
    .select([
      'a.text',
      'a.links',
      'a.files',
      'a.status',
      'a.points',
      'a.days_late',
      'a.comment',
      'a.submitted_at',
      'u.first_name',
      'u.last_name',
    ])
    .where('a.school_id', '=', schoolId)
    .where('a.task_id', '=', taskId)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('a.id')
    .execute();
  const attached = rows.map((row) => (row.files ?? []) as AnswerFile[]);
  const ids = [...new Set(attached.flat().map((file) => file.fileId))];
  const stored = ids.length
    ? await db.selectFrom('files').select(['id', 'storage_key']).where('school_id', '=', schoolId).where('id', 'in', ids).execute()
    : [];
  const keyOf = new Map(stored.map((file) => [file.id, file.storage_key]));
  return rows.map((row, index) => ({
    firstName: row.first_name,
    lastName: row.last_name,
    text: row.text,
    links: (row.links ?? []) as string[],
    status: row.status,
    points: row.points,
    daysLate: row.days_late,
    comment: row.comment,
    submittedAt: row.submitted_at,
    files: attached[index]!.map((file) => ({ name: file.name, storageKey: keyOf.get(file.fileId) ?? null })),
  }));
}
