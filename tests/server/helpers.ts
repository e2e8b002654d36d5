import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { openDb, type Db } from '../../server/db/index.js';
import type { Database } from '../../server/db/schema.js';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.js';
import type { MailMessage, Mailer } from '../../server/plugins/mail.js';
import { databaseUrl, onPostgresServer, uniqueDbName } from './templateDb.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/demo.js';

export const ADMIN_EMAIL = 'admin@demo.test';
export const INSTRUCTOR_EMAIL = 'instructor@demo.test';
export const STUDENT_EMAIL = 'student@demo.test';

/** The server's clock under the test's control, so windows and expiry need no sleeping. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function createClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

export const minutes = (n: number) => n * 60_000;

export interface TestAppOptions {
  /** Extra environment for loadConfig (LOG_LEVEL and DATA_DIR are set by the helper). */
  env?: Record<string, string | undefined>;
  /** Where the clock starts; now by default. */
  startAt?: Date;
  /**
   * `true` replaces mail delivery with an in-memory list (`TestApp.mail`). Leave it off to
   * use the real mailer the config chooses (SMTP_URL, else the outbox folder in DATA_DIR).
   */
  captureMail?: boolean;
  /**
   * Called after buildApp and before ready(), to add test-only routes. Routes must be added
   * here: Fastify refuses new routes once the app is ready.
   */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: TestClock;
  /** Messages sent when `captureMail` is on; empty otherwise. */
  mail: MailMessage[];
  /** Closes the app, its database (dropping it on PostgreSQL) and the temp folder. */
  close(): Promise<void>;
}

/**
 * A database of its own for one test file, copied from the run's migrated and seeded template
 * (tests/server/templateDb.ts): a new PostgreSQL database, or a copy of the PGlite data folder.
 */
