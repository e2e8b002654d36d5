import { sql } from 'kysely';
import type { Role } from '../../src/api/constants.js';
import { dbSource, type Db } from '../db/index.js';

/*
 * Why sessions are cached, and only on the embedded database: every API request resolves its
 * token to a session and a user. On PGlite every statement runs on the one database thread, and
 * in an exam rush that lookup was a quarter of the thread's time (0.75 ms of 2.9 ms a request).
 *
 * It is exact there, not a time-bound guess: the one process owns the database, and the triggers
 * of migration 20261126_0006 NOTIFY lms_sessions with the user's id when a session or what the
 * lookup reads of its user changes. The database thread posts a NOTIFY before the result of the
 * statement that caused it (server/db/pgliteThread.ts), so an entry is dropped before the writer
 * (a block, a logout, a password change) gets its answer. A lookup that was under way when
 * anything was dropped is not kept, since it may have read the row before the change.
 *
 * On PostgreSQL other processes write, and their NOTIFY would arrive late: no cache there, and
 * the triggers stay silent (they notify only a connection that set lms.session_cache).
 */

const CHANNEL = 'lms_sessions';
/** A bound on memory: far more than the students of one school online at once. */
const MAX_ENTRIES = 20_000;
/** A belt besides the triggers: an entry is read again at least this often. */
const ENTRY_TTL_MS = 60_000;

/** What a session's lookup reads (server/plugins/auth.ts). */
export interface SessionRow {
  sessionId: number;
  revoked_at: Date | null;
  revoked_reason: string | null;
  last_seen_at: Date;
  id: number;
  school_id: number;
  role: Role;
  blocked: boolean;
  email: string;
}

export class SessionCache {
  private readonly entries = new Map<string, { row: SessionRow; until: number }>();
  private readonly tokensOf = new Map<number, Set<string>>();
  private drops = 0;

  /** The cached row of a token hash, if still valid. */
  get(tokenHash: string): SessionRow | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (performance.now() > entry.until) {
      this.remove(tokenHash, entry.row.id);
      return undefined;
    }
    return entry.row;
  }

  /** Taken before a lookup's read: set() keeps the row only if nothing was dropped since. */
  mark(): number {
    return this.drops;
  }

  set(tokenHash: string, row: SessionRow, mark: number): void {
    if (mark !== this.drops) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.entries().next().value!;
      this.remove(oldest[0], oldest[1].row.id);
    }
    this.entries.set(tokenHash, { row, until: performance.now() + ENTRY_TTL_MS });
    let tokens = this.tokensOf.get(row.id);
    if (!tokens) this.tokensOf.set(row.id, (tokens = new Set()));
    tokens.add(tokenHash);
  }

  /** A user's session or account changed: forget their sessions. */
  dropUser(userId: number): void {
    this.drops++;
    for (const tokenHash of this.tokensOf.get(userId) ?? []) this.entries.delete(tokenHash);
    this.tokensOf.delete(userId);
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(tokenHash: string, userId: number): void {
    this.entries.delete(tokenHash);
    const tokens = this.tokensOf.get(userId);
    tokens?.delete(tokenHash);
    if (tokens && !tokens.size) this.tokensOf.delete(userId);
  }
}

const caches = new WeakMap<Db, Promise<SessionCache | undefined>>();

/**
 * The session cache of an embedded database, started on first use (LISTEN, and the connection's
 * setting that wakes the triggers); undefined on PostgreSQL. Several apps on one database (tests)
 * share it.
 */
export function sessionCacheOf(db: Db): Promise<SessionCache | undefined> {
  let cache = caches.get(db);
  if (!cache) {
    // A start that failed is tried again by the next request, which meanwhile reads the database.
    cache = start(db).catch(() => {
      caches.delete(db);
      return undefined;
    });
    caches.set(db, cache);
  }
  return cache;
}

async function start(db: Db): Promise<SessionCache | undefined> {
  const source = dbSource(db);
  if (source?.kind !== 'pglite') return undefined;
  // Both through Kysely, which serialises the one connection (never inside another's transaction).
  await sql.raw(`LISTEN ${CHANNEL}`).execute(db);
  await sql`select set_config('lms.session_cache', 'on', false)`.execute(db);
  // Heard from here on; nothing is cached before this function answers.
  const cache = new SessionCache();
  source.pglite.onNotification((channel, payload) => {
    if (channel === CHANNEL) cache.dropUser(Number(payload));
  });
  return cache;
}
