import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';
import { REALTIME_CHANNEL } from './realtimeListen.js';

/*
 * Announcements after the commit, many to a transaction, for the hot paths that write a
 * notification (a submitted test). PostgreSQL lets one transaction that sent a NOTIFY commit
 * at a time: it holds a lock per database from before the commit until the commit's WAL flush.
 * With 20 clients writing one row per transaction, pgbench commits 1,353 a second without a
 * NOTIFY and 271 with one; 3,000 students submitting within 10 s queued behind each other's
 * flushes for seconds. Such a writer sets lms.announce (ANNOUNCE_AFTER_COMMIT, in its own
 * statement) so the trigger of migration 0012 stays silent for it (migration 20261126_0004),
 * and hands the new rows here once committed. Every GATHER_MS what was handed in goes out in
 * one transaction, with the payloads the trigger would have sent, to every process.
 *
 * What this gives up: a process that dies between a commit and its flush (GATHER_MS at most)
 * loses those pushes. The rows stay listed and counted, a reconnecting socket gets the count,
 * and the mail job sends queued emails on its next run.
 */

/** set_config(...) for a statement whose notifications the caller announces after its commit. */
export const ANNOUNCE_AFTER_COMMIT = sql<string>`set_config('lms.announce', 'after-commit', true)`;

const GATHER_MS = 20;
/** Pairs per payload, as the trigger batches them (NOTIFY payloads stay well under 8,000 bytes). */
const PAIRS_PER_PAYLOAD = 300;

export interface Announcer {
  /** A committed notification: pushed to its user's sockets, its email (if any) kicked. */
  notification(row: { id: number; userId: number; web: boolean; emailed: boolean }): void;
  /** Resolves when everything handed in so far was sent (shutdown, tests). */
  idle(): Promise<void>;
}

export function createAnnouncer(db: Db, log: FastifyBaseLogger): Announcer {
  let pairs: string[] = [];
  let mail = false;
  let flushing: Promise<void> | null = null;

  const flush = async () => {
    const payloads: string[] = [];
    for (let i = 0; i < pairs.length; i += PAIRS_PER_PAYLOAD) payloads.push(`n:${pairs.slice(i, i + PAIRS_PER_PAYLOAD).join(',')}`);
    if (mail) payloads.push('m');
    pairs = [];
    mail = false;
    try {
      await sql`select pg_notify(${REALTIME_CHANNEL}, p) from unnest(${payloads}::text[]) as p`.execute(db);
    } catch (err) {
      log.error({ err, payloads: payloads.length }, 'realtime: announcing committed notifications failed');
    }
  };
  const schedule = () => {
    if (flushing) return;
    flushing = new Promise<void>((resolve) => setTimeout(resolve, GATHER_MS))
      .then(flush)
      .finally(() => {
        flushing = null;
        // Handed in while the last flush was on its way.
        if (pairs.length || mail) schedule();
      });
  };

  return {
    notification(row) {
      if (row.web) pairs.push(`${row.id}/${row.userId}`);
      if (row.emailed) mail = true;
      if (pairs.length || mail) schedule();
    },
    async idle() {
      while (flushing) await flushing;
    },
  };
}
