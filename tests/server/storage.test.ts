import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../server/lib/s3Storage.js';
import { createDiskStorage, type FileStorage } from '../../server/lib/storage.js';
import { heldMemoryMb } from './memoryGrowth.js';
import { startTestBucket, type TestBucket } from './s3Fixture.js';

/* The same cases on every backend of FileStorage: the local disk, and an S3 server (s3rver) on loopback. */

const MB = 1024 * 1024;
const LARGE_MB = 40;
const key = (name: string) => `${name.padEnd(24, 'x')}.pdf`;

/**
 * The most memory held at once while a piece of work runs, sampled when it asks for more: over
 * the lowest sample so far, so garbage left by earlier tests and freed meanwhile cannot hide it.
 */
function memoryWatch() {
  let low = Infinity;
  let peak = 0;
  return {
    sample() {
      const held = heldMemoryMb();
      low = Math.min(low, held);
      peak = Math.max(peak, held - low);
    },
    get peakMb() {
      return peak;
    },
  };
}

/** LARGE_MB of bytes made a megabyte at a time, each pull sampled by `watch`. */
function largeSource(watch: ReturnType<typeof memoryWatch>): Readable {
  async function* chunks() {
    for (let i = 0; i < LARGE_MB; i++) {
      watch.sample();
      yield Buffer.alloc(MB, i + 1);
    }
  }
  return Readable.from(chunks());
}

const largeDigest = () => {
  const hash = createHash('sha256');
  for (let i = 0; i < LARGE_MB; i++) hash.update(Buffer.alloc(MB, i + 1));
  return hash.digest('hex');
};

let bucket: TestBucket;
let diskRoot: string;
beforeAll(async () => {
  bucket = await startTestBucket();
  diskRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-storage-'));
});
afterAll(async () => {
  await bucket?.close();
  await fs.rm(diskRoot, { recursive: true, force: true });
});

const backends: Array<[string, () => FileStorage]> = [
  ['the local disk', () => createDiskStorage(diskRoot)],
  ['an S3 bucket', () => createS3Storage(bucket.config)],
];

describe.each(backends)('FileStorage on %s', (_, open) => {
  const read = async (storage: FileStorage, name: string) => {
    const stream = await storage.read(name);
    return stream && (await buffer(stream));
  };

  it('reads back what was put, until it is removed', async () => {
    const storage = open();
    await storage.put(key('roundTrip'), Buffer.from('%PDF-1.4 hello'));
    expect((await read(storage, key('roundTrip')))?.toString()).toBe('%PDF-1.4 hello');
    await storage.remove(key('roundTrip'));
    expect(await storage.read(key('roundTrip'))).toBeNull();
  });

  it('answers null for a key never stored, and removing it is no error', async () => {
    const storage = open();
    expect(await storage.read(key('neverStored'))).toBeNull();
    await expect(storage.remove(key('neverStored'))).resolves.toBeUndefined();
  });

  it('takes a stream as well as a buffer', async () => {
    const storage = open();
    await storage.put(key('fromStream'), Readable.from([Buffer.from('one,'), Buffer.from('two')]));
    expect((await read(storage, key('fromStream')))?.toString()).toBe('one,two');
  });

  it('overwrites: the second put under a key wins', async () => {
    const storage = open();
    await storage.put(key('overwrite'), Buffer.from('first version, longer'));
    await storage.put(key('overwrite'), Buffer.from('second'));
    expect((await read(storage, key('overwrite')))?.toString()).toBe('second');
  });

  it.each(['../../etc/passwd', 'short', 'a/b/cccccccccccccccccccc', `${'k'.repeat(24)}.PDF`, `${'k'.repeat(24)}/../x`])(
    'refuses the unsafe key %j',
    async (bad) => {
      const storage = open();
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow('unsafe storage key');
      await expect(storage.remove(bad)).rejects.toThrow('unsafe storage key');
      expect(await storage.read(bad)).toBeNull();
    },
  );

  it(`streams a ${LARGE_MB} MB file both ways without holding it in memory`, async () => {
    const storage = open();
    const writing = memoryWatch();
    await storage.put(key('large'), largeSource(writing));

    const reading = memoryWatch();
    reading.sample();
    const stream = await storage.read(key('large'));
    expect(stream).toBeInstanceOf(Readable);
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of stream!) {
      const bytes = chunk as Buffer;
      hash.update(bytes);
      if (Math.floor((size + bytes.length) / MB) > Math.floor(size / MB)) reading.sample();
      size += bytes.length;
    }
    await storage.remove(key('large'));
    expect(size).toBe(LARGE_MB * MB);
    expect(hash.digest('hex')).toBe(largeDigest());
    // The whole file in memory would be LARGE_MB or more. The disk holds a few chunks; a multipart
    // upload, whatever the file's length, about three 5 MB parts (the one sent, its buffer
    // awaiting collection, the next being filled): under 20 MB. A read holds a few network buffers.
    expect(writing.peakMb).toBeLessThan(LARGE_MB * 0.75);
    expect(reading.peakMb).toBeLessThan(LARGE_MB * 0.25);
  });
});

describe('the S3 bucket', () => {
  it('keeps the objects flat under the prefix of STORAGE_URL', async () => {
    const prefixed = await startTestBucket('lms-prefixed', 'school/files');
    try {
      await createS3Storage(prefixed.config).put(key('prefixed'), Buffer.from('x'));
      expect(await prefixed.keys()).toEqual([`school/files/${key('prefixed')}`]);
    } finally {
      await prefixed.close();
    }
  });

  it('reports its sizes, null for a missing object', async () => {
    const storage = createS3Storage(bucket.config);
    await storage.put(key('sized'), Buffer.alloc(1234, 7));
    expect(await storage.sizeOf(key('sized'))).toBe(1234);
    expect(await storage.sizeOf(key('missingSize'))).toBeNull();
  });
});
