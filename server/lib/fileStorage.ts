import path from 'node:path';
import type { Config } from '../config.js';
import { createS3Storage } from './s3Storage.js';
import { createDiskStorage, type FileStorage } from './storage.js';

/** The storage the configuration names: the bucket of STORAGE_URL, else DATA_DIR/files on the local disk. */
export function createFileStorage(config: Pick<Config, 'dataDir' | 'storage'>): FileStorage {
  return config.storage ? createS3Storage(config.storage) : createDiskStorage(path.join(config.dataDir, 'files'));
}
