import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { WS_AUTH_TIMEOUT_MS, WS_CLOSE_UNAUTHORIZED, type WsCloseReason } from '../../src/api/notifications.js';

/*
 * The first moments of a socket at /api/ws (src/api/notifications.ts): the session token comes
 * in the first message, `{type: 'auth', token}`, never in the URL, where proxies and access logs
 * would keep it. A socket that names a token in its URL is refused even when the token is good,
 * so no client keeps sending it there; one that says nothing within the timeout is closed, so an
 * idle connection cannot wait for ever. The token is never logged.
 */

export function closeUnauthorized(ws: WebSocket, reason: WsCloseReason) {
  if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(WS_CLOSE_UNAUTHORIZED, reason);
}

/** The token of a well-formed auth message; null for anything else. */
function tokenOf(data: RawData, isBinary: boolean): string | null {
  if (isBinary) return null;
  try {
    const message = JSON.parse(String(data)) as { type?: unknown; token?: unknown } | null;
    if (message?.type === 'auth' && typeof message.token === 'string' && message.token) return message.token;
  } catch {
    // Not JSON: refused below like any other wrong first message.
  }
  return null;
}

/**
 * Waits for the socket's auth message: answers its token, or null after closing the socket
 * with 4401 (token in the URL, a wrong first message, nothing in time, or the client left).
 */
export function receiveToken(ws: WebSocket, request: FastifyRequest, timeoutMs = WS_AUTH_TIMEOUT_MS): Promise<string | null> {
  if (new URL(request.url, 'http://socket').searchParams.has('token')) {
    closeUnauthorized(ws, 'TOKEN_IN_URL');
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const finish = (token: string | null, reason: WsCloseReason) => {
      clearTimeout(timer);
      ws.off('message', onMessage);
      ws.off('close', onClose);
      if (token === null) closeUnauthorized(ws, reason);
      resolve(token);
    };
    const onMessage = (data: RawData, isBinary: boolean) => {
      const token = tokenOf(data, isBinary);
      finish(token, 'UNAUTHORIZED');
    };
    const onClose = () => finish(null, 'UNAUTHORIZED');
    const timer = setTimeout(() => finish(null, 'AUTH_TIMEOUT'), timeoutMs);
    ws.on('message', onMessage);
    ws.on('close', onClose);
  });
}
