import { sql, type Kysely } from 'kysely';

// Frozen: GET /analytics counts a school's task answers by when they were first sent and its
// finished test attempts by when they were finished, over a period. Without these a period of
// a few weeks read every answer and attempt the school ever had (180,000 of each in a 3,000
// student school: about twice as long on PGlite as reading the period's rows by index).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index task_answers_school_created_idx on task_answers (school_id, created_at)`.execute(db);
  await sql`create index test_attempts_school_submitted_idx on test_attempts (school_id, submitted_at) where submitted_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists test_attempts_school_submitted_idx`.execute(db);
  await sql`drop index if exists task_answers_school_created_idx`.execute(db);
}
