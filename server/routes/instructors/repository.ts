import type { InstructorDto, PersonListQuery } from '../../../src/api/types.js';
import type { Db } from '../../db/index.js';
import { asc, pageOf, searchMatch, sortedBy, type SortColumns } from '../../lib/listing.js';
import { fullName } from '../../lib/names.js';
import { updateLivePerson, userSearchText } from '../students/repository.js';
import { invitationIs, invitationRank } from '../students/invitationSql.js';

export interface InstructorFields {
  name: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  specialization: string;
}

/** Instructors of a school that are not in the trash; given a course, only those assigned to it. */
function instructors(db: Db, schoolId: number, courseId?: number) {
  return db
    .selectFrom('users')
    .leftJoin('instructor_profiles', 'instructor_profiles.user_id', 'users.id')
    .where('users.school_id', '=', schoolId)
    .where('users.role', '=', 'INSTRUCTOR')
    .where('users.deleted_at', 'is', null)
    .$if(courseId !== undefined, (q) =>
      q.where('users.id', 'in', (eb) =>
        eb
          .selectFrom('course_instructors')
          .select('instructor_id')
          .where('course_id', '=', courseId as number),
      ),
    );
}

function selectRow(query: ReturnType<typeof instructors>) {
  return query.select((eb) => [
    // The first of their live courses by name: what the list sorts the courses column by.
    eb
      .selectFrom('course_instructors as sci')
      .innerJoin('courses as sc', 'sc.id', 'sci.course_id')
      .whereRef('sci.instructor_id', '=', 'users.id')
      .where('sc.deleted_at', 'is', null)
      .select((sub) => sub.fn.min('sc.name').as('name'))
      .as('first_course'),
    'users.id',
    'users.first_name',
    'users.last_name',
    'users.email',
    'users.phone',
    'users.blocked',
    'users.created_at',
    'instructor_profiles.specialization',
  ]);
}

type InstructorRow = Awaited<ReturnType<ReturnType<typeof selectRow>['executeTakeFirstOrThrow']>>;

/** The live courses of each instructor, by name. */
async function coursesOf(db: Db, schoolId: number, ids: number[]): Promise<Map<number, InstructorDto['courses']>> {
  const byInstructor = new Map<number, InstructorDto['courses']>(ids.map((id) => [id, []]));
  if (!ids.length) return byInstructor;
  const rows = await db
    .selectFrom('course_instructors')
    .innerJoin('courses', 'courses.id', 'course_instructors.course_id')
    .select(['course_instructors.instructor_id', 'courses.id', 'courses.name'])
    .where('course_instructors.instructor_id', 'in', ids)
    .where('courses.school_id', '=', schoolId)
    .where('courses.deleted_at', 'is', null)
    .orderBy('courses.name')
    .orderBy('courses.id')
    .execute();
  for (const row of rows) byInstructor.get(row.instructor_id)?.push({ id: row.id, courseName: row.name });
  return byInstructor;
}

function toDto(row: InstructorRow, courses: InstructorDto['courses']): InstructorDto {
  return {
    teacherId: row.id,
    name: row.first_name,
    lastName: row.last_name,
    fullName: fullName(row.first_name, row.last_name),
    email: row.email,
    phoneNumber: row.phone ?? '',
    specialization: row.specialization ?? '',
    courses,
    isBlocked: row.blocked,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** What the instructors list can be sorted by. */
export const INSTRUCTOR_SORTS: SortColumns = {
  fullName: ['users.first_name', 'users.last_name'],
  lastName: ['users.last_name', 'users.first_name'],
  email: ['users.email'],
  phoneNumber: ['users.phone'],
  specialization: ['instructor_profiles.specialization'],
  // A list of names sorts by its first name alphabetically; instructors without a course come last.
  courses: ['first_course'],
  // Blocked sorts after allowed going up.
  isBlocked: ['users.blocked'],
  // By the place of the status in INVITATION_STATUSES (accepted, pending, expired, none).
  invitation: ['invitation_rank'],
  createdAt: ['users.created_at'],
};

const USER = { id: 'users.id', passwordHash: 'users.password_hash' };

/**
 * One page of a school's instructors with their courses, ordered by last name, first name and
 * id unless sorted otherwise; given a course, only its instructors (GET courses/{id}/instructors).
 * Invitations are judged at `now`: the admin list and its export pass the app's clock; the
 * course's list takes neither the invitation filter nor its sort.
 */
export async function listInstructors(
  db: Db,
  schoolId: number,
  query: PersonListQuery,
  courseId?: number,
  now: Date = new Date(),
): Promise<{ objects: InstructorDto[]; count: number }> {
  const base = instructors(db, schoolId, courseId)
    .where(searchMatch(query.search, userSearchText))
    .$if(query.invitation !== undefined, (q) => q.where(invitationIs(USER, query.invitation!, now)));
  const { limit, offset } = pageOf(query);
  const ranked = selectRow(base).$if(query.sort === 'invitation', (q) => q.select(invitationRank(USER, now).as('invitation_rank')));
  const [rows, total] = await Promise.all([
    sortedBy(ranked, query, INSTRUCTOR_SORTS, [asc('users.last_name'), asc('users.first_name'), asc('users.id')])
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const courses = await coursesOf(
    db,
    schoolId,
    rows.map((r) => r.id),
  );
  return { objects: rows.map((r) => toDto(r, courses.get(r.id) ?? [])), count: Number(total.n) };
}

export async function findInstructor(db: Db, schoolId: number, id: number): Promise<InstructorDto | undefined> {
  const row = await selectRow(instructors(db, schoolId)).where('users.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const courses = await coursesOf(db, schoolId, [row.id]);
  return toDto(row, courses.get(row.id) ?? []);
}

/** Creates an instructor without a password (the invitation sets one). Pass a transaction. */
export async function insertInstructor(trx: Db, schoolId: number, fields: InstructorFields): Promise<number> {
  const { id } = await trx
    .insertInto('users')
    .values({
      school_id: schoolId,
      role: 'INSTRUCTOR',
      first_name: fields.name,
      last_name: fields.lastName,
      email: fields.email,
      phone: fields.phoneNumber,
      password_hash: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('instructor_profiles').values({ user_id: id, specialization: fields.specialization }).execute();
  return id;
}

/** Saves an instructor's fields; false when there is no such live instructor in this school. */
export async function updateInstructor(db: Db, schoolId: number, id: number, fields: InstructorFields): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const person = { firstName: fields.name, lastName: fields.lastName, email: fields.email, phone: fields.phoneNumber };
    if (!(await updateLivePerson(trx, schoolId, id, 'INSTRUCTOR', person))) return false;
    await trx
      .insertInto('instructor_profiles')
      .values({ user_id: id, specialization: fields.specialization })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ specialization: fields.specialization }))
      .execute();
    return true;
  });
}
