import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  WS_AUTH_TIMEOUT_MS,
  WS_CLOSE_TOO_MANY,
  WS_CLOSE_UNAUTHORIZED,
  WS_MAX_PER_SESSION,
  WS_TOO_MANY_REASON,
  type WsMessage,
} from '../../src/api/notifications.js';
import { createTestApp, INSTRUCTOR_EMAIL, login, STUDENT_EMAIL, waitFor, type TestApp } from './helpers.js';

/*
 * The socket's handshake (server/plugins/realtimeHandshake.ts): the token in the first message,
 * never in the URL; a socket that says nothing is closed after WS_AUTH_TIMEOUT_MS; at most
 * WS_MAX_PER_SESSION sockets per session; and the app's close tells every socket 1001 and does
 * not wait on a client that never answers.
 */

let t: TestApp;
let wsBase: string;
const sockets: WebSocket[] = [];

interface Socket {
  ws: WebSocket;
  messages: WsMessage[];
  closed: Promise<{ code: number; reason: string; afterMs: number }>;
}

/** A socket to `url`; `first` is sent as its first message once open. */
function socket(first: string | null, url = wsBase): Socket {
  const ws = new WebSocket(url);
  const openedAt = Date.now();
  sockets.push(ws);
  const messages: WsMessage[] = [];
  ws.on('open', () => first !== null && ws.send(first));
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as WsMessage));
  ws.on('error', () => {});
  const closed = new Promise<{ code: number; reason: string; afterMs: number }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason), afterMs: Date.now() - openedAt })),
  );
  return { ws, messages, closed };
}

const auth = (token: string) => JSON.stringify({ type: 'auth', token });

/** A socket the server accepted: it has heard the current count. */
async function accepted(token: string): Promise<Socket> {
  const s = socket(auth(token));
  await waitFor(() => (s.messages.length ? true : undefined), 10_000, 'the first count');
  expect(s.messages[0]).toEqual({ type: 'notifications.count', newCount: expect.any(Number) });
  return s;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t?.close();
});

describe('authenticating a socket', () => {
  it('takes the token from the first message', async () => {
    const token = await login(t.app, STUDENT_EMAIL);
    const s = await accepted(token);
    expect(s.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses a token in the URL, even a valid one, and sends it nothing', async () => {
    const token = await login(t.app, INSTRUCTOR_EMAIL);
    const s = socket(auth(token), `${wsBase}?token=${encodeURIComponent(token)}`);
    expect(await s.closed).toMatchObject({ code: WS_CLOSE_UNAUTHORIZED, reason: 'TOKEN_IN_URL' });
    expect(s.messages).toEqual([]);
  });

  it('refuses a first message that is not an auth message with a token', async () => {
    for (const first of ['hello', JSON.stringify({ type: 'hello', token: 'x' }), JSON.stringify({ type: 'auth' }), auth('not-a-token')]) {
      const s = socket(first);
      expect(await s.closed, first).toMatchObject({ code: WS_CLOSE_UNAUTHORIZED, reason: 'UNAUTHORIZED' });
      expect(s.messages).toEqual([]);
    }
  });

  it(`closes a socket that sends nothing after ${WS_AUTH_TIMEOUT_MS / 1000} s`, async () => {
    const s = socket(null);
    const closed = await s.closed;
    expect(closed).toMatchObject({ code: WS_CLOSE_UNAUTHORIZED, reason: 'AUTH_TIMEOUT' });
    expect(closed.afterMs).toBeGreaterThanOrEqual(WS_AUTH_TIMEOUT_MS - 500);
    expect(closed.afterMs).toBeLessThan(WS_AUTH_TIMEOUT_MS + 3_000);
  });
});

describe('sockets per session', () => {
  it(`accepts ${WS_MAX_PER_SESSION} sockets of one session, refuses one more, and lets one in when another closes`, async () => {
    const token = await login(t.app, 'admin@demo.test');
    const open: Socket[] = [];
    for (let i = 0; i < WS_MAX_PER_SESSION; i++) open.push(await accepted(token));
    const extra = socket(auth(token));
    expect(await extra.closed).toMatchObject({ code: WS_CLOSE_TOO_MANY, reason: WS_TOO_MANY_REASON });
    // The open tabs keep theirs.
    expect(open.every((s) => s.ws.readyState === WebSocket.OPEN)).toBe(true);
    // Another user is not counted against this session.
    const other = await accepted(await login(t.app, STUDENT_EMAIL));
    expect(other.ws.readyState).toBe(WebSocket.OPEN);

    open[0].ws.close(1000);
    await open[0].closed;
    await waitFor(() => (t.app.realtime.size() === WS_MAX_PER_SESSION ? true : undefined), 5_000, 'the server to forget the closed socket');
    expect((await accepted(token)).ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('closing the app', () => {
  it('tells every socket 1001 (going away) and closes promptly even with a client that never answers the close', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `ws://127.0.0.1:${(own.app.server.address() as AddressInfo).port}/api/ws`;
    const polite = socket(auth(await login(own.app, STUDENT_EMAIL)), base);
    const deaf = socket(auth(await login(own.app, INSTRUCTOR_EMAIL)), base);
    await waitFor(() => (polite.messages.length && deaf.messages.length ? true : undefined), 10_000, 'both sockets accepted');
    // The deaf client stops reading: it never sees the close frame, so never answers it.
    (deaf.ws as unknown as { _socket: import('node:net').Socket })._socket.pause();

    const startedAt = Date.now();
    await own.close();
    // ws alone would wait 30 s for the deaf client's closing handshake.
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(await polite.closed).toMatchObject({ code: 1001, reason: 'SERVER_SHUTDOWN' });
  });
});
