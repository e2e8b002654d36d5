import { sql, type Kysely } from 'kysely';

// Frozen: the students list at 100,000 students answers a page of 20 in a few milliseconds.
//
// student_list holds one narrow row per live student (not in the trash) with what the list
// orders by and searches in: a page walks one covering index instead of the wide users
// table, and a search tests a lower-cased text stored once instead of building it per row.
// student_counts holds how many live students each school has per (group, study format), so
// the count of an unsearched list is a sum over a few rows instead of a count over 100,000.
// student_list_versions numbers each school's list order: every change to who is listed or
// to a listed name moves it on. student_list_anchors keeps, per version, where every 1,000th
// student of the order stands, so a deep page starts from the nearest one instead of
// skipping tens of thousands of rows (the list code rebuilds them when the version moved).
// Triggers keep student_list, the counts and the versions in the transaction of every write
// to users and student_profiles, whoever writes (routes, import, trash, purge, cascades).

/** The text a search looks in: what users_search_trgm indexes, lower-cased once, on write. */
const SEARCH_TEXT = (u: string) =>
  `lower(${u}.first_name || ' ' || ${u}.last_name || ' ' || ${u}.email || ' ' || coalesce(${u}.phone, ''))`;

/**
 * Adds changes (a query of school_id, group_id, study_format, d rows; d = +1 or -1) to
 * student_counts. Gains are upserts; losses only update, so a school being deleted (whose
 * counts go by cascade) never gets a row back. Gains are written in key order.
 */
const applyChanges = (changes: string) => `
    with delta as (
      select school_id, group_id, study_format, sum(d)::integer as d
      from (${changes}) changes (school_id, group_id, study_format, d)
      group by 1, 2, 3
      having sum(d) <> 0
    ), lost as (
      update student_counts c set students = c.students + delta.d
      from delta
      where delta.d < 0 and c.school_id = delta.school_id and c.group_id = delta.group_id and c.study_format = delta.study_format
    )
    insert into student_counts (school_id, group_id, study_format, students)
    select school_id, group_id, study_format, d from delta where d > 0
    order by 1, 2, 3
    on conflict (school_id, group_id, study_format) do update set students = student_counts.students + excluded.students`;

/** Moves on the list version of the schools in a query of school ids (rows that exist only). */
const bumpVersions = (schools: string) => `update student_list_versions v set version = v.version + 1 where v.school_id in (${schools})`;

/** An AFTER trigger's function running statements in order. */
const triggerFunction = (name: string, ...body: string[]) => `create function ${name}() returns trigger language plpgsql as $$
  begin
    ${body.join(';\n    ')};
    return null;
  end $$`;

/** A student's bucket: group 0 without a group, format '' without a profile. */
const bucketOf = (list: string, profile: string, d: number) =>
  `select ${list}.school_id, coalesce(${profile}.group_id, 0), coalesce(${profile}.study_format, ''), ${d}`;

