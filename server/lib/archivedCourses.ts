import { COURSE_ARCHIVED } from '../../src/api/courseCopy.js';
import type { Db } from '../db/index.js';
import type { CourseRefKind } from './archivedCourseRoutes.js';
import { instructorCourseIds, studentCourseIds, type CourseUser } from './courseAccess.js';
import { AppError } from './errors.js';

/*
 * An archived course (courses.archived_at set) is a finished term kept as it was: it reads as
 * before, counts in ratings and analytics, and refuses every write to what it holds with 409
 * (archivedCourseRoutes.ts lists the writes; server/plugins/archivedCourses.ts applies it).
 */

/** The id of the course a row of `kind` belongs to, as a subquery. */
function courseIdOf(db: Db, kind: CourseRefKind, id: number) {
  switch (kind) {
    case 'course':
      return db.selectFrom('courses').select('id as course_id').where('id', '=', id);
    case 'lesson':
      return db.selectFrom('lessons').select('course_id').where('id', '=', id);
    case 'task':
      return db.selectFrom('tasks as k').innerJoin('lessons as l', 'l.id', 'k.lesson_id').select('l.course_id').where('k.id', '=', id);
    case 'test':
      return db.selectFrom('tests as q').innerJoin('lessons as l', 'l.id', 'q.lesson_id').select('l.course_id').where('q.id', '=', id);
    case 'answer':
      return db
        .selectFrom('task_answers as a')
        .innerJoin('tasks as k', 'k.id', 'a.task_id')
        .innerJoin('lessons as l', 'l.id', 'k.lesson_id')
        .select('l.course_id')
        .where('a.id', '=', id);
    case 'exam':
      return db.selectFrom('exams').select('course_id').where('id', '=', id);
  }
}

/**
 * 409 when the row belongs to an archived course the user reaches (an admin any of the school,
 * an instructor an assigned one, a student one of their group). Anything else passes: the
 * route's own guard answers 404 for what the user may not know exists.
 */
export async function refuseIfArchived(db: Db, user: CourseUser, kind: CourseRefKind, id: number): Promise<void> {
  const archived = await db
    .selectFrom('courses as c')
    .select('c.id')
    .where('c.id', 'in', courseIdOf(db, kind, id))
    .where('c.school_id', '=', user.schoolId)
    .where('c.deleted_at', 'is', null)
    .where('c.archived_at', 'is not', null)
    .$if(user.role === 'INSTRUCTOR', (q) => q.where('c.id', 'in', instructorCourseIds(db, user)))
    .$if(user.role === 'STUDENT', (q) => q.where('c.id', 'in', studentCourseIds(db, user)))
    .executeTakeFirst();
  if (archived) throw new AppError(409, 'courseCopy.archived', {}, { code: COURSE_ARCHIVED });
}
