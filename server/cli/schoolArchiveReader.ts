import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import yauzl from 'yauzl';
import { OperatorError } from '../i18n/operator.js';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, MANIFEST_ENTRY, type Manifest } from './schoolArchive.js';

/** The archive is not one `lms export-school` wrote whole: truncated, altered, or something else. */
export class DamagedArchive extends OperatorError {}

export interface SchoolArchive {
  manifest: Manifest;
  has(name: string): boolean;
  /** An entry's bytes as they inflate; fails at the end when they are not the ones the manifest hashed. */
  bytes(name: string): AsyncGenerator<Buffer>;
  /** An entry's lines of text. */
  lines(name: string): AsyncGenerator<string>;
  close(): void;
}

/*
 * An archive comes from outside (another installation, a copy, a download): nothing in it is
 * read whole into memory beyond these bounds, which an export never comes near (a manifest
 * lists a hash per file; a line is one row, whose largest texts are capped by the API).
 */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;
const LINE_MAX_CHARS = 64 * 1024 * 1024;
const megabytes = (bytes: number) => bytes / (1024 * 1024);

const damaged = (err: unknown) =>
  err instanceof DamagedArchive ? err : new DamagedArchive('cli.archive.other', { reason: (err as Error)?.message ?? String(err) });

function checkManifest(value: unknown): Manifest {
  const m = value as Partial<Manifest> | null;
  if (!m || m.format !== ARCHIVE_FORMAT) throw new DamagedArchive('cli.archive.notExport');
  if (m.formatVersion !== ARCHIVE_FORMAT_VERSION)
    throw new DamagedArchive('cli.archive.formatVersion', { theirs: String(m.formatVersion), ours: String(ARCHIVE_FORMAT_VERSION) });
  const record = (v: unknown) => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
  if (
    typeof m.schemaVersion !== 'string' ||
    typeof m.domain !== 'string' ||
    typeof m.tariff !== 'string' ||
    !record(m.counts) ||
    !record(m.sha256) ||
    !Array.isArray(m.missingFiles)
  ) {
    throw new DamagedArchive('cli.archive.incomplete');
  }
  return m as Manifest;
}

/** Opens an archive and reads its manifest; the rest is read as it is asked for. */
export async function openSchoolArchive(file: string): Promise<SchoolArchive> {
  let zipfile: yauzl.ZipFile;
  try {
    zipfile = await yauzl.openPromise(file, { lazyEntries: true, validateEntrySizes: true, decodeStrings: true, autoClose: false });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code) throw err;
    throw damaged(err);
  }
  const entries = new Map<string, yauzl.Entry>();
  let manifest: Manifest | undefined;
  try {
    for await (const entry of zipfile.eachEntry()) if (!entries.has(entry.fileName)) entries.set(entry.fileName, entry);
    const entry = entries.get(MANIFEST_ENTRY);
    if (!entry) throw new DamagedArchive('cli.archive.noManifest', { name: MANIFEST_ENTRY });
    // validateEntrySizes makes the stream fail if the bytes outgrow the size the entry declares.
    if (entry.uncompressedSize > MANIFEST_MAX_BYTES)
      throw new DamagedArchive('cli.archive.tooLarge', { name: MANIFEST_ENTRY, max: megabytes(MANIFEST_MAX_BYTES) });
    const chunks: Buffer[] = [];
    for await (const chunk of await zipfile.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    manifest = checkManifest(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  } catch (err) {
    zipfile.close();
    throw damaged(err);
  }
  const known = manifest;

  async function* bytes(name: string): AsyncGenerator<Buffer> {
    const entry = entries.get(name);
    const expected = known.sha256[name];
    if (!entry || !expected) throw new DamagedArchive('cli.archive.entryMissing', { name });
    const hash = createHash('sha256');
    let stream: Readable | undefined;
    try {
      stream = await zipfile.openReadStreamPromise(entry);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        hash.update(chunk);
        yield chunk;
      }
    } catch (err) {
      throw damaged(err);
    } finally {
      stream?.destroy();
    }
    if (hash.digest('hex') !== expected) throw new DamagedArchive('cli.archive.entryChanged', { name });
  }

  async function* lines(name: string): AsyncGenerator<string> {
    const decoder = new StringDecoder('utf8');
    let rest = '';
    for await (const chunk of bytes(name)) {
      const parts = (rest + decoder.write(chunk)).split('\n');
      rest = parts.pop()!;
      if (rest.length > LINE_MAX_CHARS) throw new DamagedArchive('cli.archive.tooLarge', { name, max: megabytes(LINE_MAX_CHARS) });
      yield* parts;
    }
    rest += decoder.end();
    if (rest) yield rest;
  }

  return { manifest: known, has: (name) => entries.has(name), bytes, lines, close: () => zipfile.close() };
}
