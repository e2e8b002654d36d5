import { sql, type Kysely } from 'kysely';

// Frozen. A finished course can be archived: read-only, still counted in ratings and
// analytics (server/lib/archivedCourses.ts). Null: the course is in use.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table courses add column archived_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table courses drop column if exists archived_at`.execute(db);
}
