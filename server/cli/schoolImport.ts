import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { isReservedDomain } from '../../src/api/schools.js';
import type { Db } from '../db/index.js';
import type { OperatorParam } from '../i18n/operator.js';
import { isSafeStorageKey, type FileStorage } from '../lib/storage.js';
import { cleanDomain } from '../routes/schools/fields.js';
import { domainTaken } from '../routes/schools/repository.js';
import { CliError, type CliContext } from './context.js';
import { fileEntry, schemaVersion, tableEntry } from './schoolArchive.js';
import { DamagedArchive, openSchoolArchive, type SchoolArchive } from './schoolArchiveReader.js';
import { SCHOOL_TABLES, type NewId, type Row, type TableSpec } from './schoolTables.js';

/*
 * `lms import-school`: a school from `lms export-school`'s archive into this installation, under
 * its old domain or a new one. Every row gets a new id and every reference follows (ids collide
 * across installations). The rows go in in one transaction: a failure (a damaged archive found
 * halfway) leaves nothing behind. Files keep their storage keys (random names the server chose,
 * so they do not collide; links in task texts and answers keep working); their bytes are
 * written before the transaction and removed again when it fails.
 */

const BATCH = 500;
/** A batch also ends past this much JSON: a table of long texts (tasks) goes in smaller statements. */
const BATCH_CHARS = 4_000_000;

export interface ImportedSchool {
  domain: string;
  schoolId: number;
  counts: Record<string, number>;
  files: number;
  /** Files the source's storage had lost at export: their rows came without bytes. */
  missingFiles: number;
}

/** A loose reference to a row inserted later (or in the same table): set once every row is in. */
interface Deferred {
  table: string;
  id: number;
  column: string;
  target: string;
  old: number;
}

const parseRow = (table: string, line: string): Row => {
  try {
    const row: unknown = JSON.parse(line);
    if (row && typeof row === 'object' && !Array.isArray(row)) return row as Row;
  } catch {
    // reported below
  }
  throw new DamagedArchive('cli.archive.notJson', { table });
};

/** Values of one column over an entry's rows (emails of users, storage keys of files). */
async function columnOf(archive: SchoolArchive, table: string, column: string): Promise<string[]> {
  const values: string[] = [];
  for await (const line of archive.lines(tableEntry(table))) if (line) values.push(String(parseRow(table, line)[column]));
  return values;
}

/** Which of `values` a column of this installation already holds. */
async function taken(db: Db, table: 'users' | 'files', column: 'email' | 'storage_key', values: string[]): Promise<string[]> {
  const found: string[] = [];
  for (let i = 0; i < values.length; i += BATCH) {
    const rows = await db
      .selectFrom(table)
      .select(column)
      .where(column, 'in', values.slice(i, i + BATCH))
      .execute();
    found.push(...rows.map((row) => String((row as Record<string, unknown>)[column])));
  }
  return found;
}

/**
 * The archive's emails, each as the app stores one (trimmed, lower case): login compares that
 * form, so 'A@x' beside an existing 'a@x' would be the same person twice. Export writes them so;
 * an archive that does not is refused rather than changed.
 */
async function storedEmails(archive: SchoolArchive): Promise<string[]> {
  const emails = await columnOf(archive, 'users', 'email');
  const odd = emails.filter((email) => email !== email.trim().toLowerCase());
  if (odd.length) throw new DamagedArchive('cli.archive.emailNotStored', { emails: listed(odd) });
  return emails;
}

/** Keys the storage already holds a file under, whether or not a row names it (a left-over, a purge under way). */
async function keysInStorage(storage: FileStorage, keys: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const key of keys) {
    const stream = await storage.read(key);
    if (!stream) continue;
    stream.destroy();
    found.push(key);
  }
  return found;
}

const listed = (values: string[]): OperatorParam =>
  values.length > 5
    ? { key: 'cli.importSchool.listedMore', params: { values: values.slice(0, 5).join(', '), more: values.length - 5 } }
    : values.join(', ');

class RowInserter {
  private readonly ids = new Map<string, Map<number, number>>();
  private readonly done = new Set<string>();
  readonly deferred: Deferred[] = [];
  readonly newId: NewId = (table, old) => this.ids.get(table)?.get(old);

  constructor(
    private readonly trx: Db,
    private readonly school: { domain: string; tariffId: number },
  ) {}

  async insert(spec: TableSpec, rows: Row[]): Promise<void> {
    if (!rows.length) return;
    const { table } = spec;
    if (spec.serial) {
      const { rows: fresh } = await sql<{
        id: number;
      }>`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${rows.length})`.execute(this.trx);
      const map = this.ids.get(table) ?? new Map<number, number>();
      this.ids.set(table, map);
      rows.forEach((row, i) => {
        if (typeof row.id !== 'number' || map.has(row.id)) throw new DamagedArchive('cli.archive.noOwnId', { table });
        map.set(row.id, fresh[i]!.id);
        row.id = fresh[i]!.id;
      });
    }
    for (const row of rows) {
      for (const [column, target] of Object.entries(spec.refs ?? {})) {
        if (row[column] === null || row[column] === undefined) continue;
        const id = this.newId(target, Number(row[column]));
        if (id === undefined) throw new DamagedArchive('cli.archive.danglingRef', { table, target, id: String(row[column]) });
        row[column] = id;
      }
      for (const [column, target] of Object.entries(spec.loose ?? {})) {
        const old = row[column];
        if (old === null || old === undefined) continue;
        row[column] = this.done.has(target) ? (this.newId(target, Number(old)) ?? null) : null;
        if (!this.done.has(target)) this.deferred.push({ table, id: row.id as number, column, target, old: Number(old) });
      }
      try {
        spec.remap?.(row, this.newId);
      } catch (err) {
        throw err instanceof DamagedArchive ? err : new DamagedArchive('cli.archive.other', { reason: (err as Error).message });
      }
      if (table === 'schools') Object.assign(row, { domain: this.school.domain, tariff_id: this.school.tariffId });
    }
    await sql`insert into ${sql.table(table)} select * from jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb)`.execute(
      this.trx,
    );
  }

