import { sql, type Kysely } from 'kysely';

// Frozen: timed tests of a lesson (questions, options) and students' attempts at them.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Shown to students before they start.
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('time_limit_seconds', 'integer', (c) => c.notNull().check(sql`time_limit_seconds > 0`))
    .addColumn('pass_percent', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(50)
        .check(sql`pass_percent between 0 and 100`),
    )
    // false blocks new attempts (SPEC: activate or block answers).
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    // Bumped whenever questions or options change, so a cached copy knows it is stale.
    .addColumn('structure_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('tests_lesson_idx').on('tests').columns(['lesson_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('test_questions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('test_id', 'integer', (c) => c.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    // ONE: one-from-list (wire ONE_FROM_LIST); MANY: many-from-list (MANY_FROM_LIST).
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('ONE', 'MANY')`))
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points > 0`))
    // Offers a free-text 'Other' answer, scored by hand.
    .addColumn('has_other', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('test_questions_test_idx').on('test_questions').columns(['test_id', 'position']).execute();

  await db.schema
    .createTable('test_options')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('question_id', 'integer', (c) => c.notNull().references('test_questions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('is_correct', 'boolean', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('test_options_question_idx').on('test_options').columns(['question_id', 'position']).execute();

  await db.schema
    .createTable('test_attempts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('test_id', 'integer', (c) => c.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The server's clock: deadline = started_at + the limit at the start.
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deadline', 'timestamptz', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('closed_reason', 'text', (c) => c.check(sql`closed_reason in ('SUBMITTED', 'TIME_UP')`))
    // questionId -> chosen optionIds; questionId -> 'Other' text; questionId -> hand points.
    .addColumn('answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('other_texts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('other_points', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // What the student's screen showed as spent ('HH:MM'); informative only.
    .addColumn('test_time', 'text')
    .addColumn('points', 'double precision')
    .addColumn('max_points', 'double precision')
    .addColumn('passed', 'boolean')
    .addCheckConstraint('test_attempts_closed_check', sql`(submitted_at is null) = (closed_reason is null)`)
    .execute();
  // One attempt per student and test: a repeated start or submission finds the same row.
  await db.schema.createIndex('test_attempts_test_student_key').on('test_attempts').columns(['test_id', 'student_id']).unique().execute();
  await db.schema.createIndex('test_attempts_student_idx').on('test_attempts').column('student_id').execute();
  // The job looking for attempts whose time ran out reads only the open ones.
  await sql`create index test_attempts_open_deadline_idx on test_attempts (deadline) where submitted_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['test_attempts', 'test_options', 'test_questions', 'tests']) {
    await db.schema.dropTable(table).execute();
  }
}
