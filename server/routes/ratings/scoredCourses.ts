import type { Db } from '../../db/index.js';
import { courseFacts, courseRules, dueOverrides, type CourseRules } from './factsRepository.js';
import { scoreRows, type ScoredStudent } from './totals.js';

/**
 * Every student of the courses scored and placed at `now`: the one read behind the course
 * table, a student's own row, the classmates' ranking, group means, standings and analytics,
 * so they all show the same totals.
 */
export async function scoredCourses(
  db: Db,
  schoolId: number,
  courseIds: number[],
  now: Date,
): Promise<{ rows: ScoredStudent[]; courses: Map<number, CourseRules> }> {
  // One connection on PGlite anyway; on PostgreSQL the three run side by side.
  const [facts, courses, overrides] = await Promise.all([
    courseFacts(db, { schoolId, courseIds }),
    courseRules(db, schoolId, courseIds, now),
    dueOverrides(db, courseIds, now),
  ]);
  return { rows: scoreRows(facts, courses, overrides), courses };
}
