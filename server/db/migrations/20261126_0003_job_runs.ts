import type { Kysely } from 'kysely';

// Frozen: when each scheduled job last ran in any process, so that several processes on one
// database run each job once per interval between them (server/lib/clusterJobs.ts).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_run_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
}
