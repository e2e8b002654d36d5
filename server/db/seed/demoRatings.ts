import type { Db } from '../index.js';

/*
 * The demo course's exams and rating distribution: a midterm already marked for most of the
 * course's students (the demo student too; one student is still without a mark, which counts
 * 0), a final exam not marked yet, and a 40/30/30 distribution, so the rating table, the
 * student's own row and the group rating all have something to show. Runs after the lessons,
 * tasks and tests seeds, inside the demo transaction; dates are fixed like theirs.
 */

const EXAMS = [
  { name: 'Midterm exam', date: '2026-12-15', marked: true },
  { name: 'Final exam', date: '2027-01-25', marked: false },
];

export async function seedDemoRatings(trx: Db, demo: { schoolId: number; courseId: number; instructorId: number }): Promise<void> {
  const students = await trx
    .selectFrom('course_groups as cg')
    .innerJoin('groups as g', 'g.id', 'cg.group_id')
    .innerJoin('student_profiles as sp', 'sp.group_id', 'g.id')
    .innerJoin('users as u', 'u.id', 'sp.user_id')
    .select(['u.id', 'u.email'])
    .where('cg.course_id', '=', demo.courseId)
    .where('g.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .where('u.role', '=', 'STUDENT')
    .orderBy('u.id')
    .execute();
  for (const exam of EXAMS) {
    const { id } = await trx
      .insertInto('exams')
      .values({ school_id: demo.schoolId, course_id: demo.courseId, name: exam.name, date: exam.date, created_by: demo.instructorId })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!exam.marked || !students.length) continue;
    // Every student but the last gets a mark from 55 to 99; the demo student gets 85.
    const marks = students.slice(0, -1).map((s, i) => ({
      exam_id: id,
      student_id: s.id,
      mark: s.email === 'student@demo.test' ? 85 : 55 + ((i * 17) % 45),
      given_by: demo.instructorId,
    }));
    if (marks.length) await trx.insertInto('exam_marks').values(marks).execute();
  }
  await trx
    .insertInto('rating_distributions')
    .values({ course_id: demo.courseId, tasks_percent: 40, tests_percent: 30, exams_percent: 30, updated_by: demo.instructorId })
    .execute();
}
