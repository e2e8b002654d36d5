import { sql, type Kysely } from 'kysely';

// Frozen. The students list sorts by any column it shows. A page sorted by a column of the
// person walks an index in that order and stops after the page, as the default order walks
// student_list_order_idx: by first name (the name column) on student_list, by email, phone,
// blocked and creation on the live students of users (partial, so other roles and the trash
// cost nothing). Students without a password are few in a school that has been running (a
// password is set by accepting the invitation): the invitation filter's pending, expired and
// none start from those, and only "accepted" walks the list.

const LIVE_STUDENT = `where role = 'STUDENT' and deleted_at is null`;

const statements = [
  `create index student_list_first_name_idx on student_list (school_id, first_name, last_name, user_id)`,
  `create index users_students_email_idx on users (school_id, email, id) ${LIVE_STUDENT}`,
  `create index users_students_phone_idx on users (school_id, phone, id) ${LIVE_STUDENT}`,
  // Empty phones go last in both directions: descending is not the ascending index backwards.
  `create index users_students_phone_desc_idx on users (school_id, phone desc nulls last, id desc) ${LIVE_STUDENT}`,
  `create index users_students_blocked_idx on users (school_id, blocked, id) ${LIVE_STUDENT}`,
  `create index users_students_created_idx on users (school_id, created_at, id) ${LIVE_STUDENT}`,
  `create index users_students_no_password_idx on users (school_id, id) ${LIVE_STUDENT} and password_hash is null`,
];

const INDEXES = [
  'student_list_first_name_idx',
  'users_students_email_idx',
  'users_students_phone_idx',
  'users_students_phone_desc_idx',
  'users_students_blocked_idx',
  'users_students_created_idx',
  'users_students_no_password_idx',
];

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per call: PGlite's extended protocol takes no more.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) await sql.raw(`drop index if exists ${index}`).execute(db);
}
