import { sql, type Kysely } from 'kysely';

// Frozen. A test starts as a draft that students neither see nor hear of: published_at is the
// moment it opens to them (null: a draft; in the future: scheduled). Tests that existed before
// were open from their creation, so they stay published from then. The index serves the
// scheduled job, which looks for tests whose moment has come.

const statements = [
  `alter table tests add column published_at timestamptz`,
  `update tests set published_at = created_at`,
  `create index tests_published_at_idx on tests (published_at) where published_at is not null`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per call: PGlite's extended protocol takes no more.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists tests_published_at_idx`.execute(db);
  await sql`alter table tests drop column if exists published_at`.execute(db);
}
