import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { dbSource, type Db } from '../db/index.js';
import { mailQueueDepth } from '../lib/mailQueue.js';

/*
 * GET /metrics in the Prometheus text format, for an operator's scraper. It exists only when
 * METRICS_TOKEN is set, and answers only a request carrying `Authorization: Bearer <token>`;
 * any other request gets the same answer as an unknown address, so the endpoint cannot be
 * found by probing. Served on the app's own port: a scraper reaches it like the load balancer
 * does, and no second listener needs securing.
 *
 * Each process reports its own figures (requests, sockets, event loop, pool); the mail queue is
 * the database's, so every process reports the same depth.
 */

export const METRICS_PATH = '/metrics';

/** Label of a request that matched no route: raw URLs would give one series per probe. */
const UNMATCHED_ROUTE = '(unmatched)';

export type JobOutcome = 'ok' | 'failed';

export interface MetricsRecorder {
  /** Counts one run of a scheduled job (server/plugins/jobs.ts) and how long it took. */
  jobRun(job: string, outcome: JobOutcome, seconds: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present only when metrics are served (METRICS_TOKEN). */
    metrics?: MetricsRecorder;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the token; hashing first gives equal lengths for a constant-time compare. */
function carriesToken(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/i.exec(header);
  return timingSafeEqual(digest(match?.[1] ?? ''), expected) && Boolean(match);
}

function registerDatabaseGauges(registry: Registry, db: Db): void {
  const source = dbSource(db);
  if (source?.kind === 'postgres') {
    const { pool } = source;
    new Gauge({
      name: 'lms_db_pool_connections',
      help: 'PostgreSQL pool connections of this process: total, idle, and queries waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  } else if (source?.kind === 'pglite') {
    // Embedded PGlite has no pool: one thread answers statements in turn, so its queue is the figure that grows under load.
    const { pglite } = source;
    new Gauge({
      name: 'lms_db_pglite_queued_statements',
      help: 'Statements sent to the embedded PGlite thread and not yet answered.',
      registers: [registry],
      collect() {
        this.set(pglite.queued);
      },
    });
  }
}

export const metricsPlugin = fp(async (app: FastifyInstance, opts: { token: string; db: Db }) => {
  const registry = new Registry();
  // Process figures, among them the event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'lms_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'lms_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'lms_job_runs_total',
    help: 'Scheduled job runs, by job and outcome.',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'lms_job_duration_seconds',
    help: 'Time a scheduled job run took, by job and outcome.',
    labelNames: ['job', 'outcome'],
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  new Gauge({
    name: 'lms_websockets_open',
    help: 'Live sockets (/api/ws) open in this process.',
    registers: [registry],
    collect() {
      this.set(app.realtime?.size() ?? 0);
    },
  });
  new Gauge({
    name: 'lms_mail_queue_depth',
    help: 'Emails in the database queue: pending (still to send) and failed (given up after repeated errors).',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const depth = await mailQueueDepth(opts.db);
      this.set({ state: 'pending' }, depth.pending);
      this.set({ state: 'failed' }, depth.failed);
    },
  });
  registerDatabaseGauges(registry, opts.db);

  app.decorate('metrics', {
    jobRun(job: string, outcome: JobOutcome, seconds: number) {
      jobRuns.inc({ job, outcome });
      jobDuration.observe({ job, outcome }, seconds);
    },
  } satisfies MetricsRecorder);

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const expected = digest(opts.token);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    // The not-found handler answers exactly as for an address that does not exist.
    if (!carriesToken(request, expected)) return reply.callNotFound();
    return reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
});
