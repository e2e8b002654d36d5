import { sql } from 'kysely';
import { dbSource, type Db } from '../db/index.js';

/*
 * Scheduled jobs run once per interval across every process on one database.
 *
 * - A PostgreSQL advisory lock per job, held on a connection set aside for the run, keeps two
 *   processes from running a job at the same time. It is a session lock, not a transaction's:
 *   the job commits its own work as it goes, on the pool's other connections. A process that
 *   dies takes its connection, and so the lock, with it.
 * - The job_runs table remembers when each job last started, so a process whose timer fires
 *   later in the same interval (timers of processes started apart are offset) skips it.
 *
 * Embedded PGlite is one process with one connection: setting that connection aside would
 * stall every request and the job's own queries, and no other process can open the database,
 * so there the lock is skipped and job_runs alone paces the runs.
 */

/** First key of the jobs' advisory locks, so they cannot collide with any other use; the second is the job's name hashed. */
const JOB_LOCK_SPACE = 0x4c4d5301;

/**
 * A job is due when this share of the interval has passed since its last start anywhere:
 * timers fire a little late, and processes' clocks differ a little, so a strict whole interval
 * would often push a due run back by a further interval.
 */
const DUE_AFTER = 0.9;

export type JobOutcome<T> = { ran: true; result: T } | { ran: false };

/** Runs `work` on a connection holding the job's advisory lock; undefined when another process holds it. */
async function withJobLock<T>(db: Db, name: string, work: () => Promise<T>): Promise<T | undefined> {
  if (dbSource(db)?.kind !== 'postgres') return work();
  return db.connection().execute(async (session) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${sql.lit(JOB_LOCK_SPACE)}, hashtext(${name})) as locked`.execute(session);
    if (!rows[0]?.locked) return undefined;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(JOB_LOCK_SPACE)}, hashtext(${name}))`.execute(session);
    }
  });
}

/**
 * Runs the job `name` unless some process is running it now or started it less than an
 * interval before `now`. A run that throws is forgotten, so the next tick of any process
 * tries again rather than a whole interval later; the error is rethrown.
 */
export async function runOncePerInterval<T>(
  db: Db,
  name: string,
  now: Date,
  intervalMs: number,
  work: () => Promise<T>,
): Promise<JobOutcome<T>> {
  const outcome = await withJobLock(db, name, async (): Promise<JobOutcome<T>> => {
    const last = await db.selectFrom('job_runs').select('last_run_at').where('name', '=', name).executeTakeFirst();
    // One statement decides, so two schedulers racing on one PGlite (no lock there) cannot both win.
    const claimed = await db
      .insertInto('job_runs')
      .values({ name, last_run_at: now })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({ last_run_at: now })
          .where('job_runs.last_run_at', '<=', new Date(now.getTime() - intervalMs * DUE_AFTER)),
      )
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } catch (err) {
      // Should this fail too (the database gone), the start stays recorded: a retry one interval on.
      const forget = last
        ? db.updateTable('job_runs').set({ last_run_at: last.last_run_at }).where('name', '=', name)
        : db.deleteFrom('job_runs').where('name', '=', name);
      await forget.execute().catch(() => {});
      throw err;
    }
  });
  return outcome ?? { ran: false };
}
