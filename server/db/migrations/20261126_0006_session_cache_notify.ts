import { sql, type Kysely } from 'kysely';

// Frozen: what the in-process session cache (server/lib/sessionCache.ts) must forget. A change
// to a session (revoked, touched, deleted) or to what a session's lookup reads of its user
// (role, blocked, email, deletion, school) NOTIFYs lms_sessions with the user's id. Only a
// connection that set lms.session_cache (the embedded database's one connection, which keeps
// such a cache) is told: on PostgreSQL a NOTIFY would make these writers commit one at a
// time (see migration 20261126_0004), and no process there caches sessions.

const statements = [
  `create function lms_sessions_changed() returns trigger language plpgsql as $fn$
  begin
    if current_setting('lms.session_cache', true) = 'on' then
      -- Apart: PL/pgSQL plans each statement for the row's table, and users has no user_id.
      if tg_table_name = 'users' then
        perform pg_notify('lms_sessions', old.id::text);
      else
        perform pg_notify('lms_sessions', old.user_id::text);
      end if;
    end if;
    return null;
  end
  $fn$`,
  `create trigger lms_sessions_changed_upd after update or delete on sessions
    for each row execute function lms_sessions_changed()`,
  `create trigger lms_sessions_user_changed_upd after update on users
    for each row when (old.role is distinct from new.role or old.blocked is distinct from new.blocked
      or old.email is distinct from new.email or old.deleted_at is distinct from new.deleted_at
      or old.school_id is distinct from new.school_id or old.id <> new.id)
    execute function lms_sessions_changed()`,
  `create trigger lms_sessions_user_changed_del after delete on users
    for each row execute function lms_sessions_changed()`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per call: PGlite's extended protocol takes no more.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`drop trigger if exists lms_sessions_user_changed_del on users`).execute(db);
  await sql.raw(`drop trigger if exists lms_sessions_user_changed_upd on users`).execute(db);
  await sql.raw(`drop trigger if exists lms_sessions_changed_upd on sessions`).execute(db);
  await sql.raw(`drop function if exists lms_sessions_changed()`).execute(db);
}
