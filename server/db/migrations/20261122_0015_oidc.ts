import { sql, type Kysely } from 'kysely';

// Frozen: sign-in with an external OpenID Connect provider.
// oidc_login_states: one row per sign-in begun; the callback spends it, so a state is checked
// once, by any process, and a replayed one is refused. Only a hash of the state is stored.
// oidc_login_tickets: the short-lived one-time code that hands the new session to the browser;
// also stored hashed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oidc_login_states')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('oidc_login_states_expires_idx').on('oidc_login_states').column('expires_at').execute();

  await db.schema
    .createTable('oidc_login_tickets')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('oidc_login_tickets_expires_idx').on('oidc_login_tickets').column('expires_at').execute();
  await db.schema.createIndex('oidc_login_tickets_user_idx').on('oidc_login_tickets').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_login_tickets').execute();
  await db.schema.dropTable('oidc_login_states').execute();
}
