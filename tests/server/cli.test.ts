import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../server/app.js';
import { runCli } from '../../server/cli/program.js';
import { loadConfig } from '../../server/config.js';
import { openDb, type Db } from '../../server/db/index.js';
import { DEMO_PASSWORD, rowCount, STUDENT_EMAIL, once } from './helpers.js';
import { databaseUrl, onPostgresServer, uniqueDbName } from './templateDb.js';

/*
 * `lms <command>` run in-process (runCli) against an installation of its own:
 * a PGlite data folder, or a PostgreSQL database when TEST_DATABASE_URL is set. What a command
 * did is checked through the app itself (log in, follow the printed link). The embedded database
 * admits one opener at a time, so the test opens it only between commands.
 */
const PUBLIC_URL = 'https://lms.example.test';
// Each command opens the installation's database, as the real command does: on PGlite that is seconds each.
vi.setConfig({ testTimeout: 180_000 });

let dataDir: string;
let env: Record<string, string | undefined>;
let dropDb: () => Promise<void> = async () => {};

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-cli-'));
  env = { DATA_DIR: dataDir, PUBLIC_URL, LOG_LEVEL: 'silent' };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = uniqueDbName('lms_cli');
    await onPostgresServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`));
    env.DATABASE_URL = databaseUrl(serverUrl, name);
    dropDb = () =>
      onPostgresServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined);
  } else {
    await fs.cp(inject('pgliteTemplate'), path.join(dataDir, 'db'), { recursive: true });
  }
});
afterAll(async () => {
  await dropDb();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function lms(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args, { env, out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

/** Runs `work` on the installation's database, closed again before the next command. */
async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(dataDir, 'db'), onConnectionError: () => {} });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Runs `work` against the whole app on the installation's database. */
async function withApp<T>(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  return withDb(async (db) => {
    const app = await buildApp({ config: loadConfig({ ...env, JOB_INTERVAL_SECONDS: '0', RATE_LIMITS: '0' }), db, ownsDb: false });
    try {
      return await work(app);
    } finally {
      await app.close();
    }
  });
}

const tokenOf = (link: string) => link.slice(`${PUBLIC_URL}/reset-password/`.length);
const linkIn = (out: string) => out.match(/^https:\/\/lms\.example\.test\/reset-password\/[\w-]+$/m)?.[0];

/** The school `create-school` makes, which the schools and run-job tests use too: made by whichever runs first. */
const cliSchool = once(() =>
  lms(
    'create-school',
    '--domain',
    'cli-school',
    '--name',
    'CLI School',
    '--admin-email',
    'Head@CLI.test',
    '--admin-first-name',
    'Ada',
    '--admin-last-name',
    'Head',
    '--language',
    'ru',
    '--timezone',
    'Europe/Berlin',
  ),
);

describe('create-school', () => {
  it("creates a school and its admin, and prints the invitation link that sets the admin's password", async () => {
    const res = await cliSchool();
    expect(res).toMatchObject({ code: 0, err: '' });
    const link = linkIn(res.out);
    expect(link, res.out).toBeDefined();
    const school = await withDb((db) => db.selectFrom('schools').selectAll().where('domain', '=', 'cli-school').executeTakeFirstOrThrow());
    expect(school).toMatchObject({ name: 'CLI School', language: 'ru', timezone: 'Europe/Berlin' });
    await withApp(async (app) => {
      expect(
        (await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email: 'head@cli.test', password: 'chosen-pass' } }))
          .statusCode,
      ).toBe(401);
      const set = await app.inject({
        method: 'PUT',
        url: '/api/auth/updatePassword',
        payload: { token: tokenOf(link!), password: 'chosen-pass' },
      });
      expect(set.statusCode, set.body).toBe(200);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/authenticate',
        payload: { email: 'head@cli.test', password: 'chosen-pass' },
      });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json()).toMatchObject({ authority: 'ADMIN' });
    });
  });

  it('sets the password given instead, and the admin logs in at once', async () => {
    const res = await lms(
      'create-school',
      '--domain',
      'cli-second',
      '--name',
      'Second',
      '--admin-email',
      'second@cli.test',
      '--admin-first-name',
      'Bo',
      '--admin-last-name',
      'Second',
      '--password',
      'given-pass-1',
    );
    expect(res.code, res.err).toBe(0);
    expect(linkIn(res.out)).toBeUndefined();
    await withApp(async (app) => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/authenticate',
        payload: { email: 'second@cli.test', password: 'given-pass-1' },
      });
      expect(login.statusCode, login.body).toBe(200);
    });
  });

  it('refuses a taken domain, a taken email, a bad domain, a short password and an unknown plan, creating nothing', async () => {
    expect((await cliSchool()).code).toBe(0);
    const base = ['--name', 'X', '--admin-first-name', 'X', '--admin-last-name', 'Y'];
    const cases: [string[], RegExp][] = [
      [['--domain', 'cli-school', '--admin-email', 'new1@cli.test'], /domain: a school with the domain "cli-school" already exists/],
      [['--domain', 'cli-third', '--admin-email', STUDENT_EMAIL], /admin-email: .* already has an account/],
      [['--domain', 'Bad Domain!', '--admin-email', 'new2@cli.test'], /^Error: domain: /],
      [['--domain', 'cli-third', '--admin-email', 'new3@cli.test', '--password', '123'], /^Error: password: /],
      [['--domain', 'cli-third', '--admin-email', 'new4@cli.test', '--tariff', 'platinum'], /tariff: no plan "platinum"; plans: /],
    ];
    for (const [args, message] of cases) {
      const res = await lms('create-school', ...base, ...args);
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.err).toMatch(message);
    }
    expect(
      await withDb((db) => db.selectFrom('schools').select('id').where('domain', '=', 'cli-third').executeTakeFirst()),
    ).toBeUndefined();
    const missing = await lms('create-school', '--domain', 'cli-fourth');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/required option '--name <name>' not specified/);
  });
});

describe('reset-password', () => {
  it('prints a reset link that sets a new password', async () => {
    const res = await lms('reset-password', STUDENT_EMAIL);
    expect(res.code, res.err).toBe(0);
    const link = linkIn(res.out);
    expect(link, res.out).toBeDefined();
    await withApp(async (app) => {
      const set = await app.inject({
        method: 'PUT',
        url: '/api/auth/updatePassword',
        payload: { token: tokenOf(link!), password: 'from-link-1' },
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(
        (await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email: STUDENT_EMAIL, password: 'from-link-1' } }))
          .statusCode,
      ).toBe(200);
    });
  });

  it('sets the password given and ends the sessions of the user', async () => {
    // A password of this test's own, whichever test changed the student's last.
    expect((await lms('reset-password', STUDENT_EMAIL, '--password', 'before-reset-1')).code).toBe(0);
    const session = await withApp(async (app) => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/authenticate',
        payload: { email: STUDENT_EMAIL, password: 'before-reset-1' },
      });
      expect(login.statusCode, login.body).toBe(200);
      return login.json<{ token: string }>().token;
    });
    const res = await lms('reset-password', STUDENT_EMAIL.toUpperCase(), '--password', DEMO_PASSWORD);
    expect(res.code, res.err).toBe(0);
    await withApp(async (app) => {
      expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${session}` } })).statusCode).toBe(
        401,
      );
      expect(
        (await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email: STUDENT_EMAIL, password: DEMO_PASSWORD } }))
          .statusCode,
      ).toBe(200);
    });
  });

  it('fails clearly for an unknown email or a weak password', async () => {
    const unknown = await lms('reset-password', 'nobody@cli.test');
    expect(unknown).toMatchObject({ code: 1, out: '', err: 'Error: No user has the email nobody@cli.test\n' });
    const weak = await lms('reset-password', STUDENT_EMAIL, '--password', '1');
    expect(weak.code).toBe(1);
    expect(weak.err).toMatch(/^Error: password: /);
  });
});

