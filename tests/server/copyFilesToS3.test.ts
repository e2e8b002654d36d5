import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFilesToS3 } from '../../server/lib/copyFilesToS3.js';
import { createS3Storage, type S3FileStorage } from '../../server/lib/s3Storage.js';
import { createDiskStorage } from '../../server/lib/storage.js';
import { startTestBucket, type TestBucket } from './s3Fixture.js';

/* `npm run storage:copy-to-s3`: DATA_DIR/files into the bucket of STORAGE_URL, again and again without harm. */

const KEYS = ['aaaaaaaaaaaaaaaaaaaaaaaa.png', 'bbbbbbbbbbbbbbbbbbbbbbbb.pdf', 'cccccccccccccccccccccccc.pdf'];
const BYTES = [Buffer.from('a small picture'), Buffer.alloc(6 * 1024 * 1024, 7), Buffer.from('%PDF-1.4 slides')];

let bucket: TestBucket;
let s3: S3FileStorage;
let dataDir: string;
const root = () => path.join(dataDir, 'files');

beforeAll(async () => {
  bucket = await startTestBucket();
  s3 = createS3Storage(bucket.config);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-copy-'));
  const disk = createDiskStorage(root());
  for (const [i, key] of KEYS.entries()) await disk.put(key, BYTES[i]);
  // Neither a half-written file nor a stranger is a stored file.
  await fs.writeFile(path.join(root(), 'aa', `${'a'.repeat(20)}.png.part`), 'half');
  await fs.writeFile(path.join(root(), 'aa', 'notes.txt'), 'not a key');
});
afterAll(async () => {
  s3?.close();
  await bucket?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Each test starts from an empty bucket, or from one holding every file, whatever ran before it. */
async function emptyBucket(): Promise<void> {
  for (const key of await bucket.keys()) await s3.remove(key);
}
async function bucketWithEveryFile(): Promise<void> {
  await emptyBucket();
  await copyFilesToS3(root(), s3);
}

/** Runs the command as `npm run storage:copy-to-s3` does, from the TypeScript source. */
function runCommand(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/copyFilesToS3.ts'], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('copying DATA_DIR/files into a bucket', () => {
  it('copies every stored file, byte for byte, and nothing else', async () => {
    await emptyBucket();
    expect(await copyFilesToS3(root(), s3)).toEqual({ copied: 3, copiedBytes: BYTES.reduce((sum, b) => sum + b.length, 0), skipped: 0 });
    expect(await bucket.keys()).toEqual(KEYS);
    for (const [i, key] of KEYS.entries()) expect((await buffer((await s3.read(key))!)).equals(BYTES[i])).toBe(true);
  });

  it('skips what is already there with the same size, and copies again what differs', async () => {
    await bucketWithEveryFile();
    expect(await copyFilesToS3(root(), s3)).toMatchObject({ copied: 0, skipped: 3 });
    await s3.put(KEYS[0], Buffer.from('cut'));
    await s3.remove(KEYS[2]);
    const seen: Array<[string, boolean]> = [];
    expect(await copyFilesToS3(root(), s3, (key, copied) => seen.push([key, copied]))).toMatchObject({ copied: 2, skipped: 1 });
    expect(seen).toEqual([
      [KEYS[0], true],
      [KEYS[1], false],
      [KEYS[2], true],
    ]);
    expect((await buffer((await s3.read(KEYS[0]))!)).equals(BYTES[0])).toBe(true);
  });

  it('copies nothing from a data folder without files', async () => {
    expect(await copyFilesToS3(path.join(dataDir, 'none'), s3)).toEqual({ copied: 0, copiedBytes: 0, skipped: 0 });
  });

  it('runs as a command configured like the server', async () => {
    await bucketWithEveryFile();
    const run = runCommand(bucket.env);
    // Only the AWS SDK's one notice about Node 20 may reach stderr.
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Copied 0 file\(s\), 0\.0 MB, from .+ to s3:\/\/lms-files\/\. Already there with the same size: 3\.\n$/);
  });

  it('stops with a configuration error when STORAGE_URL names no bucket', () => {
    const unset = runCommand({});
    expect(unset.status).toBe(2);
    expect(unset.stderr).toContain('Configuration error: STORAGE_URL must name the bucket to copy the files into');
    const bad = runCommand({ ...bucket.env, STORAGE_URL: 'https://lms-files' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Configuration error: STORAGE_URL must look like s3://BUCKET');
  });
});
