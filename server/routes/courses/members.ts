import type { CourseStudentDto } from '../../../src/api/types.js';
import type { Db } from '../../db/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOf, searchMatch, type PageQuery } from '../../lib/listing.js';
import { liveName } from '../../lib/namedEntity.js';
import type { SessionUser } from '../../plugins/auth.js';
import { countInt } from '../../db/sql.js';
import { personSearchText, schoolStudents, studentColumns, toStudentDto } from '../groups/students.js';
import { dropStaleCourseBlocks } from './blocks.js';
import { liveCourses } from './repository.js';

/*
 * A course's people: its instructors, its groups (whose students follow the course) and the
 * per-course blocks of those students.
 */

/**
 * 404 unless the course is live in the caller's school and, for an instructor, assigned to
 * them: an instructor cannot tell another's course from a missing one.
 */
export async function assertCourseVisible(db: Db, user: Pick<SessionUser, 'id' | 'schoolId' | 'role'>, courseId: number): Promise<void> {
  const row = await liveCourses(db, user.schoolId)
    .select('c.id')
    .where('c.id', '=', courseId)
    .$if(user.role !== 'ADMIN', (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('course_instructors as ci')
            .select('ci.course_id')
            .whereRef('ci.course_id', '=', 'c.id')
            .where('ci.instructor_id', '=', user.id),
        ),
      ),
    )
    .executeTakeFirst();
  if (!row) throw notFound();
}

/** Assigns instructors; every id must be a live instructor of the school (else 404 naming it). */
export async function assignInstructors(db: Db, schoolId: number, courseId: number, instructorIds: number[]): Promise<void> {
  const ids = [...new Set(instructorIds)];
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('role', '=', 'INSTRUCTOR')
    .where('deleted_at', 'is', null)
    .where('id', 'in', ids)
    .execute();
  const missing = ids.find((id) => !found.some((row) => row.id === id));
  if (missing !== undefined) throw new AppError(404, 'courses.instructorNotFound', { id: missing }, { field: 'instructorsIds' });
  await db
    .insertInto('course_instructors')
    .values(ids.map((instructor_id) => ({ course_id: courseId, instructor_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeInstructor(db: Db, schoolId: number, courseId: number, instructorId: number): Promise<void> {
  const result = await db
    .deleteFrom('course_instructors')
    .where('course_id', '=', courseId)
    .where('instructor_id', '=', instructorId)
    // Only a live instructor of this school: a trashed one answers 404 like everywhere else.
    .where('instructor_id', 'in', (eb) =>
      eb
        .selectFrom('users')
        .select('id')
        .where('school_id', '=', schoolId)
        .where('role', '=', 'INSTRUCTOR')
        .where('deleted_at', 'is', null),
    )
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError(404, 'courses.instructorNotAssigned', {}, { field: 'teacherId' });
}

/** Puts a live group of the school on the course; adding it twice changes nothing. */
export async function addGroup(db: Db, schoolId: number, courseId: number, groupId: number): Promise<void> {
  if ((await liveName(db, 'groups', schoolId, groupId)) === undefined)
    throw new AppError(404, 'courses.groupNotFound', {}, { field: 'groupId' });
  await db
    .insertInto('course_groups')
    .values({ course_id: courseId, group_id: groupId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Takes a group off the course. Its students leave the course with it, so their per-course
 * blocks go too: a block belongs to a student's membership, and the group rejoining later
 * starts afresh rather than silently re-applying an old block.
 */
export async function removeGroup(db: Db, schoolId: number, courseId: number, groupId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('course_groups')
      .where('course_id', '=', courseId)
      .where('group_id', '=', groupId)
      .where('group_id', 'in', (eb) =>
        eb.selectFrom('groups').select('id').where('school_id', '=', schoolId).where('deleted_at', 'is', null),
      )
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new AppError(404, 'courses.groupNotOnCourse', {}, { field: 'groupId' });
    await dropStaleCourseBlocks(trx, { courseId });
  });
}

/** The course's students: the live students of its live groups. */
function courseStudents(db: Db, schoolId: number, courseId: number) {
  return schoolStudents(db, schoolId)
    .where('g.deleted_at', 'is', null)
    .where('sp.group_id', 'in', (eb) => eb.selectFrom('course_groups').select('group_id').where('course_id', '=', courseId));
}

export async function listCourseStudents(
  db: Db,
  schoolId: number,
  courseId: number,
  query: PageQuery,
): Promise<{ objects: CourseStudentDto[]; count: number }> {
  const base = courseStudents(db, schoolId, courseId).where(searchMatch(query.search, personSearchText));
  const { limit, offset } = pageOf(query);
  const [rows, total] = await Promise.all([
    base
      .select(studentColumns)
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('course_student_blocks as b')
              .select('b.student_id')
              .whereRef('b.student_id', '=', 'u.id')
              .where('b.course_id', '=', courseId),
          )
          .as('blocked_in_course'),
      )
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(countInt.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    objects: rows.map((row) => ({ ...toStudentDto(row), isBlockedInCourse: Boolean(row.blocked_in_course) })),
    count: Number(total.n),
  };
}

/** Blocks (or unblocks) a student on this course alone; only a student of the course. */
export async function setStudentBlocked(
  db: Db,
  schoolId: number,
  courseId: number,
  studentId: number,
  blocked: boolean,
  now: Date,
): Promise<void> {
  const student = await courseStudents(db, schoolId, courseId).select('u.id').where('u.id', '=', studentId).executeTakeFirst();
  if (!student) throw new AppError(404, 'courses.studentNotOnCourse', {}, { field: 'studentId' });
  if (blocked) {
    await db
      .insertInto('course_student_blocks')
      .values({ course_id: courseId, student_id: studentId, blocked_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db.deleteFrom('course_student_blocks').where('course_id', '=', courseId).where('student_id', '=', studentId).execute();
  }
}
