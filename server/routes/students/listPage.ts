import { sql, type RawBuilder } from 'kysely';
import type { StudentListQuery } from '../../../src/api/types.js';
import type { Db } from '../../db/index.js';
import { pageOf } from '../../lib/listing.js';
import { SEARCH_TUNING, searchedPage, type Candidates, type SearchTuning } from './searchPage.js';

// Which students a page of the list shows, and the list's count, at 100,000 students a school:
// read from student_list (one narrow row per live student, in list order by its covering
// index), student_counts (live students per group and format) and student_list_anchors (where
// every ANCHOR_STEP-th student stands), all kept by the triggers of migration 0005.

/** Anchors are rebuilt with one every this many students; a deep page skips fewer than this. */
export const ANCHOR_STEP = 1000;

export interface StudentPage {
  /** The page's students in list order: last name, first name, id. */
  ids: number[];
  /** Every match; for a search, at most STUDENT_SEARCH_COUNT_CAP (meaning "that many or more"). */
  count: number;
}

/**
 * The students a list may show, as SQL pieces around student_list l: with a group, the
 * group's members first (a group is small: its members are read by the profiles' group index,
 * then their list rows by id, whatever a search would match school-wide); with a study format
 * alone, a profile check per student, a condition on l alone so that a search can test its
 * cheaper text first. A student without a profile matches neither filter; a group of another
 * school, or in the trash, has no members here.
 */
export function candidates(schoolId: number, query: StudentListQuery): Candidates {
  const format = query.studyFormat ? sql`and p.study_format = ${query.studyFormat}` : sql``;
  if (query.groupId) {
    return {
      ctes: [
        sql`members as materialized (
          select p.user_id from student_profiles p
          where p.group_id = ${query.groupId} ${format} and ${groupIsLive(schoolId, query.groupId)}
        )`,
      ],
      from: sql`members join student_list l on l.user_id = members.user_id`,
      where: sql``,
      filtered: true,
    };
  }
  if (query.studyFormat) {
    const hasFormat = sql`exists (select 1 from student_profiles p where p.user_id = l.user_id ${format})`;
    return { ctes: [], from: sql`student_list l`, where: sql`and ${hasFormat}`, filtered: true };
  }
  return { ctes: [], from: sql`student_list l`, where: sql``, filtered: false };
}

/** Whether a group is this school's and not in the trash: lists of any other group are empty. */
const groupIsLive = (schoolId: number, groupId: number) =>
  sql`exists (select 1 from groups g where g.id = ${groupId} and g.school_id = ${schoolId} and g.deleted_at is null)`;

/** Live students of a school, of a group and/or study format: a sum over student_counts. */
export function countOf(schoolId: number, query: StudentListQuery): RawBuilder<number> {
  return sql<number>`(
    select coalesce(sum(students), 0)::integer
    from student_counts
    where school_id = ${schoolId}
      ${query.studyFormat ? sql`and study_format = ${query.studyFormat}` : sql``}
      ${query.groupId ? sql`and group_id = ${query.groupId} and ${groupIsLive(schoolId, query.groupId)}` : sql``}
  )`;
}

/** A WITH clause of these common table expressions, or nothing. */
const withClause = (ctes: RawBuilder<unknown>[]) => (ctes.length ? sql`with ${sql.join(ctes)}` : sql``);

/**
 * A page and the count, in one statement (two or three for a deep page). Without a search,
 * the count is a sum of student_counts and the page walks the order index (from the nearest
 * anchor when it is deep). A search is searchedPage's: a short walk, else every match sorted,
 * else the whole walk, whichever the matches make cheapest.
 */
