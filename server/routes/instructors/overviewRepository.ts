import type { InstructorCourseOverview, InstructorGroupOverview, InstructorOverviewDto } from '../../../src/api/people.js';
import type { Db } from '../../db/index.js';
import { accountFacts } from '../../lib/personAccounts.js';
import { findInstructor } from './repository.js';

/* What an instructor's page shows beyond their record: their courses, and the groups those courses teach. */

/** The instructor's live courses by name, each with its live groups and how many live students they hold. */
async function instructorCourses(db: Db, schoolId: number, instructorId: number): Promise<InstructorCourseOverview[]> {
  const rows = await db
    .selectFrom('course_instructors as ci')
    .innerJoin('courses as c', 'c.id', 'ci.course_id')
    .leftJoin('course_groups as cg', 'cg.course_id', 'c.id')
    .leftJoin('groups as g', (join) => join.onRef('g.id', '=', 'cg.group_id').on('g.deleted_at', 'is', null))
    .select((eb) => [
      'c.id as course_id',
      'c.name as course_name',
      'g.id as group_id',
      'g.name as group_name',
      eb
        .selectFrom('student_profiles as sp')
        .innerJoin('users as u', 'u.id', 'sp.user_id')
        .select((s) => s.fn.countAll<string>().as('n'))
        .whereRef('sp.group_id', '=', 'g.id')
        .where('u.role', '=', 'STUDENT')
        .where('u.deleted_at', 'is', null)
        .as('students'),
    ])
    .where('ci.instructor_id', '=', instructorId)
    .where('c.school_id', '=', schoolId)
    .where('c.deleted_at', 'is', null)
    .orderBy('c.name')
    .orderBy('c.id')
    .orderBy('g.name')
    .orderBy('g.id')
    .execute();
  const courses = new Map<number, InstructorCourseOverview>();
  for (const r of rows) {
    let course = courses.get(r.course_id);
    if (!course) courses.set(r.course_id, (course = { courseId: r.course_id, courseName: r.course_name, groups: [], studentsCount: 0 }));
    if (r.group_id === null || r.group_name === null) continue;
    const studentsCount = Number(r.students ?? 0);
    course.groups.push({ groupId: r.group_id, groupName: r.group_name, studentsCount });
    course.studentsCount += studentsCount;
  }
  return [...courses.values()];
}

/** Every group of these courses once, by name. */
function groupsOfCourses(courses: InstructorCourseOverview[]): InstructorGroupOverview[] {
  const groups = new Map<number, InstructorGroupOverview>();
  for (const c of courses) for (const g of c.groups) groups.set(g.groupId, g);
  return [...groups.values()].sort((a, b) => a.groupName.localeCompare(b.groupName) || a.groupId - b.groupId);
}

/** A live instructor's page (GET instructors/{id}/overview), or undefined when there is no such instructor in the school. */
export async function instructorOverview(db: Db, schoolId: number, id: number, now: Date): Promise<InstructorOverviewDto | undefined> {
  const [instructor, facts] = await Promise.all([findInstructor(db, schoolId, id), accountFacts(db, schoolId, id, 'INSTRUCTOR', now)]);
  if (!instructor || !facts) return undefined;
  const courses = await instructorCourses(db, schoolId, id);
  return { teacherId: id, isBlocked: instructor.isBlocked, ...facts, courses, groups: groupsOfCourses(courses) };
}
