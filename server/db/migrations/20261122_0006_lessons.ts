import { sql, type Kysely } from 'kysely';

// Frozen: lessons of a course (ordered, trashable) and their videos, links and presentations.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lessons')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('show_date', 'timestamptz', (c) => c.notNull())
    // 1..n among the course's live lessons. Renumbering passes through negative values, so
    // a unique index (not a check) is what guards the order.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'integer')
    .execute();
  // Two live lessons of a course never share a place; a trashed one keeps its old number aside.
  await sql`create unique index lessons_course_position_key on lessons (course_id, position) where deleted_at is null`.execute(db);
  await db.schema.createIndex('lessons_school_idx').on('lessons').column('school_id').execute();

  await db.schema
    .createTable('videos')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('videos_lesson_idx').on('videos').columns(['lesson_id', 'id']).execute();

  await db.schema
    .createTable('links')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('links_lesson_idx').on('links').columns(['lesson_id', 'id']).execute();

  await db.schema
    .createTable('presentations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // The PDF upload; deleting the file through /static/delete leaves the presentation without one.
    .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('presentations_lesson_idx').on('presentations').columns(['lesson_id', 'id']).execute();
  await db.schema.createIndex('presentations_file_idx').on('presentations').column('file_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['presentations', 'links', 'videos', 'lessons']) {
    await db.schema.dropTable(table).execute();
  }
}
