import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { normalizeLanguage } from '../../src/api/constants.js';
import { WS_CLOSE_UNAUTHORIZED, WS_PATH, type WsCloseReason, type WsMessage } from '../../src/api/notifications.js';
import type { AppDeps } from '../app.js';
import { dbSource, type Db } from '../db/index.js';
import { AppError } from '../lib/errors.js';
import { setNotificationAppUrl } from '../lib/notifications.js';
import { newCountsOf, notificationsByIds, toNotificationDto } from '../routes/notifications/repository.js';
import { authenticateToken, type SessionUser } from './auth.js';

/*
 * The live socket at /api/ws (src/api/notifications.ts) and the fan-out behind it.
 *
 * Each process keeps its own sockets. What changes is learnt from the database, never from the
 * request that made the change: triggers (migration 0012) NOTIFY the channel 'lms_realtime' in
 * the changing transaction, so the message arrives at its commit, in every process LISTENing,
 * and never after a rollback. On PostgreSQL a dedicated client LISTENs (reconnecting, then
 * catching up, when the connection drops); on embedded PGlite (one process) the same NOTIFY is
 * heard in-process. A message carries ids only; the process loads what it pushes for its own
 * sockets, in each recipient's saved language.
 *
 * A socket is authenticated by the session token in the `token` query parameter; without a
 * valid session it is closed at once with 4401 and a reason. An accepted socket is first sent
 * the current count (a reconnected tab is up to date at once). When the session ends (logout,
 * a new login, the account blocked or trashed) its sockets are closed with 4401 too. The
 * server pings every socket each HEARTBEAT_MS; one that has not answered the previous ping is
 * dropped. Each sweep also re-checks the sessions of the open sockets, in case a message was
 * missed.
 */

export const REALTIME_CHANNEL = 'lms_realtime';
const HEARTBEAT_MS = 30_000;

interface Client {
  ws: WebSocket;
  userId: number;
  sessionId: number;
  alive: boolean;
}

export interface Realtime {
  /** Pings every socket, drops those that did not answer the last ping, re-checks sessions. */
  sweep(): Promise<void>;
  /** Open sockets in this process. */
  size(): number;
  /** Resolves when every change heard so far has been pushed (tests). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const REASON_OF_KEY: Record<string, WsCloseReason> = {
  'errors.sessionReplaced': 'SESSION_REPLACED',
  'errors.accountBlocked': 'ACCOUNT_BLOCKED',
  'errors.sessionExpired': 'SESSION_EXPIRED',
};

const REASON_OF_REVOKE: Record<string, WsCloseReason> = {
  replaced: 'SESSION_REPLACED',
  blocked: 'ACCOUNT_BLOCKED',
  logout: 'LOGGED_OUT',
  password: 'SESSION_EXPIRED',
};

/** The sockets of this process, by user and by session. */
function createHub() {
  const byUser = new Map<number, Set<Client>>();
  const bySession = new Map<number, Set<Client>>();
  const addTo = (map: Map<number, Set<Client>>, key: number, client: Client) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(client);
  };
  const removeFrom = (map: Map<number, Set<Client>>, key: number, client: Client) => {
    const set = map.get(key);
    set?.delete(client);
    if (set && !set.size) map.delete(key);
  };
  return {
    add(client: Client) {
      addTo(byUser, client.userId, client);
      addTo(bySession, client.sessionId, client);
    },
    remove(client: Client) {
      removeFrom(byUser, client.userId, client);
      removeFrom(bySession, client.sessionId, client);
    },
    hasUser: (userId: number) => byUser.has(userId),
    isEmpty: () => byUser.size === 0,
    users: () => [...byUser.keys()],
    sessions: () => [...bySession.keys()],
    clients: () => [...byUser.values()].flatMap((set) => [...set]),
    ofUser: (userId: number) => [...(byUser.get(userId) ?? [])],
    ofSession: (sessionId: number) => [...(bySession.get(sessionId) ?? [])],
    send(userId: number, message: WsMessage) {
      const data = JSON.stringify(message);
      for (const client of byUser.get(userId) ?? []) {
        if (client.ws.readyState === client.ws.OPEN) client.ws.send(data);
      }
    },
  };
}

type Hub = ReturnType<typeof createHub>;

function closeUnauthorized(ws: WebSocket, reason: WsCloseReason) {
  if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(WS_CLOSE_UNAUTHORIZED, reason);
}

/** Closes the sockets whose sessions ended; `sessionIds` default to every open one. */
async function checkSessions(db: Db, hub: Hub, sessionIds: number[] = hub.sessions()): Promise<void> {
  const local = sessionIds.filter((id) => hub.ofSession(id).length);
  if (!local.length) return;
  const rows = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.revoked_at', 's.revoked_reason', 'u.blocked', 'u.deleted_at'])
    .where('s.id', 'in', local)
    .execute();
  const found = new Map(rows.map((r) => [r.id, r]));
  for (const id of local) {
    const row = found.get(id);
    let reason: WsCloseReason | null = null;
    if (!row || row.deleted_at !== null) reason = 'SESSION_EXPIRED';
    else if (row.revoked_at !== null) reason = REASON_OF_REVOKE[row.revoked_reason ?? ''] ?? 'SESSION_EXPIRED';
    else if (row.blocked) reason = 'ACCOUNT_BLOCKED';
    if (reason) for (const client of hub.ofSession(id)) closeUnauthorized(client.ws, reason);
  }
}

