import { sql, type Kysely } from 'kysely';

// Frozen. A test's window (opens_at, closes_at: a start is refused outside it, and an attempt's
// deadline never passes the close) and a student's accommodations on one test: extra time as a
// percentage of the limit and a personal window whose set sides replace the test's. Both sides
// of a window are optional; when both are set the close comes after the opening. The rule is
// written in src/api/quizWindow.ts.

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per call: PGlite's extended protocol takes no more.
  await sql`alter table tests add column opens_at timestamptz`.execute(db);
  await sql`alter table tests add column closes_at timestamptz`.execute(db);
  await sql`alter table tests add constraint tests_window_check check (closes_at is null or opens_at is null or closes_at > opens_at)`.execute(
    db,
  );

  await db.schema
    .createTable('test_accommodations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('test_id', 'integer', (c) => c.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('extra_time_percent', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`extra_time_percent between 0 and 400`),
    )
    .addColumn('opens_at', 'timestamptz')
    .addColumn('closes_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One accommodation per student and test; a start finds it by this key.
    .addUniqueConstraint('test_accommodations_test_student_key', ['test_id', 'student_id'])
    .addCheckConstraint('test_accommodations_window_check', sql`closes_at is null or opens_at is null or closes_at > opens_at`)
    .execute();
  // A student deleted for good takes their accommodations along: the cascade looks them up by student.
  await db.schema.createIndex('test_accommodations_student_idx').on('test_accommodations').column('student_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('test_accommodations').execute();
  await sql`alter table tests drop constraint if exists tests_window_check`.execute(db);
  await sql`alter table tests drop column if exists closes_at`.execute(db);
  await sql`alter table tests drop column if exists opens_at`.execute(db);
}
