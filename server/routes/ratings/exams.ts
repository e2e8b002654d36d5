import type { ExamDto, ExamInput } from '../../../src/api/ratings.js';
import type { Db } from '../../db/index.js';
import { courseOfInstructor, type CourseUser } from '../../lib/courseAccess.js';
import { AppError, notFound } from '../../lib/errors.js';
import { checkDate, requiredText } from '../../lib/schemas.js';
import { toExamDto } from './repository.js';

/* Exams of a course and their marks: the instructor of the course writes them. */

export interface ExamRow {
  id: number;
  course_id: number;
  name: string;
  date: string;
}

export async function createExam(db: Db, user: CourseUser, courseId: number, input: ExamInput): Promise<ExamDto> {
  const course = await courseOfInstructor(db, user, courseId);
  checkDate(input.date, 'date');
  const row = await db
    .insertInto('exams')
    .values({
      school_id: course.schoolId,
      course_id: course.id,
      name: requiredText(input.name, 'name'),
      date: input.date,
      created_by: user.id,
    })
    .returning(['id', 'course_id', 'name', 'date'])
    .executeTakeFirstOrThrow();
  return toExamDto(row);
}

/** An exam of a course the instructor is assigned to; 404 for any other. */
export async function examOfInstructor(db: Db, user: CourseUser, examId: number): Promise<ExamRow> {
  const exam = await db
    .selectFrom('exams')
    .select(['id', 'course_id', 'name', 'date'])
    .where('id', '=', examId)
    .where('school_id', '=', user.schoolId)
    .executeTakeFirst();
  if (!exam) throw notFound();
  await courseOfInstructor(db, user, exam.course_id);
  return exam;
}

export async function deleteExam(db: Db, user: CourseUser, examId: number): Promise<void> {
  const exam = await examOfInstructor(db, user, examId);
  await db.deleteFrom('exams').where('id', '=', exam.id).execute();
}

/** Is the user a live student of one of the course's live groups (blocked on it or not)? */
async function isCourseStudent(db: Db, schoolId: number, courseId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('student_profiles as sp', 'sp.user_id', 'u.id')
    .innerJoin('groups as g', 'g.id', 'sp.group_id')
    .innerJoin('course_groups as cg', 'cg.group_id', 'g.id')
    .select('u.id')
    .where('u.id', '=', studentId)
    .where('u.school_id', '=', schoolId)
    .where('u.role', '=', 'STUDENT')
    .where('u.deleted_at', 'is', null)
    .where('g.deleted_at', 'is', null)
    .where('cg.course_id', '=', courseId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Gives (or, with null, takes away) a student's mark; 400 naming studentId for anyone not on the course. */
export async function giveMark(db: Db, user: CourseUser, examId: number, studentId: number, mark: number | null, now: Date): Promise<void> {
  const exam = await examOfInstructor(db, user, examId);
  if (!(await isCourseStudent(db, user.schoolId, exam.course_id, studentId))) {
    throw new AppError(400, 'ratings.notCourseStudent', { id: studentId }, { field: 'studentId' });
  }
  if (mark === null) {
    await db.deleteFrom('exam_marks').where('exam_id', '=', exam.id).where('student_id', '=', studentId).execute();
    return;
  }
  await db
    .insertInto('exam_marks')
    .values({ exam_id: exam.id, student_id: studentId, mark, given_by: user.id, updated_at: now })
    .onConflict((oc) => oc.columns(['exam_id', 'student_id']).doUpdateSet({ mark, given_by: user.id, updated_at: now }))
    .execute();
}