  finished(table: string): void {
    this.done.add(table);
  }

  /** Sets the deferred references whose rows are in now. */
  async resolveDeferred(): Promise<void> {
    for (const d of this.deferred) {
      const id = this.newId(d.target, d.old);
      if (id !== undefined) await sql`update ${sql.table(d.table)} set ${sql.ref(d.column)} = ${id} where id = ${d.id}`.execute(this.trx);
    }
  }
}

async function insertRows(trx: Db, archive: SchoolArchive, school: { domain: string; tariffId: number }): Promise<number> {
  const inserter = new RowInserter(trx, school);
  for (const spec of SCHOOL_TABLES) {
    let batch: Row[] = [];
    let chars = 0;
    let count = 0;
    for await (const line of archive.lines(tableEntry(spec.table))) {
      if (!line) continue;
      batch.push(parseRow(spec.table, line));
      chars += line.length;
      count += 1;
      if (batch.length === BATCH || chars > BATCH_CHARS) {
        await inserter.insert(spec, batch);
        batch = [];
        chars = 0;
      }
    }
    await inserter.insert(spec, batch);
    inserter.finished(spec.table);
    if (count !== archive.manifest.counts[spec.table])
      throw new DamagedArchive('cli.archive.countMismatch', {
        table: spec.table,
        count,
        expected: archive.manifest.counts[spec.table] ?? 0,
      });
  }
  await inserter.resolveDeferred();
  const row = await trx.selectFrom('schools').select('id').where('domain', '=', school.domain).executeTakeFirstOrThrow();
  return row.id;
}

/** The domain the school is imported under, checked as create-school checks it. */
function checkedDomain(domain: string): string {
  const clean = cleanDomain(domain.trim());
  if (isReservedDomain(clean)) throw new CliError('cli.createSchool.reserved', { domain: clean });
  return clean;
}

async function importOpened(ctx: CliContext, archive: SchoolArchive, domainOption: string | undefined): Promise<ImportedSchool> {
  const { db, storage } = ctx;
  const { manifest } = archive;
  const ours = await schemaVersion();
  if (manifest.schemaVersion !== ours) {
    throw new CliError('cli.importSchool.schemaVersion', { theirs: manifest.schemaVersion, ours });
  }
  if (manifest.counts.schools !== 1) throw new DamagedArchive('cli.archive.notOneSchool');
  const domain = checkedDomain(domainOption ?? manifest.domain);
  if (await domainTaken(db, domain)) throw new CliError('cli.createSchool.domainTaken', { domain });
  const tariff = await db.selectFrom('tariffs').select('id').where('code', '=', manifest.tariff).executeTakeFirst();
  if (!tariff) throw new CliError('cli.importSchool.noTariff', { tariff: manifest.tariff });

  // Login is by email across the installation, so an email already here cannot come in twice.
  const emails = await taken(db, 'users', 'email', await storedEmails(archive));
  if (emails.length) throw new CliError('cli.importSchool.emailsTaken', { emails: listed(emails) });
  const keys = await columnOf(archive, 'files', 'storage_key');
  const unsafe = keys.filter((key) => !isSafeStorageKey(key));
  if (unsafe.length) throw new DamagedArchive('cli.archive.unsafeFiles', { keys: listed(unsafe) });
  const missing = new Set(manifest.missingFiles);
  const present = keys.filter((key) => !missing.has(key));
  const storedKeys = [...new Set([...(await taken(db, 'files', 'storage_key', keys)), ...(await keysInStorage(storage, present))])];
  if (storedKeys.length) throw new CliError('cli.importSchool.filesStored', { keys: listed(storedKeys) });

  const written: string[] = [];
  try {
    for (const key of keys) {
      if (missing.has(key)) continue;
      await storage.put(key, Readable.from(archive.bytes(fileEntry(key))));
      written.push(key);
    }
    const schoolId = await db.transaction().execute((trx) => insertRows(trx, archive, { domain, tariffId: tariff.id }));
    return { domain, schoolId, counts: manifest.counts, files: written.length, missingFiles: missing.size };
  } catch (err) {
    for (const key of written) await storage.remove(key).catch(() => {});
    throw err;
  }
}

export async function importSchool(ctx: CliContext, file: string, domainOption?: string): Promise<ImportedSchool> {
  let archive: SchoolArchive;
  try {
    archive = await openSchoolArchive(file);
  } catch (err) {
    if (err instanceof DamagedArchive) throw new CliError('cli.importSchool.damaged', { file, reason: err });
    throw new CliError('cli.importSchool.unreadable', { file, reason: (err as Error).message });
  }
  try {
    return await importOpened(ctx, archive, domainOption);
  } catch (err) {
    if (err instanceof DamagedArchive) throw new CliError('cli.importSchool.damaged', { file, reason: err });
    throw err;
  } finally {
    archive.close();
  }
}
