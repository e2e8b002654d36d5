import { sql, type Kysely } from 'kysely';

// Frozen. A student's extra attempts on a test (issue 17, an accommodation like Moodle's user
// override of "attempts allowed"): their allowance is the test's max_attempts plus these, an
// unlimited test staying unlimited (src/api/quizAttemptRules.ts attemptAllowance). 0 for every
// accommodation made before, so nothing changes for them. The bound is MAX_ATTEMPTS_LIMIT.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table test_accommodations add column extra_attempts integer not null default 0 check (extra_attempts between 0 and 100)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table test_accommodations drop column if exists extra_attempts`.execute(db);
}
