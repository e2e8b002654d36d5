import { sql, type Kysely } from 'kysely';

// Frozen. Every user may show a photo of themselves (their profile page, the app bar). The
// column references files like a group's image does, so releasing a replaced photo sees it in
// use through the catalog (server/routes/files/usageRepository.ts), and a deleted file row
// leaves the user without a photo rather than failing.

const statements = [`alter table users add column avatar_file_id integer references files (id) on delete set null`];

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per call: PGlite's extended protocol takes no more.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column if exists avatar_file_id`.execute(db);
}
