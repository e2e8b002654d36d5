import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.js';
import type { FileStorage } from '../lib/storage.js';
import { purgeExpiredTrash } from '../lib/trash.js';
import { closeExpiredAttempts } from '../routes/quizzes/attempts.js';
import { runNotificationJob } from '../lib/notificationJob.js';
import { runOncePerInterval } from '../lib/clusterJobs.js';
import { purgeOldAuditRows } from '../lib/audit/retention.js';

export interface Job {
  name: string;
  /**
   * Must be idempotent: a run cut short (a crash, a failure) is run again in full. Among several
   * processes on one database, one of them runs it each interval. `storage` holds the uploaded files' bytes.
   */
  run: (db: Db, now: Date, storage?: FileStorage) => Promise<number>;
}

export const JOBS: Job[] = [
  // What was destroyed takes its no-longer-used files (images, PDFs) with it.
  { name: 'purge-trash', run: (db, now, storage) => purgeExpiredTrash(db, now, storage) },
  // Test attempts whose time ran out are closed with their saved answers, also when the student never returns.
  { name: 'close-expired-test-attempts', run: (db, now) => closeExpiredAttempts(db, now) },
  // New tasks and tests of lessons that opened since (and tests whose scheduled publication came), and reminders of deadlines within 24 hours; each once per student.
  { name: 'notification-reminders', run: (db, now) => runNotificationJob(db, now) },
  // The audit log keeps a year.
  { name: 'purge-audit-log', run: (db, now) => purgeOldAuditRows(db, now) },
];

/**
 * Ticks in every process: once shortly after start, then every `intervalMs`. Each tick runs
 * the jobs that no process has run in this interval (server/lib/clusterJobs.ts).
 */
export const jobsPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      db: Db;
      now: () => Date;
      intervalMs: number;
      storage?: FileStorage;
      extraJobs?: Job[];
      /** Told of every run, for the metrics (server/plugins/metrics.ts). */
      onRun?: (job: string, outcome: 'ok' | 'failed', seconds: number) => void;
    },
  ) => {
    if (opts.intervalMs <= 0) return;
    let running: Promise<void> | null = null;
    let stopping = false;
    const runAll = async () => {
      for (const job of [...JOBS, ...(opts.extraJobs ?? [])]) {
        if (stopping) break;
        const started = performance.now();
        try {
          const at = opts.now();
          const outcome = await runOncePerInterval(opts.db, job.name, at, opts.intervalMs, () => job.run(opts.db, at, opts.storage));
          // Another process ran it in this interval, or is running it now.
          if (!outcome.ran) continue;
          if (outcome.result) app.log.info({ job: job.name, count: outcome.result }, 'job done');
          opts.onRun?.(job.name, 'ok', (performance.now() - started) / 1000);
        } catch (err) {
          app.log.error({ err, job: job.name }, 'job failed');
          opts.onRun?.(job.name, 'failed', (performance.now() - started) / 1000);
        }
      }
    };
    const tick = () => {
      if (running || stopping) return;
      running = runAll().finally(() => {
        running = null;
      });
    };
    const first = setTimeout(tick, 5_000);
    const every = setInterval(tick, opts.intervalMs);
    first.unref();
    every.unref();
    // Before the database closes (an onClose hook): a job cut off there would fail, and the jobs after it too.
    app.addHook('preClose', async () => {
      stopping = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    });
  },
);
