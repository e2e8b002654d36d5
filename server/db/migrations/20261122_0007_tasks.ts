import { sql, type Kysely } from 'kysely';

// Frozen: tasks of a lesson, students' answers and their review, and users' notifications.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tasks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // Ordered content blocks, sanitised by the server before they are stored.
    .addColumn('task_elements', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('deadline', 'timestamptz', (c) => c.notNull())
    .addColumn('max_points', 'integer', (c) => c.notNull().check(sql`max_points >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('tasks_lesson_idx').on('tasks').columns(['lesson_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('task_answers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    // [{fileId, link, name}] of the student's own uploads, as they were when sent.
    .addColumn('files', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // [url] of http(s) addresses.
    .addColumn('links', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('WAITING')
        .check(sql`status in ('WAITING', 'ACCEPTED', 'NOT_ACCEPTED')`),
    )
    .addColumn('points', 'integer', (c) => c.check(sql`points >= 0`))
    .addColumn('comment', 'text')
    // The server's clock when the student last sent it; late compares it with the deadline.
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('late', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One answer per student and task: sending again updates it.
    .addUniqueConstraint('task_answers_task_student_key', ['task_id', 'student_id'])
    .addCheckConstraint('task_answers_accepted_points', sql`status <> 'ACCEPTED' or points is not null`)
    .execute();
  await db.schema.createIndex('task_answers_student_idx').on('task_answers').column('student_id').execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // What happened (TASK_ACCEPTED, …); the text is built from kind and params in the reader's language.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('viewed_at', 'timestamptz')
    .execute();
  // A user's new (viewed_at null) and seen notifications, newest first.
  await db.schema.createIndex('notifications_user_viewed_idx').on('notifications').columns(['user_id', 'viewed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['notifications', 'task_answers', 'tasks']) {
    await db.schema.dropTable(table).execute();
  }
}
