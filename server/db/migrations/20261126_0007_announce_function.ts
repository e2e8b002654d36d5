import { sql, type Kysely } from 'kysely';

// Frozen: the payloads announcing new notifications on lms_realtime ('n:<id>/<user>,…' in
// chunks of 300 pairs, and 'm' when any is emailed; read by server/plugins/realtime.ts) are
// written by one function, lms_announce. The insert trigger of migrations 0012 and
// 20261126_0004 calls it with the statement's rows; a writer announcing after its commit
// (server/lib/announcer.ts) calls it with the rows it gathered. Before, each wrote the format
// itself, and the two could drift.

const ANNOUNCE = `
  create function lms_announce(p_ids integer[], p_users integer[], p_web boolean[], p_emailed boolean[])
  returns void language plpgsql as $$
  declare batch text;
  begin
    for batch in
      select string_agg(id || '/' || user_id, ',')
      from (select id, user_id, (row_number() over (order by id) - 1) / 300 as chunk
            from unnest(p_ids, p_users, p_web) as x(id, user_id, web) where web) r
      group by chunk
    loop
      perform pg_notify('lms_realtime', 'n:' || batch);
    end loop;
    if true = any(p_emailed) then
      perform pg_notify('lms_realtime', 'm');
    end if;
  end $$`;

const TRIGGER = `
  create or replace function lms_notifications_inserted() returns trigger language plpgsql as $$
  begin
    if current_setting('lms.announce', true) = 'after-commit' then return null; end if;
    perform lms_announce(array_agg(id), array_agg(user_id), array_agg(web), array_agg(emailed)) from inserted;
    return null;
  end $$`;

// The trigger as migration 20261126_0004 left it.
const TRIGGER_BEFORE = `
  create or replace function lms_notifications_inserted() returns trigger language plpgsql as $$
  declare batch text;
  begin
    if current_setting('lms.announce', true) = 'after-commit' then return null; end if;
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
  end $$`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per call: PGlite's extended protocol takes no more.
  await sql.raw(ANNOUNCE).execute(db);
  await sql.raw(TRIGGER).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(TRIGGER_BEFORE).execute(db);
  await sql.raw(`drop function if exists lms_announce(integer[], integer[], boolean[], boolean[])`).execute(db);
}
