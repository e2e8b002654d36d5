import { sql, type Kysely } from 'kysely';

// Frozen: indexes and statistics for the students list at 100,000 students.

export async function up(db: Kysely<any>): Promise<void> {
  // Live (not trashed) people of a school in list order: pages, deep offsets and counts read
  // this index alone, without visiting the table.
  await sql`create index users_live_list_idx on users (school_id, role, last_name, first_name, id) where deleted_at is null`.execute(db);
  // Filters by group and study format, and the planner's knowledge that the two go together
  // (without it, it expects a rare combination to be common and walks the whole list).
  await db.schema.createIndex('student_profiles_group_format_idx').on('student_profiles').columns(['group_id', 'study_format']).execute();
  await sql`create statistics student_profiles_group_format_stats (mcv, dependencies) on group_id, study_format from student_profiles`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop statistics if exists student_profiles_group_format_stats`.execute(db);
  await db.schema.dropIndex('student_profiles_group_format_idx').execute();
  await db.schema.dropIndex('users_live_list_idx').execute();
}
