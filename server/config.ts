import { isIP } from 'node:net';
import path from 'node:path';
import { ConfigError } from './configError.js';
import { parseOidcConfig, type OidcConfig } from './lib/oidcConfig.js';
import { parseStorageUrl, type S3StorageConfig } from './lib/storageUrl.js';

/** Everything the server reads from the environment, parsed once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in `${dataDir}/db`. */
  databaseUrl?: string;
  /** Base of links written into emails (password reset, invitations). */
  publicUrl: string;
  /** Unset: emails are written to `${dataDir}/outbox` as .eml files and logged. */
  smtpUrl?: string;
  mailFrom: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Seed the demo school on an empty database. */
  demo: boolean;
  /** Folder of the built single-page app; not served when missing. */
  clientDir?: string;
  /** How often scheduled jobs (trash purge, reminders) run; 0 turns them off. */
  jobIntervalMs: number;
  /** Sign-in with an external OpenID Connect provider; unset when not configured. */
  oidc?: OidcConfig;
  /** Per-address limits on the public calls (sign-up, domain check, login, reset). */
  rateLimits: boolean;
  /**
   * Which peers may name the client's address in X-Forwarded-For: false, true, or addresses,
   * CIDR ranges and the names loopback, linklocal and uniquelocal.
   */
  trustProxy: boolean | string;
  /** Unset: rate limits count in this process's memory; set: in Redis, shared by every process. */
  redisUrl?: string;
  /** Start of this app's keys in Redis, so several apps (or test runs) can share one server. */
  redisKeyPrefix: string;
  /** Bearer token that unlocks GET /metrics; unset: no metrics are served. */
  metricsToken?: string;
  /** Uploaded files in an S3-compatible bucket (STORAGE_URL); unset: `${dataDir}/files` on the local disk. */
  storage?: S3StorageConfig;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError('config.port', { value: raw });
  }
  return Number(raw);
}

/** "a or b" in the reader's language: every setting parsed here admits two protocols. */
const alternatives = ([first = '', second = '']: string[]) => ({ key: 'config.alternatives' as const, params: { first, second } });

function parseUrl(name: string, raw: string | undefined, protocols: string[]): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('config.urlInvalid', { name, protocols: alternatives(protocols), value: raw });
  }
  if (!protocols.includes(url.protocol.replace(/:$/, ''))) {
    throw new ConfigError('config.urlProtocol', { name, protocols: alternatives(protocols.map((p) => `${p}://`)), value: raw });
  }
  return raw;
}

function parseFlag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError('config.flag', { name, value: raw });
}

/** Long enough that guessing it over HTTP is hopeless. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

function parseMetricsToken(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(raw)) {
    throw new ConfigError('config.metricsToken', { min: METRICS_TOKEN_MIN_LENGTH, length: raw.length });
  }
  return raw;
}

function parseRedisUrl(raw: string | undefined): string | undefined {
  const url = parseUrl('REDIS_URL', raw, ['redis', 'rediss']);
  // ioredis would quietly fall back to localhost or database 0 for these.
  if (url && (!new URL(url).hostname || !/^(\/\d{0,2})?$/.test(new URL(url).pathname))) {
    throw new ConfigError('config.redisUrl', { value: raw ?? '' });
  }
  return url;
}

function parseKeyPrefix(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'lms:';
  if (!/^[\w:.-]{1,64}$/.test(raw)) throw new ConfigError('config.redisKeyPrefix', { value: raw });
  return raw;
}

function parseSeconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError('config.seconds', { name, value: raw });
  return Number(raw);
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/**
 * No proxy is trusted unless TRUST_PROXY names it: trusting loopback or private ranges by
 * default let any client on this machine or in a container network forge X-Forwarded-For
 * and pass every per-address limit.
 */
export const DEFAULT_TRUST_PROXY = false;

function parseTrustProxy(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === '') return DEFAULT_TRUST_PROXY;
  const lower = raw.trim().toLowerCase();
  if (['false', '0', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) return true;
  const parts = lower.split(',').map((part) => part.trim());
  for (const part of parts) {
    const [address, bits, extra] = part.split('/');
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address ?? '') === 6 ? 128 : 32));
    if (!PROXY_NAMES.has(part) && !(address && isIP(address) && validBits && extra === undefined)) {
      throw new ConfigError('config.trustProxy', { value: raw });
    }
  }
  return parts.join(',');
}

/** Reads the configuration from an environment, throwing a ConfigError naming the bad variable. */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const port = parsePort(env.PORT);
  const logLevel = (env.LOG_LEVEL || 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError('config.logLevel', { levels: LOG_LEVELS.join(', '), value: String(env.LOG_LEVEL) });
  }
  const publicUrl = parseUrl('PUBLIC_URL', env.PUBLIC_URL, ['http', 'https']) ?? `http://localhost:${port}`;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl: parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres', 'postgresql']),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    smtpUrl: parseUrl('SMTP_URL', env.SMTP_URL, ['smtp', 'smtps']),
    mailFrom: env.MAIL_FROM || 'Online School <no-reply@localhost>',
    logLevel: logLevel as Config['logLevel'],
    demo: parseFlag('LMS_DEMO', env.LMS_DEMO, true),
    clientDir: env.CLIENT_DIR ? path.resolve(cwd, env.CLIENT_DIR) : undefined,
    jobIntervalMs: parseSeconds('JOB_INTERVAL_SECONDS', env.JOB_INTERVAL_SECONDS, 3600) * 1000,
    oidc: parseOidcConfig(env),
    rateLimits: parseFlag('RATE_LIMITS', env.RATE_LIMITS, true),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    redisKeyPrefix: parseKeyPrefix(env.REDIS_KEY_PREFIX),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    storage: parseStorageUrl(env),
  };
}
