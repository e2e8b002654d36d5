import type { StudentCourseOverview, StudentExamMark, StudentOverviewDto } from '../../../src/api/people.js';
import type { Db } from '../../db/index.js';
import { accountFacts } from '../../lib/personAccounts.js';
import { findStudent } from './repository.js';
import { studentStandings } from '../ratings/repository.js';

/* What a student's page shows beyond their record: their courses with their standing, and their exam marks. */

/** The live courses of the student's live group, by name, each with their rating standing and any course block. */
export async function studentCourses(db: Db, schoolId: number, studentId: number, now: Date): Promise<StudentCourseOverview[]> {
  const rows = await db
    .selectFrom('student_profiles as sp')
    .innerJoin('groups as g', 'g.id', 'sp.group_id')
    .innerJoin('course_groups as cg', 'cg.group_id', 'g.id')
    .innerJoin('courses as c', 'c.id', 'cg.course_id')
    .select((eb) => [
      'c.id',
      'c.name',
      eb
        .exists(
          eb
            .selectFrom('course_student_blocks as b')
            .select('b.course_id')
            .whereRef('b.course_id', '=', 'c.id')
            .where('b.student_id', '=', studentId),
        )
        .as('blocked'),
    ])
    .where('sp.user_id', '=', studentId)
    .where('g.deleted_at', 'is', null)
    .where('c.school_id', '=', schoolId)
    .where('c.deleted_at', 'is', null)
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
  const standings = await studentStandings(
    db,
    schoolId,
    rows.map((r) => r.id),
    studentId,
    now,
  );
  return rows.map((r) => {
    const s = standings.get(r.id);
    return {
      courseId: r.id,
      courseName: r.name,
      isBlockedInCourse: Boolean(r.blocked),
      tasksTotal: s?.tasksTotal ?? 0,
      testsTotal: s?.testsTotal ?? 0,
      examsAverage: s?.examsAverage ?? 0,
      total: s?.total ?? 0,
      place: s?.place ?? 0,
      studentsCount: s?.studentsCount ?? 0,
    };
  });
}

/** Every exam of these courses by date, with the student's mark or null. */
export async function studentExams(db: Db, schoolId: number, courses: Array<{ courseId: number; courseName: string }>, studentId: number) {
  if (!courses.length) return [];
  const names = new Map(courses.map((c) => [c.courseId, c.courseName]));
  const rows = await db
    .selectFrom('exams as e')
    .leftJoin('exam_marks as m', (join) => join.onRef('m.exam_id', '=', 'e.id').on('m.student_id', '=', studentId))
    .select(['e.id', 'e.course_id', 'e.name', 'e.date', 'm.mark'])
    .where('e.school_id', '=', schoolId)
    .where('e.course_id', 'in', [...names.keys()])
    .orderBy('e.date')
    .orderBy('e.id')
    .execute();
  return rows.map((r): StudentExamMark => ({
    examId: r.id,
    courseId: r.course_id,
    courseName: names.get(r.course_id) ?? '',
    name: r.name,
    date: String(r.date),
    mark: r.mark ?? null,
  }));
}

/** A live student's page (GET students/{id}/overview), or undefined when there is no such student in the school. */
export async function studentOverview(db: Db, schoolId: number, id: number, now: Date): Promise<StudentOverviewDto | undefined> {
  const [student, facts] = await Promise.all([findStudent(db, schoolId, id), accountFacts(db, schoolId, id, 'STUDENT', now)]);
  if (!student || !facts) return undefined;
  const courses = await studentCourses(db, schoolId, id, now);
  const exams = await studentExams(db, schoolId, courses, id);
  const group = student.groupId !== null && student.groupName !== null ? { groupId: student.groupId, groupName: student.groupName } : null;
  return { studentId: id, isBlocked: student.isBlocked, ...facts, group, courses, exams };
}