async function pushCounts(db: Db, hub: Hub, userIds: number[]): Promise<void> {
  const local = userIds.filter(hub.hasUser);
  if (!local.length) return;
  const counts = await newCountsOf(db, local);
  for (const userId of local) hub.send(userId, { type: 'notifications.count', newCount: counts.get(userId) ?? 0 });
}

async function pushNotifications(db: Db, hub: Hub, pairs: Array<[number, number]>): Promise<void> {
  const ids = pairs.filter(([, userId]) => hub.hasUser(userId)).map(([id]) => id);
  if (!ids.length) return;
  const rows = await notificationsByIds(db, ids);
  const counts = await newCountsOf(db, [...new Set(rows.map((r) => r.user_id))]);
  for (const row of rows) {
    const notification = toNotificationDto(row, { lang: normalizeLanguage(row.language), role: row.role });
    hub.send(row.user_id, { type: 'notification', notification, newCount: counts.get(row.user_id) ?? 0 });
  }
}

const numbers = (list: string) =>
  list
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/**
 * Hears the channel: on PostgreSQL with a client of its own (reconnecting with a growing pause,
 * then calling `onResync` for what was missed); on PGlite in-process. Answers a stop function.
 */
async function listen(db: Db, onPayload: (payload: string) => void, onResync: () => void, log: FastifyBaseLogger): Promise<() => Promise<void>> {
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

/** The socket route and the fan-out; registered by buildApp after the auth plugin. */
export const realtimePlugin = fp(async (app: FastifyInstance, deps: AppDeps) => {
  const { db, now, mailQueue, config } = deps;
  setNotificationAppUrl(config.publicUrl);
  const hub = createHub();

  // One change at a time, in the order heard, so a count never overtakes the push before it.
  let chain: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    chain = chain.then(work).catch((err) => app.log.error({ err }, 'realtime push failed'));
  };
  const onPayload = (payload: string) => {
    const [kind, rest = ''] = [payload.slice(0, 1), payload.slice(2)];
    if (kind === 'm') {
      void mailQueue.kick();
      return;
    }
    if (hub.isEmpty()) return;
    if (kind === 'n') {
      const pairs = rest.split(',').map((pair) => pair.split('/').map(Number) as [number, number]);
      enqueue(() => pushNotifications(db, hub, pairs.filter(([id, user]) => id > 0 && user > 0)));
    } else if (kind === 'c') {
      enqueue(() => pushCounts(db, hub, numbers(rest)));
    } else if (kind === 's') {
      enqueue(() => checkSessions(db, hub, numbers(rest)));
    } else if (kind === 'u') {
      enqueue(() => checkSessions(db, hub, numbers(rest).flatMap((userId) => hub.ofUser(userId).map((c) => c.sessionId))));
    }
  };
  // After a lost connection: anything may have changed meanwhile.
  const onResync = () => {
    enqueue(() => checkSessions(db, hub));
    enqueue(() => pushCounts(db, hub, hub.users()));
  };
  const stopListening = await listen(db, onPayload, onResync, app.log);

  const sweep = async () => {
    for (const client of hub.clients()) {
      if (!client.alive) {
        client.ws.terminate();
        continue;
      }
      client.alive = false;
      client.ws.ping();
    }
    await checkSessions(db, hub).catch((err) => app.log.error({ err }, 'realtime session check failed'));
  };
  const timer = setInterval(() => void sweep(), HEARTBEAT_MS);
  timer.unref();

  app.decorate('realtime', {
    sweep,
    size: () => hub.clients().length,
    idle: async () => {
      let seen: Promise<void>;
      do {
        seen = chain;
        await seen;
      } while (seen !== chain);
    },
  } satisfies Realtime);

  await app.register(websocket, { options: { maxPayload: 4096 } });

  app.get(WS_PATH, { websocket: true, config: { roles: 'public' } }, async (ws, request) => {
    const token = (request.query as { token?: unknown }).token;
    let user: SessionUser;
    try {
      user = await authenticateToken(db, typeof token === 'string' && token ? token : null, now());
    } catch (err) {
      if (!(err instanceof AppError)) request.log.error({ err }, 'socket authentication failed');
      closeUnauthorized(ws, (err instanceof AppError && REASON_OF_KEY[err.key]) || 'UNAUTHORIZED');
      return;
    }
    if (ws.readyState !== ws.OPEN) return;
    const client: Client = { ws, userId: user.id, sessionId: user.sessionId, alive: true };
    hub.add(client);
    ws.on('pong', () => (client.alive = true));
    // The client sends nothing the server needs; pings are answered by ws itself.
    ws.on('message', () => {});
    ws.on('close', () => hub.remove(client));
    // The count to start from; then a session that ended while this socket was being set up.
    enqueue(async () => {
      const counts = await newCountsOf(db, [user.id]);
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ type: 'notifications.count', newCount: counts.get(user.id) ?? 0 } satisfies WsMessage));
      await checkSessions(db, hub, [user.sessionId]);
    });
  });

  app.addHook('onClose', async () => {
    clearInterval(timer);
    await stopListening();
    await chain;
  });
});
