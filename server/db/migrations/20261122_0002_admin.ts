import { sql, type Kysely } from 'kysely';

// Frozen: the admin area's tables (groups, courses, people's profiles, announcements, trash, files).

export async function up(db: Kysely<any>): Promise<void> {
  // Trigram indexes make "contains" searches over names and emails fast at 100,000 rows.
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('users').addColumn('deleted_at', 'timestamptz').addColumn('deleted_by', 'integer').execute();
  await sql`create index users_search_trgm on users using gin ((first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(phone, '')) gin_trgm_ops)`.execute(
    db,
  );
  await db.schema
    .createIndex('users_school_role_name_idx')
    .on('users')
    .columns(['school_id', 'role', 'last_name', 'first_name', 'id'])
    .execute();

  await db.schema
    .createTable('groups')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date_of_finish', 'date')
    .addColumn('image_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('finished', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'integer')
    .execute();
  await db.schema.createIndex('groups_school_idx').on('groups').columns(['school_id', 'name']).execute();

  await db.schema
    .createTable('student_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('study_format', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ONLINE')
        .check(sql`study_format in ('ONLINE', 'OFFLINE')`),
    )
    .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('student_profiles_group_idx').on('student_profiles').column('group_id').execute();

  await db.schema
    .createTable('instructor_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('specialization', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('courses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date_of_finish', 'date')
    .addColumn('image_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'integer')
    .execute();
  await db.schema.createIndex('courses_school_idx').on('courses').columns(['school_id', 'name']).execute();

  await db.schema
    .createTable('course_groups')
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('course_groups_pk', ['course_id', 'group_id'])
    .execute();
  await db.schema.createIndex('course_groups_group_idx').on('course_groups').column('group_id').execute();

  await db.schema
    .createTable('course_instructors')
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('instructor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('course_instructors_pk', ['course_id', 'instructor_id'])
    .execute();
  await db.schema.createIndex('course_instructors_instructor_idx').on('course_instructors').column('instructor_id').execute();

  await db.schema
    .createTable('course_student_blocks')
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('course_student_blocks_pk', ['course_id', 'student_id'])
    .execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('cascade'))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('announcements_school_idx').on('announcements').columns(['school_id', 'created_at']).execute();

  await db.schema
    .createTable('trash')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('deleted_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trash_entity_key').on('trash').columns(['entity_type', 'entity_id']).unique().execute();
  await db.schema.createIndex('trash_school_idx').on('trash').columns(['school_id', 'deleted_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'trash',
    'announcements',
    'course_student_blocks',
    'course_instructors',
    'course_groups',
    'courses',
    'instructor_profiles',
    'student_profiles',
    'groups',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop index if exists users_search_trgm`.execute(db);
  await db.schema.dropIndex('users_school_role_name_idx').execute();
  await db.schema.alterTable('users').dropColumn('deleted_at').dropColumn('deleted_by').execute();
  await db.schema.dropTable('files').execute();
}
