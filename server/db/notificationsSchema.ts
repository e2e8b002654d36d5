import type { Generated } from 'kysely';
import type { Timestamp, CreatedAt, UpdatedAt, Json } from './columnTypes.js';

/* The notification tables: `notifications` (migration 0007, delivery columns from 0012) and
   `notification_settings` (0012). */

export interface NotificationsTable {
  id: Generated<number>;
  school_id: number;
  user_id: number;
  kind: string;
  params: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  viewed_at: Timestamp | null;
  /** false: recorded while the user had web notifications off; never listed, counted or pushed. */
  web: Generated<boolean>;
  /** An email was queued for it in the same transaction. */
  emailed: Generated<boolean>;
  /** Unique per user when set: what must be notified once only (a deadline reminder). */
  once_key: string | null;
}

/** A user's notification settings; no row: both on. */
export interface NotificationSettingsTable {
  user_id: number;
  web_enabled: Generated<boolean>;
  email_enabled: Generated<boolean>;
  updated_at: UpdatedAt;
}
