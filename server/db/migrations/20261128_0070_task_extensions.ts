import { sql, type Kysely } from 'kysely';

// Frozen. Issue 18: per-student deadline extensions and a late-penalty rule per task
// (src/api/latePenalty.ts). An answer keeps the points the instructor gave (points_given) apart
// from the points that count (points, after the penalty), so a later extension or rule change
// can take the penalty back without asking anyone to grade again. Answers graded before keep
// their points: no task had a penalty then.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table tasks
    add column late_penalty_per_day integer not null default 0 check (late_penalty_per_day between 0 and 100),
    add column late_penalty_floor integer not null default 0 check (late_penalty_floor between 0 and 100)`.execute(db);
  await sql`alter table task_answers
    add column points_given integer check (points_given >= 0),
    add column days_late integer not null default 0 check (days_late >= 0),
    add column penalty_percent integer not null default 0 check (penalty_percent between 0 and 100)`.execute(db);
  await sql`update task_answers set points_given = points where points is not null`.execute(db);
  await sql`update task_answers a set days_late = ceil(extract(epoch from (a.submitted_at - t.deadline)) / 86400)::int
    from tasks t where t.id = a.task_id and a.submitted_at > t.deadline`.execute(db);
  await sql`create table task_extensions (
    task_id integer not null references tasks (id) on delete cascade,
    student_id integer not null references users (id) on delete cascade,
    school_id integer not null references schools (id) on delete cascade,
    deadline timestamptz not null,
    granted_by integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (task_id, student_id)
  )`.execute(db);
  // The student's own deadlines (home page, reminders, ratings) are read by student.
  await sql`create index task_extensions_student_idx on task_extensions (student_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists task_extensions`.execute(db);
  await sql`alter table task_answers drop column if exists points_given, drop column if exists days_late,
    drop column if exists penalty_percent`.execute(db);
  await sql`alter table tasks drop column if exists late_penalty_per_day, drop column if exists late_penalty_floor`.execute(db);
}
