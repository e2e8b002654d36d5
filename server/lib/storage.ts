import fs from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Bytes to store: a buffer already in memory (a size-limited upload), or a stream read as it goes. */
export type StorageBody = Buffer | Readable;

/**
 * Where uploaded bytes live. The local disk is the default; object storage (server/lib/s3Storage.ts,
 * chosen by STORAGE_URL) implements the same three calls. Keys are random names the server chose:
 * never a user's.
 */
export interface FileStorage {
  put(key: string, data: StorageBody): Promise<void>;
  /** The bytes as a stream, or null when nothing is stored under the key. */
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /** Releases what the backend keeps open (connections to object storage); the disk has nothing. */
  close?(): void;
}

const SAFE_KEY = /^[A-Za-z0-9_-]{16,64}(\.[a-z0-9]{1,8})?$/;

/** Whether a key has the form the server gives stored files; every backend refuses any other. */
export const isSafeStorageKey = (key: string) => SAFE_KEY.test(key);

export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key: ${key}`);
}

/** Where a key's bytes sit under the disk storage's root. */
export function diskPathOf(root: string, key: string): string {
  assertSafeStorageKey(key);
  // Two levels of folders keep directories small with many files.
  return path.join(root, key.slice(0, 2), key);
}

export function createDiskStorage(root: string): FileStorage {
  return {
    async put(key, data) {
      const file = diskPathOf(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const temp = `${file}.part`;
      try {
        await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(temp));
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
      await fs.rename(temp, file);
    },
    async read(key) {
      if (!isSafeStorageKey(key)) return null;
      const file = diskPathOf(root, key);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async remove(key) {
      await fs.rm(diskPathOf(root, key), { force: true });
    },
  };
}
