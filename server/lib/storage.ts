import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. The local disk is the default; another backend (object storage)
 * implements the same three calls. Keys are random names the server chose: never a user's.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]{16,64}(\.[a-z0-9]{1,8})?$/;

export function createDiskStorage(root: string): FileStorage {
  const where = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    // Two levels of folders keep directories small with many files.
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, data) {
      const file = where(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.part`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
    },
    async read(key) {
      if (!SAFE_KEY.test(key)) return null;
      const file = where(key);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async remove(key) {
      await fs.rm(where(key), { force: true });
    },
  };
}
