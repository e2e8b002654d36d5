import type { Db } from '../../db/index.js';

/**
 * Deletes the per-course blocks of students who are no longer on the course: their group left
 * it, or they moved to a group that is not on it. A block belongs to a student's membership of
 * a course, so coming back later starts afresh instead of silently re-applying an old block.
 * Narrow it to one course or one student; with neither it checks every block.
 */
export async function dropStaleCourseBlocks(db: Db, scope: { courseId?: number; studentId?: number }): Promise<void> {
  await db
    .deleteFrom('course_student_blocks as b')
    .$if(scope.courseId !== undefined, (q) => q.where('b.course_id', '=', scope.courseId as number))
    .$if(scope.studentId !== undefined, (q) => q.where('b.student_id', '=', scope.studentId as number))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('student_profiles as sp')
            .innerJoin('course_groups as cg', 'cg.group_id', 'sp.group_id')
            .select('sp.user_id')
            .whereRef('sp.user_id', '=', 'b.student_id')
            .whereRef('cg.course_id', '=', 'b.course_id'),
        ),
      ),
    )
    .execute();
}
