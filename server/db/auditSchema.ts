import type { Generated } from 'kysely';
import type { CreatedAt, Json } from './columnTypes.js';

/* The audit log (migration 20261127_0030): who did what and when in a school. */

export interface AuditLogTable {
  id: Generated<number>;
  school_id: number;
  /** null once the person is deleted for good; actor_name keeps who it was. */
  actor_id: number | null;
  actor_name: string;
  actor_role: string;
  action: string;
  entity: string;
  entity_id: number | null;
  /** The thing's name when it was done, so the row reads right after a rename or deletion. */
  entity_name: string | null;
  /** Small facts of the action (the ids of a bulk action, a mark, a plan code). */
  details: Json<Record<string, unknown>>;
  ip: string | null;
  created_at: CreatedAt;
}
