import { sql } from 'kysely';
import { SEARCH_PER_KIND, type SearchHit } from '../../../src/api/profile.js';
import type { Db } from '../../db/index.js';
import { containsPattern, searchFolded, searchMatch } from '../../lib/listing.js';
import { userSearchText } from '../students/repository.js';

/*
 * The admins' global search: a few live records of each kind whose text contains the search,
 * in any case and with ё as е, as every list's search compares. People are matched on the text
 * users_search_trgm indexes (names, email, phone), groups and courses on their name.
 */

/** Up to SEARCH_PER_KIND live people of the role, by last name. */
async function people(db: Db, schoolId: number, role: 'STUDENT' | 'INSTRUCTOR', text: string): Promise<SearchHit[]> {
  const pattern = searchFolded(sql.val(containsPattern(text)));
  const rows = await db
    .selectFrom('users')
    .select(['users.id', 'users.first_name', 'users.last_name'])
    .where('users.school_id', '=', schoolId)
    .where('users.role', '=', role)
    .where('users.deleted_at', 'is', null)
    .where(sql<boolean>`${searchFolded(userSearchText)} like ${pattern}`)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .limit(SEARCH_PER_KIND)
    .execute();
  const kind = role === 'STUDENT' ? 'student' : 'instructor';
  return rows.map((row) => ({ id: row.id, label: `${row.first_name} ${row.last_name}`.trim(), kind }));
}

/** Up to SEARCH_PER_KIND live groups or courses, by name. */
async function named(db: Db, schoolId: number, table: 'groups' | 'courses', text: string): Promise<SearchHit[]> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .where('deleted_at', 'is', null)
    .where((eb) => searchMatch(text, eb.ref('name')))
    .orderBy('name')
    .orderBy('id')
    .limit(SEARCH_PER_KIND)
    .execute();
  const kind = table === 'groups' ? 'group' : 'course';
  return rows.map((row) => ({ id: row.id, label: row.name, kind }));
}

/** The hits of every kind, students first, then instructors, groups and courses. */
export async function searchSchool(db: Db, schoolId: number, text: string): Promise<SearchHit[]> {
  const found = await Promise.all([
    people(db, schoolId, 'STUDENT', text),
    people(db, schoolId, 'INSTRUCTOR', text),
    named(db, schoolId, 'groups', text),
    named(db, schoolId, 'courses', text),
  ]);
  return found.flat();
}
