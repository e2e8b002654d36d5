import { sql, type RawBuilder } from 'kysely';
import { STUDENT_SEARCH_COUNT_CAP } from '../../../src/api/studentList.js';
import { searchFolded } from '../../lib/listing.js';

// A searched page for a text that names a common surname ("Иванов": 9,000 of 100,000
// students, all standing together mid-list, behind every Latin name), without reading each
// match. A text without spaces lies within one field of the search text, so a student
// matches it in their surname or beside it (first name, email, phone), never both ways at
// once here: those matching beside are counted apart from those matching by surname.
//   - The matching surnames: a scan of student_list_names (a few hundred a school). A
//     surname's students stand together in the list's order, so the page's students of each
//     are the first rows of an index walk from it, and their count a walk up to the cap.
//   - The students matching beside their surname, by the trigram index on the search text
//     without the surname (migration 20261126_0005): few for a surname, all sorted.
// Too many surnames ("ова") or matches beside them ("ivan" in emails) leave it to the other
// steps of searchedPage.

/**
 * student_list l's search text without its surname: the expression of the index
 * student_list_beside_surname_idx (migration 20261126_0005), written the same so that it serves.
 */
const besideSurname = sql`overlay(l.search placing '' from char_length(l.first_name) + 2 for char_length(l.last_name) + 1)`;

/** Whether bySurname can answer for this (trimmed) text: one field's worth, with a trigram to look up. */
export const fitsBySurname = (text: string, hasTrigram: boolean) => hasTrigram && !text.includes(' ');

/** What bySurname needs of searchedPage: the school, the candidates and the search's pattern. */
export interface SurnameSearch {
  schoolId: number;
  /** What to select from, and 'and …' conditions on student_list l (Candidates). */
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  /** Whether a group or format leaves students out (else a surname's count is theirs all). */
  filtered: boolean;
  /** The LIKE "contains" pattern, folded (searchFolded). */
  pattern: RawBuilder<string>;
  /** Rows the page needs from its start: offset + limit. */
  need: number;
  namesMax: number;
  besideMax: number;
}

/**
 * The CTEs (surnames, beside), whether to try them before the short walk (from searchedPage's
 * CTE few), the condition under which they answer, the count and the page's ids (an array
 * expression) for searchedPage's statement.
 */
export function bySurname(s: SurnameSearch, page: { limit: number; offset: number }) {
  const { schoolId, from, where, pattern, need } = s;
  const bySurnameOf = sql`${searchFolded(sql.ref('l.last_name'))} like ${pattern}`;
  // Whether a sample of the matches (few) all bear a matching surname: then the matches
  // likely cluster where no short walk from the list's start reaches, and this step goes first.
  const likely = sql`not exists (select 1 from few l where not (${bySurnameOf}))`;
  const ctes = [
    sql`surnames as materialized (
      select last_name, students from student_list_names
      where school_id = ${schoolId} and students > 0 and ${searchFolded(sql.ref('last_name'))} like ${pattern}
      limit ${s.namesMax + 1}
    )`,
    sql`beside as materialized (
      select l.user_id, l.last_name, l.first_name from ${from}
      where l.school_id = ${schoolId} ${where} and ${besideSurname} like ${pattern} and not (${bySurnameOf})
      limit ${s.besideMax + 1}
    )`,
  ];
  const answers = sql`((select count(*) from surnames) <= ${s.namesMax} and (select count(*) from beside) <= ${s.besideMax})`;
  const ofSurnames = sql`from ${from} where l.school_id = ${schoolId} and l.last_name in (select last_name from surnames) ${where}`;
  const bearers = s.filtered
    ? sql`(select count(*) from (select 1 ${ofSurnames} limit ${STUDENT_SEARCH_COUNT_CAP}) m)`
    : sql`(select coalesce(sum(students), 0) from surnames)`;
  const count = sql`least(${bearers} + (select count(*) from beside), ${STUDENT_SEARCH_COUNT_CAP})`;
  // Each surname's first `need` students by the order index, then the page among them and
  // the matches beside: every student of the page is among these.
  const named = sql`select x.* from surnames n cross join lateral (
    select l.user_id, l.last_name, l.first_name from ${from}
    where l.school_id = ${schoolId} and l.last_name = n.last_name ${where}
    order by l.first_name, l.user_id limit ${need}
  ) x`;
  const ids = sql`array(
    select u.user_id from (${named} union all select * from beside) u
    order by u.last_name, u.first_name, u.user_id limit ${page.limit} offset ${page.offset}
  )`;
  return { ctes, likely, answers, count, ids };
}
