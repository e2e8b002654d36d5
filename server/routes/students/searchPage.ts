import { sql, type RawBuilder } from 'kysely';
import { STUDENT_SEARCH_COUNT_CAP } from '../../../src/api/studentList.js';
import type { Db } from '../../db/index.js';
import { containsPattern, searchFolded } from '../../lib/listing.js';
import { bySurname, fitsBySurname } from './bySurname.js';

// A page of a searched students list at 100,000 students. Matches are rarely spread evenly
// over the list's order: a Cyrillic surname matches nobody among the Latin names that sort
// first, so walking the order index until a page of matches turns up reads half the school
// (50,000 rows for "Иванов"), though the trigram index finds its 9,000 matches directly. A
// rare word (an email) has too few matches for any walk to pay. So, in one statement:
//   0. take up to a few matches, by whichever index the planner likes: fewer than that are
//      all of them (an email, a phone, a full name), sorted for the page;
//   1. walk the first rows of the order (a budget), testing each: matches common early in
//      the list ("an", "gmail") fill the page here for a few thousand index entries; a text
//      with a space (a full name) skips it when step 0's matches all sort past its reach;
//   1½. a text without spaces matching a few surnames and few students beside them: each
//      surname's first rows of the order and those few, sorted (bySurname.ts): the cost
//      follows the page, not how many bear the surname ("Иванов"). When every match of
//      step 0 bears such a surname, this goes before step 1, which would likely find none;
//   2. otherwise take every match (by the trigram index, up to a bound) and sort them for
//      the page: the cost follows how many match, not where in the order they sort;
//   3. only past that bound too does the walk go on until the page is full.
// The trigram index needs three letters or digits in a row: a shorter text ("ов") would be
// looked for in every student for step 2, so step 2 then stops at the count's cap.
// PostgreSQL evaluates a step's subqueries only when the steps before did not settle it.

/** How far searchedPage goes with each step; the tests shrink these to reach every step. */
export interface SearchTuning {
  /** Step 0 takes this many matches at most: fewer are every match. */
  fewMax: number;
  /** Step 1 reads max(walkMin, walkPerRow × rows the page needs) students of the order. */
  walkMin: number;
  walkPerRow: number;
  /** Step 1½ answers for at most this many matching surnames (0: never); */
  namesMax: number;
  /** and at most this many students matching beside their surname. */
  besideMax: number;
  /** Step 2 sorts at most this many matches (at least the count's cap) when the trigram index serves the text. */
  sortMax: number;
}

// Walking an index entry costs about a third of fetching a match by the trigram index and
// sorting it; 5,000 rows find a page of 20 wherever matches are at least 1 in 250 early on.
// Step 1½ walks up to a page of the order per surname and sorts what matches beside them.
export const SEARCH_TUNING: SearchTuning = { fewMax: 100, walkMin: 5000, walkPerRow: 20, namesMax: 50, besideMax: 2000, sortMax: 10_000 };

/**
 * The students a list may show, around student_list l: CTEs, what to select from, and 'and
 * …' conditions that refer to l alone.
 */
export interface Candidates {
  ctes: RawBuilder<unknown>[];
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  /** Whether a group or study format leaves some of the school's students out. */
  filtered: boolean;
}

/** Whether the trigram index can find the students whose search text contains text. */
const hasTrigram = (text: string) => /[\p{L}\p{N}]{3}/u.test(text);

/**
 * The page of students whose search text contains text (trimmed, not empty), in any case and
 * with ё as е (student_list.search is stored folded as searchFolded folds), with their count
 * up to STUDENT_SEARCH_COUNT_CAP: the rows, order and count of sorting every match.
 */