const statements = [
  // One row per live student. Written when a student is created, edited, trashed or
  // restored; never for a change of group or format, so those stay cheap.
  `create table student_list (
    user_id integer primary key references users (id) on delete cascade,
    school_id integer not null,
    last_name text not null,
    first_name text not null,
    search text not null
  )`,
  // The list's order, covering the search text: pages and searches over common words walk it
  // without visiting the table. Rare words go through the trigram index instead.
  `create index student_list_order_idx on student_list (school_id, last_name, first_name, user_id) include (search)`,
  `create index student_list_search_idx on student_list using gin (search gin_trgm_ops)`,

  // Live students per school, group and study format: group_id 0 for none, study_format ''
  // for a student without a profile.
  `create table student_counts (
    school_id integer not null references schools (id) on delete cascade,
    group_id integer not null,
    study_format text not null,
    students integer not null,
    primary key (school_id, group_id, study_format)
  )`,
  `create table student_list_versions (
    school_id integer primary key references schools (id) on delete cascade,
    version bigint not null
  )`,
  // position: how many students of the order come before this one (0-based offset).
  `create table student_list_anchors (
    school_id integer not null references schools (id) on delete cascade,
    version bigint not null,
    position integer not null,
    last_name text not null,
    first_name text not null,
    user_id integer not null,
    primary key (school_id, version, position)
  )`,

  `insert into student_list (user_id, school_id, last_name, first_name, search)
   select u.id, u.school_id, u.last_name, u.first_name, ${SEARCH_TEXT('u')}
   from users u
   where u.role = 'STUDENT' and u.deleted_at is null`,
  `insert into student_counts (school_id, group_id, study_format, students)
   select l.school_id, coalesce(p.group_id, 0), coalesce(p.study_format, ''), count(*)
   from student_list l left join student_profiles p on p.user_id = l.user_id
   group by 1, 2, 3`,
  `insert into student_list_versions (school_id, version) select id, 1 from schools`,

  // A student counts in their profile's bucket while both rows exist, in the no-profile
  // bucket while only the student_list row does: each side's triggers look at the other's
  // current state. (A user's deletion is the exception: see student_list_user_deleting.)
  triggerFunction(
    'student_list_inserted',
    `insert into student_list_versions (school_id, version)
     select distinct school_id, 1 from list_new order by 1
     on conflict (school_id) do update set version = student_list_versions.version + 1`,
    applyChanges(`${bucketOf('n', 'p', 1)} from list_new n left join student_profiles p on p.user_id = n.user_id`),
  ),
  triggerFunction(
    'student_list_deleted',
    bumpVersions('select school_id from list_old'),
    applyChanges(`${bucketOf('o', 'p', -1)} from list_old o left join student_profiles p on p.user_id = o.user_id`),
  ),
  triggerFunction(
    'student_list_updated',
    bumpVersions(
      `select o.school_id from list_old o join list_new n on n.user_id = o.user_id
       where (o.school_id, o.last_name, o.first_name) is distinct from (n.school_id, n.last_name, n.first_name)
       union all
       select n.school_id from list_old o join list_new n on n.user_id = o.user_id
       where (o.school_id, o.last_name, o.first_name) is distinct from (n.school_id, n.last_name, n.first_name)`,
    ),
    applyChanges(
      `${bucketOf('n', 'p', 1)} from list_new n left join student_profiles p on p.user_id = n.user_id
       union all ${bucketOf('o', 'p', -1)} from list_old o left join student_profiles p on p.user_id = o.user_id`,
    ),
  ),
  `create trigger student_list_insert after insert on student_list
   referencing new table as list_new for each statement execute function student_list_inserted()`,
  `create trigger student_list_update after update on student_list
   referencing old table as list_old new table as list_new for each statement execute function student_list_updated()`,
  `create trigger student_list_delete after delete on student_list
   referencing old table as list_old for each statement execute function student_list_deleted()`,
  triggerFunction(
    'student_counts_profiles_inserted',
    applyChanges(
      `${bucketOf('l', 'n', 1)} from profiles_new n join student_list l on l.user_id = n.user_id
       union all select l.school_id, 0, '', -1 from profiles_new n join student_list l on l.user_id = n.user_id`,
    ),
  ),
  triggerFunction(
    'student_counts_profiles_deleted',
    applyChanges(
      `${bucketOf('l', 'o', -1)} from profiles_old o join student_list l on l.user_id = o.user_id
       union all select l.school_id, 0, '', 1 from profiles_old o join student_list l on l.user_id = o.user_id`,
    ),
  ),
  triggerFunction(
    'student_counts_profiles_updated',
    applyChanges(
      `${bucketOf('l', 'n', 1)} from profiles_new n join student_list l on l.user_id = n.user_id
       union all ${bucketOf('l', 'o', -1)} from profiles_old o join student_list l on l.user_id = o.user_id`,
    ),
  ),
  `create trigger student_counts_profiles_insert after insert on student_profiles
   referencing new table as profiles_new for each statement execute function student_counts_profiles_inserted()`,
  `create trigger student_counts_profiles_update after update on student_profiles
   referencing old table as profiles_old new table as profiles_new for each statement execute function student_counts_profiles_updated()`,
  `create trigger student_counts_profiles_delete after delete on student_profiles
   referencing old table as profiles_old for each statement execute function student_counts_profiles_deleted()`,

  // student_list follows users: new students (one statement for a whole import), changes to
  // what the list shows or searches, the trash and back. A deleted user's row goes by cascade.
  triggerFunction(
    'student_list_users_inserted',
    `insert into student_list (user_id, school_id, last_name, first_name, search)
     select u.id, u.school_id, u.last_name, u.first_name, ${SEARCH_TEXT('u')}
     from users_new u
     where u.role = 'STUDENT' and u.deleted_at is null`,
  ),
  `create trigger student_list_users_insert after insert on users
   referencing new table as users_new for each statement execute function student_list_users_inserted()`,
  `create function student_list_user_updated() returns trigger language plpgsql as $$
  begin
    if new.role = 'STUDENT' and new.deleted_at is null then
      insert into student_list (user_id, school_id, last_name, first_name, search)
      values (new.id, new.school_id, new.last_name, new.first_name, ${SEARCH_TEXT('new')})
      on conflict (user_id) do update set
        school_id = excluded.school_id, last_name = excluded.last_name, first_name = excluded.first_name, search = excluded.search;
    else
      delete from student_list where user_id = new.id;
    end if;
    return null;
  end $$`,
  `create trigger student_list_users_update after update of role, school_id, first_name, last_name, email, phone, deleted_at on users
   for each row
   when ((old.role, old.school_id, old.first_name, old.last_name, old.email, old.phone, old.deleted_at is null)
         is distinct from (new.role, new.school_id, new.first_name, new.last_name, new.email, new.phone, new.deleted_at is null))
   execute function student_list_user_updated()`,
  // A user's deletion takes their student_list row out first, while their profile still
  // exists: the cascades that follow (profile and list row) run their statement triggers only
  // at the end of the deleting statement, when neither side could see the other any more.
  `create function student_list_user_deleting() returns trigger language plpgsql as $$
  begin
    delete from student_list where user_id = old.id;
    return old;
  end $$`,
  `create trigger student_list_users_delete before delete on users
   for each row when (old.role = 'STUDENT' and old.deleted_at is null)
   execute function student_list_user_deleting()`,
  `analyze student_list`,
  `analyze student_counts`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const TRIGGERS = {
  users: ['student_list_users_insert', 'student_list_users_update', 'student_list_users_delete'],
  student_profiles: ['student_counts_profiles_insert', 'student_counts_profiles_update', 'student_counts_profiles_delete'],
};
const FUNCTIONS = [
  'student_list_users_inserted',
  'student_list_user_updated',
  'student_list_user_deleting',
  'student_list_inserted',
  'student_list_updated',
  'student_list_deleted',
  'student_counts_profiles_inserted',
  'student_counts_profiles_updated',
  'student_counts_profiles_deleted',
];

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, triggers] of Object.entries(TRIGGERS)) {
    for (const trigger of triggers) await sql.raw(`drop trigger if exists ${trigger} on ${table}`).execute(db);
  }
  for (const table of ['student_list_anchors', 'student_list_versions', 'student_counts', 'student_list']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
  for (const fn of FUNCTIONS) await sql.raw(`drop function if exists ${fn}()`).execute(db);
}
