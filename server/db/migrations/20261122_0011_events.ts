import { sql, type Kysely } from 'kysely';

// Frozen: events and the class timetable (schedule entries), their groups, and personal calendar feeds.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('event_type', 'text', (c) => c.notNull().check(sql`event_type in ('EVENT', 'SCHEDULE')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('all_day', 'boolean', (c) => c.notNull().defaultTo(false))
    // Stored, not inferred from an empty event_groups: when every named group is deleted for
    // good, the event must not turn into one for the whole school.
    .addColumn('all_groups', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('place', 'text')
    .addColumn('online_link', 'text')
    // yyyy-MM-dd in the school's timezone, inclusive: a weekly series (SCHEDULE only).
    .addColumn('repeat_until', 'date')
    // When the last occurrence ends (end_at when the event does not repeat): lets period reads
    // pick their candidates with an index instead of expanding every series of the school.
    .addColumn('series_end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('DRAFT')
        .check(sql`status in ('DRAFT', 'ACTIVE', 'CANCELLED')`),
    )
    .addColumn('cancellation_reason', 'text')
    .addColumn('published_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('events_end_after_start', sql`end_at > start_at and series_end_at >= end_at`)
    .addCheckConstraint('events_repeat_schedule_only', sql`repeat_until is null or event_type = 'SCHEDULE'`)
    .addCheckConstraint('events_cancel_reason', sql`(status = 'CANCELLED') = (cancellation_reason is not null)`)
    .execute();
  await db.schema.createIndex('events_school_period_idx').on('events').columns(['school_id', 'start_at', 'series_end_at']).execute();

  await db.schema
    .createTable('event_groups')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('event_groups_pk', ['event_id', 'group_id'])
    .execute();
  await db.schema.createIndex('event_groups_group_idx').on('event_groups').columns(['group_id', 'event_id']).execute();

  // One feed a user; only the token's hash is kept, like sessions.
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['calendar_feeds', 'event_groups', 'events']) {
    await db.schema.dropTable(table).execute();
  }
}
