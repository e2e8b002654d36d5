import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileEntry, MANIFEST_ENTRY, tableEntry } from '../../server/cli/schoolArchive.js';
import { openSchoolArchive } from '../../server/cli/schoolArchiveReader.js';
import { SCHOOL_TABLES } from '../../server/cli/schoolTables.js';
import { NOT_CARRIED } from '../../server/cli/schoolTablesLeftOut.js';
import { diskPathOf } from '../../server/lib/storage.js';
import { ADMIN_EMAIL, call, login, once } from './helpers.js';
import { createInstallation, type Installation } from './cliExportInstallations.js';
import { rewriteArchive } from './cliExportArchive.js';
import { tableCounts, views } from './cliExportViews.js';
import { startTestBucket } from './s3Fixture.js';
import { addGroup, createOtherSchool } from './schoolFixtures.js';
import { multipart, PNG } from './uploadFixtures.js';

/*
 * `lms export-school` and `lms import-school`. The demo school of one
 * installation (lessons, presentations, tasks and answers, tests and attempts, exams and marks,
 * events, announcements), with an uploaded file, a notification and a trashed group added
 * through the API, is exported and imported under a new domain into a second installation that
 * has a school of its own. What the imported school's people see through the API is compared with
 * what they saw in the first, ids aside.
 */
// Each command opens an installation's database, as the real command does: on PGlite that is seconds each.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

let source: Installation;
let target: Installation;
// Where the refusals are tried: the import checks the emails before the files, so an installation
// the demo school's people are already in would refuse for that instead.
let untouched: Installation;
let archive: string;
const logo = Buffer.concat([PNG, Buffer.from('export test')]);
let logoLink: string;

let before: Awaited<ReturnType<typeof views>>;
let other: Awaited<ReturnType<typeof createOtherSchool>>;

