import { sql } from 'kysely';
import type { StudyFormat } from '../../../src/api/constants.js';
import type { StudentDto, StudentListQuery } from '../../../src/api/types.js';
import type { Db } from '../../db/index.js';
import { liveName } from '../../lib/namedEntity.js';
import { fullName } from '../../lib/names.js';
import { candidates, countOf, studentPage } from './listPage.js';
import { needsSortedPage, sortedStudentPage } from './sortedPage.js';
import { dropStaleCourseBlocks } from '../courses/blocks.js';
import { inTransaction } from '../../lib/transaction.js';
import { setPersonBlocked } from '../../lib/personAccounts.js';

/** The text a person search looks in: searchFolded() of it is users_search_trgm's expression, so searches use that index. */
export const userSearchText = sql<string>`(users.first_name || ' ' || users.last_name || ' ' || users.email || ' ' || coalesce(users.phone, ''))`;

export interface StudentFields {
  name: string;
  lastname: string;
  email: string;
  phoneNumber: string | null;
  studyFormat: StudyFormat;
  groupId: number | null;
}

/** Students of a school that are not in the trash, with their profile and (live) group. */
function students(db: Db, schoolId: number) {
  return db
    .selectFrom('users')
    .leftJoin('student_profiles', 'student_profiles.user_id', 'users.id')
    .leftJoin('groups', (join) => join.onRef('groups.id', '=', 'student_profiles.group_id').on('groups.deleted_at', 'is', null))
    .where('users.school_id', '=', schoolId)
    .where('users.role', '=', 'STUDENT')
    .where('users.deleted_at', 'is', null);
}

type StudentQuery = ReturnType<typeof students>;

function selectDto(query: StudentQuery) {
  return query.select([
    'users.id',
    'users.first_name',
    'users.last_name',
    'users.email',
    'users.phone',
    'users.blocked',
    'users.created_at',
    'student_profiles.study_format',
    'groups.id as group_id',
    'groups.name as group_name',
  ]);
}

type StudentRow = Awaited<ReturnType<ReturnType<typeof selectDto>['executeTakeFirstOrThrow']>>;

export function toStudentDto(row: StudentRow): StudentDto {
  return {
    studentId: row.id,
    name: row.first_name,
    lastname: row.last_name,
    fullName: fullName(row.first_name, row.last_name),
    email: row.email,
    phoneNumber: row.phone ?? '',
    studyFormat: row.study_format ?? 'ONLINE',
    groupId: row.group_id ?? null,
    groupName: row.group_name ?? null,
    isBlocked: row.blocked,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * One page of a school's students, ordered by last name, first name and id unless sorted by a
 * column, with the count (capped for a search: see studentPage). Built for 100,000 students:
 * studentPage (or sortedStudentPage, for a sort or an invitation filter judged at `now`)
 * finds the page's ids from the list tables the triggers keep, and only those rows are then
 * joined to their profiles and groups.
 */
export async function listStudents(
  db: Db,
  schoolId: number,
  query: StudentListQuery,
  now: Date,
): Promise<{ objects: StudentDto[]; count: number }> {
  const { ids, count } = needsSortedPage(query)
    ? await sortedStudentPage(db, schoolId, candidates(schoolId, query), countOf(schoolId, query), query, now)
    : await studentPage(db, schoolId, query);
  if (!ids.length) return { objects: [], count };
  const rows = await selectDto(students(db, schoolId)).where('users.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  // The page's order is the ids'; a student trashed between the two reads drops out.
  const objects = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toStudentDto(row)] : [];
  });
  return { objects, count };
}

export async function findStudent(db: Db, schoolId: number, id: number): Promise<StudentDto | undefined> {
  const row = await selectDto(students(db, schoolId)).where('users.id', '=', id).executeTakeFirst();
  return row && toStudentDto(row);
}

/** Whether a group can take students: this school's and not in the trash. */
export async function groupIsLive(db: Db, schoolId: number, groupId: number): Promise<boolean> {
  return (await liveName(db, 'groups', schoolId, groupId)) !== undefined;
}

