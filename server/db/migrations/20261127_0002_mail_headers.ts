import { sql, type Kysely } from 'kysely';

// Frozen. Notification emails carry List-Unsubscribe (RFC 2369) and one-click
// List-Unsubscribe-Post (RFC 8058): the link names the user by a random key of their own, not by
// their id, so nobody can turn off another person's emails by guessing. The queue keeps each
// message's extra headers beside its text.

const statements = [
  `alter table users add column unsubscribe_key uuid not null default gen_random_uuid()`,
  `create unique index users_unsubscribe_key_idx on users (unsubscribe_key)`,
  `alter table mail_queue add column headers jsonb`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per call: PGlite's extended protocol takes no more.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table mail_queue drop column if exists headers`.execute(db);
  await sql`drop index if exists users_unsubscribe_key_idx`.execute(db);
  await sql`alter table users drop column if exists unsubscribe_key`.execute(db);
}
