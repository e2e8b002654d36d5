import type { Generated } from 'kysely';
import type { Timestamp, CreatedAt } from './columnTypes.js';

/** A sign-in with the external provider that has begun; spent by its callback (migration 0015). */
export interface OidcLoginStatesTable {
  id: Generated<string>;
  /** sha256 of the `state` sent to the provider. */
  state_hash: string;
  nonce: string;
  /** The PKCE verifier whose S256 challenge went to the provider. */
  code_verifier: string;
  /** The login page's language, for the message shown when the sign-in fails. */
  language: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A one-time code the browser exchanges for a session after a successful sign-in. */
export interface OidcLoginTicketsTable {
  id: Generated<string>;
  code_hash: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}
