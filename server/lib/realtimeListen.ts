import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { dbSource, type Db } from '../db/index.js';

/** The channel the triggers of migration 0012 NOTIFY (server/plugins/realtime.ts). */
export const REALTIME_CHANNEL = 'lms_realtime';

/**
 * Hears the channel: on PostgreSQL with a client of its own (reconnecting with a growing pause,
 * then calling `onResync` for what was missed); on PGlite in-process. Answers a stop function.
 */
export async function listen(
  db: Db,
  onPayload: (payload: string) => void,
  onResync: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const source = dbSource(db);
  if (!source) {
    log.warn('realtime: the database was not opened by openDb; sockets get no pushes');
    return async () => {};
  }
  if (source.kind === 'pglite') {
    // LISTEN through Kysely, which serialises the one connection (never inside another's transaction).
    await sql.raw(`LISTEN ${REALTIME_CHANNEL}`).execute(db);
    const stop = source.pglite.onNotification((channel, payload) => {
      if (channel === REALTIME_CHANNEL) onPayload(payload);
    });
    return async () => stop();
  }

  const { default: pg } = await import('pg');
  let client: InstanceType<typeof pg.Client> | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: source.url });
    next.on('notification', (message) => {
      if (message.channel === REALTIME_CHANNEL && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (err) => {
      log.warn({ err }, 'realtime: the LISTEN connection failed; reconnecting');
      drop(next);
    });
    next.on('end', () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (err) {
      log.warn({ err }, 'realtime: cannot LISTEN; retrying');
      drop(next);
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (attempt > 0) onResync();
    attempt = 0;
  };
  const drop = (which: InstanceType<typeof pg.Client>) => {
    which.removeAllListeners('notification');
    void which.end().catch(() => {});
    if (client === which) client = null;
    if (stopped || retry) return;
    const pause = Math.min(30_000, 500 * 2 ** attempt++);
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, pause);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    if (last) await last.end().catch(() => {});
  };
}
