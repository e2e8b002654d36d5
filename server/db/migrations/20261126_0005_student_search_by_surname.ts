import { sql, type Kysely } from 'kysely';

// Frozen: a students search for a common surname ("Иванов", 9,000 of 100,000 students) reads
// one page of the list instead of every match (server/routes/students/searchPage.ts).
//
// A surname's students stand together in the list's order, so the first page of a surname's
// matches is a short walk of the order index from the first matching surname. Which surnames
// match is a scan of student_list_names: every surname of a school with its number of live
// students, kept by triggers on student_list. The students a text matches elsewhere (first
// name, email, phone) are found by a trigram index on the search text without the surname,
// for a text without spaces (one that cannot span two fields): few for a surname.

/**
 * student_list.search without its surname: lower(first name) || ' ' || email || ' ' || phone.
 * The search text is lower(first || ' ' || last || ' ' || email || ' ' || phone); lower() maps
 * character for character, so the surname starts after the first name and its space. The
 * list code repeats this expression (studentSearchBesideSurname) so that the index serves it.
 */
const BESIDE_SURNAME = `overlay(search placing '' from char_length(first_name) + 2 for char_length(last_name) + 1)`;

/** Adds changes (a query of school_id, last_name, d rows; d = +1 or -1) to student_list_names. */
const applyChanges = (changes: string) => `
    with delta as (
      select school_id, last_name, sum(d)::integer as d
      from (${changes}) changes (school_id, last_name, d)
      group by 1, 2
      having sum(d) <> 0
    ), lost as (
      update student_list_names n set students = n.students + delta.d
      from delta
      where delta.d < 0 and n.school_id = delta.school_id and n.last_name = delta.last_name
    )
    insert into student_list_names (school_id, last_name, students)
    select school_id, last_name, d from delta where d > 0
    order by 1, 2
    on conflict (school_id, last_name) do update set students = student_list_names.students + excluded.students`;

/** An AFTER statement trigger's function running one statement. */
const triggerFunction = (name: string, body: string) => `create function ${name}() returns trigger language plpgsql as $$
  begin
    ${body};
    return null;
  end $$`;

const statements = [
  // A surname whose last student left keeps its row at 0 (the search skips it): deleting it
  // would race with a concurrent insert of the same surname for nothing.
  `create table student_list_names (
    school_id integer not null references schools (id) on delete cascade,
    last_name text not null,
    students integer not null,
    primary key (school_id, last_name)
  )`,
  `insert into student_list_names (school_id, last_name, students)
   select school_id, last_name, count(*) from student_list group by 1, 2`,
  triggerFunction('student_list_names_inserted', applyChanges(`select school_id, last_name, 1 from list_new`)),
  triggerFunction('student_list_names_deleted', applyChanges(`select school_id, last_name, -1 from list_old`)),
  triggerFunction(
    'student_list_names_updated',
    applyChanges(`select school_id, last_name, 1 from list_new union all select school_id, last_name, -1 from list_old`),
  ),
  `create trigger student_list_names_insert after insert on student_list
   referencing new table as list_new for each statement execute function student_list_names_inserted()`,
  `create trigger student_list_names_update after update on student_list
   referencing old table as list_old new table as list_new for each statement execute function student_list_names_updated()`,
  `create trigger student_list_names_delete after delete on student_list
   referencing old table as list_old for each statement execute function student_list_names_deleted()`,
  `create index student_list_beside_surname_idx on student_list using gin ((${BESIDE_SURNAME}) gin_trgm_ops)`,
  `analyze student_list`,
  `analyze student_list_names`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per call: PGlite's extended protocol takes no more.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ['student_list_names_insert', 'student_list_names_update', 'student_list_names_delete']) {
    await sql.raw(`drop trigger if exists ${trigger} on student_list`).execute(db);
  }
  await sql`drop index if exists student_list_beside_surname_idx`.execute(db);
  await sql`drop table if exists student_list_names`.execute(db);
  for (const fn of ['student_list_names_inserted', 'student_list_names_deleted', 'student_list_names_updated']) {
    await sql.raw(`drop function if exists ${fn}()`).execute(db);
  }
}
