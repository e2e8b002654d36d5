import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { migrationProvider } from '../db/migrations/index.js';

/*
 * The archive `lms export-school` writes and `lms import-school` reads: a zip holding
 *   tables/<table>.ndjson  the school's rows of each table (SCHOOL_TABLES), one JSON object a line;
 *   files/<storage key>    the bytes of each of the school's stored files;
 *   manifest.json          written last: what the rest is, with a SHA-256 of every entry, so a
 *                          damaged archive is refused (zip itself checks no CRC on reading here).
 */

export const ARCHIVE_FORMAT = 'lms-school-export';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: string) => `tables/${table}.ndjson`;
export const fileEntry = (storageKey: string) => `files/${storageKey}`;

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  /** The last migration of the installation that wrote it: rows fit only the same schema. */
  schemaVersion: string;
  domain: string;
  /** The school's plan, by code: plans' ids differ between installations. */
  tariff: string;
  exportedAt: string;
  /** Rows per table. */
  counts: Record<string, number>;
  /** Entry name → SHA-256 (hex) of its bytes. */
  sha256: Record<string, string>;
  /** Storage keys of file rows whose bytes the source's storage no longer had: stored without bytes. */
  missingFiles: string[];
}

/** The schema this code runs: the name of the last migration. */
export async function schemaVersion(): Promise<string> {
  return Object.keys(await migrationProvider.getMigrations())
    .sort()
    .at(-1)!;
}

/** Passes bytes through, hashing them; `digest()` once they have all passed. */
export function hashingStream(): Transform & { digest: () => string } {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return Object.assign(stream, { digest: () => hash.digest('hex') });
}
