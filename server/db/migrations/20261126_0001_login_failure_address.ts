import type { Kysely } from 'kysely';

// Frozen: login failures remember the client's address, so the lockout counts them per
// email and address and per address, and a stranger's guesses no longer lock the owner out.
// Rows from before have the empty address: they expire within the window.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('login_failures')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('login_failures_address_idx').on('login_failures').columns(['address', 'failed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_failures_address_idx').execute();
  await db.schema.alterTable('login_failures').dropColumn('address').execute();
}
