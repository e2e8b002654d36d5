import { sql } from 'kysely';
import type { AnnouncementDto, AnnouncementListQuery } from '../../../src/api/types.js';
import type { Db } from '../../db/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { liveName } from '../../lib/namedEntity.js';
import { desc, pageOf, searchMatch, sortedBy, type SortColumns } from '../../lib/listing.js';
import type { SessionUser } from '../../plugins/auth.js';
import { countInt } from '../../db/sql.js';
import { fullName } from '../../lib/names.js';

export type Viewer = Pick<SessionUser, 'id' | 'schoolId' | 'role'>;

/**
 * The announcements a user may read. An admin reads all of the school's; an instructor or a
 * student reads the active ones for every group or for their own groups (a student's group;
 * the groups of an instructor's courses). Announcements of a group in the trash are hidden.
 */
function visible(db: Db, viewer: Viewer) {
  return db
    .selectFrom('announcements as a')
    .innerJoin('schools as s', 's.id', 'a.school_id')
    .leftJoin('groups as g', 'g.id', 'a.group_id')
    .leftJoin('users as c', 'c.id', 'a.created_by')
    .where('a.school_id', '=', viewer.schoolId)
    .where((eb) => eb.or([eb('a.group_id', 'is', null), eb('g.deleted_at', 'is', null)]))
    .$if(viewer.role !== 'ADMIN', (q) =>
      q
        .where('a.active', '=', true)
        .where((eb) =>
          eb.or([
            eb('a.group_id', 'is', null),
            eb(
              'a.group_id',
              'in',
              viewer.role === 'STUDENT'
                ? eb.selectFrom('student_profiles as sp').select('sp.group_id').where('sp.user_id', '=', viewer.id)
                : eb
                    .selectFrom('course_groups as cg')
                    .innerJoin('course_instructors as ci', 'ci.course_id', 'cg.course_id')
                    .innerJoin('courses as co', 'co.id', 'cg.course_id')
                    .select('cg.group_id')
                    .where('ci.instructor_id', '=', viewer.id)
                    .where('co.deleted_at', 'is', null),
            ),
          ]),
        ),
    );
}

// The creation date as the school's calendar sees it, for the from/to filter.
const createdOn = sql<string>`(a.created_at at time zone s.timezone)::date`;

const columns = [
  'a.id',
  'a.text',
  'a.group_id',
  'g.name as group_name',
  'a.active',
  'a.created_by',
  'c.first_name as creator_first_name',
  'c.last_name as creator_last_name',
  'a.created_at',
  'a.updated_at',
] as const;

type Row = Awaited<ReturnType<ReturnType<typeof selectVisible>['executeTakeFirstOrThrow']>>;
const selectVisible = (db: Db, viewer: Viewer) => visible(db, viewer).select(columns);

function toDto(row: Row): AnnouncementDto {
  return {
    id: row.id,
    text: row.text,
    groupId: row.group_id,
    groupName: row.group_name,
    isActive: row.active,
    creator:
      row.created_by !== null && row.creator_first_name !== null
        ? { id: row.created_by, fullName: fullName(row.creator_first_name, row.creator_last_name ?? '') }
        : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** What the announcements list can be sorted by. */
export const ANNOUNCEMENT_SORTS: SortColumns = {
  createdAt: ['a.created_at'],
  text: ['a.text'],
  isActive: ['a.active'],
  // By the group's name; announcements for every group (no group) come last either way.
  groupId: ['g.name'],
  // By the author's full name as shown, first name then last name.
  creator: ['c.first_name', 'c.last_name'],
};

export async function listAnnouncements(
  db: Db,
  viewer: Viewer,
  query: AnnouncementListQuery,
): Promise<{ objects: AnnouncementDto[]; count: number }> {
  const base = visible(db, viewer)
    .where((eb) => searchMatch(query.search, eb.ref('a.text')))
    .$if(query.groupId !== undefined, (q) => q.where('a.group_id', '=', query.groupId as number))
    .$if(query.from !== undefined, (q) => q.where(createdOn, '>=', sql<string>`${query.from}::date`))
    .$if(query.to !== undefined, (q) => q.where(createdOn, '<=', sql<string>`${query.to}::date`));
  const { limit, offset } = pageOf(query);
  const [rows, total] = await Promise.all([
    sortedBy(base.select(columns), query, ANNOUNCEMENT_SORTS, [desc('a.created_at'), desc('a.id')])
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(countInt.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { objects: rows.map(toDto), count: Number(total.n) };
}

export async function getAnnouncement(db: Db, viewer: Viewer, id: number): Promise<AnnouncementDto> {
  const row = await selectVisible(db, viewer).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toDto(row);
}

/** A target group must be a live group of the school: else 404 naming groupId. */
export async function assertGroup(db: Db, schoolId: number, groupId: number | null | undefined): Promise<void> {
  if (groupId === null || groupId === undefined) return;
  if ((await liveName(db, 'groups', schoolId, groupId)) === undefined)
    throw new AppError(404, 'announcements.groupNotFound', {}, { field: 'groupId' });
}

export async function createAnnouncement(
  db: Db,
  author: Viewer,
  fields: { text: string; groupId: number | null },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('announcements')
    .values({
      school_id: author.schoolId,
      text: fields.text,
      group_id: fields.groupId,
      created_by: author.id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates an announcement the admin can see; 404 otherwise. */
export async function updateAnnouncement(
  db: Db,
  admin: Viewer,
  id: number,
  set: { text?: string; group_id?: number | null; active?: boolean },
  now: Date,
): Promise<void> {
  await getAnnouncement(db, admin, id);
  await db
    .updateTable('announcements')
    .set({ ...set, updated_at: now })
    .where('id', '=', id)
    .where('school_id', '=', admin.schoolId)
    .execute();
}

/** Deletes for good: announcements do not go to the trash. */
export async function deleteAnnouncement(db: Db, admin: Viewer, id: number): Promise<void> {
  await getAnnouncement(db, admin, id);
  await db.deleteFrom('announcements').where('id', '=', id).where('school_id', '=', admin.schoolId).execute();
}
