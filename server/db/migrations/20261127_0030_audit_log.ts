import { sql, type Kysely } from 'kysely';

// Frozen: the audit log, who did what and when in a school (server/plugins/audit.ts writes it,
// server/routes/audit/ reads it). Rows are kept a year (server/lib/audit/retention.ts).
// actor_name and the entity's name are copied in, so a row still reads right after the person
// or the thing is renamed or deleted for good; actor_id is therefore no foreign key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('entity_name', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index audit_log_school_time on audit_log (school_id, created_at desc, id desc)`.execute(db);
  await sql`create index audit_log_school_actor on audit_log (school_id, actor_id, created_at desc)`.execute(db);
  await sql`create index audit_log_school_entity on audit_log (school_id, entity, action, created_at desc)`.execute(db);
  // The retention job deletes by age across every school.
  await sql`create index audit_log_time on audit_log (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
