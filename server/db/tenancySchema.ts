import type { Generated } from 'kysely';
import type { CreatedAt } from './columnTypes.js';

/* Schools as tenants (migration 0014): the plans a school signs up for. */

export interface TariffsTable {
  id: Generated<number>;
  code: string;
  name: string;
  max_students: number;
  max_instructors: number;
  /** Storage for uploaded files, in megabytes. */
  max_storage_mb: number;
  /** Per month, in minor units of `currency`. */
  price_cents: Generated<number>;
  currency: Generated<string>;
  /** Offered at sign-up. */
  public: Generated<boolean>;
  position: Generated<number>;
  created_at: CreatedAt;
}
