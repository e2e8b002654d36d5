import type { CourseCopyInput } from '../../../src/api/courseCopy.js';
import type { Db } from '../../db/index.js';
import type { CourseUser } from '../../lib/courseAccess.js';
import { assertNameFree, liveNameOr404 } from '../../lib/namedEntity.js';
import { lockNames } from '../../lib/nameLocks.js';
import { requiredText } from '../../lib/schemas.js';
import { schoolTimeZone } from '../../lib/schoolTimeZone.js';
import { copyCourseRows } from './copyRepository.js';
import { COURSE_KIND } from './repository.js';

/**
 * Copies a live course of the user's school for a new term, in one transaction: its lessons
 * and their materials, tasks and tests, its question bank, exams, rating distribution and
 * instructors, every date moved by the offset (copyTables.ts says what, column by column); no
 * student's work, and no groups. Answers the copy's id. 404 for a course the school has not
 * (live), 400 for a blank name, 409 for a taken one.
 *
 * Read committed, as a new course's name check must be: a snapshot taken before the name lock
 * could miss a course of that name committed while waiting for it. Each table is then read as
 * it stands when copied; a row added meanwhile under a lesson copied already is left behind.
 */
export async function copyCourse(db: Db, user: CourseUser, sourceId: number, input: CourseCopyInput, now: Date): Promise<number> {
  await liveNameOr404(db, 'courses', user.schoolId, sourceId);
  const name = requiredText(input.courseName, COURSE_KIND.nameField);
  const timeZone = await schoolTimeZone(db, user.schoolId);
  return db.transaction().execute(async (trx) => {
    await lockNames(trx, 'courses', user.schoolId);
    await assertNameFree(trx, COURSE_KIND, user.schoolId, name);
    // Trashed since the check above: 404 still.
    await liveNameOr404(trx, 'courses', user.schoolId, sourceId);
    return copyCourseRows(trx, { sourceId, name, actorId: user.id, now, offsetDays: input.dateOffsetDays, timeZone });
  });
}
