import type { Db } from '../../db/index.js';

/* Queries of exams and their marks. */

export interface ExamRow {
  id: number;
  course_id: number;
  name: string;
  date: string;
}

export function insertExam(db: Db, exam: { school_id: number; course_id: number; name: string; date: string; created_by: number }) {
  return db.insertInto('exams').values(exam).returning(['id', 'course_id', 'name', 'date']).executeTakeFirstOrThrow();
}

/** An exam of this school, or undefined. */
export function examById(db: Db, schoolId: number, examId: number) {
  return db
    .selectFrom('exams')
    .select(['id', 'course_id', 'name', 'date'])
    .where('id', '=', examId)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
}

export async function deleteExamRow(db: Db, examId: number): Promise<void> {
  await db.deleteFrom('exams').where('id', '=', examId).execute();
}

export async function deleteMark(db: Db, examId: number, studentId: number): Promise<void> {
  await db.deleteFrom('exam_marks').where('exam_id', '=', examId).where('student_id', '=', studentId).execute();
}

/** Sets a student's mark, replacing any earlier one. */
export async function upsertMark(db: Db, examId: number, studentId: number, mark: number, givenBy: number, now: Date): Promise<void> {
  await db
    .insertInto('exam_marks')
    .values({ exam_id: examId, student_id: studentId, mark, given_by: givenBy, updated_at: now })
    .onConflict((oc) => oc.columns(['exam_id', 'student_id']).doUpdateSet({ mark, given_by: givenBy, updated_at: now }))
    .execute();
}
