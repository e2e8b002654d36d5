import type { Kysely } from 'kysely';

// Frozen: the student and instructor pages read a person's newest invitation (its state and
// the resend pause) and newest session (the last login). Reset tokens had no index by user,
// so each read scanned the table; both now take one index probe from the newest row.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('password_reset_tokens_user_idx').on('password_reset_tokens').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('sessions_user_created_idx').on('sessions').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_user_created_idx').execute();
  await db.schema.dropIndex('password_reset_tokens_user_idx').execute();
}
