import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { S3FileStorage } from './s3Storage.js';
import { diskPathOf, isSafeStorageKey } from './storage.js';

export interface CopyReport {
  copied: number;
  copiedBytes: number;
  /** Already in the bucket with the same size: a rerun after an interruption only sends the rest. */
  skipped: number;
}

/** The keys stored under a disk storage's root (its two levels of folders); half-written `.part` files are left out. */
async function diskKeys(root: string): Promise<string[]> {
  let folders: string[];
  try {
    folders = await fs.readdir(root);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const keys: string[] = [];
  for (const folder of folders.sort()) {
    const names = await fs.readdir(path.join(root, folder)).catch(() => []);
    keys.push(...names.filter((name) => isSafeStorageKey(name) && name.startsWith(folder)).sort());
  }
  return keys;
}

/**
 * Copies every file of the disk storage at `root` (DATA_DIR/files) into the bucket, one at a
 * time and streamed, skipping objects already there with the same size. Idempotent: run it
 * again after an interruption, or once more right before switching STORAGE_URL on.
 */
export async function copyFilesToS3(
  root: string,
  bucket: S3FileStorage,
  onFile?: (key: string, copied: boolean) => void,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, copiedBytes: 0, skipped: 0 };
  for (const key of await diskKeys(root)) {
    const file = diskPathOf(root, key);
    const { size } = await fs.stat(file);
    if ((await bucket.sizeOf(key)) === size) {
      report.skipped += 1;
      onFile?.(key, false);
      continue;
    }
    await bucket.put(key, createReadStream(file));
    report.copied += 1;
    report.copiedBytes += size;
    onFile?.(key, true);
  }
  return report;
}