describe('schools', () => {
  it('lists each school with its students, instructors, courses and stored bytes', async () => {
    expect((await cliSchool()).code).toBe(0);
    const res = await lms('schools', '--json');
    expect(res.code, res.err).toBe(0);
    const rows = JSON.parse(res.out) as { domain: string; students: number; instructors: number; courses: number; storageBytes: number }[];
    const expected = await withDb(async (db) => {
      const demo = await db.selectFrom('schools').select('id').where('domain', '=', 'demo').executeTakeFirstOrThrow();
      const count = (role: 'STUDENT' | 'INSTRUCTOR') =>
        rowCount(db, 'users', (eb) => eb.and([eb('school_id', '=', demo.id), eb('role', '=', role), eb('deleted_at', 'is', null)]));
      const courses = await rowCount(db, 'courses', (eb) => eb.and([eb('school_id', '=', demo.id), eb('deleted_at', 'is', null)]));
      return { students: await count('STUDENT'), instructors: await count('INSTRUCTOR'), courses };
    });
    expect(expected.students).toBeGreaterThan(0);
    expect(rows.find((r) => r.domain === 'demo')).toMatchObject(expected);
    expect(rows.find((r) => r.domain === 'cli-school')).toMatchObject({ students: 0, instructors: 0, courses: 0, storageBytes: 0 });
    const text = await lms('schools');
    expect(text.out.split('\n')[0]).toMatch(/^ID\s+DOMAIN\s+NAME\s+PLAN\s+STUDENTS\s+INSTRUCTORS\s+COURSES\s+STORAGE BYTES$/);
    expect(text.out).toMatch(/^\d+\s+cli-school\s+CLI School\s+\S+\s+0\s+0\s+0\s+0$/m);
  });
});

