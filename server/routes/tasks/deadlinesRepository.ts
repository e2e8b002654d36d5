import type { StudentDeadlineDto } from '../../../src/api/deadlines.js';
import type { Db } from '../../db/index.js';
import { studentBlockedCourseIds, studentCourseIds, type CourseUser } from '../../lib/courseAccess.js';
import { pageOf } from '../../lib/listing.js';
import { countInt } from '../../db/sql.js';
import { studentDeadlineSql } from '../../lib/studentDeadline.js';

/*
 * The student's upcoming deadlines (not in the SPEC; src/api/deadlines.ts): one call for the
 * home page instead of courses → lessons → tasks for every course. The tasks of shown lessons of
 * the student's courses (not those they are blocked on) whose deadline is still ahead by the
 * server's clock and which the student still owes: no answer, or one returned to send again.
 * The deadline is the student's own: their extension when they have one.
 */

const DEFAULT_SIZE = 10;

function owedTasks(db: Db, user: CourseUser, now: Date) {
  const deadline = studentDeadlineSql('t', user.id);
  return db
    .selectFrom('tasks as t')
    .innerJoin('lessons as l', 'l.id', 't.lesson_id')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .leftJoin('task_answers as a', (join) => join.onRef('a.task_id', '=', 't.id').on('a.student_id', '=', user.id))
    .where('t.school_id', '=', user.schoolId)
    .where('l.deleted_at', 'is', null)
    .where('l.show_date', '<=', now)
    .where(deadline, '>', now)
    .where('c.id', 'in', studentCourseIds(db, user))
    .where('c.id', 'not in', studentBlockedCourseIds(db, user))
    .where((eb) => eb.or([eb('a.id', 'is', null), eb('a.status', '=', 'NOT_ACCEPTED')]));
}

/** A page of the student's owed tasks, nearest deadline first, with how many there are. */
export async function listDeadlines(db: Db, user: CourseUser, query: { page?: number; size?: number }, now: Date) {
  const { limit, offset } = pageOf({ page: query.page, size: query.size || DEFAULT_SIZE });
  const [rows, total] = await Promise.all([
    owedTasks(db, user, now)
      .select([
        't.id as task_id',
        't.name as task_name',
        studentDeadlineSql('t', user.id).as('deadline'),
        't.max_points',
        'l.id as lesson_id',
        'l.name as lesson_name',
        'c.id as course_id',
        'c.name as course_name',
        'a.id as answer_id',
        'a.comment',
      ])
      .orderBy('deadline')
      .orderBy('t.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    owedTasks(db, user, now).select(countInt.as('n')).executeTakeFirstOrThrow(),
  ]);
  const objects: StudentDeadlineDto[] = rows.map((row) => ({
    taskId: row.task_id,
    taskName: row.task_name,
    deadline: new Date(row.deadline).toISOString(),
    mark: row.max_points,
    lessonId: row.lesson_id,
    lessonName: row.lesson_name,
    courseId: row.course_id,
    courseName: row.course_name,
    answer: row.answer_id === null ? null : { answerId: row.answer_id, status: 'NOT_ACCEPTED', comment: row.comment },
  }));
  return { objects, count: Number(total.n) };
}
