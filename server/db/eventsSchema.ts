import type { ColumnType, Generated } from 'kysely';
import type { EventStatus, EventType } from '../../src/api/events.js';
import type { Timestamp, CreatedAt, UpdatedAt } from './columnTypes.js';

/* The tables of migration 0011: events and schedule entries, their groups, calendar feeds. */

export interface EventsTable {
  id: Generated<number>;
  school_id: number;
  event_type: EventType;
  title: string;
  description: Generated<string>;
  start_at: Timestamp;
  /** After start_at. For an all-day event: the school-zone midnight after its last day. */
  end_at: Timestamp;
  all_day: Generated<boolean>;
  /** true: shown to every group (event_groups is empty); false: to the groups of event_groups. */
  all_groups: Generated<boolean>;
  place: string | null;
  online_link: string | null;
  /** yyyy-MM-dd (a date column, read as a string), SCHEDULE only: repeats weekly until then, inclusive. */
  repeat_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the last occurrence ends: end_at for an event that does not repeat. */
  series_end_at: Timestamp;
  status: Generated<EventStatus>;
  /** Set exactly when the status is CANCELLED. */
  cancellation_reason: string | null;
  published_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface EventGroupsTable {
  event_id: number;
  group_id: number;
}

export interface CalendarFeedsTable {
  user_id: number;
  /** sha256 of the secret token in the feed's URL (server/lib/crypto.ts hashToken). */
  token_hash: string;
  /** When the current secret was made: a rotate sets it anew. */
  created_at: UpdatedAt;
}