beforeAll(async () => {
  [source, target, untouched] = await Promise.all([createInstallation('seeded'), createInstallation('empty'), createInstallation('empty')]);
  archive = path.join(source.dataDir, 'demo.zip');
  await source.withApp(async (app) => {
    const admin = await login(app, ADMIN_EMAIL);
    const up = await call(app, { method: 'POST', url: '/api/static/upload', token: admin, ...multipart(logo, 'logo.png', 'image/png') });
    expect(up.statusCode, up.body).toBe(200);
    const uploaded = up.json<{ fileId: number; link: string }>();
    logoLink = uploaded.link;
    // The logo points at a file, which the import inserts after the school.
    const settings = (await call(app, { method: 'GET', url: '/api/schools/settings', token: admin })).json<{
      name: string;
      timezone: string;
      themeColor: string | null;
    }>();
    const saved = await call(app, {
      method: 'PUT',
      url: '/api/schools/settings',
      token: admin,
      payload: { name: settings.name, timezone: settings.timezone, themeColor: settings.themeColor, logoId: uploaded.fileId },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const announced = await call(app, {
      method: 'POST',
      url: '/api/announcements',
      token: admin,
      payload: { text: 'Moving to a new home' },
    });
    expect(announced.statusCode, announced.body).toBe(200);
  });
  const spare = await source.withDb(async (db) =>
    addGroup(db, (await db.selectFrom('schools').select('id').where('domain', '=', 'demo').executeTakeFirstOrThrow()).id, 'Spare group'),
  );
  await source.withApp(async (app) => {
    const trashed = await call(app, { method: 'DELETE', url: `/api/groups/${spare}`, token: await login(app, ADMIN_EMAIL) });
    expect(trashed.statusCode, trashed.body).toBe(200);
  });
  before = await views(source, 'demo');
  other = await target.withDb(async (db) => {
    const made = await createOtherSchool(db);
    // A target that has lived: its ids are ahead of the source's, and differ table by table, so
    // an id carried over unchanged points at nothing (or at the wrong row) and is caught.
    for (const [i, spec] of SCHOOL_TABLES.filter((t) => t.serial).entries()) {
      await sql`select setval(pg_get_serial_sequence(${spec.table}, 'id'), ${10_000 + i * 1000})`.execute(db);
    }
    return made;
  });
});
afterAll(async () => {
  await source?.close();
  await target?.close();
  await untouched?.close();
});

/** The archive, written by whichever test needs it first. */
const exported = once(() => source.lms('export-school', 'demo', '--out', archive));
/** The school imported into the target under the domain "moved", by whichever test needs it first. */
const imported = once(async () => {
  expect((await exported()).code).toBe(0);
  return target.lms('import-school', archive, '--domain', 'moved');
});

describe('export-school and import-school', () => {
  it('knows every table: each is carried or left out for a stated reason', async () => {
    const { rows } = await target.withDb((db) =>
      sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(db),
    );
    const known = new Set([...SCHOOL_TABLES.map((t) => t.table), ...Object.keys(NOT_CARRIED)]);
    expect(rows.map((r) => r.name).filter((name) => !known.has(name))).toEqual([]);
  });

  it('knows every column holding an id: each carried table names the table it points into', async () => {
    const { rows } = await target.withDb((db) =>
      sql<{
        table: string;
        column: string;
      }>`select table_name as table, column_name as column from information_schema.columns where table_schema = 'public' and right(column_name, 3) in ('_id', '_by')`.execute(
        db,
      ),
    );
    // Handled apart: the plan is matched by code, and a trash row's entity by its type.
    expect(rows.length).toBeGreaterThan(40);
    const special = new Set(['schools.tariff_id', 'trash.entity_id']);
    const unknown = rows.filter(({ table, column }) => {
      const spec = SCHOOL_TABLES.find((t) => t.table === table);
      return spec && !special.has(`${table}.${column}`) && !(column in (spec.refs ?? {})) && !(column in (spec.loose ?? {}));
    });
    expect(unknown).toEqual([]);
  });

  it('exports the school into one archive', async () => {
    const res = await exported();
    expect(res.code, res.err).toBe(0);
    expect(res.out).toMatch(/^Exported school demo to .*demo\.zip: \d+ row\(s\), \d+ file\(s\)\.$/m);
    // The test template stores no bytes for the seeded presentations: they are named, not lost silently.
    expect(res.out).toMatch(/file\(s\) were missing from the storage/);
    expect((await fs.stat(archive)).size).toBeGreaterThan(logo.length);
    const again = await source.lms('export-school', 'demo', '--out', archive);
    expect(again).toMatchObject({ code: 1, err: expect.stringMatching(/exists: choose another --out/) });
    const none = await source.lms('export-school', 'no-such-school', '--out', `${archive}.x`);
    expect(none).toMatchObject({ code: 1, err: 'Error: no school with the domain "no-such-school"\n' });
  });

  it('refuses a truncated archive, an altered one and one of another schema version, changing nothing', async () => {
    expect((await exported()).code).toBe(0);
    const counts = await untouched.withDb(tableCounts);
    const stored = await untouched.storedFiles();
    const whole = await fs.readFile(archive);
    const truncated = path.join(source.dataDir, 'truncated.zip');
    await fs.writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    // The uploaded file is stored uncompressed: one byte of it changed leaves a readable zip.
    const altered = path.join(source.dataDir, 'altered.zip');
    const at = whole.indexOf(Buffer.from('export test'));
    expect(at).toBeGreaterThan(0);
    await fs.writeFile(altered, Buffer.concat([whole.subarray(0, at), Buffer.from('EXPORT'), whole.subarray(at + 6)]));
    const older = path.join(source.dataDir, 'older.zip');
    await rewriteArchive(archive, older, (manifest) => ({ ...manifest, schemaVersion: '20261122_0015_oidc' }));
    // Emails not as the app stores them: 'Ann@…' beside an existing 'ann@…' would be one person twice.
    const shouting = path.join(source.dataDir, 'shouting.zip');
    await rewriteArchive(archive, shouting, (manifest) => manifest, {
      [tableEntry('users')]: (data) =>
        Buffer.from(data.toString('utf8').replace(/"email":"([^"]+)"/g, (_, email: string) => `"email":"${email.toUpperCase()}"`)),
    });
    // A manifest far beyond any export's, which must not be read into memory (it inflates from a few kB).
    const bloated = path.join(source.dataDir, 'bloated.zip');
    await rewriteArchive(archive, bloated, (manifest) => manifest, {
      [MANIFEST_ENTRY]: (data) => Buffer.concat([data, Buffer.alloc(65 * 1024 * 1024, ' ')]),
    });

    for (const [file, message] of [
      [truncated, /truncated\.zip is damaged or not a school export/],
      [altered, /altered\.zip is damaged or not a school export: files\/.* is not what was exported/],
      [older, /schema version 20261122_0015_oidc, this installation is at \d{8}_\d{4}_/],
      [shouting, /a user's email is not as the app stores it \(trimmed, lower case\): [A-Z]/],
      [bloated, /is larger than an export writes \(over 64 MB\)/],
    ] as const) {
      const res = await untouched.lms('import-school', file, '--domain', 'refused');
      expect(res.code, file).toBe(1);
      expect(res.err).toMatch(message);
    }
    expect(await untouched.withDb(tableCounts)).toEqual(counts);
    expect(await untouched.storedFiles()).toEqual(stored);
  });

  it('refuses to write over a file the storage holds without a row naming it, changing nothing', async () => {
    expect((await exported()).code).toBe(0);
    const { manifest } = await openSchoolArchive(archive).then((opened) => (opened.close(), opened));
    const key = Object.keys(manifest.sha256)
      .filter((name) => name.startsWith('files/'))
      .map((name) => name.slice('files/'.length))
      .find((name) => !manifest.missingFiles.includes(name))!;
    // A left-over: bytes under the key with no files row (a purge under way, an earlier failed copy).
    const leftOver = diskPathOf(path.join(untouched.dataDir, 'files'), key);
    await fs.mkdir(path.dirname(leftOver), { recursive: true });
    await fs.writeFile(leftOver, 'not to be overwritten');
    try {
      const counts = await untouched.withDb(tableCounts);
      const res = await untouched.lms('import-school', archive, '--domain', 'refused');
      expect(res).toMatchObject({ code: 1, err: expect.stringMatching(/the archive's files are already stored here/) });
      expect(await fs.readFile(leftOver, 'utf8')).toBe('not to be overwritten');
      expect(await untouched.withDb(tableCounts)).toEqual(counts);
    } finally {
      await fs.rm(leftOver);
    }
  });

  it('imports it under a new domain: people log in with their passwords and see what they saw', async () => {
    const res = await imported();
    expect(res.code, res.err).toBe(0);
    expect(res.out).toMatch(/^Imported school moved \(id \d+\) with 1 file\(s\); rows: schools 1, users \d+/m);
    expect(JSON.stringify(before.settings)).toContain(logoLink);
    expect(await views(target, 'moved')).toEqual(before);
    await target.withApp(async (app) => {
      const file = await app.inject({ method: 'GET', url: logoLink });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(logo)).toBe(true);
    });
  });

  it('carries the ids inside JSON along: test answers, notification params and once keys', async () => {
    expect((await imported()).code).toBe(0);
    await target.withDb(async (db) => {
      const attempts = await db
        .selectFrom('test_attempts')
        .innerJoin('schools', 'schools.id', 'test_attempts.school_id')
        .select(['test_attempts.test_id', 'test_attempts.answers'])
        .where('schools.domain', '=', 'moved')
        .execute();
      expect(attempts.length).toBeGreaterThan(0);
      for (const attempt of attempts) {
        for (const [question, options] of Object.entries(attempt.answers as Record<string, number[]>)) {
          const found = await db
            .selectFrom('test_options')
            .innerJoin('test_questions', 'test_questions.id', 'test_options.question_id')
            .select('test_options.id')
            .where('test_questions.id', '=', Number(question))
            .where('test_questions.test_id', '=', attempt.test_id)
            .execute();
          expect(options.every((o) => found.some((f) => f.id === o))).toBe(true);
        }
      }
      const moved = await db.selectFrom('schools').select('id').where('domain', '=', 'moved').executeTakeFirstOrThrow();
      const notices = await db
        .selectFrom('notifications')
        .select(['params', 'once_key'])
        .where('school_id', '=', moved.id)
        .where('kind', '=', 'ANNOUNCEMENT_PUBLISHED')
        .execute();
      const announcement = await db
        .selectFrom('announcements')
        .select('id')
        .where('school_id', '=', moved.id)
        .where('text', '=', 'Moving to a new home')
        .executeTakeFirstOrThrow();
      expect(notices.length).toBeGreaterThan(0);
      for (const notice of notices) {
        expect((notice.params as { announcementId: number }).announcementId).toBe(announcement.id);
        // What the jobs look up so as not to tell anyone twice.
        expect(notice.once_key).toBe(`announcement:${announcement.id}`);
      }
      // The ids notifications link to are the imported school's rows.
      const tables = { courseId: 'courses', lessonId: 'lessons', taskId: 'tasks', testId: 'tests', answerId: 'task_answers' } as const;
      const all = await db.selectFrom('notifications').select('params').where('school_id', '=', moved.id).execute();
      let checked = 0;
      for (const { params } of all) {
        for (const [name, table] of Object.entries(tables)) {
          const id = (params as Record<string, unknown>)[name];
          if (typeof id !== 'number') continue;
          const row = await db.selectFrom(table).select('school_id').where('id', '=', id).executeTakeFirst();
          expect(row?.school_id, `${name} ${id}`).toBe(moved.id);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  });

  it("leaves the target's other school as it was", async () => {
    expect((await imported()).code).toBe(0);
    await target.withApp(async (app) => {
      const token = await login(app, other.adminEmail);
      const courses = await call(app, { method: 'GET', url: '/api/courses', token });
      expect(JSON.stringify(courses.json())).toContain('Other course');
      expect(JSON.stringify(courses.json())).not.toContain('Python');
    });
    const rows = await target.withDb((db) => db.selectFrom('users').select('id').where('school_id', '=', other.schoolId).execute());
    expect(rows.map((r) => r.id).sort()).toEqual([other.adminId, other.studentId, other.instructorId].sort());
  });

  it('refuses a taken domain, and the same people twice, changing nothing', async () => {
    expect((await imported()).code).toBe(0);
    const counts = await target.withDb(tableCounts);
    const stored = await target.storedFiles();
    const taken = await target.lms('import-school', archive, '--domain', other.adminEmail.split('@')[1]!.replace('.test', ''));
    expect(taken).toMatchObject({ code: 1, err: expect.stringMatching(/domain: a school with the domain "other-\w+" already exists/) });
    const twice = await target.lms('import-school', archive, '--domain', 'moved-again');
    expect(twice).toMatchObject({ code: 1, err: expect.stringMatching(/these emails already have accounts in this installation: /) });
    expect(await target.withDb(tableCounts)).toEqual(counts);
    expect(await target.storedFiles()).toEqual(stored);
  });
});

describe('with the files in object storage', () => {
  it('imports the files into the bucket, and exports them from it', async () => {
    expect((await exported()).code).toBe(0);
    const bucket = await startTestBucket();
    const inBucket = await createInstallation('empty', bucket.env);
    try {
      const res = await inBucket.lms('import-school', archive, '--domain', 'in-bucket');
      expect(res.code, res.err).toBe(0);
      const key = logoLink.split('/').at(-1)!;
      expect(await bucket.keys()).toEqual([key]);
      await inBucket.withApp(async (app) => {
        const file = await app.inject({ method: 'GET', url: logoLink });
        expect(file.rawPayload.equals(logo)).toBe(true);
      });
      const again = path.join(inBucket.dataDir, 'again.zip');
      const exported = await inBucket.lms('export-school', 'in-bucket', '--out', again);
      expect(exported.code, exported.err).toBe(0);
      const first = await openSchoolArchive(archive);
      first.close();
      const reread = await openSchoolArchive(again);
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of reread.bytes(fileEntry(key))) chunks.push(chunk);
        expect(Buffer.concat(chunks).equals(logo)).toBe(true);
        expect(reread.manifest).toMatchObject({ domain: 'in-bucket', counts: first.manifest.counts });
      } finally {
        reread.close();
      }
    } finally {
      await inBucket.close();
      await bucket.close();
    }
  });
});