async function openFreshDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    const dir = `${template}-${randomBytes(6).toString('hex')}`;
    await fs.cp(template, dir, { recursive: true });
    return { db: await openDb({ pgliteDir: dir }), drop: () => fs.rm(dir, { recursive: true, force: true }) };
  }
  const name = uniqueDbName('lms_test');
  await onPostgresServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`));
  const db = await openDb({ databaseUrl: databaseUrl(serverUrl, name), onConnectionError: () => {} });
  return {
    db,
    drop: () =>
      onPostgresServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/**
 * Builds the whole app on a fresh copy of the migrated database holding the demo school, with a
 * controllable clock, silent logs and a temporary data folder. Call `close()` in afterAll.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-test-'));
  // Rate limits off: many calls come from one address here; tests/server/rateLimit.test.ts turns them on.
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_INTERVAL_SECONDS: '0', RATE_LIMITS: '0', ...options.env });
  const clock = createClock(options.startAt);
  const { db, drop } = await openFreshDb();
  const mail: MailMessage[] = [];
  let app: FastifyInstance | undefined;
  try {
    const mailer: Mailer | undefined = options.captureMail
      ? {
          send: async (message) => {
            mail.push(message);
          },
          close: () => {},
        }
      : undefined;
    // The helper owns the database, so the order is certain: app first, then db, then drop.
    const afterClose = async () => {
      await db.destroy();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    };
    app = await buildApp({ config, db, now: clock.now, mailer, ownsDb: false, afterClose });
    await options.beforeReady?.(app);
    await app.ready();
  } catch (err) {
    if (app) await app.close().catch(() => {});
    else {
      await db.destroy().catch(() => {});
      await drop().catch(() => {});
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    throw err;
  }
  const built = app;
  return { app: built, db, config, clock, mail, close: () => built.close() };
}

/** Logs in through the API and returns the session token; fails loudly on anything but 200. */
export async function login(app: FastifyInstance, email: string, password: string = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} answered ${res.statusCode}: ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** Injects a request, adding a bearer token and a language when given. */
export function call(app: FastifyInstance, request: InjectOptions & { token?: string; lang?: string }): Promise<LightMyRequestResponse> {
  const { token, lang, headers, ...rest } = request;
  return app.inject({
    ...rest,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(lang ? { 'accept-language': lang } : {}),
      ...headers,
    },
  });
}

export type Role = 'ADMIN' | 'INSTRUCTOR' | 'STUDENT';

/** The demo school's account of each role. */
export const ROLE_EMAILS: Record<Role, string> = { ADMIN: ADMIN_EMAIL, INSTRUCTOR: INSTRUCTOR_EMAIL, STUDENT: STUDENT_EMAIL };

/** Logs in as the demo school's account of `role` and returns the session token. */
export const loginAs = (app: FastifyInstance, role: Role): Promise<string> => login(app, ROLE_EMAILS[role]);

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOptions {
  /** The session to call with; the client's default token when left out. */
  token?: string;
  /** Sent as Accept-Language. */
  lang?: string;
}

/**
 * An answer's JSON when the call names no shape: `unknown`, so reading a field does not compile.
 * A test that relies on the shape names the wire type it expects (`ok<LessonDto>(...)`,
 * `ok<ListResponse<StudentDto>>(...)`); one that only checks the status leaves it out.
 */
export type AnswerJson = unknown;

/** Expects a 200 answer, naming the call and showing the body otherwise, and returns the JSON. */
export function expectOk<T = AnswerJson>(res: LightMyRequestResponse, what: string): T {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
  return res.json<T>();
}

export interface ApiClient {
  /** Calls `/api/<url>` and returns the answer, whatever its status. */
  api(method: Method, url: string, payload?: InjectOptions['payload'], options?: ApiOptions): Promise<LightMyRequestResponse>;
  /** Calls `/api/<url>`, expects 200 (showing the body otherwise) and returns the JSON. */
  ok<T = AnswerJson>(method: Method, url: string, payload?: InjectOptions['payload'], options?: ApiOptions): Promise<T>;
}

/**
 * Requests to `/api/...` of `app()`, with `defaultToken()` unless a call names a token. Both are
 * getters because a test file fills its app and tokens in beforeAll, after the client is made.
 */
export function apiClient(app: () => FastifyInstance, defaultToken: () => string | undefined = () => undefined): ApiClient {
  const api: ApiClient['api'] = (method, url, payload, options = {}) =>
    call(app(), { method, url: `/api/${url}`, payload, token: options.token ?? defaultToken(), lang: options.lang });
  return {
    api,
    ok: async <T = AnswerJson>(method: Method, url: string, payload?: InjectOptions['payload'], options?: ApiOptions) =>
      expectOk<T>(await api(method, url, payload, options), `${method} ${url}`),
  };
}

/** Polls `check` until it returns a value, or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits until the mail queue holds nothing unsent. What a test expects not to arrive would have
 * been queued before, so once the queue is empty every mail it will ever send has been sent.
 */
export async function mailQueueDrained(db: Db): Promise<void> {
  const unsent = async () => (await db.selectFrom('mail_queue').select('id').where('sent_at', 'is', null).execute()).length;
  await waitFor(async () => ((await unsent()) === 0 ? true : undefined), 10_000, 'the mail queue to drain');
}

/**
 * How many rows `table` holds, or how many match `where`:
 * `rowCount(t.db, 'users', (eb) => eb.and({ school_id: id, role: 'STUDENT' }))`.
 */
export async function rowCount<T extends keyof Database & string>(
  db: Db,
  table: T,
  where?: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>,
): Promise<number> {
  // Kysely cannot type a query over a table left generic, so the query is built over all of them;
  // the signature is what types the caller's table and condition.
  type AnyTable = ExpressionBuilder<Database, keyof Database>;
  const query = db.selectFrom(table as keyof Database).select((eb) => eb.fn.countAll<string | number>().as('n'));
  // PostgreSQL answers count(*) as a bigint string; Number() reads both drivers the same.
  const row = await (where ? query.where(where as unknown as (eb: AnyTable) => Expression<SqlBool>) : query).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `METHOD url` of every /api route that declares no `config.roles`: these would be closed to all. */
export function undeclaredApiRoutes(app: FastifyInstance): string[] {
  return app.routeTable
    .filter((route) => route.url.startsWith('/api') && route.roles === undefined)
    .map((route) => `${route.method} ${route.url}`);
}

/**
 * A fixture made by the first test that needs it and shared by the rest, whatever order they run
 * in: `make` runs once, and every call awaits the same promise (its failure too).
 */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}
