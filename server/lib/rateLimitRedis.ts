import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long a rate-limit count may take before the request goes through uncounted. */
const COMMAND_TIMEOUT_MS = 500;

export interface RateLimitRedis {
  redis: Redis;
  close(): Promise<void>;
}

/**
 * The Redis client the rate limits count in (plugins/rateLimits.ts). It never makes a request
 * wait for Redis: commands are not queued while the connection is down, and a slow answer
 * times out, so each fails at once and the limit lets the request through. The client keeps
 * reconnecting in the background; losing and regaining Redis are logged once each.
 */
export async function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<RateLimitRedis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  let down = false;
  let closing = false;
  // A refused connection reports an error; a server that shut down only closes the connection.
  const lost = (err?: Error) => {
    if (down || closing) return;
    down = true;
    log.warn({ err: err?.message }, 'Redis unreachable: rate limits are not counted until it is back');
  };
  redis.on('error', lost);
  redis.on('close', () => lost());
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis reachable again: rate limits are counted');
  });
  // Unreachable at start is the same as lost later: serve, warn, and keep trying.
  await redis.connect().catch(() => {});
  return {
    redis,
    close: async () => {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
