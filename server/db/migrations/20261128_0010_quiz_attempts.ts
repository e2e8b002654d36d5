import { sql, type Kysely } from 'kysely';

// Frozen. Several attempts at a test (issue 17, item 3; src/api/quizAttemptRules.ts):
// - a test holds how many attempts a student may sit (null: unlimited), how its grade is taken
//   from them and the minutes to wait between them; tests made before keep one attempt.
// - an attempt holds its number, 1 first; a student has at most one attempt of each number and
//   at most one running (not submitted) attempt per test, so two starts racing for the same
//   attempt make one row (the loser reads the winner's).

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per call: PGlite's extended protocol takes no more.
  const statements = [
    `alter table tests add column max_attempts integer default 1 constraint tests_max_attempts_check check (max_attempts between 1 and 100)`,
    `alter table tests add column grading_method text not null default 'HIGHEST'
       constraint tests_grading_method_check check (grading_method in ('HIGHEST', 'LAST', 'FIRST', 'AVERAGE'))`,
    `alter table tests add column attempt_wait_minutes integer not null default 0
       constraint tests_attempt_wait_minutes_check check (attempt_wait_minutes between 0 and 43200)`,
    `alter table test_attempts add column attempt_no integer not null default 1 constraint test_attempts_attempt_no_check check (attempt_no >= 1)`,
    `drop index if exists test_attempts_test_student_key`,
    `create unique index test_attempts_test_student_no_key on test_attempts (test_id, student_id, attempt_no)`,
    `create unique index test_attempts_running_key on test_attempts (test_id, student_id) where submitted_at is null`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Back to one attempt each: only the latest of a student's attempts stays.
  const statements = [
    `delete from test_attempts a using test_attempts b
       where a.test_id = b.test_id and a.student_id = b.student_id and a.attempt_no < b.attempt_no`,
    `drop index if exists test_attempts_running_key`,
    `drop index if exists test_attempts_test_student_no_key`,
    `create unique index test_attempts_test_student_key on test_attempts (test_id, student_id)`,
    `alter table test_attempts drop column if exists attempt_no`,
    `alter table tests drop column if exists attempt_wait_minutes`,
    `alter table tests drop column if exists grading_method`,
    `alter table tests drop column if exists max_attempts`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
