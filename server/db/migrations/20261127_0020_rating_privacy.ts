import { sql, type Kysely } from 'kysely';

// Frozen. Whether a school's students see each other's names and totals in a course rating.
// Off by default, existing schools too: a student sees their own row and their place only,
// until the school chooses to show the whole table.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table schools add column rating_names_visible boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table schools drop column if exists rating_names_visible`.execute(db);
}
