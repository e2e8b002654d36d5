import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeStorageKey, isSafeStorageKey, type FileStorage } from './storage.js';
import type { S3StorageConfig } from './storageUrl.js';

/*
 * Uploaded files in an S3-compatible bucket. The bytes still reach the browser through the app
 * (GET /api/static/files/:key streams the object), not through presigned URLs: the links stay
 * the ones already saved in records and emails, every check and header (type, nosniff,
 * disposition) stays in the app, and the browser needs no CORS rules on the bucket nor a clock
 * agreeing with the store's for a signature to be valid.
 */

/**
 * The size of each part of a multipart upload (S3's smallest), and how many are sent at once:
 * a put then holds about two parts in memory (the one on the wire, the next being filled),
 * however long the stream. Uploads are size-limited; throughput matters less than a bound.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 1;

export interface S3FileStorage extends FileStorage {
  /** The stored object's size in bytes, or null when there is none (the copy command skips what is already there). */
  sizeOf(key: string): Promise<number | null>;
  close(): void;
}

/**
 * Whether the store answered that there is no such object (GetObject says NoSuchKey, HeadObject
 * a bare 404). A missing bucket (NoSuchBucket) is not that: it is a configuration fault to surface.
 */
function isMissing(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound');
}

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK's default checksums (CRC32 trailers on aws-chunked bodies) are refused by several
    // S3-compatible stores; ask for them only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function createS3Storage(config: S3StorageConfig, client: S3Client = createS3Client(config)): S3FileStorage {
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    assertSafeStorageKey(key);
    return `${config.prefix}${key}`;
  };
  return {
    async put(key, data) {
      // A single PUT below one part, a multipart upload above it.
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: data },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
      });
      await upload.done();
    },
    async read(key) {
      if (!isSafeStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        // In Node the body is the HTTP response itself: streamed, never read whole.
        if (!(object.Body instanceof Readable)) throw new Error(`object storage answered no stream for ${key}`);
        return object.Body;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async sizeOf(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return head.ContentLength ?? 0;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    close() {
      client.destroy();
    },
  };
}
