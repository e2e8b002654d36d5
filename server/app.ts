import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'kysely';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { AppDeps } from './appDeps.js';
import { rateLimitsPlugin } from './plugins/rateLimits.js';
import { errorsPlugin, sendRouteNotFound } from './plugins/errors.js';
import { inputGuardPlugin } from './plugins/inputGuard.js';
import { securityPlugin, swaggerDocsPolicy } from './plugins/security.js';
import { compressionPlugin } from './plugins/compression.js';
import { clientStaticOptions, isClientFallbackPath } from './lib/clientFiles.js';
import { authPlugin } from './plugins/auth.js';
import { auditPlugin } from './plugins/audit.js';
import { archivedCoursesPlugin } from './plugins/archivedCourses.js';
import { createMailer, type Mailer } from './plugins/mail.js';
import { jobsPlugin } from './plugins/jobs.js';
import { metricsPlugin } from './plugins/metrics.js';
import { requestIdGenerator, requestIdPlugin } from './plugins/requestId.js';
import type { FileStorage } from './lib/storage.js';
import { createFileStorage } from './lib/fileStorage.js';
import { httpTimeoutOptions, type HttpTimeouts } from './lib/httpTimeouts.js';
import { createMailQueue, deliverQueuedMail } from './lib/mailQueue.js';
import { createAnnouncer } from './lib/announcer.js';
import multipart from '@fastify/multipart';
import { PDF_MAX_BYTES } from '../src/api/constants.js';
import { authRoutes } from './routes/auth/routes.js';
import { oidcRoutes } from './routes/auth/oidcRoutes.js';
import { healthRoutes } from './routes/health/routes.js';
import { groupRoutes } from './routes/groups/routes.js';
import { courseRoutes } from './routes/courses/routes.js';
import { announcementRoutes } from './routes/announcements/routes.js';
import { trashRoutes } from './routes/trash/routes.js';
import { bulkRoutes } from './routes/bulk/routes.js';
import { studentsRoutes } from './routes/students/routes.js';
import { instructorsRoutes } from './routes/instructors/routes.js';
import { filesRoutes } from './routes/files/routes.js';
import { lessonRoutes } from './routes/lessons/routes.js';
import { deadlineRoutes } from './routes/tasks/deadlines.js';
import { taskRoutes } from './routes/tasks/routes.js';
import { quizRoutes } from './routes/quizzes/routes.js';
import { quizAnalysisRoutes } from './routes/quizzes/analysis/routes.js';
import { questionBankRoutes } from './routes/questionBank/routes.js';
import { ratingRoutes } from './routes/ratings/routes.js';
import { studentResultsRoutes } from './routes/studentResults/routes.js';
import { analyticsRoutes } from './routes/analytics/routes.js';
import { exportRoutes } from './routes/exports/routes.js';
import { eventRoutes } from './routes/events/routes.js';
import { notificationRoutes } from './routes/notifications/routes.js';
import { realtimePlugin } from './plugins/realtime.js';
import { schoolRoutes } from './routes/schools/routes.js';
import { auditRoutes } from './routes/audit/routes.js';
import { profileRoutes } from './routes/profile/routes.js';
import { searchRoutes } from './routes/search/routes.js';
import { graphemeMaxLength } from './lib/graphemeLength.js';

/** One JSON line per request, with what an operator needs and nothing a user typed. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }
}

export interface BuildOptions {
  config: Config;
  db: Db;
  now?: () => Date;
  mailer?: Mailer;
  storage?: FileStorage;
  /** Close the database when the app closes (the default). */
  ownsDb?: boolean;
  /**
   * Runs last when the app closes, after its own cleanup (mail in flight, sockets, jobs). A
   * caller's own onClose hook would run first (Fastify runs them last-added first), while mail
   * may still be writing into the data folder.
   */
  afterClose?: () => Promise<void>;
  /** Tests shorten the HTTP timeouts (server/lib/httpTimeouts.ts) to see them work. */
  timeouts?: Partial<HttpTimeouts>;
}

/** The Fastify server with the options of every request: logging, body limit, proxies, request ids, validation, timeouts. */
function createServer(config: Config, timeouts: BuildOptions['timeouts']) {
  const trustProxy: FastifyServerOptions['trustProxy'] = config.trustProxy;
  return Fastify({
    logger: { level: config.logLevel },
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    trustProxy,
    // X-Request-Id only from a proxy TRUST_PROXY names (plugins/requestId.ts).
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    // maxLength counts characters as a person sees them (lib/graphemeLength.ts).
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false },
      plugins: [graphemeMaxLength],
    },
    ...httpTimeoutOptions(timeouts),
  });
}

