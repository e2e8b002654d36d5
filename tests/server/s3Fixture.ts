import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { createS3Client } from '../../server/lib/s3Storage.js';
import { parseStorageUrl, type S3StorageConfig } from '../../server/lib/storageUrl.js';

/*
 * An S3-compatible server (s3rver) on loopback for one test file, with an empty bucket. It runs
 * in a child process, so what the tests measure of this process's memory is the app's alone.
 */

const SERVER = `
const S3rver = require('s3rver');
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[1] })
  .run()
  .then(({ port }) => console.log(port));
`;

/** Starts s3rver keeping its objects in `directory`; answers its port. */
async function runServer(directory: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['-e', SERVER, directory], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await Promise.race([once(child.stdout!, 'data'), once(child, 'exit').then(() => [Buffer.from('')])])) as Buffer[];
  const port = Number(String(line).trim());
  if (!port) throw new Error('s3rver did not start');
  return { port, child };
}

/** The credentials s3rver checks signatures against. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export interface TestBucket {
  /** What a deployment sets: STORAGE_URL and the credentials. */
  env: Record<string, string>;
  config: S3StorageConfig;
  /** A client of its own, to look into the bucket behind the storage's back. */
  client: S3Client;
  /** The keys of every object in the bucket. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startTestBucket(bucket = 'lms-files', prefix = ''): Promise<TestBucket> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-s3rver-'));
  const { port, child } = await runServer(directory);
  const env = {
    ...CREDENTIALS,
    STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}?endpoint=http://127.0.0.1:${port}&region=us-east-1&forcePathStyle=true`,
  };
  const config = parseStorageUrl(env)!;
  const client = createS3Client(config);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env,
    config,
    client,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      child.kill();
      if (child.exitCode === null) await once(child, 'exit');
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
