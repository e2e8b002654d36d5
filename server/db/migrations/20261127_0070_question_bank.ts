import { sql, type Kysely } from 'kysely';

// Frozen. A course's question bank: nested categories and the questions in them. A question's
// kind-specific part (answers with credits, pairs, items) is one jsonb body: it is read and
// written whole, with the question, and never queried inside, so columns would only add joins.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('question_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    // A category is deleted only when empty (the API refuses otherwise); restrict keeps it so.
    .addColumn('parent_id', 'integer', (c) => c.references('question_categories.id').onDelete('restrict'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Two siblings never share a name: an import finds a category path by names. coalesce folds
  // the top level (no parent) into one sibling set.
  await sql`create unique index question_categories_name_idx on question_categories (course_id, coalesce(parent_id, 0), lower(name))`.execute(
    db,
  );

  await db.schema
    .createTable('bank_questions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('question_categories.id').onDelete('restrict'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('text_format', 'text', (c) => c.notNull().check(sql`text_format in ('plain', 'html', 'markdown', 'moodle')`))
    .addColumn('general_feedback', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('points', 'double precision', (c) => c.notNull().check(sql`points between 0 and 1000`))
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('bank_questions_category_idx').on('bank_questions').columns(['category_id', 'id']).execute();
  await db.schema.createIndex('bank_questions_course_idx').on('bank_questions').columns(['course_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bank_questions').execute();
  await db.schema.dropTable('question_categories').execute();
}
