import { sql, type Kysely } from 'kysely';

// Frozen: a writer may announce its new notifications itself, after its commit
// (server/lib/announcer.ts), instead of the trigger of migration 0012 sending a NOTIFY inside
// its transaction. PostgreSQL serialises the commits of every transaction that sent a NOTIFY
// (one lock per database, held from before the commit until its WAL flush); in an exam each
// of 3,000 submissions carried one, and they committed one after another. A statement that
// sets lms.announce to 'after-commit' (set_config(..., true): that transaction only) is
// passed over by the trigger; everything else is announced by it as before.

const BODY = (skip: string) => `
  create or replace function lms_notifications_inserted() returns trigger language plpgsql as $$
  declare batch text;
  begin
    ${skip}
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
  await sql.raw(BODY(`if current_setting('lms.announce', true) = 'after-commit' then return null; end if;`)).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(BODY('')).execute(db);
}
