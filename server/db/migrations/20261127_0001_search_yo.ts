import { sql, type Kysely } from 'kysely';

// Frozen: searches find ё and е by each other ("Семён" by "Семен" and back), as
// server/lib/listing.ts folds texts: translate(lower(text), 'ё', 'е'). The trigram indexes
// searches use are on folded texts: users_search_trgm on the folded person text, and the
// students list's stored search text (with its two indexes) is folded on write. translate()
// maps letter for letter, so the students list's search text keeps its positions
// (student_list_beside_surname_idx cuts the surname out by length).

const PERSON = `first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(phone, '')`;

/** The students list's search text (migration 20261122_0005), lower-cased and, when folded, with ё as е. */
const searchText = (u: string, folded: boolean) => {
  const lower = `lower(${u}.first_name || ' ' || ${u}.last_name || ' ' || ${u}.email || ' ' || coalesce(${u}.phone, ''))`;
  return folded ? `translate(${lower}, 'ё', 'е')` : lower;
};

/** The two trigger functions of migration 20261122_0005 that write the search text. */
const writers = (folded: boolean) => [
  `create or replace function student_list_users_inserted() returns trigger language plpgsql as $$
  begin
    insert into student_list (user_id, school_id, last_name, first_name, search)
     select u.id, u.school_id, u.last_name, u.first_name, ${searchText('u', folded)}
     from users_new u
     where u.role = 'STUDENT' and u.deleted_at is null;
    return null;
  end $$`,
  `create or replace function student_list_user_updated() returns trigger language plpgsql as $$
  begin
    if new.role = 'STUDENT' and new.deleted_at is null then
      insert into student_list (user_id, school_id, last_name, first_name, search)
      values (new.id, new.school_id, new.last_name, new.first_name, ${searchText('new', folded)})
      on conflict (user_id) do update set
        school_id = excluded.school_id, last_name = excluded.last_name, first_name = excluded.first_name, search = excluded.search;
    else
      delete from student_list where user_id = new.id;
    end if;
    return null;
  end $$`,
];

/** users_search_trgm: on the person text (migration 20261122_0002), or on it folded. */
const usersIndex = (folded: boolean) =>
  `create index users_search_trgm on users using gin ((${folded ? `translate(lower(${PERSON}), 'ё', 'е')` : PERSON}) gin_trgm_ops)`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per call: PGlite's extended protocol takes no more.
  for (const statement of writers(true)) await sql.raw(statement).execute(db);
  await sql.raw(`update student_list set search = translate(search, 'ё', 'е') where search like '%ё%'`).execute(db);
  await sql.raw('drop index if exists users_search_trgm').execute(db);
  await sql.raw(usersIndex(true)).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of writers(false)) await sql.raw(statement).execute(db);
  await sql
    .raw(
      `update student_list l set search = ${searchText('u', false)} from users u where u.id = l.user_id and l.search <> ${searchText('u', false)}`,
    )
    .execute(db);
  await sql.raw('drop index if exists users_search_trgm').execute(db);
  await sql.raw(usersIndex(false)).execute(db);
}