// Rows per INSERT: 1,000 users of 7 columns stay far below PostgreSQL's 65,535 parameters.
const BATCH = 1000;

/**
 * Creates students without a password (their invitation sets one), in a few batched INSERTs
 * whatever their number. Pass a transaction. Returns the new ids in input order.
 */
export async function insertStudents(trx: Db, schoolId: number, people: StudentFields[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < people.length; start += BATCH) {
    const chunk = people.slice(start, start + BATCH);
    const users = await trx
      .insertInto('users')
      .values(
        chunk.map((p) => ({
          school_id: schoolId,
          role: 'STUDENT' as const,
          first_name: p.name,
          last_name: p.lastname,
          email: p.email,
          phone: p.phoneNumber,
          password_hash: null,
        })),
      )
      .returning(['id', 'email'])
      .execute();
    const idOf = new Map(users.map((u) => [u.email, u.id]));
    const chunkIds = chunk.map((p) => idOf.get(p.email)!);
    await trx
      .insertInto('student_profiles')
      .values(chunk.map((p, n) => ({ user_id: chunkIds[n], study_format: p.studyFormat, group_id: p.groupId })))
      .execute();
    ids.push(...chunkIds);
  }
  return ids;
}

/**
 * Saves the account fields students and instructors share; false when there is no live
 * person of that role with this id in this school.
 */
export async function updateLivePerson(
  db: Db,
  schoolId: number,
  id: number,
  role: 'STUDENT' | 'INSTRUCTOR',
  person: { firstName: string; lastName: string; email: string; phone: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ first_name: person.firstName, last_name: person.lastName, email: person.email, phone: person.phone })
    .where('id', '=', id)
    .where('school_id', '=', schoolId)
    .where('role', '=', role)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Saves a student's fields; false when there is no such live student in this school. */
export async function updateStudent(db: Db, schoolId: number, id: number, fields: StudentFields): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const person = { firstName: fields.name, lastName: fields.lastname, email: fields.email, phone: fields.phoneNumber };
    if (!(await updateLivePerson(trx, schoolId, id, 'STUDENT', person))) return false;
    await trx
      .insertInto('student_profiles')
      .values({ user_id: id, study_format: fields.studyFormat, group_id: fields.groupId })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ study_format: fields.studyFormat, group_id: fields.groupId }))
      .execute();
    // Moving to another group leaves the courses of the old one, and their blocks with them.
    await dropStaleCourseBlocks(trx, { studentId: id });
    return true;
  });
}

/**
 * Puts a live student of the school in a group (null: in none), leaving the courses of the old
 * one and their blocks; false when there is no such student. The caller checks the group.
 */
export async function moveStudentToGroup(db: Db, schoolId: number, id: number, groupId: number | null): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('student_profiles')
      .set({ group_id: groupId })
      .where('user_id', '=', id)
      .where('user_id', 'in', (eb) =>
        eb.selectFrom('users').select('id').where('school_id', '=', schoolId).where('role', '=', 'STUDENT').where('deleted_at', 'is', null),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await dropStaleCourseBlocks(trx, { studentId: id });
    return true;
  });
}

/** Blocks or unblocks a student (see setPersonBlocked); false when there is no such student. */
export function setStudentBlocked(db: Db, schoolId: number, id: number, blocked: boolean, now: Date): Promise<boolean> {
  return setPersonBlocked(db, schoolId, id, 'STUDENT', blocked, now);
}

/**
 * Which of these (normalised) emails already name an account, in any school or the trash:
 * each mapped to whether that account is of `schoolId` (its admin may be told so) or not.
 */
export async function takenEmails(db: Db, schoolId: number, emails: string[]): Promise<Map<string, boolean>> {
  if (!emails.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['email', 'school_id'])
    .where(sql<boolean>`email = any(${emails}::text[])`)
    .execute();
  return new Map(rows.map((r) => [r.email, r.school_id === schoolId]));
}
