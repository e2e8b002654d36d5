import { sql, type Kysely } from 'kysely';

// Frozen: the rating's triggers on test_attempts (migration 0010) fire only for what changes a
// rating. As statement-level triggers they ran a PL/pgSQL function with
// transition tables on every start and every save of answers, thousands a minute in an exam,
// to find nothing counted had changed: on PGlite that was a third of a save's cost. Row-level
// triggers with a WHEN condition are skipped by the executor without calling anything when
// the condition is false: a start (nothing submitted) or a save (only answers) never calls
// them. What they recompute is the same: the (course, student) pairs of the old and new rows
// that count (submitted with points). The bulk updates of test_attempts (a pass mark changed)
// touch only `passed`, which the rating does not show, so no statement pays per row.

const COUNTED = (row: 'old' | 'new') => `${row}.submitted_at is not null and ${row}.points is not null`;

const statements = [
  `drop trigger if exists rating_scores_test_attempts_ins on test_attempts`,
  `drop trigger if exists rating_scores_test_attempts_upd on test_attempts`,
  `create function rating_scores_on_test_attempt_row() returns trigger language plpgsql as $fn$
  begin
    perform rating_scores_refresh_pairs(array_agg(l.course_id), array_agg(y.student_id))
    from (
      select new.test_id, new.student_id where tg_op <> 'DELETE' and ${COUNTED('new')}
      union all
      select old.test_id, old.student_id where tg_op = 'UPDATE' and ${COUNTED('old')}
    ) as y(test_id, student_id)
    join tests t on t.id = y.test_id join lessons l on l.id = t.lesson_id;
    return null;
  end
  $fn$`,
  `create trigger rating_scores_test_attempts_ins after insert on test_attempts
    for each row when (${COUNTED('new')}) execute function rating_scores_on_test_attempt_row()`,
  `create trigger rating_scores_test_attempts_upd after update on test_attempts
    for each row when ((old.submitted_at is null) <> (new.submitted_at is null) or old.points is distinct from new.points
      or old.test_id <> new.test_id or old.student_id <> new.student_id)
    execute function rating_scores_on_test_attempt_row()`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per call: PGlite's extended protocol takes no more.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`drop trigger if exists rating_scores_test_attempts_ins on test_attempts`).execute(db);
  await sql.raw(`drop trigger if exists rating_scores_test_attempts_upd on test_attempts`).execute(db);
  await sql.raw(`drop function if exists rating_scores_on_test_attempt_row()`).execute(db);
  await sql
    .raw(
      `create trigger rating_scores_test_attempts_ins after insert on test_attempts
    referencing new table as new_rows for each statement execute function rating_scores_on_test_attempts()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger rating_scores_test_attempts_upd after update on test_attempts
    referencing old table as old_rows new table as new_rows for each statement execute function rating_scores_on_test_attempts()`,
    )
    .execute(db);
}
