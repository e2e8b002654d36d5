import { sql } from 'kysely';
import type { CourseDto } from '../../../src/api/types.js';
import type { Db } from '../../db/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { asc, pageOf, searchMatch, sortedBy, type PageQuery, type SortColumns } from '../../lib/listing.js';
import { instructorCourseIds, studentBlockedCourseIds, studentCourseIds, type CourseUser } from '../../lib/courseAccess.js';
import type { NamedKind } from '../../lib/namedEntity.js';
import { countInt } from '../../db/sql.js';
import { fullName } from '../../lib/names.js';
import { fileLink } from '../files/repository.js';

/** The school's courses that are not in the trash, narrowed by a search text when given. */
export function liveCourses(db: Db, schoolId: number, search?: string) {
  return db
    .selectFrom('courses as c')
    .where('c.school_id', '=', schoolId)
    .where('c.deleted_at', 'is', null)
    .where((eb) => searchMatch(search, eb.ref('c.name'), eb.ref('c.description')));
}

/** Who reads courses: an admin reads all the school's, others only their own. */
export type CourseReader = CourseUser;

/**
 * The live courses a reader may see: an admin every one of the school; an instructor those
 * assigned to them; a student those of their group where they are not blocked. `archived`
 * narrows them to the archived ones (true) or the others (false).
 */
export function readableCourses(db: Db, reader: CourseReader, search?: string, archived?: boolean) {
  return liveCourses(db, reader.schoolId, search)
    .$if(archived !== undefined, (q) => q.where('c.archived_at', archived ? 'is not' : 'is', null))
    .$if(reader.role === 'INSTRUCTOR', (q) => q.where('c.id', 'in', instructorCourseIds(db, reader)))
    .$if(reader.role === 'STUDENT', (q) =>
      q.where('c.id', 'in', studentCourseIds(db, reader)).where('c.id', 'not in', studentBlockedCourseIds(db, reader)),
    );
}

/**
 * 403 when a student opens a course of their group on which they are blocked: they learn why,
 * rather than being told it does not exist (the learning area's guard says the same).
 */
async function assertNotBlockedOnCourse(db: Db, reader: CourseReader, courseId: number): Promise<void> {
  if (reader.role !== 'STUDENT') return;
  const blocked = await studentBlockedCourseIds(db, reader).where('b.course_id', '=', courseId).executeTakeFirst();
  if (blocked) throw new AppError(403, 'lessons.blockedOnCourse');
}

function selectCourses(db: Db, reader: CourseReader, search?: string, archived?: boolean) {
  return (
    readableCourses(db, reader, search, archived)
      .leftJoin('files as f', 'f.id', 'c.image_id')
      .select(['c.id', 'c.name', 'c.description', 'c.date_of_finish', 'c.image_id', 'c.created_at', 'c.archived_at', 'f.storage_key'])
      // What the groups, instructors and students columns sort by (COURSE_SORTS); only ORDER BY reads them.
      .select((eb) => [
        eb
          .selectFrom('course_groups as sg')
          .innerJoin('groups as sgg', 'sgg.id', 'sg.group_id')
          .whereRef('sg.course_id', '=', 'c.id')
          .where('sgg.deleted_at', 'is', null)
          .select((sub) => sub.fn.min('sgg.name').as('n'))
          .as('first_group'),
        eb
          .selectFrom('course_instructors as si')
          .innerJoin('users as su', 'su.id', 'si.instructor_id')
          .whereRef('si.course_id', '=', 'c.id')
          .where('su.deleted_at', 'is', null)
          .select(sql<string>`min(su.first_name || ' ' || su.last_name)`.as('n'))
          .as('first_instructor'),
        eb
          .selectFrom('course_groups as cg2')
          .innerJoin('groups as g2', 'g2.id', 'cg2.group_id')
          .innerJoin('student_profiles as sp2', 'sp2.group_id', 'g2.id')
          .innerJoin('users as u2', 'u2.id', 'sp2.user_id')
          .whereRef('cg2.course_id', '=', 'c.id')
          .where('g2.deleted_at', 'is', null)
          .where('u2.deleted_at', 'is', null)
          .select(sql<number>`count(distinct u2.id)::int`.as('n'))
          .as('students_count'),
      ])
  );
}

type CourseRow = Awaited<ReturnType<ReturnType<typeof selectCourses>['executeTakeFirstOrThrow']>>;

