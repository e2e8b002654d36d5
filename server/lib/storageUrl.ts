import { ConfigError } from '../configError.js';

/** An S3-compatible bucket for uploaded files (AWS S3, MinIO, Cloudflare R2, Ceph), read from STORAGE_URL. */
export interface S3StorageConfig {
  bucket: string;
  /** Prepended to every key: '' or a folder ending in '/', so one bucket can serve several apps. */
  prefix: string;
  /** Unset: AWS itself. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name, as MinIO and Ceph usually want. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (an instance or task role, ~/.aws). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const FORM = 's3://BUCKET[/PREFIX]?endpoint=URL&region=R&forcePathStyle=true';
const PARAMS = new Set(['endpoint', 'region', 'forcePathStyle']);
// S3's rules for bucket names: 3 to 63 lowercase letters, digits, dots and hyphens.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9._-]+$/;
const REGION = /^[a-z0-9-]{1,32}$/;

function parseEndpoint(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('config.storageEndpoint', { value: raw });
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) {
    throw new ConfigError('config.storageEndpointExtras', { value: raw });
  }
  return raw.replace(/\/+$/, '');
}

function parsePrefix(raw: string, whole: string): string {
  const segments = raw.split('/').filter(Boolean);
  if (segments.some((s) => !PREFIX_SEGMENT.test(s) || s === '.' || s === '..')) {
    throw new ConfigError('config.storagePrefix', { value: whole });
  }
  return segments.length ? `${segments.join('/')}/` : '';
}

function parseForcePathStyle(raw: string | null): boolean {
  if (raw === null || raw === '') return false;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError('config.storageForcePathStyle', { value: raw });
}

function parseCredentials(env: Record<string, string | undefined>): S3StorageConfig['credentials'] {
  const accessKeyId = env.AWS_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError('config.storageKeys');
  }
  return { accessKeyId, secretAccessKey };
}

/**
 * Reads STORAGE_URL (with AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_REGION). Unset: the
 * files stay on the local disk. Anything malformed throws a ConfigError naming what is wrong.
 */
export function parseStorageUrl(env: Record<string, string | undefined>): S3StorageConfig | undefined {
  const raw = env.STORAGE_URL;
  if (raw === undefined || raw === '') return undefined;
  const match = /^s3:\/\/([^/?#]*)([^?#]*)(?:\?([^#]*))?$/.exec(raw);
  if (!match) throw new ConfigError('config.storageForm', { form: FORM, value: raw });
  const [, host = '', path = '', query = ''] = match;
  if (host.includes('@')) {
    // Not echoed: the text holds a secret.
    throw new ConfigError('config.storageCredentials');
  }
  if (!BUCKET.test(host)) {
    throw new ConfigError('config.storageBucket', { form: FORM, value: raw });
  }
  const params = new URLSearchParams(query);
  for (const name of params.keys()) {
    if (!PARAMS.has(name)) throw new ConfigError('config.storageParam', { name, known: [...PARAMS].join(', ') });
  }
  const endpoint = params.get('endpoint');
  const region = params.get('region') || env.AWS_REGION || 'us-east-1';
  if (!REGION.test(region)) throw new ConfigError('config.storageRegion', { value: region });
  return {
    bucket: host,
    prefix: parsePrefix(path, raw),
    endpoint: endpoint ? parseEndpoint(endpoint) : undefined,
    region,
    forcePathStyle: parseForcePathStyle(params.get('forcePathStyle')),
    credentials: parseCredentials(env),
  };
}
