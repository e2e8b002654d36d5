import type { AccommodationDto, AccommodationInput } from '../../../src/api/quizWindow.js';
import type { Db } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { fullName } from '../../lib/names.js';
import type { QuizRow } from './access.js';
import { toAccommodation } from './quizWindows.js';

/*
 * Students' accommodations on a test (extra time, a personal window), as the instructor of the
 * course keeps them. Only a student of the course has one: the live students of its live
 * groups, the people the results list. One who leaves the course keeps the row (it is theirs
 * should they come back) but drops out of the list.
 */

/** The live students of the test's course (its live groups). */
function courseStudents(db: Db, test: QuizRow) {
  return db
    .selectFrom('users as u')
    .innerJoin('student_profiles as sp', 'sp.user_id', 'u.id')
    .innerJoin('groups as g', 'g.id', 'sp.group_id')
    .where('u.school_id', '=', test.schoolId)
    .where('u.role', '=', 'STUDENT')
    .where('u.deleted_at', 'is', null)
    .where('g.deleted_at', 'is', null)
    .where('sp.group_id', 'in', db.selectFrom('course_groups').select('group_id').where('course_id', '=', test.courseId));
}

type Row = {
  student_id: number;
  first_name: string;
  last_name: string;
  extra_time_percent: number;
  opens_at: Date | null;
  closes_at: Date | null;
  extra_attempts: number;
};

function toDto(row: Row): AccommodationDto {
  const own = toAccommodation(row);
  return {
    studentId: row.student_id,
    studentFullName: fullName(row.first_name, row.last_name),
    extraTimePercent: own.extraTimePercent,
    opensAt: own.opensAt?.toISOString() ?? null,
    closesAt: own.closesAt?.toISOString() ?? null,
    extraAttempts: own.extraAttempts,
  };
}

/** The accommodations of the course's students on the test, by name. */
export async function listAccommodations(db: Db, test: QuizRow): Promise<AccommodationDto[]> {
  const rows = await courseStudents(db, test)
    .innerJoin('test_accommodations as ta', (join) => join.onRef('ta.student_id', '=', 'u.id').on('ta.test_id', '=', test.id))
    .select(['ta.student_id', 'u.first_name', 'u.last_name', 'ta.extra_time_percent', 'ta.opens_at', 'ta.closes_at', 'ta.extra_attempts'])
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  return rows.map(toDto);
}

/**
 * Creates or replaces a student's accommodation (a window side left out is none: the test's
 * applies). 404 unless they are a student of the course. Attempts already started keep
 * their deadline; it applies to starts from now on.
 */
export async function saveAccommodation(db: Db, test: QuizRow, studentId: number, input: AccommodationInput, now: Date) {
  const student = await courseStudents(db, test).select(['u.first_name', 'u.last_name']).where('u.id', '=', studentId).executeTakeFirst();
  if (!student) throw notFound();
  const values = {
    extra_time_percent: input.extraTimePercent,
    opens_at: input.opensAt === null ? null : new Date(input.opensAt),
    closes_at: input.closesAt === null ? null : new Date(input.closesAt),
    extra_attempts: input.extraAttempts,
    updated_at: now,
  };
  const row = await db
    .insertInto('test_accommodations')
    .values({ school_id: test.schoolId, test_id: test.id, student_id: studentId, ...values, created_at: now })
    .onConflict((oc) => oc.columns(['test_id', 'student_id']).doUpdateSet(values))
    .returning(['student_id', 'extra_time_percent', 'opens_at', 'closes_at', 'extra_attempts'])
    .executeTakeFirstOrThrow();
  return toDto({ ...row, ...student });
}

/** Removes a student's accommodation; 404 when they have none on this test. */
export async function deleteAccommodation(db: Db, test: QuizRow, studentId: number): Promise<void> {
  const deleted = await db
    .deleteFrom('test_accommodations')
    .where('test_id', '=', test.id)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound();
}