/** Adds each course's live groups, live instructors and the number of its live students. */
async function withRelations(db: Db, rows: CourseRow[]): Promise<CourseDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [groups, instructors, counts] = await Promise.all([
    db
      .selectFrom('course_groups as cg')
      .innerJoin('groups as g', 'g.id', 'cg.group_id')
      .select(['cg.course_id', 'g.id', 'g.name'])
      .where('cg.course_id', 'in', ids)
      .where('g.deleted_at', 'is', null)
      .orderBy('g.name')
      .orderBy('g.id')
      .execute(),
    db
      .selectFrom('course_instructors as ci')
      .innerJoin('users as u', 'u.id', 'ci.instructor_id')
      .select(['ci.course_id', 'u.id', 'u.first_name', 'u.last_name'])
      .where('ci.course_id', 'in', ids)
      .where('u.role', '=', 'INSTRUCTOR')
      .where('u.deleted_at', 'is', null)
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .execute(),
    db
      .selectFrom('course_groups as cg')
      .innerJoin('groups as g', 'g.id', 'cg.group_id')
      .innerJoin('student_profiles as sp', 'sp.group_id', 'g.id')
      .innerJoin('users as u', 'u.id', 'sp.user_id')
      .select(['cg.course_id', sql<number>`count(distinct u.id)::int`.as('n')])
      .where('cg.course_id', 'in', ids)
      .where('g.deleted_at', 'is', null)
      .where('u.deleted_at', 'is', null)
      .groupBy('cg.course_id')
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    courseName: row.name,
    description: row.description,
    dateOfFinish: row.date_of_finish,
    imageId: row.image_id ?? 0,
    imageLink: fileLink(row.storage_key),
    groups: groups.filter((g) => g.course_id === row.id).map((g) => ({ id: g.id, groupName: g.name, groupType: 'INNER' as const })),
    instructors: instructors
      .filter((i) => i.course_id === row.id)
      .map((i) => ({ teacherId: i.id, fullName: fullName(i.first_name, i.last_name) })),
    studentsCount: counts.find((c) => c.course_id === row.id)?.n ?? 0,
    createdAt: new Date(row.created_at).toISOString(),
    archived: row.archived_at !== null,
  }));
}

/** What the courses list can be sorted by. */
export const COURSE_SORTS: SortColumns = {
  courseName: ['c.name'],
  description: ['c.description'],
  dateOfFinish: ['c.date_of_finish'],
  // Lists of names sort by their first name alphabetically: a course's first live group, its
  // first live instructor's full name as shown (first name, last name).
  groups: ['first_group'],
  instructors: ['first_instructor'],
  studentsCount: ['students_count'],
  createdAt: ['c.created_at'],
};

/** The list's query: a page, a search, and whether archived courses (true) or the others (false) only. */
type CourseListQuery = PageQuery & { archived?: boolean };

export async function listCourses(db: Db, reader: CourseReader, query: CourseListQuery): Promise<{ objects: CourseDto[]; count: number }> {
  const { limit, offset } = pageOf(query);
  const [rows, total] = await Promise.all([
    sortedBy(selectCourses(db, reader, query.search, query.archived), query, COURSE_SORTS, [asc('c.name'), asc('c.id')])
      .limit(limit)
      .offset(offset)
      .execute(),
    readableCourses(db, reader, query.search, query.archived).select(countInt.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { objects: await withRelations(db, rows), count: Number(total.n) };
}

/** One course the reader may see (an admin passes `{ schoolId, role: 'ADMIN' }`), or 404. */
export async function getCourse(db: Db, reader: CourseReader, id: number): Promise<CourseDto> {
  const row = await selectCourses(db, reader).where('c.id', '=', id).executeTakeFirst();
  if (!row) {
    await assertNotBlockedOnCourse(db, reader, id);
    throw notFound();
  }
  const [course] = await withRelations(db, [row]);
  return course;
}

/** What sets courses apart among the named records (create, save, trash: server/lib/namedEntity.ts). */
export const COURSE_KIND: NamedKind = {
  table: 'courses',
  trashType: 'COURSE',
  nameField: 'courseName',
  nameTaken: 'courses.nameTaken',
  imageNotFound: 'courses.imageNotFound',
};

/** Archives (true) or brings back (false) a live course of the school; false when there is none. */
export async function setArchived(db: Db, schoolId: number, courseId: number, archived: boolean, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('courses')
    // Archiving again keeps the first moment: the term ended then.
    .set((eb) => ({ archived_at: archived ? eb.fn.coalesce('archived_at', eb.val(now)) : null }))
    .where('id', '=', courseId)
    .where('school_id', '=', schoolId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