/** The OpenAPI description and its viewer; before the routes, since swagger collects each route as it is added. */
async function registerApiDocs(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Online school LMS API',
        version: '1.0.0',
        description: 'SPEC §7 calls. Send `Authorization: Bearer <token>` and `Accept-Language: en|ru`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI gets swagger-ui's own policy (its scripts by file or hash), made unframeable (security.ts).
    staticCSP: true,
    transformStaticCSP: (header) => swaggerDocsPolicy(header, config.publicUrl),
  });
}

/**
 * Every feature's routes, after the plugins they rely on (auth, limits, docs), and the live
 * socket last. One list, so the order routes are added in is read in one place.
 */
async function registerFeatures(app: FastifyInstance, deps: AppDeps) {
  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(oidcRoutes, deps);
  await app.register(groupRoutes, deps);
  await app.register(courseRoutes, deps);
  await app.register(announcementRoutes, deps);
  await app.register(trashRoutes, deps);
  await app.register(bulkRoutes, deps);
  await app.register(studentsRoutes, deps);
  await app.register(instructorsRoutes, deps);
  await app.register(filesRoutes, deps);
  await app.register(lessonRoutes, deps);
  await app.register(taskRoutes, deps);
  await app.register(deadlineRoutes, deps);
  await app.register(quizRoutes, deps);
  await app.register(quizAnalysisRoutes, deps);
  await app.register(questionBankRoutes, deps);
  await app.register(ratingRoutes, deps);
  await app.register(studentResultsRoutes, deps);
  await app.register(analyticsRoutes, deps);
  await app.register(exportRoutes, deps);
  await app.register(eventRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(schoolRoutes, deps);
  await app.register(auditRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(searchRoutes, deps);
  await app.register(realtimePlugin, deps);
}

/** Builds the whole API (and the built client, when present) without listening. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = createServer(config, options.timeouts);
  const now = options.now ?? (() => new Date());
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, log: app.log });
  const storage = options.storage ?? createFileStorage(config);
  const mailQueue = createMailQueue(db, mailer, now, app.log);
  const announcer = createAnnouncer(db, app.log);
  const deps: AppDeps = { db, config, mailer, storage, mailQueue, announcer, now };

  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  // Before any route, so its timing hook sees every request.
  if (config.metricsToken) await app.register(metricsPlugin, { token: config.metricsToken, db });
  await app.register(inputGuardPlugin);
  // Before any route: both apply to every route registered after them.
  await app.register(securityPlugin, { publicUrl: config.publicUrl });
  await app.register(compressionPlugin);
  if (config.rateLimits) await app.register(rateLimitsPlugin, { redisUrl: config.redisUrl, redisKeyPrefix: config.redisKeyPrefix });
  await app.register(authPlugin, { db, now });
  // After auth, whose user it records; its hooks apply to every route (server/lib/audit/actions.ts).
  await app.register(auditPlugin, { db, now });
  // After auth too: refuses writes to an archived course for every route (server/lib/archivedCourseRoutes.ts).
  await app.register(archivedCoursesPlugin, { db });
  // Each upload route sets its own smaller limit; this is the ceiling.
  await app.register(multipart, { limits: { fileSize: PDF_MAX_BYTES, files: 1, fields: 10 } });
  await app.register(jobsPlugin, {
    db,
    now,
    intervalMs: config.jobIntervalMs,
    storage,
    onRun: (job, outcome, seconds) => app.metrics?.jobRun(job, outcome, seconds),
    // Mail left behind by a stopped process is picked up by the next run.
    extraJobs: [
      { name: 'deliver-mail', run: (d: Db, _at: Date) => deliverQueuedMail(d, mailer, now, app.log) },
      // Embedded PGlite runs no autovacuum: without fresh statistics its planner guesses, and the
      // students list or the rating table fall back to slow plans as the school grows.
      ...(config.databaseUrl ? [] : [{ name: 'analyze-embedded', run: async (d: Db) => (await sql`analyze`.execute(d), 0) }]),
    ],
  });
  await registerApiDocs(app, config);

  await registerFeatures(app, deps);

  const clientDir = config.clientDir;
  const hasClient = clientDir && fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    // Pre-compressed copies, no source maps, cache headers: server/lib/clientFiles.ts.
    await app.register(fastifyStatic, clientStaticOptions(clientDir));
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasClient && isClientFallbackPath(request.url) && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes (/login, /admin/...) all start from index.html.
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return sendRouteNotFound(request, reply);
  });

  app.addHook('onClose', async () => {
    await announcer.idle();
    await mailQueue.idle();
    mailer.close();
    if (options.ownsDb !== false) await db.destroy();
    // A storage the caller passed is the caller's to close.
    if (!options.storage) storage.close?.();
    await options.afterClose?.();
  });
  return app;
}
