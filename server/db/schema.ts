import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Role } from '../../src/api/constants.js';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface SchoolsTable {
  id: Generated<number>;
  name: string;
  domain: string;
  description: string;
  timezone: string;
  language: string;
  logo_file_id: number | null;
  favicon_file_id: number | null;
  theme_color: string | null;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  school_id: number;
  role: Role;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  password_hash: string | null;
  blocked: Generated<boolean>;
  language: Generated<string>;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  /** Set when the session ends; the reason tells the next call why it got a 401. */
  revoked_at: Timestamp | null;
  revoked_reason: 'replaced' | 'logout' | 'blocked' | 'password' | null;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  purpose: 'reset' | 'invite';
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  failed_at: Timestamp;
}

export interface Database {
  schools: SchoolsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  login_failures: LoginFailuresTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SchoolRow = Selectable<SchoolsTable>;
