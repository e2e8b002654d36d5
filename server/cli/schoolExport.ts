import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import yazl from 'yazl';
import type { Db } from '../db/index.js';
import type { FileStorage } from '../lib/storage.js';
import { CliError, type CliContext } from './context.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  fileEntry,
  hashingStream,
  MANIFEST_ENTRY,
  schemaVersion,
  tableEntry,
  type Manifest,
} from './schoolArchive.js';
import { SCHOOL_TABLES, type Row, type TableSpec } from './schoolTables.js';

/*
 * `lms export-school`: one school's rows and stored files into one zip (schoolArchive.ts says
 * what is in it). Rows are read a page at a time and files one at a time as the zip is written,
 * so neither a big school nor big files are held in memory. All reads share one snapshot
 * (REPEATABLE READ), so a school in use while it is exported (PostgreSQL) is exported as it was
 * at one moment, its references whole.
 */

const PAGE = 1000;

export interface ExportedSchool {
  domain: string;
  counts: Record<string, number>;
  files: number;
  /** Files whose rows exist but whose bytes the storage no longer has. */
  missingFiles: string[];
}

/** The rows of one table, as NDJSON text a page at a time, in key order (keyset paging). */
async function* tableText(db: Db, spec: TableSpec, schoolId: number, counted: (n: number) => void): AsyncGenerator<string> {
  const key = sql.join(spec.key.map((column) => sql.ref(`t.${column}`)));
  let after: unknown[] | undefined;
  for (;;) {
    const next = after ? sql`and (${key}) > (${sql.join(after.map((value) => sql`${value}`))})` : sql``;
    const { rows } = await sql<{
      row: Row;
    }>`select to_jsonb(t) as row from ${sql.table(spec.table)} t where ${spec.where(schoolId)} ${next} order by ${key} limit ${PAGE}`.execute(
      db,
    );
    if (rows.length) yield rows.map((r) => `${JSON.stringify(r.row)}\n`).join('');
    counted(rows.length);
    if (rows.length < PAGE) return;
    const last = rows.at(-1)!.row;
    after = spec.key.map((column) => last[column]);
  }
}

/** Adds an entry whose stream is opened only when the zip reaches it, recording its hash. */
function addEntry(zip: yazl.ZipFile, manifest: Manifest, name: string, open: () => Promise<Readable>, compress: boolean): void {
  zip.addReadStreamLazy(name, { compress }, (done) => {
    open().then(
      (source) => {
        const hashed = hashingStream();
        hashed.on('end', () => (manifest.sha256[name] = hashed.digest()));
        source.on('error', (err) => hashed.destroy(err));
        done(null, source.pipe(hashed));
      },
      (err: unknown) => done(err, Readable.from([])),
    );
  });
}

async function writeArchive(db: Db, storage: FileStorage, schoolId: number, manifest: Manifest, out: string): Promise<void> {
  const storageKeys = (await db.selectFrom('files').select('storage_key').where('school_id', '=', schoolId).orderBy('id').execute()).map(
    (f) => f.storage_key,
  );
  const zip = new yazl.ZipFile();
  const failed = new Promise<never>((_, reject) => zip.on('error', reject));
  for (const spec of SCHOOL_TABLES) {
    manifest.counts[spec.table] = 0;
    const counted = (n: number) => (manifest.counts[spec.table]! += n);
    addEntry(zip, manifest, tableEntry(spec.table), async () => Readable.from(tableText(db, spec, schoolId, counted)), true);
  }
  for (const key of storageKeys) {
    const open = async () => {
      const stream = await storage.read(key);
      if (stream) return stream;
      manifest.missingFiles.push(key);
      return Readable.from([]);
    };
    // Stored files are mostly compressed already (images, PDF, office documents, video).
    addEntry(zip, manifest, fileEntry(key), open, false);
  }
  // Last, so the counts and hashes of everything before are known when it is written.
  addEntry(zip, manifest, MANIFEST_ENTRY, async () => Readable.from([Buffer.from(JSON.stringify(manifest, null, 2))]), true);
  zip.end();
  await Promise.race([pipeline(zip.outputStream, createWriteStream(out)), failed]);
}

export async function exportSchool(ctx: CliContext, domain: string, out: string): Promise<ExportedSchool> {
  const { db, storage } = ctx;
  const school = await db
    .selectFrom('schools')
    .innerJoin('tariffs', 'tariffs.id', 'schools.tariff_id')
    .select(['schools.id', 'tariffs.code'])
    .where('schools.domain', '=', domain)
    .executeTakeFirst();
  if (!school) throw new CliError('cli.exportSchool.noSchool', { domain });
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    schemaVersion: await schemaVersion(),
    domain,
    tariff: school.code,
    exportedAt: ctx.now().toISOString(),
    counts: {},
    sha256: {},
    missingFiles: [],
  };
  if (await fs.stat(out).catch(() => undefined)) throw new CliError('cli.exportSchool.outExists', { out });
  // Written aside and renamed: a failed export leaves no archive that looks whole.
  const temp = `${out}.part`;
  try {
    await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute((trx) => writeArchive(trx, storage, school.id, manifest, temp));
    await fs.rename(temp, out);
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw err;
  }
  return {
    domain,
    counts: manifest.counts,
    files: Object.keys(manifest.sha256).filter((name) => name.startsWith('files/')).length,
    missingFiles: manifest.missingFiles,
  };
}
