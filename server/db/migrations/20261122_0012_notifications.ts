import { sql, type Kysely } from 'kysely';

// Frozen: notification delivery. Each user's settings (web, email; both on when no row); on each
// notification whether it is shown on the web and whether it was emailed, and a key that lets a
// notification be recorded once only (reminders from a job that every process runs); and the
// triggers that tell every app process what changed, through NOTIFY on the channel
// 'lms_realtime'. NOTIFY raised in a transaction is delivered at its commit, never after a
// rollback, so a process pushes only what exists. Payloads are small; listeners load the rows:
//   'n:<id>/<userId>,…'  notifications shown on the web were recorded (at most 300 a message)
//   'm'                  a notification email was queued
//   'c:<userId>,…'       users whose notifications were viewed or deleted (their count may change)
//   's:<sessionId>'      a session ended (logout, replaced, blocked, password) or went away
//   'u:<userId>'         a user was blocked or put in the trash

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('web_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('email_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await sql`
    alter table notifications
      -- false: recorded while the user had web notifications off; never listed, counted or pushed.
      add column web boolean not null default true,
      -- An email was queued for it (in the same transaction).
      add column emailed boolean not null default false,
      -- Set for notifications that must exist once per user (e.g. one deadline reminder).
      add column once_key text`.execute(db);
  await sql`create unique index notifications_once_idx on notifications (user_id, once_key) where once_key is not null`.execute(db);
  // The list: a user's shown notifications, newest first.
  await sql`create index notifications_user_list_idx on notifications (user_id, created_at desc, id desc) where web`.execute(db);
  // The reminder job's scans: deadlines within a day, lessons opened lately.
  await sql`create index tasks_deadline_idx on tasks (deadline)`.execute(db);
  await sql`create index lessons_show_date_idx on lessons (show_date) where deleted_at is null`.execute(db);

  await sql`
    create function lms_notifications_inserted() returns trigger language plpgsql as $$
    declare batch text;
    begin
      for batch in
        select string_agg(id || '/' || user_id, ',')
        from (select id, user_id, (row_number() over (order by id) - 1) / 300 as chunk from inserted where web) r
        group by chunk
      loop
        perform pg_notify('lms_realtime', 'n:' || batch);
      end loop;
      if exists (select 1 from inserted where emailed) then
        perform pg_notify('lms_realtime', 'm');
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger lms_notifications_inserted after insert on notifications
    referencing new table as inserted for each statement execute function lms_notifications_inserted()`.execute(db);

  await sql`
    create function lms_notifications_updated() returns trigger language plpgsql as $$
    declare batch text;
    begin
      for batch in
        select string_agg(user_id::text, ',')
        from (select user_id, (row_number() over (order by user_id) - 1) / 600 as chunk
              from (select distinct n.user_id from new_rows n join old_rows o on o.id = n.id
                    where (n.web or o.web) and (n.viewed_at is distinct from o.viewed_at or n.web <> o.web)) d) r
        group by chunk
      loop
        perform pg_notify('lms_realtime', 'c:' || batch);
      end loop;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger lms_notifications_updated after update on notifications
    referencing old table as old_rows new table as new_rows for each statement execute function lms_notifications_updated()`.execute(db);
  await sql`
    create function lms_notifications_deleted() returns trigger language plpgsql as $$
    declare batch text;
    begin
      for batch in
        select string_agg(user_id::text, ',')
        from (select user_id, (row_number() over (order by user_id) - 1) / 600 as chunk
              from (select distinct user_id from old_rows where web) d) r
        group by chunk
      loop
        perform pg_notify('lms_realtime', 'c:' || batch);
      end loop;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger lms_notifications_deleted after delete on notifications
    referencing old table as old_rows for each statement execute function lms_notifications_deleted()`.execute(db);

  await sql`
    create function lms_session_ended() returns trigger language plpgsql as $$
    begin
      perform pg_notify('lms_realtime', 's:' || case when tg_op = 'DELETE' then old.id else new.id end);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger lms_session_revoked after update of revoked_at on sessions
    for each row when (old.revoked_at is null and new.revoked_at is not null) execute function lms_session_ended()`.execute(db);
  await sql`
    create trigger lms_session_deleted after delete on sessions
    for each row execute function lms_session_ended()`.execute(db);

  await sql`
    create function lms_user_shut_out() returns trigger language plpgsql as $$
    begin
      perform pg_notify('lms_realtime', 'u:' || new.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger lms_user_shut_out after update of blocked, deleted_at on users
    for each row when ((new.blocked and not old.blocked) or (new.deleted_at is not null and old.deleted_at is null))
    execute function lms_user_shut_out()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger lms_user_shut_out on users`.execute(db);
  await sql`drop trigger lms_session_deleted on sessions`.execute(db);
  await sql`drop trigger lms_session_revoked on sessions`.execute(db);
  await sql`drop trigger lms_notifications_deleted on notifications`.execute(db);
  await sql`drop trigger lms_notifications_updated on notifications`.execute(db);
  await sql`drop trigger lms_notifications_inserted on notifications`.execute(db);
  for (const fn of [
    'lms_user_shut_out',
    'lms_session_ended',
    'lms_notifications_deleted',
    'lms_notifications_updated',
    'lms_notifications_inserted',
  ]) {
    await sql`drop function ${sql.raw(fn)}()`.execute(db);
  }
  await sql`drop index lessons_show_date_idx`.execute(db);
  await sql`drop index tasks_deadline_idx`.execute(db);
  await sql`drop index notifications_user_list_idx`.execute(db);
  await sql`drop index notifications_once_idx`.execute(db);
  await sql`alter table notifications drop column once_key, drop column emailed, drop column web`.execute(db);
  await db.schema.dropTable('notification_settings').execute();
}
