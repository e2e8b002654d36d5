import { spawn } from 'node:child_process';
import type { FastifyInstance } from 'fastify';

/*
 * What SIGTERM and SIGINT do: the process is gone within SHUTDOWN_LIMIT_MS
 * whatever it was doing.
 *
 * What kept it running: app.close() waits for every connection. Idle keep-alive ones go at once
 * (forceCloseConnections 'idle') and sockets are told 1001 (server/plugins/realtime.ts), but a
 * request in flight, a slow upload, or a client halfway through its headers holds the close
 * until its own timeout (15 s and more, server/lib/httpTimeouts.ts). So after REQUESTS_GRACE_MS
 * the connections still open are cut. Then the database closes (after the server, as the app's
 * onClose hooks run) and the process exits.
 *
 * The last resort cannot run in this process: an exit can hang inside Node's own teardown (the
 * main thread in a futex wait while V8's platform threads are joined; the embedded PGlite's
 * WebAssembly is the usual party to it), and then no timer of this process fires again, not even
 * one on a worker thread, as workers are stopped first. So the signal also starts a watchdog, a
 * tiny separate process that SIGKILLs this one at the limit, and ends by itself when this one
 * ends (its stdin, a pipe from here, closes).
 */

export const SHUTDOWN_LIMIT_MS = 9_500;
const REQUESTS_GRACE_MS = 2_000;
/** In-process: exit with 1 if the close has not finished by then (the watchdog still stands behind it). */
const CLOSE_LIMIT_MS = 8_000;

const WATCHDOG = `
const [pid, ms] = process.argv.slice(1).map(Number);
setTimeout(() => { try { process.kill(pid, 'SIGKILL'); } catch {} process.exit(0); }, ms);
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();
`;

/** Starts the watchdog that SIGKILLs process `pid` after `ms`, unless `pid` ends first. */
export function startExitWatchdog(pid: number, ms: number): void {
  const child = spawn(process.execPath, ['-e', WATCHDOG, String(pid), String(ms)], { stdio: ['pipe', 'ignore', 'ignore'] });
  child.on('error', () => {});
  child.stdin?.on('error', () => {});
  // Neither the child nor its pipe may keep this process alive.
  child.unref();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
}

/** Closes `app` and ends the process on SIGTERM or SIGINT, within SHUTDOWN_LIMIT_MS. */
export function exitOnSignals(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    startExitWatchdog(process.pid, SHUTDOWN_LIMIT_MS);
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const cut = setTimeout(() => {
      app.log.warn('shutting down: cutting the connections still open');
      app.server.closeAllConnections();
    }, REQUESTS_GRACE_MS);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, CLOSE_LIMIT_MS);
    for (const timer of [cut, force]) timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
