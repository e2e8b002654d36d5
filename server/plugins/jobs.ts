import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.js';
import type { FileStorage } from '../lib/storage.js';
import { purgeExpiredTrash } from '../lib/trash.js';
import { closeExpiredAttempts } from '../routes/lessonTests/attempts.js';
import { runNotificationJob } from '../lib/notificationEvents.js';

export interface Job {
  name: string;
  /** Must be idempotent: every process runs every job. `storage` holds the uploaded files' bytes. */
  run: (db: Db, now: Date, storage?: FileStorage) => Promise<number>;
}

export const JOBS: Job[] = [
  // What was destroyed takes its no-longer-used files (images, PDFs) with it.
  { name: 'purge-trash', run: (db, now, storage) => purgeExpiredTrash(db, now, storage) },
  // Test attempts whose time ran out are closed with their saved answers, also when the student never returns.
  { name: 'close-expired-test-attempts', run: (db, now) => closeExpiredAttempts(db, now) },
  // New tasks and tests of lessons that opened since, and reminders of deadlines within 24 hours; each once per student.
  { name: 'notification-reminders', run: (db, now) => runNotificationJob(db, now) },
];

/**
 * Runs the scheduled jobs in every process: once shortly after start, then every
 * `intervalMs`. Jobs are idempotent, so several processes need no coordination.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: { db: Db; now: () => Date; intervalMs: number; storage?: FileStorage; extraJobs?: Job[] }) => {
  if (opts.intervalMs <= 0) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    for (const job of [...JOBS, ...(opts.extraJobs ?? [])]) {
      try {
        const count = await job.run(opts.db, opts.now(), opts.storage);
        if (count) app.log.info({ job: job.name, count }, 'job done');
      } catch (err) {
        app.log.error({ err, job: job.name }, 'job failed');
      }
    }
    running = false;
  };
  const first = setTimeout(tick, 5_000);
  const every = setInterval(tick, opts.intervalMs);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
});
