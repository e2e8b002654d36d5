import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { ConfigError } from '../../server/configError.js';

/* STORAGE_URL: unset keeps files on the disk; a bucket URL is read whole; anything else stops the start. */

const KEYS = { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG' };

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

describe('STORAGE_URL', () => {
  it('is unset by default: the files stay in DATA_DIR/files', () => {
    expect(loadConfig({}).storage).toBeUndefined();
    expect(loadConfig({ STORAGE_URL: '' }).storage).toBeUndefined();
  });

  it('reads an S3-compatible store with its endpoint, region, path style and the AWS_* keys', () => {
    const storage = loadConfig({
      ...KEYS,
      STORAGE_URL: 's3://lms-files?endpoint=http://127.0.0.1:9000/&region=eu-west-1&forcePathStyle=true',
    }).storage;
    expect(storage).toEqual({
      bucket: 'lms-files',
      prefix: '',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG' },
    });
  });

  it('reads AWS itself from a bare bucket: region from AWS_REGION, else us-east-1; keys from the SDK chain when unset', () => {
    expect(loadConfig({ STORAGE_URL: 's3://lms.files-2' }).storage).toEqual({
      bucket: 'lms.files-2',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(loadConfig({ STORAGE_URL: 's3://lms-files', AWS_REGION: 'eu-central-1' }).storage?.region).toBe('eu-central-1');
    expect(loadConfig({ STORAGE_URL: 's3://lms-files/school/uploads/' }).storage?.prefix).toBe('school/uploads/');
  });

  it.each([
    ['https://lms-files', 'STORAGE_URL must look like s3://BUCKET'],
    ['lms-files', 'STORAGE_URL must look like s3://BUCKET'],
    ['s3://', 'STORAGE_URL must name a bucket'],
    ['s3://ab', 'STORAGE_URL must name a bucket'],
    ['s3://LMS-Files', 'STORAGE_URL must name a bucket'],
    ['s3://lms_files', 'STORAGE_URL must name a bucket'],
    ['s3://lms-files?endpont=http://minio:9000', 'STORAGE_URL has an unknown setting "endpont"'],
    ['s3://lms-files?endpoint=minio:9000', "STORAGE_URL's endpoint must be an http:// or https:// URL"],
    ['s3://lms-files?endpoint=ftp://minio', "STORAGE_URL's endpoint must be an http:// or https:// URL"],
    ['s3://lms-files?endpoint=not a url', "STORAGE_URL's endpoint must be an http:// or https:// URL"],
    ['s3://lms-files?forcePathStyle=maybe', "STORAGE_URL's forcePathStyle must be true or false"],
    ['s3://lms-files?region=Europe West', "STORAGE_URL's region must be a region name"],
    ['s3://lms-files/../etc', "STORAGE_URL's prefix may hold only"],
  ])('stops the start on %s', (value, message) => {
    expect(configError({ STORAGE_URL: value })).toContain(message);
  });

  it('refuses credentials in the URL without repeating them', () => {
    const message = configError({ STORAGE_URL: 's3://AKID:topsecret@lms-files' });
    expect(message).toBe('STORAGE_URL must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead');
  });

  it('wants both AWS keys or neither', () => {
    expect(configError({ STORAGE_URL: 's3://lms-files', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE' })).toBe(
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together for STORAGE_URL',
    );
  });
});
