import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { normalizeLanguage } from '../../src/api/constants.js';
import {
  WS_CLOSE_TOO_MANY,
  WS_MAX_PER_SESSION,
  WS_PATH,
  WS_TOO_MANY_REASON,
  type WsCloseReason,
  type WsMessage,
} from '../../src/api/notifications.js';
import type { AppDeps } from '../appDeps.js';
import type { Db } from '../db/index.js';
import { AppError } from '../lib/errors.js';
import { setNotificationAppUrl } from '../lib/notifications.js';
import { newCountsOf, notificationsByIds, toNotificationDto } from '../routes/notifications/repository.js';
import { createHub, type Client, type Hub } from '../lib/realtimeHub.js';
import { listen } from '../lib/realtimeListen.js';
import { authenticateToken, type SessionUser } from './auth.js';
import { closeUnauthorized, receiveToken } from './realtimeHandshake.js';

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
 * A socket is authenticated by the session token in its first message (realtimeHandshake.ts);
 * without a valid session it is closed with 4401 and a reason, and past WS_MAX_PER_SESSION
 * sockets of one session with 4429. An accepted socket is first sent
 * the current count (a reconnected tab is up to date at once). When the session ends (logout,
 * a new login, the account blocked or trashed) its sockets are closed with 4401 too. The
 * server pings every socket each HEARTBEAT_MS; one that has not answered the previous ping is
 * dropped. Each sweep also re-checks the sessions of the open sockets, in case a message was
 * missed.
 */

export { REALTIME_CHANNEL } from '../lib/realtimeListen.js';
const HEARTBEAT_MS = 30_000;

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

type Enqueue = (work: () => Promise<void>) => void;

/**
 * What one NOTIFY payload asks for: 'm' mail to send; 'n' notifications, 'c' counts, 's' sessions
 * and 'u' users' sessions to push or re-check. Apart from the mail kick, work waits its turn
 * in enqueue's chain, and none is done while no socket is open here.
 */
function payloadHandler(db: Db, hub: Hub, mailQueue: AppDeps['mailQueue'], enqueue: Enqueue) {
  return (payload: string) => {
    const [kind, rest = ''] = [payload.slice(0, 1), payload.slice(2)];
    if (kind === 'm') {
      void mailQueue.kick();
      return;
    }
    if (hub.isEmpty()) return;
    if (kind === 'n') {
      const pairs = rest.split(',').map((pair) => pair.split('/').map(Number) as [number, number]);
      enqueue(() =>
        pushNotifications(
          db,
          hub,
          pairs.filter(([id, user]) => id > 0 && user > 0),
        ),
      );
    } else if (kind === 'c') {
      enqueue(() => pushCounts(db, hub, numbers(rest)));
    } else if (kind === 's') {
      enqueue(() => checkSessions(db, hub, numbers(rest)));
    } else if (kind === 'u') {
      enqueue(() =>
        checkSessions(
          db,
          hub,
          numbers(rest).flatMap((userId) => hub.ofUser(userId).map((c) => c.sessionId)),
        ),
      );
    }
  };
}

/**
 * The socket route: the session comes in the first message, at most WS_MAX_PER_SESSION sockets
 * per session, then the count to start from. Kept apart so the plugin reads as its steps.
 */
function registerSocketRoute(app: FastifyInstance, { db, now }: AppDeps, hub: Hub, enqueue: Enqueue) {
  app.get(WS_PATH, { websocket: true, config: { roles: 'public' } }, async (ws, request) => {
    const token = await receiveToken(ws, request);
    if (token === null) return;
    let user: SessionUser;
    try {
      user = await authenticateToken(db, token, now());
    } catch (err) {
      if (!(err instanceof AppError)) request.log.error({ err }, 'socket authentication failed');
      closeUnauthorized(ws, (err instanceof AppError && REASON_OF_KEY[err.key]) || 'UNAUTHORIZED');
      return;
    }
    if (ws.readyState !== ws.OPEN) return;
    // Checked and added with no await between, so two sockets of one session racing in cannot both pass.
    if (hub.ofSession(user.sessionId).length >= WS_MAX_PER_SESSION) {
      ws.close(WS_CLOSE_TOO_MANY, WS_TOO_MANY_REASON);
      return;
    }
    const client: Client = { ws, userId: user.id, sessionId: user.sessionId, alive: true };
    hub.add(client);
    ws.on('pong', () => (client.alive = true));
    // After its auth message the client sends nothing the server needs; pings are answered by ws itself.
    ws.on('message', () => {});
    ws.on('close', () => hub.remove(client));
    // The count to start from; then a session that ended while this socket was being set up.
    enqueue(async () => {
      const counts = await newCountsOf(db, [user.id]);
      if (ws.readyState === ws.OPEN)
        ws.send(JSON.stringify({ type: 'notifications.count', newCount: counts.get(user.id) ?? 0 } satisfies WsMessage));
      await checkSessions(db, hub, [user.sessionId]);
    });
  });
}

/** The socket route and the fan-out; registered by buildApp after the auth plugin. */
export const realtimePlugin = fp(async (app: FastifyInstance, deps: AppDeps) => {
  const { db, mailQueue, config } = deps;
  setNotificationAppUrl(config.publicUrl);
  const hub = createHub();

  // One change at a time, in the order heard, so a count never overtakes the push before it.
  let chain: Promise<void> = Promise.resolve();
  const enqueue: Enqueue = (work) => {
    chain = chain.then(work).catch((err) => app.log.error({ err }, 'realtime push failed'));
  };
  const onPayload = payloadHandler(db, hub, mailQueue, enqueue);
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

  // On close, before the plugin's own hook (which would close them without a code): each socket
  // is told 1001 (going away; the client comes back to another process or after the restart),
  // and one whose client does not finish the closing handshake within a second is cut, so a
  // dead peer cannot keep the server's close waiting for ws's 30 s closing timeout.
  app.addHook('preClose', (done) => {
    const sockets = [...app.websocketServer.clients];
    for (const ws of sockets) ws.close(1001, 'SERVER_SHUTDOWN');
    if (sockets.length) setTimeout(() => sockets.forEach((ws) => ws.terminate()), 1_000).unref();
    done();
  });
  await app.register(websocket, { options: { maxPayload: 4096 } });

  registerSocketRoute(app, deps, hub, enqueue);

  app.addHook('onClose', async () => {
    clearInterval(timer);
    await stopListening();
    await chain;
  });
});