export async function studentPage(
  db: Db,
  schoolId: number,
  query: StudentListQuery,
  tuning: SearchTuning = SEARCH_TUNING,
): Promise<StudentPage> {
  const { limit, offset } = pageOf(query);
  const search = (query.search ?? '').trim();
  const from = candidates(schoolId, query);
  if (search) return searchedPage(db, schoolId, from, search, { limit, offset }, tuning);

  if (!query.studyFormat && !query.groupId && offset >= ANCHOR_STEP) {
    const page = await anchoredPage(db, schoolId, limit, offset);
    if (page) return page;
  }
  const { rows } = await sql<{ n: number; ids: number[] }>`
    ${withClause(from.ctes)}
    select ${countOf(schoolId, query)} as n, array(
      select l.user_id from ${from.from}
      where l.school_id = ${schoolId} ${from.where}
      order by l.last_name, l.first_name, l.user_id
      limit ${limit} offset ${offset}
    ) as ids`.execute(db);
  return { ids: rows[0].ids.map(Number), count: rows[0].n };
}

interface Anchor {
  version: string;
  position: number;
  last_name: string;
  first_name: string;
  user_id: number;
}

/** The list's count, and the nearest anchor at or before offset of the school's current list version. */
async function anchorBefore(db: Db, schoolId: number, offset: number): Promise<{ count: number; anchor?: Anchor }> {
  const { rows } = await sql<Anchor & { n: number }>`
    select ${countOf(schoolId, {})} as n, a.*
    from (select 1) one left join lateral (
      select a.version, a.position, a.last_name, a.first_name, a.user_id
      from student_list_anchors a
      join student_list_versions v on v.school_id = a.school_id and v.version = a.version
      where a.school_id = ${schoolId} and a.position <= ${offset}
      order by a.position desc
      limit 1
    ) a on true`.execute(db);
  const { n, ...anchor } = rows[0];
  return { count: n, anchor: anchor.version == null ? undefined : anchor };
}

/**
 * Records where every ANCHOR_STEP-th student stands in the current list version (one
 * statement, so positions and version come from one snapshot), dropping other versions'.
 */
async function rebuildAnchors(db: Db, schoolId: number): Promise<void> {
  await sql`
    with v as (
      select version from student_list_versions where school_id = ${schoolId}
    ), stale as (
      delete from student_list_anchors where school_id = ${schoolId} and version <> (select version from v)
    ), ranked as (
      select last_name, first_name, user_id, (row_number() over (order by last_name, first_name, user_id) - 1)::integer as position
      from student_list
      where school_id = ${schoolId}
    )
    insert into student_list_anchors (school_id, version, position, last_name, first_name, user_id)
    select ${schoolId}, v.version, r.position, r.last_name, r.first_name, r.user_id
    from v, ranked r
    where r.position % ${ANCHOR_STEP} = 0
    on conflict do nothing`.execute(db);
}

/**
 * A deep page of the unfiltered list, read from the nearest anchor: fewer than ANCHOR_STEP
 * rows skipped instead of offset. When the list changed since the anchors were taken, they
 * are taken again first. Undefined when the list keeps changing under it (the caller then
 * skips rows the plain way): the page statement checks, in its own snapshot, that the
 * version its anchor belongs to is still the current one.
 */
async function anchoredPage(db: Db, schoolId: number, limit: number, offset: number): Promise<StudentPage | undefined> {
  let { count, anchor } = await anchorBefore(db, schoolId, offset);
  if (offset >= count) return { ids: [], count };
  if (!anchor) {
    await rebuildAnchors(db, schoolId);
    ({ count, anchor } = await anchorBefore(db, schoolId, offset));
    if (!anchor) return undefined;
  }
  const { rows } = await sql<{ version: string | null; ids: number[] }>`
    select (select version from student_list_versions where school_id = ${schoolId}) as version,
      array(
        select user_id from student_list
        where school_id = ${schoolId}
          and (last_name, first_name, user_id) >= (${anchor.last_name}::text, ${anchor.first_name}::text, ${anchor.user_id}::integer)
        order by last_name, first_name, user_id
        limit ${limit} offset ${offset - anchor.position}
      ) as ids`.execute(db);
  const [page] = rows;
  if (String(page.version) !== String(anchor.version)) return undefined;
  return { ids: page.ids.map(Number), count };
}
