import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { dbSource, openDb, type Db } from '../../server/db/index.js';
import { runOncePerInterval } from '../../server/lib/clusterJobs.js';
import { JOBS, jobsPlugin } from '../../server/plugins/jobs.js';
import { createClock, createTestApp, type TestApp } from './helpers.js';

/*
 * Scheduled jobs once per interval across processes on one database. On PostgreSQL
 * the two "processes" are two pools on the test's database, as two app processes would have;
 * embedded PGlite is one process, so there both are the same handle and the sanity check is
 * that ticks from two schedulers still run each job once per interval.
 */
const INTERVAL = 60_000;
let t: TestApp;
let other: Db;
const onServer = !!process.env.TEST_DATABASE_URL;

beforeAll(async () => {
  t = await createTestApp();
  const source = dbSource(t.db);
  other = source?.kind === 'postgres' ? await openDb({ databaseUrl: source.url, onConnectionError: () => {} }) : t.db;
});
afterAll(async () => {
  if (other && other !== t.db) await other.destroy();
  await t?.close();
});

let jobNumber = 0;
/** A job name of this test's own, so the tests do not share a last run. */
const freshJob = () => `test-job-${++jobNumber}`;
const at = (start: Date, intervals: number) => new Date(start.getTime() + intervals * INTERVAL);

describe('scheduled jobs across processes', () => {
  it('runs a job once per interval, whichever process ticks and however their timers are offset', async () => {
    const name = freshJob();
    const start = new Date('2026-11-26T10:00:00Z');
    let runs = 0;
    const tick = (db: Db, when: Date) => runOncePerInterval(db, name, when, INTERVAL, async () => ++runs);
    expect((await tick(t.db, start)).ran).toBe(true);
    // The other process's timer fires half an interval later: already done this interval.
    expect((await tick(other, at(start, 0.5))).ran).toBe(false);
    expect((await tick(t.db, at(start, 0.8))).ran).toBe(false);
    expect((await tick(t.db, at(start, 1))).ran).toBe(true);
    expect((await tick(other, at(start, 1.5))).ran).toBe(false);
    expect((await tick(other, at(start, 2))).ran).toBe(true);
    expect(runs).toBe(3);
    const row = await t.db.selectFrom('job_runs').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
    expect(new Date(row.last_run_at).toISOString()).toBe(at(start, 2).toISOString());
  });

  it('runs a job once when both processes tick at the same moment', async () => {
    const name = freshJob();
    const now = new Date('2026-11-26T11:00:00Z');
    let runs = 0;
    const outcomes = await Promise.all(
      [t.db, other, t.db, other].map((db) =>
        runOncePerInterval(db, name, now, INTERVAL, async () => {
          runs++;
          // The run lasts a moment, so the other calls come while it is still running.
          await new Promise((resolve) => setTimeout(resolve, 50));
        }),
      ),
    );
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(runs).toBe(1);
  });

  it.skipIf(!onServer)('never runs a job in two processes at once, even when a run outlasts its interval', async () => {
    const name = freshJob();
    const start = new Date('2026-11-26T12:00:00Z');
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = runOncePerInterval(t.db, name, start, INTERVAL, async () => {
      started();
      await slow;
      return 'first';
    });
    await running;
    // Five intervals on, the job is due again, but the first run still holds it.
    expect(await runOncePerInterval(other, name, at(start, 5), INTERVAL, async () => 'second')).toEqual({ ran: false });
    release();
    expect(await first).toEqual({ ran: true, result: 'first' });
    expect(await runOncePerInterval(other, name, at(start, 5), INTERVAL, async () => 'second')).toEqual({ ran: true, result: 'second' });
  });

  it('lets the other process run a job that failed, in the same interval', async () => {
    const name = freshJob();
    const start = new Date('2026-11-26T13:00:00Z');
    await expect(
      runOncePerInterval(t.db, name, start, INTERVAL, async () => Promise.reject(new Error('mail server down'))),
    ).rejects.toThrow('mail server down');
    // Neither the lock nor the recorded start is left behind by the failure.
    expect(await runOncePerInterval(other, name, at(start, 0.1), INTERVAL, async () => 'retried')).toEqual({
      ran: true,
      result: 'retried',
    });
    expect((await runOncePerInterval(t.db, name, at(start, 0.2), INTERVAL, async () => 'again')).ran).toBe(false);
    // A job that failed after earlier successes goes back to its last good start.
    await expect(runOncePerInterval(other, name, at(start, 1.1), INTERVAL, async () => Promise.reject(new Error('again')))).rejects.toThrow(
      'again',
    );
    const row = await t.db.selectFrom('job_runs').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
    expect(new Date(row.last_run_at).toISOString()).toBe(at(start, 0.1).toISOString());
  });

  it('runs the scheduled jobs once when two app processes tick them', async () => {
    // Both schedulers see one frozen clock: after the first run, every tick is in the same interval.
    const clock = createClock(new Date('2026-11-26T14:00:00Z'));
    let runs = 0;
    const counting = { name: freshJob(), run: async () => (++runs, 0) };
    const apps = [Fastify({ logger: false }), Fastify({ logger: false })];
    // Each tick reads the clock once per job: the reads per app tell how far its ticks have come.
    const reads = [0, 0];
    const perTick = JOBS.length + 1;
    try {
      for (const [i, app] of apps.entries()) {
        const now = () => (reads[i]++, clock.now());
        await app.register(jobsPlugin, { db: i === 0 ? t.db : other, now, intervalMs: 1_000, extraJobs: [counting] });
        await app.ready();
      }
      // Both apps have reached the counting job in at least two ticks each.
      await vi.waitFor(() => expect(Math.min(...reads)).toBeGreaterThanOrEqual(2 * perTick), { timeout: 15_000, interval: 100 });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
    expect(runs).toBe(1);
    const names = (await t.db.selectFrom('job_runs').select('name').execute()).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining([...JOBS.map((job) => job.name), counting.name]));
  }, 20_000);
});
