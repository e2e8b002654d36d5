import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_EMAIL, INSTRUCTOR_EMAIL, STUDENT_EMAIL, createTestApp, login, type TestApp } from './helpers.js';
import { operationsOf, seededRandom, variantsOf, type Operation, type Variant } from './fuzzVariants.js';

/*
 * Sends every operation of the OpenAPI document malformed variants (tests/server/fuzzVariants.ts)
 * as each role of the demo school and anonymously, and fails on any 5xx, any answer that leaks
 * a stack trace or SQL, and any answer slower than 2 s that is not password hashing. Seeded:
 * the seed is printed, and FUZZ_SEED=<n> replays a run.
 */

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20261126;
if (!Number.isSafeInteger(SEED)) throw new Error(`FUZZ_SEED must be a whole number, not ${process.env.FUZZ_SEED}`);
/** Variants per operation and role: a few thousand requests in all. */
const VARIANTS_PER_OPERATION = 14;
const SLOW_MS = 2_000;

/** Calls that hash a password on purpose, so may take longer than SLOW_MS. */
const HASHING = new Set(['POST /api/auth/authenticate', 'PUT /api/auth/updatePassword', 'POST /api/schools/sign-up']);
/** Not plain HTTP operations: the document pages and the WebSocket upgrade. */
const SKIPPED = (op: Operation) => op.route.startsWith('/api/docs') || op.route === '/api/ws';

/** Text that should never reach a client: stack frames, file paths and PostgreSQL's wording. */
const LEAKS = [
  /\bat \S+ \(.*:\d+:\d+\)/,
  /\bat (file:\/\/|\/)\S+:\d+:\d+/,
  /node_modules/,
  /syntax error/i,
  /violates/i,
  /relation "/,
  /invalid byte sequence/i,
  /out of range for type/i,
  /invalid input syntax/i,
];

type Role = 'anonymous' | 'student' | 'instructor' | 'admin';
const ROLE_EMAILS: Record<Exclude<Role, 'anonymous'>, string> = {
  student: STUDENT_EMAIL,
  instructor: INSTRUCTOR_EMAIL,
  admin: ADMIN_EMAIL,
};

interface Failure {
  role: Role;
  method: string;
  route: string;
  variant: string;
  url: string;
  status: number;
  ms: number;
  problem: string;
  body: string;
}

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
});
afterAll(async () => {
  await testApp?.close();
});

async function send(variant: Variant, method: string, token: string | undefined) {
  const started = performance.now();
  const res = await app.inject({
    method: method as 'GET',
    url: variant.url,
    payload: variant.payload,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(variant.contentType ? { 'content-type': variant.contentType } : {}),
      'accept-language': 'en',
    },
  });
  return { res, ms: Math.round(performance.now() - started) };
}

/** The session of a role, logging in again when the fuzz ended it (logout, a password change). */
async function sessionOf(role: Role, tokens: Map<Role, string>): Promise<string | undefined> {
  if (role === 'anonymous') return undefined;
  const token = tokens.get(role);
  if (token) {
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    if (me.statusCode === 200) return token;
  }
  const fresh = await login(app, ROLE_EMAILS[role]);
  tokens.set(role, fresh);
  return fresh;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('answers malformed requests with 4xx, quickly, without leaking internals', async () => {
    console.log(`fuzz seed ${SEED} (set FUZZ_SEED to replay)`);
    const random = seededRandom(SEED);
    const doc = app.swagger() as unknown as Parameters<typeof operationsOf>[0];
    const operations = operationsOf(doc).filter((op) => !SKIPPED(op));
    expect(operations.length).toBeGreaterThan(100);

    const failures: Failure[] = [];
    const tokens = new Map<Role, string>();
    let requests = 0;
    // Admin last: its deletes and blocks would otherwise take away what the other roles reach.
    for (const role of ['anonymous', 'student', 'instructor', 'admin'] as const) {
      for (const op of operations) {
        let token = await sessionOf(role, tokens);
        // Logging out the shared session would end the role's run: log out a session of its own.
        if (op.route === '/api/auth/logout' && role !== 'anonymous') token = await login(app, ROLE_EMAILS[role]);
        for (const variant of variantsOf(op, random, VARIANTS_PER_OPERATION)) {
          const { res, ms } = await send(variant, op.method, token);
          requests += 1;
          const key = `${op.method} ${op.route}`;
          const problem =
            res.statusCode >= 500
              ? 'server error'
              : LEAKS.some((leak) => leak.test(res.body))
                ? 'leaks internals'
                : ms > SLOW_MS && !HASHING.has(key)
                  ? `slow (${ms} ms)`
                  : undefined;
          if (problem) {
            failures.push({
              role,
              method: op.method,
              route: op.route,
              variant: variant.name,
              url: variant.url.slice(0, 200),
              status: res.statusCode,
              ms,
              problem,
              body: res.body.slice(0, 200),
            });
          }
        }
      }
    }
    console.log(`fuzz: ${requests} requests over ${operations.length} operations, ${failures.length} failures`);
    const report = failures.map(
      (f) => `${f.problem}: ${f.role} ${f.method} ${f.route} [${f.variant}] ${f.url} -> ${f.status} in ${f.ms} ms: ${f.body}`,
    );
    const pairs = new Set(failures.map((f) => `${f.method} ${f.route}`));
    if (failures.length)
      console.log(`fuzz failures (${failures.length} over ${pairs.size} method+route pairs, seed ${SEED}):\n${report.join('\n')}`);
    expect(report).toEqual([]);
  }, 300_000);
});
