import type { GroupDto, StudentDto } from '../../../src/api/types.js';
import type { Db } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { asc, pageOf, searchMatch, sortedBy, type PageQuery, type SortColumns } from '../../lib/listing.js';
import { liveNameOr404, type NamedKind } from '../../lib/namedEntity.js';
import { countInt } from '../../db/sql.js';
import { fileLink } from '../files/repository.js';
import { personSearchText, schoolStudents, studentColumns, toStudentDto } from './students.js';

/** The school's groups that are not in the trash, narrowed by a search text when given. */
function liveGroups(db: Db, schoolId: number, search?: string) {
  return db
    .selectFrom('groups as g')
    .where('g.school_id', '=', schoolId)
    .where('g.deleted_at', 'is', null)
    .where((eb) => searchMatch(search, eb.ref('g.name'), eb.ref('g.description')));
}

function selectGroups(db: Db, schoolId: number, search?: string) {
  return liveGroups(db, schoolId, search)
    .leftJoin('files as f', 'f.id', 'g.image_id')
    .select((eb) => [
      'g.id',
      'g.name',
      'g.description',
      'g.date_of_finish',
      'g.image_id',
      'g.finished',
      'g.created_at',
      'f.storage_key',
      eb
        .selectFrom('student_profiles as sp')
        .innerJoin('users as u', 'u.id', 'sp.user_id')
        .whereRef('sp.group_id', '=', 'g.id')
        .where('u.deleted_at', 'is', null)
        .select(countInt.as('n'))
        .as('students_count'),
    ]);
}

type GroupRow = Awaited<ReturnType<ReturnType<typeof selectGroups>['executeTakeFirstOrThrow']>>;

function toDto(row: GroupRow): GroupDto {
  return {
    id: row.id,
    groupName: row.name,
    description: row.description,
    dateOfFinish: row.date_of_finish,
    imageId: row.image_id ?? 0,
    imageLink: fileLink(row.storage_key),
    isFinished: row.finished,
    studentsCount: Number(row.students_count ?? 0),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** What the groups list can be sorted by. */
export const GROUP_SORTS: SortColumns = {
  groupName: ['g.name'],
  description: ['g.description'],
  dateOfFinish: ['g.date_of_finish'],
  // Active before finished going up, as false sorts before true.
  isFinished: ['g.finished'],
  studentsCount: ['students_count'],
  createdAt: ['g.created_at'],
};

export async function listGroups(db: Db, schoolId: number, query: PageQuery): Promise<{ objects: GroupDto[]; count: number }> {
  const { limit, offset } = pageOf(query);
  const [rows, total] = await Promise.all([
    sortedBy(selectGroups(db, schoolId, query.search), query, GROUP_SORTS, [asc('g.name'), asc('g.id')])
      .limit(limit)
      .offset(offset)
      .execute(),
    liveGroups(db, schoolId, query.search).select(countInt.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { objects: rows.map(toDto), count: Number(total.n) };
}

/** A group of this school that is not in the trash, or 404. */
export async function getGroup(db: Db, schoolId: number, id: number): Promise<GroupDto> {
  const row = await selectGroups(db, schoolId).where('g.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toDto(row);
}

/** What sets groups apart among the named records (create, save, trash: server/lib/namedEntity.ts). */
export const GROUP_KIND: NamedKind = {
  table: 'groups',
  trashType: 'GROUP',
  nameField: 'groupName',
  nameTaken: 'groups.nameTaken',
  imageNotFound: 'groups.imageNotFound',
};

export async function setGroupFinished(db: Db, schoolId: number, id: number, finished: boolean): Promise<void> {
  const result = await db
    .updateTable('groups')
    .set({ finished })
    .where('id', '=', id)
    .where('school_id', '=', schoolId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound();
}

/** The students of a live group, by last name, with a search over names, email and phone. */
export async function listGroupStudents(
  db: Db,
  schoolId: number,
  groupId: number,
  query: PageQuery,
): Promise<{ objects: StudentDto[]; count: number }> {
  await liveNameOr404(db, 'groups', schoolId, groupId);
  const base = schoolStudents(db, schoolId).where('sp.group_id', '=', groupId).where(searchMatch(query.search, personSearchText));
  const { limit, offset } = pageOf(query);
  const [rows, total] = await Promise.all([
    base.select(studentColumns).orderBy('u.last_name').orderBy('u.first_name').orderBy('u.id').limit(limit).offset(offset).execute(),
    base.select(countInt.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { objects: rows.map(toStudentDto), count: Number(total.n) };
}
