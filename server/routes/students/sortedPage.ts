import { sql, type RawBuilder } from 'kysely';
import { STUDENT_SEARCH_COUNT_CAP } from '../../../src/api/studentList.js';
import type { StudentListQuery } from '../../../src/api/types.js';
import type { Db } from '../../db/index.js';
import { containsPattern, pageOf, searchFolded } from '../../lib/listing.js';
import { invitationIs, invitationRank } from './invitationSql.js';
import type { StudentPage } from './listPage.js';
import type { Candidates } from './searchPage.js';

// A page of the students list sorted by a column, or filtered by invitation status. The
// default order (last name, first name, id) keeps listPage's walks and anchors; a sort by
// another column walks that column's index (migration 20261127_0060: the name by first name on
// student_list, email, phone, blocked and creation on the live students of users; phones
// also descending, empty last) and joins each row it passes until the page is full. Study
// format and group have no index of their order (a group's name is another table's, and
// renaming a group would move thousands of students): those sort every candidate, a top-N
// sort that reads each once. The invitation sorts as byInvitation says.
// Ties go by id in the sort's direction, so DESC is ASC reversed, empty values (no phone, no
// group) last either way: pages never overlap or skip rows.

/** The columns the students list sorts by: API field to SQL over student_list l, users u, student_profiles p and live groups g. */
const STUDENT_SORTS = {
  fullName: { columns: ['l.first_name', 'l.last_name'] },
  email: { columns: ['u.email'] },
  phoneNumber: { columns: ['u.phone'], nullable: true },
  studyFormat: { columns: ['p.study_format'], nullable: true },
  groupName: { columns: ['g.name'], nullable: true, groups: true },
  invitation: { columns: [] },
  isBlocked: { columns: ['u.blocked'] },
  createdAt: { columns: ['u.created_at'] },
} as const satisfies Record<string, { columns: readonly string[]; nullable?: true; groups?: true }>;

export type StudentSort = keyof typeof STUDENT_SORTS;
export const STUDENT_SORT_FIELDS = Object.keys(STUDENT_SORTS) as StudentSort[];

/** Whether a query needs this page rather than listPage's (which only knows the default order). */
export const needsSortedPage = (query: StudentListQuery) => Boolean(query.sort || query.invitation);

const USER = { id: 'u.id', passwordHash: 'u.password_hash' };

/** The ORDER BY of a query: the sort's columns, then the id, all in its direction; without a sort the list's default order. */
function orderOf(query: StudentListQuery, now: Date): RawBuilder<unknown> {
  const sort = STUDENT_SORTS[query.sort as StudentSort];
  if (!sort) return sql`l.last_name, l.first_name, l.user_id`;
  const down = query.order === 'DESC';
  // Only a column that may be empty says NULLS LAST: a DESC NULLS LAST order is not an
  // ascending index read backwards, so on a column that is never empty it would sort every row.
  const direction = sql.raw(`${down ? 'desc' : 'asc'}${'nullable' in sort ? ' nulls last' : ''}`);
  const keys = query.sort === 'invitation' ? [invitationRank(USER, now)] : sort.columns.map((c) => sql.ref(c));
  return sql.join([...keys.map((key) => sql`${key} ${direction}`), sql`l.user_id ${sql.raw(down ? 'desc' : 'asc')}`]);
}

/**
 * The candidates (rows: FROM … WHERE …) in invitation order, to be limited by the caller.
 * Ranking every student would read each one's invite links; but everyone with a password is
 * "accepted", so the page is the first rows of two short reads: those with a password by id
 * (the order's walk), and those without (few, by their partial index) by rank and id.
 */
function byInvitation(rows: RawBuilder<unknown>, query: StudentListQuery, now: Date): RawBuilder<unknown> {
  const { limit, offset } = pageOf(query);
  const direction = sql.raw(query.order === 'DESC' ? 'desc' : 'asc');
  return sql`select x.user_id from (
      (select l.user_id, 1 as r ${rows} and u.password_hash is not null order by l.user_id ${direction} limit ${offset + limit})
      union all
      (select l.user_id, ${invitationRank(USER, now)} as r ${rows} and u.password_hash is null order by 2 ${direction}, 1 ${direction} limit ${offset + limit})
    ) x
    order by x.r ${direction}, x.user_id ${direction}`;
}

/**
 * A page and the count, in one statement: the candidates (group, format, search, invitation)
 * in the requested order. Without a search or an invitation filter the count is listPage's sum
 * of student_counts; a search counts up to STUDENT_SEARCH_COUNT_CAP as the default order does.
 */
export async function sortedStudentPage(
  db: Db,
  schoolId: number,
  from: Candidates,
  count: RawBuilder<number>,
  query: StudentListQuery,
  now: Date,
): Promise<StudentPage> {
  const { limit, offset } = pageOf(query);
  const pattern = containsPattern(query.search);
  const searched = pattern === null ? sql`` : sql`and l.search like ${searchFolded(sql.val(pattern))}`;
  const invited = query.invitation ? sql`and ${invitationIs(USER, query.invitation, now)}` : sql``;
  const sort = STUDENT_SORTS[query.sort as StudentSort];
  const groups = sort && 'groups' in sort ? sql`left join groups g on g.id = p.group_id and g.deleted_at is null` : sql``;
  // u repeats l's school and the partial indexes' condition, so that the planner may walk them.
  const rows = sql`from ${from.from}
    join users u on u.id = l.user_id and u.school_id = ${schoolId} and u.role = 'STUDENT' and u.deleted_at is null
    left join student_profiles p on p.user_id = l.user_id ${groups}
    where l.school_id = ${schoolId} ${from.where} ${searched} ${invited}`;
  const counted =
    pattern !== null
      ? sql<number>`(select count(*) from (select 1 ${rows} limit ${STUDENT_SEARCH_COUNT_CAP}) m)`
      : !query.invitation
        ? count
        : query.invitation === 'accepted'
          ? // Nearly everyone has accepted: all but the few without a password (their partial index).
            sql<number>`(${count} - (select count(*) from ${from.from}
              join users u on u.id = l.user_id and u.school_id = ${schoolId} and u.role = 'STUDENT' and u.deleted_at is null
              where l.school_id = ${schoolId} ${from.where} and u.password_hash is null))`
          : sql<number>`(select count(*) from (select 1 ${rows}) m)`;
  const withClause = from.ctes.length ? sql`with ${sql.join(from.ctes)}` : sql``;
  const { rows: answer } = await sql<{ n: number; ids: number[] }>`
    ${withClause}
    select ${counted}::integer as n, array(
      ${query.sort === 'invitation' ? byInvitation(rows, query, now) : sql`select l.user_id ${rows} order by ${orderOf(query, now)}`}
      limit ${limit} offset ${offset}
    ) as ids`.execute(db);
  return { ids: answer[0].ids.map(Number), count: answer[0].n };
}
