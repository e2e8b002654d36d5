import type { ExamDto, ExamInput } from '../../../src/api/ratings.js';
import type { Db } from '../../db/index.js';
import { courseOfInstructor, type CourseUser, isCourseStudent } from '../../lib/courseAccess.js';
import { AppError, notFound } from '../../lib/errors.js';
import { checkDate, requiredText } from '../../lib/schemas.js';
import { deleteExamRow, deleteMark, examById, insertExam, upsertMark, type ExamRow } from './examsRepository.js';
import { toExamDto } from './repository.js';

/* Exams of a course and their marks: the instructor of the course writes them. */

export async function createExam(db: Db, user: CourseUser, courseId: number, input: ExamInput): Promise<ExamDto> {
  const course = await courseOfInstructor(db, user, courseId);
  checkDate(input.date, 'date');
  const row = await insertExam(db, {
    school_id: course.schoolId,
    course_id: course.id,
    name: requiredText(input.name, 'name'),
    date: input.date,
    created_by: user.id,
  });
  return toExamDto(row);
}

/** An exam of a course the instructor is assigned to; 404 for any other. */
export async function examOfInstructor(db: Db, user: CourseUser, examId: number): Promise<ExamRow> {
  const exam = await examById(db, user.schoolId, examId);
  if (!exam) throw notFound();
  await courseOfInstructor(db, user, exam.course_id);
  return exam;
}

export async function deleteExam(db: Db, user: CourseUser, examId: number): Promise<void> {
  const exam = await examOfInstructor(db, user, examId);
  await deleteExamRow(db, exam.id);
}

/** Gives (or, with null, takes away) a student's mark; 400 naming studentId for anyone not on the course. */
export async function giveMark(db: Db, user: CourseUser, examId: number, studentId: number, mark: number | null, now: Date): Promise<void> {
  const exam = await examOfInstructor(db, user, examId);
  if (!(await isCourseStudent(db, user.schoolId, exam.course_id, studentId))) {
    throw new AppError(400, 'ratings.notCourseStudent', { id: studentId }, { field: 'studentId' });
  }
  if (mark === null) {
    await deleteMark(db, exam.id, studentId);
    return;
  }
  await upsertMark(db, exam.id, studentId, mark, user.id, now);
}