export async function searchedPage(
  db: Db,
  schoolId: number,
  from: Candidates,
  text: string,
  { limit, offset }: { limit: number; offset: number },
  tuning: SearchTuning = SEARCH_TUNING,
): Promise<{ ids: number[]; count: number }> {
  const need = offset + limit;
  const budget = Math.max(tuning.walkMin, need * tuning.walkPerRow);
  const trigram = hasTrigram(text);
  const spaced = text.includes(' ');
  const sortMax = trigram ? Math.max(tuning.sortMax, STUDENT_SEARCH_COUNT_CAP) : STUDENT_SEARCH_COUNT_CAP;
  const pattern = searchFolded(sql.val(containsPattern(text)));
  const searched = sql`l.search like ${pattern}`;
  const matches = sql`from ${from.from} where l.school_id = ${schoolId} ${from.where} and ${searched}`;
  const order = sql`order by l.last_name, l.first_name, l.user_id`;
  const ctes = [
    ...from.ctes,
    // The matches, in no order, up to sortMax (or fewMax) for step 2. A CTE is read only as
    // far as its readers go: for a text with a space, steps 0 and 1's count read the first
    // rows of this one scan, which step 2 goes on with, so the trigram index is looked up once
    // (a few ms for a full name's many trigrams). A word's few matches come cheaper by their
    // own plan (a scan of the table's first rows for "ivan"), and its count by the index.
    sql`every as materialized (select l.user_id, l.last_name, l.first_name ${matches} limit ${Math.max(sortMax, tuning.fewMax)})`,
    // Step 0: a few matches, in no order.
    spaced
      ? sql`few as materialized (select * from every limit ${tuning.fewMax})`
      : sql`few as materialized (select l.user_id, l.last_name, l.first_name ${matches} limit ${tuning.fewMax})`,
    // Step 1: the page's matches among the first `budget` students of the order. A filter's
    // condition (a study format) is tested after the text, on the few students that match it.
    sql`early as materialized (
      select l.user_id, l.last_name, l.first_name
      from (
        select l.user_id, l.last_name, l.first_name, l.search
        from ${from.from} where l.school_id = ${schoolId}
        ${order} limit ${budget}
      ) l
      where ${searched} ${from.where}
      ${order} limit ${need}
    )`,
    // How far step 1 reads: the surname at which the school's surnames, in the list's order,
    // add up to `budget` students (none: the whole list). A group's walk reaches further.
    sql`reach as materialized (
      select last_name from (
        select last_name, sum(students) over (order by last_name) as upto
        from student_list_names where school_id = ${schoolId}
      ) n
      where upto >= ${budget} order by last_name limit 1
    )`,
    // Step 2: how many matches there are, up to sortMax or more.
    sql`tally as materialized (select count(*) as n from every)`,
  ];
  const surname =
    tuning.namesMax > 0 && fitsBySurname(text, trigram)
      ? bySurname({ schoolId, from: from.from, where: from.where, filtered: from.filtered, pattern, need, ...tuning }, { limit, offset })
      : undefined;
  if (surname) ctes.push(...surname.ctes);
  const surnameFirst = (answer: 'count' | 'ids') =>
    surname ? sql`when ${surname.likely} and ${surname.answers} then ${surname[answer]}` : sql``;
  const surnameThen = (answer: 'count' | 'ids') => (surname ? sql`when ${surname.answers} then ${surname[answer]}` : sql``);
  const allFew = sql`(select count(*) from few) < ${tuning.fewMax}`;
  // A text with a space spans fields: its matches stand together by surname ("Анна Иванова",
  // 800 students), so step 1 is tried only when some of the few matches (a sample: step 0
  // found more) sorts within its reach, rather than read its whole budget for nothing. A
  // word's matches may hide in emails all over the list ("ivan"): a sample can miss them.
  const walkMayFind = spaced
    ? sql`(not exists (select 1 from reach) or exists (select 1 from few l where l.last_name <= (select last_name from reach))) and `
    : sql``;
  const settledEarly = sql`${walkMayFind}(select count(*) from early) >= ${need}`;
  const fewMatches = sql`(select n from tally) < ${sortMax}`;
  const { rows } = await sql<{ n: number; ids: number[] }>`
    with ${sql.join(ctes)}
    select
      case when ${allFew} then least((select count(*) from few), ${STUDENT_SEARCH_COUNT_CAP})
        ${surnameFirst('count')}
        when ${settledEarly} then (select count(*) from (select 1 ${spaced ? sql`from every` : matches} limit ${STUDENT_SEARCH_COUNT_CAP}) m)
        ${surnameThen('count')}
        else least((select n from tally), ${STUDENT_SEARCH_COUNT_CAP})
      end::integer as n,
      case when ${allFew} then array(select l.user_id from few l ${order} limit ${limit} offset ${offset})
        ${surnameFirst('ids')}
        when ${settledEarly} then array(select l.user_id from early l ${order} offset ${offset})
        ${surnameThen('ids')}
        when ${fewMatches} then array(select l.user_id from every l ${order} limit ${limit} offset ${offset})
        else array(select l.user_id ${matches} ${order} limit ${limit} offset ${offset})
      end as ids`.execute(db);
  return { ids: rows[0].ids.map(Number), count: rows[0].n };
}
