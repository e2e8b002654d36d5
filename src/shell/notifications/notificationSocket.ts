import { WS_CLOSE_TOO_MANY, WS_CLOSE_UNAUTHORIZED, WS_PATH, type WsClientMessage, type WsMessage } from '../../api/notifications';

/*
 * The tab's one live connection to /api/ws (src/api/notifications.ts), and the number of new
 * notifications the bell shows. Whoever shows something live acquires the socket with the
 * session token; the last to let go (logout, leaving the areas) closes it. A dropped socket is
 * opened again after a growing, jittered pause; a socket the server closes with 4401 (the
 * session ended) is not: the app's handling of a 401 takes over. The token is sent as the
 * socket's first message, never in its URL; one refused as one socket too many for the session
 * (4429: other tabs hold the session's share) is tried again after the same pause.
 */

export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before the `attempt`-th reconnection (0 first): a base doubling from 2 s up
 * to 30 s, of which a random half is taken off ("equal jitter"), so it is 1–2 s at first and
 * never more than 30 s, and many tabs dropped at once by a restart do not all come back at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, 2 * RECONNECT_MIN_MS * 2 ** Math.max(0, attempt));
  return Math.round(base / 2 + (random() * base) / 2);
}

/** The socket's URL on the page's own host: ws: or wss: as the page, and no token (proxies log URLs). */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${WS_PATH}`;
}

/** The first message of a socket: the session token. */
export const authMessage = (token: string) => JSON.stringify({ type: 'auth', token } satisfies WsClientMessage);

/** Reads one message of the server; anything else is ignored. */
export function parseMessage(data: unknown): WsMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as Partial<WsMessage> | null;
    if (!message || typeof message !== 'object' || typeof message.newCount !== 'number') return null;
    if (message.type === 'notifications.count') return message as WsMessage;
    if (message.type === 'notification' && message.notification && typeof message.notification === 'object') return message as WsMessage;
    return null;
  } catch {
    return null;
  }
}

export type SocketStatus =
  /** Nobody asked for it (logged out, or outside the areas). */
  | 'idle'
  | 'connecting'
  | 'open'
  /** Dropped; the next attempt is scheduled. */
  | 'waiting'
  /** Closed by the server with 4401: the session ended; no more attempts with this token. */
  | 'ended';

export interface NotificationLiveState {
  status: SocketStatus;
  /** The number of new notifications; null until the server told it (list answer or socket). */
  newCount: number | null;
}

export type NotificationSocketEvent =
  /** A message of the server, after `newCount` took its number; `previousCount` is the one before. */
  | { type: 'message'; message: WsMessage; previousCount: number | null }
  /** Open again after a drop: what was missed meanwhile should be fetched again. */
  | { type: 'reconnected' }
  /** The server closed the socket with 4401. */
  | { type: 'ended' };

export interface NotificationSocketOptions {
  createSocket?: (url: string) => WebSocket;
  url?: () => string;
  random?: () => number;
  /** Where 'online' is heard, to try at once instead of waiting out the pause. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

// eslint-disable-next-line max-lines-per-function -- one closure over the connection's mutable state (socket, timers, attempts, users); split up, every piece would pass that state around
export function createNotificationSocket(options: NotificationSocketOptions = {}) {
  // Read at call time: test tools put their WebSocket in place after this module loads.
  const createSocket = options.createSocket ?? ((url: string) => new globalThis.WebSocket(url));
  const urlOf = options.url ?? (() => socketUrl());
  const random = options.random ?? Math.random;
  const target = options.target === undefined ? (typeof window === 'undefined' ? null : window) : options.target;

  let state: NotificationLiveState = { status: 'idle', newCount: null };
  let token: string | null = null;
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  /** Refusals in a row as one socket too many: each opened first, so `attempt` alone would not grow. */
  let refused = 0;
  let dropped = false;
  let users = 0;
  /** Bumped by every count the socket sets, so a list answer started before it cannot undo it. */
  let socketVersion = 0;
  const stateListeners = new Set<() => void>();
  const eventListeners = new Set<(event: NotificationSocketEvent) => void>();

  const setState = (patch: Partial<NotificationLiveState>) => {
    state = { ...state, ...patch };
    stateListeners.forEach((listener) => listener());
  };
  const emit = (event: NotificationSocketEvent) => eventListeners.forEach((listener) => listener(event));

  function clearRetry() {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
  }

  function open() {
    if (!token) return;
    clearRetry();
    let ws: WebSocket;
    try {
      ws = createSocket(urlOf());
    } catch {
      scheduleRetry();
      return;
    }
    socket = ws;
    setState({ status: 'connecting' });
    const sessionToken = token;
    ws.addEventListener('open', () => {
      if (socket !== ws) return;
      ws.send(authMessage(sessionToken));
      attempt = 0;
      setState({ status: 'open' });
      if (dropped) {
        dropped = false;
        emit({ type: 'reconnected' });
      }
    });
    ws.addEventListener('message', (event: MessageEvent) => {
      if (socket !== ws) return;
      const message = parseMessage(event.data);
      if (!message) return;
      refused = 0;
      const previousCount = state.newCount;
      socketVersion++;
      setState({ newCount: Math.max(0, message.newCount) });
      emit({ type: 'message', message, previousCount });
    });
    ws.addEventListener('close', (event: CloseEvent) => {
      if (socket !== ws) return;
      socket = null;
      if (event.code === WS_CLOSE_UNAUTHORIZED) {
        setState({ status: 'ended' });
        emit({ type: 'ended' });
        return;
      }
      dropped = true;
      if (event.code === WS_CLOSE_TOO_MANY) attempt = ++refused;
      scheduleRetry();
    });
    // An error is always followed by a close, which decides what comes next.
  }

  function scheduleRetry() {
    clearRetry();
    setState({ status: 'waiting' });
    retryTimer = setTimeout(open, reconnectDelay(attempt++, random));
  }

  function onOnline() {
    if (state.status === 'waiting') open();
  }

  function disconnect() {
    clearRetry();
    const ws = socket;
    socket = null;
    token = null;
    attempt = 0;
    refused = 0;
    dropped = false;
    target?.removeEventListener('online', onOnline);
    if (ws && ws.readyState !== ws.CLOSED && ws.readyState !== ws.CLOSING) ws.close(1000);
    setState({ status: 'idle', newCount: null });
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },
    /** Hears the socket's messages and its reconnections. */
    listen(listener: (event: NotificationSocketEvent) => void) {
      eventListeners.add(listener);
      return () => {
        eventListeners.delete(listener);
      };
    },
    /**
     * Keeps the socket open for `sessionToken` until the returned release is called; one socket
     * however many ask. Another token (a new login) closes the old socket and opens a new one.
     */
    acquire(sessionToken: string): () => void {
      users++;
      if (releaseTimer !== undefined) clearTimeout(releaseTimer);
      releaseTimer = undefined;
      if (token !== sessionToken) {
        if (token !== null) disconnect();
        token = sessionToken;
        target?.addEventListener('online', onOnline);
        open();
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        users--;
        // A moment's grace: a component remounting (React's strict mode, a page change) keeps the socket.
        if (users === 0) {
          releaseTimer = setTimeout(() => {
            releaseTimer = undefined;
            if (users === 0) disconnect();
          }, 0);
        }
      };
    },
    /** Closes the socket now (logout) and forgets the count. */
    disconnect() {
      if (releaseTimer !== undefined) clearTimeout(releaseTimer);
      releaseTimer = undefined;
      disconnect();
    },
    /** The socket's count version now, to pass back with a list answer's count. */
    countVersion: () => socketVersion,
    /**
     * The count of a list answer (GET /notifications): taken unless the socket told a newer one
     * since the call started (`since` is countVersion() at the start).
     */
    setFetchedCount(newCount: number, since: number) {
      if (since !== socketVersion || newCount === state.newCount) return;
      setState({ newCount: Math.max(0, newCount) });
    },
  };
}

/** The app's one socket. */
export const notificationSocket = createNotificationSocket();
