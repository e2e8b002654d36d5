import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/*
 * How long the server waits for a client. Node's defaults let a client that
 * sends its headers a byte at a time hold a connection for a minute, and one that sends nothing
 * after its request forever (Fastify's request timeout is off by default).
 *
 * - headers: 15 s from the connection (or the previous response) to the end of the headers. A
 *   real browser sends them in one packet; 15 s leaves room for a phone on a bad link, and is
 *   what ends a slowloris attack.
 * - request: 5 min for the whole request, body included. It must cover the biggest upload (a
 *   50 MB PDF) on a slow uplink: 50 MB in 300 s is ~1.4 Mbit/s. A sender that stalls is cut much
 *   sooner by `idle`.
 * - idle: 60 s without a byte in either direction ends the connection (a stalled upload, a
 *   client gone silent); no handler of this API thinks that long. Upgraded WebSockets are not
 *   affected (ws clears it; they have their own heartbeat).
 * - keepAlive: 65 s an idle keep-alive connection is kept for the next request: just above the
 *   60 s idle timeout of the usual load balancers (nginx, AWS ALB), so the balancer, never this
 *   server, closes a pooled connection, and a request is not sent on one this server is closing
 *   (that race shows as 502s). Directly on the internet an idle connection costs a socket only.
 * - check: how often Node looks for connections past `headers` or `request` (its default, 30 s,
 *   would let a slowloris connection live up to 45 s).
 *
 * Fixed, not configured: nothing in a deployment calls for other values; tests shorten them
 * through buildApp's `timeouts` to see them work without waiting minutes.
 */
export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  idleMs: number;
  keepAliveMs: number;
  checkIntervalMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 15_000,
  requestMs: 300_000,
  idleMs: 60_000,
  keepAliveMs: 65_000,
  checkIntervalMs: 2_000,
};

/** The Fastify options that apply `timeouts` to its Node server. */
export function httpTimeoutOptions(timeouts: Partial<HttpTimeouts> = {}): Partial<FastifyHttpOptions<Server>> {
  const t = { ...HTTP_TIMEOUTS, ...timeouts };
  return {
    connectionTimeout: t.idleMs,
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    // On close, idle keep-alive connections go at once; the rest as their responses end.
    forceCloseConnections: 'idle',
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkIntervalMs },
  };
}
