import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';

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

export interface Announcer {
  /** A committed notification: pushed to its user's sockets, its email (if any) kicked. */
  notification(row: { id: number; userId: number; web: boolean; emailed: boolean }): void;
  /** Resolves when everything handed in so far was sent (shutdown, tests). */
  idle(): Promise<void>;
}

export function createAnnouncer(db: Db, log: FastifyBaseLogger): Announcer {
  type Row = Parameters<Announcer['notification']>[0];
  let rows: Row[] = [];
  let flushing: Promise<void> | null = null;

  const flush = async () => {
    const batch = rows;
    rows = [];
    try {
      // lms_announce (migration 20261126_0007) writes the payloads, as the trigger does.
      await sql`select lms_announce(${batch.map((r) => r.id)}::int[], ${batch.map((r) => r.userId)}::int[], ${batch.map((r) => r.web)}::boolean[], ${batch.map((r) => r.emailed)}::boolean[])`.execute(
        db,
      );
    } catch (err) {
      log.error({ err, notifications: batch.length }, 'realtime: announcing committed notifications failed');
    }
  };
  const schedule = () => {
    if (flushing) return;
    flushing = new Promise<void>((resolve) => setTimeout(resolve, GATHER_MS)).then(flush).finally(() => {
      flushing = null;
      // Handed in while the last flush was on its way.
      if (rows.length) schedule();
    });
  };

  return {
    notification(row) {
      if (!row.web && !row.emailed) return;
      rows.push(row);
      schedule();
    },
    async idle() {
      while (flushing) await flushing;
    },
  };
}