describe('run-job', () => {
  it('runs a job by name, and names the jobs when the name is unknown', async () => {
    expect((await cliSchool()).code).toBe(0);
    const trashed = await withDb(async (db) => {
      const school = await db.selectFrom('schools').select('id').where('domain', '=', 'cli-school').executeTakeFirstOrThrow();
      const group = await db
        .insertInto('groups')
        .values({ school_id: school.id, name: 'Long gone', deleted_at: new Date(Date.now() - 30 * 86_400_000) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('trash')
        .values({
          school_id: school.id,
          entity_type: 'GROUP',
          entity_id: group.id,
          name: 'Long gone',
          deleted_at: new Date(Date.now() - 30 * 86_400_000),
        })
        .execute();
      return group.id;
    });
    const res = await lms('run-job', 'purge-trash');
    expect(res.code, res.err).toBe(0);
    expect(res.out).toMatch(/^purge-trash done: [1-9]\d* item\(s\) handled\.$/m);
    expect(await withDb((db) => db.selectFrom('groups').select('id').where('id', '=', trashed).executeTakeFirst())).toBeUndefined();
    const unknown = await lms('run-job', 'nope');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/^Error: No job "nope"; jobs: purge-trash, close-expired-test-attempts, notification-reminders/);
  });
});

describe('check-config', () => {
  it('reports a working installation and exits 0', async () => {
    const res = await lms('check-config');
    expect(res.code, res.out + res.err).toBe(0);
    expect(res.out).toMatch(/^ok\s+database\s+.*answers/m);
    expect(res.out).toMatch(/^ok\s+schema\s+up to date/m);
    expect(res.out).not.toContain('FAIL');
  });

  it('exits 1 naming the database when it cannot be reached', async () => {
    let out = '';
    const code = await runCli(['check-config'], {
      env: { ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      out: (text) => (out += text),
      err: () => {},
    });
    expect(code).toBe(1);
    expect(out).toMatch(/^FAIL\s+database\s+PostgreSQL \(DATABASE_URL\): /m);
  });

  it('exits 2 naming the variable when the configuration cannot be read', async () => {
    let err = '';
    const code = await runCli(['check-config'], { env: { ...env, PORT: 'eighty' }, out: () => {}, err: (text) => (err += text) });
    expect(code).toBe(2);
    expect(err).toMatch(/^Error: Configuration error: PORT must be a whole number/);
  });
});

describe('the lms command', () => {
  it('runs as a process, printing usage and failing with a non-zero code on an unknown command', () => {
    const entry = path.resolve('server/cli/main.ts');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', entry, ...args], { encoding: 'utf8', env: { ...process.env, ...env, LC_ALL: 'C' } });
    const help = run('--help');
    expect(help.status, help.stderr).toBe(0);
    for (const command of ['create-school', 'reset-password', 'schools', 'run-job', 'check-config']) expect(help.stdout).toContain(command);
    const unknown = run('frobnicate');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/unknown command 'frobnicate'/);
  });
});
