import { sql, type Kysely } from 'kysely';

// Frozen: exams of a course and their marks, and each course's rating distribution.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('exams')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // yyyy-MM-dd: a calendar day, no time or timezone.
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('exams_course_idx').on('exams').columns(['course_id', 'date', 'id']).execute();

  await db.schema
    .createTable('exam_marks')
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mark', 'integer', (c) => c.notNull().check(sql`mark between 0 and 100`))
    .addColumn('given_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One mark per student and exam: giving it again replaces it.
    .addPrimaryKeyConstraint('exam_marks_pkey', ['exam_id', 'student_id'])
    .execute();
  await db.schema.createIndex('exam_marks_student_idx').on('exam_marks').column('student_id').execute();

  await db.schema
    .createTable('rating_distributions')
    .addColumn('course_id', 'integer', (c) => c.primaryKey().references('courses.id').onDelete('cascade'))
    .addColumn('tasks_percent', 'integer', (c) => c.notNull().check(sql`tasks_percent between 0 and 100`))
    .addColumn('tests_percent', 'integer', (c) => c.notNull().check(sql`tests_percent between 0 and 100`))
    .addColumn('exams_percent', 'integer', (c) => c.notNull().check(sql`exams_percent between 0 and 100`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('rating_distributions_sum_check', sql`tasks_percent + tests_percent + exams_percent = 100`)
    .execute();

  // The rating reads, per task and test of a course, who scored what: these cover exactly that
  // (index-only scans), instead of visiting one heap page per answer. 1,000 students × 100
  // lessons read 160,000 entries per table; the heap visits were half the time.
  await sql`create index task_answers_rating_idx on task_answers (task_id) include (student_id, points) where status = 'ACCEPTED'`.execute(
    db,
  );
  await sql`create index test_attempts_rating_idx on test_attempts (test_id) include (student_id, points) where submitted_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists test_attempts_rating_idx`.execute(db);
  await sql`drop index if exists task_answers_rating_idx`.execute(db);
  for (const table of ['rating_distributions', 'exam_marks', 'exams']) {
    await db.schema.dropTable(table).execute();
  }
}
