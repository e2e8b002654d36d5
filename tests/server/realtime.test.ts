import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WS_CLOSE_UNAUTHORIZED, type NotificationListResponse, type WsClientMessage, type WsMessage } from '../../src/api/notifications.js';
import { dbSource } from '../../server/db/index.js';
import { NOTIFICATION_KINDS, notify } from '../../server/lib/notifications.js';
import { call, createTestApp, login, waitFor, type TestApp } from './helpers.js';
import { accepted, buildWorld, listOf, record, type World } from './notificationFixtures.js';

/*
 * The socket at /api/ws, over a real port with a `ws` client: refused without a session;
 * pushes a new notification (in the recipient's language) and every change of the new count
 * to each of the user's sockets; pushes nothing that rolled back or that web settings hide;
 * closes with 4401 when the session ends; drops sockets that stop answering pings; and, on
 * PostgreSQL, delivers what a second app process (a separate OS process) changed.
 */

let t: TestApp;
let w: World;
let wsBase: string;
const sockets: WebSocket[] = [];

interface Client {
  ws: WebSocket;
  messages: WsMessage[];
  closed: Promise<{ code: number; reason: string }>;
  /** Waits for the first message after the `skip` already seen that satisfies `match`. */
  next(match?: (m: WsMessage) => boolean, skip?: number): Promise<WsMessage>;
}

function connect(token: string | null, options: WebSocket.ClientOptions = {}, base = wsBase): Client {
  const ws = new WebSocket(base, options);
  sockets.push(ws);
  // The token goes in the first message (src/api/notifications.ts); null sends a blank one.
  ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: token ?? '' } satisfies WsClientMessage)));
  const messages: WsMessage[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as WsMessage));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  ws.on('error', () => {});
  return {
    ws,
    messages,
    closed,
    next: (match = () => true, skip = 0) => waitFor(() => messages.slice(skip).find(match), 10_000, 'a socket message'),
  };
}

/** A socket accepted by the server: its first message, the current count, is taken off `messages`. */
async function open(token: string, options?: WebSocket.ClientOptions, base?: string): Promise<Client & { hello: WsMessage }> {
  const client = connect(token, options, base);
  const hello = await Promise.race([
    client.next(),
    client.closed.then(({ code, reason }) => Promise.reject(new Error(`socket closed with ${code} ${reason}`))),
  ]);
  expect(hello).toEqual({ type: 'notifications.count', newCount: expect.any(Number) });
  client.messages.shift();
  return { ...client, hello };
}

const isNotification = (m: WsMessage) => m.type === 'notification';
const isCount = (m: WsMessage) => m.type === 'notifications.count';

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t?.close();
});

describe('connecting', () => {
  it('refuses a socket without a valid session with 4401 and the reason', async () => {
    expect(await connect(null).closed).toEqual({ code: WS_CLOSE_UNAUTHORIZED, reason: 'UNAUTHORIZED' });
    expect(await connect('not-a-token').closed).toEqual({ code: WS_CLOSE_UNAUTHORIZED, reason: 'UNAUTHORIZED' });
    const replaced = w.tok.outsider;
    w.tok.outsider = await login(t.app, 'olly@notified.test');
    expect(await connect(replaced).closed).toEqual({ code: WS_CLOSE_UNAUTHORIZED, reason: 'SESSION_REPLACED' });
    // The socket's token never reaches the HTTP API as a session either way.
    expect((await call(t.app, { method: 'GET', url: `/api/ws?token=${w.tok.amy}` })).statusCode).toBe(404);
  });
});

describe('pushing', () => {
  it("pushes a new notification to the recipient's sockets, in their saved language, with the new count", async () => {
    const amy = await open(w.tok.amy);
    const boris = await open(w.tok.boris);
    const outsider = await open(w.tok.outsider);
    expect(amy.hello).toEqual({ type: 'notifications.count', newCount: (await listOf(t, w.tok.amy)).newCount });
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/lessons/${w.lessonId}/tasks`,
      token: w.tok.inst,
      payload: { taskName: 'Live task', deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(), mark: 5, taskElements: [] },
    });
    expect(res.statusCode, res.body).toBe(200);

    const toAmy = await amy.next(isNotification);
    const list = await listOf(t, w.tok.amy);
    // The pushed notification is the one the list holds (other tests may have put others beside it).
    const listed = list.objects.find((n) => toAmy.type === 'notification' && n.id === toAmy.notification.id);
    expect(toAmy).toEqual({ type: 'notification', notification: listed, newCount: list.newCount });
    expect(toAmy.type === 'notification' && toAmy.notification).toMatchObject({
      kind: 'TASK_CREATED',
      title: 'New task: Live task',
      viewed: false,
    });
    const toBoris = await boris.next(isNotification);
    expect(toBoris.type === 'notification' && toBoris.notification.title).toBe('Новое задание: Live task');
    await t.app.realtime.idle();
    expect(outsider.messages).toEqual([]);
  });

  it('pushes the new count to every socket of the user when one is viewed, deleted, or all are viewed', async () => {
    const tab1 = await open(w.tok.amy);
    const tab2 = await open(w.tok.amy);
    await record(t, [accepted(w, w.who.amy, 'One'), accepted(w, w.who.amy, 'Two'), accepted(w, w.who.amy, 'Three')]);
    await tab1.next((m) => isNotification(m) && m.notification.title === 'Answer accepted: Three');
    const list: NotificationListResponse = await listOf(t, w.tok.amy, '?viewed=false');
    const start = list.newCount;
    expect(start).toBeGreaterThanOrEqual(3);

    const seen = [tab1.messages.length, tab2.messages.length];
    await call(t.app, { method: 'PUT', url: `/api/notifications/view/${list.objects[0].id}`, token: w.tok.amy });
    for (const [n, tab] of [tab1, tab2].entries())
      expect(await tab.next(isCount, seen[n])).toEqual({ type: 'notifications.count', newCount: start - 1 });

    const afterView = [tab1.messages.length, tab2.messages.length];
    await call(t.app, { method: 'DELETE', url: `/api/notifications/delete/${list.objects[1].id}`, token: w.tok.amy });
    for (const [n, tab] of [tab1, tab2].entries())
      expect(await tab.next(isCount, afterView[n])).toEqual({ type: 'notifications.count', newCount: start - 2 });

    const afterDelete = tab2.messages.length;
    await call(t.app, { method: 'PUT', url: '/api/notifications/view/all', token: w.tok.amy });
    expect(await tab2.next(isCount, afterDelete)).toEqual({ type: 'notifications.count', newCount: 0 });
  });

  it("pushes a submitted test's result once: announced after the commit, not by the trigger", async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: `/api/lessons/tests/${w.lessonId}`,
      token: w.tok.inst,
      payload: {
        name: 'Live quiz',
        messageForStudents: '',
        timeToTakeTheTest: '00:30:00',
        questions: [
          {
            question: 'Two and two?',
            questionType: 'ONE_FROM_LIST',
            points: 2,
            options: [
              { option: '4', isCorrect: true },
              { option: '5', isCorrect: false },
            ],
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const test = created.json() as { testId: number; questions: Array<{ questionId: number; options: Array<{ optionId: number }> }> };
    const published = await call(t.app, { method: 'POST', url: `/api/lessons/tests/${test.testId}/publish`, token: w.tok.inst });
    expect(published.statusCode, published.body).toBe(200);
    const boris = await open(w.tok.boris);
    expect(
      (await call(t.app, { method: 'POST', url: `/api/lessons/students/tests/${test.testId}/start`, token: w.tok.boris })).statusCode,
    ).toBe(200);
    const [question] = test.questions;
    const passed = await call(t.app, {
      method: 'POST',
      url: '/api/lessons/students/tests/pass',
      token: w.tok.boris,
      payload: { testId: test.testId, answers: { [question.questionId]: [question.options[0].optionId] } },
    });
    expect(passed.statusCode, passed.body).toBe(200);
    const isResult = (m: WsMessage) => m.type === 'notification' && m.notification.kind === 'QUIZ_FINISHED';
    const pushed = await boris.next(isResult);
    const list = await listOf(t, w.tok.boris);
    const listed = list.objects.find((n) => pushed.type === 'notification' && n.id === pushed.notification.id);
    // In Boris's saved language.
    expect(pushed).toEqual({
      type: 'notification',
      notification: { ...listed, title: 'Результат теста: Live quiz', text: 'Тест сдан: 2 балла из 2.' },
      newCount: list.newCount,
    });
    // Nothing more comes: a NOTIFY from the trigger as well would push the result twice. Pushes
    // arrive in commit order, so a duplicate would come before a later notification.
    const later = boris.messages.length;
    await record(t, [accepted(w, w.who.boris, 'After the result')]);
    await boris.next((m) => m.type === 'notification' && m.notification.kind === NOTIFICATION_KINDS.TASK_ANSWER_ACCEPTED, later);
    await t.app.realtime.idle();
    expect(boris.messages.filter(isResult)).toHaveLength(1);
  });

  it('pushes nothing for a change that rolled back, nor what web settings hide', async () => {
    const inst2 = await open(w.tok.inst2);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await notify(trx, {
          schoolId: w.schoolId,
          userId: w.who.inst2,
          kind: NOTIFICATION_KINDS.TASK_ANSWER_REJECTED,
          params: { taskName: 'Rolled back' },
        });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await call(t.app, {
      method: 'PUT',
      url: '/api/notifications/settings',
      token: w.tok.inst2,
      payload: { webNotificationEnabled: false, emailNotificationEnabled: false },
    });
    await record(t, [accepted(w, w.who.inst2, 'Hidden')]);
    await call(t.app, {
      method: 'PUT',
      url: '/api/notifications/settings',
      token: w.tok.inst2,
      payload: { webNotificationEnabled: true, emailNotificationEnabled: false },
    });
    await record(t, [accepted(w, w.who.inst2, 'Shown')]);
    // Changes arrive in commit order: the first push is the last notification.
    const first = await inst2.next();
    expect(first).toEqual({
      type: 'notification',
      notification: expect.objectContaining({ title: 'Answer accepted: Shown' }),
      newCount: 1,
    });
    await t.app.realtime.idle();
    expect(inst2.messages).toHaveLength(1);
  });
});

describe('the session ending', () => {
  it('closes the socket with 4401 on logout', async () => {
    const amy = await open(w.tok.amy);
    const other = await open(w.tok.boris);
    expect((await call(t.app, { method: 'POST', url: '/api/auth/logout', token: w.tok.amy })).statusCode).toBe(200);
    expect(await amy.closed).toEqual({ code: WS_CLOSE_UNAUTHORIZED, reason: 'LOGGED_OUT' });
    expect(other.ws.readyState).toBe(WebSocket.OPEN);
    w.tok.amy = await login(t.app, 'amy@notified.test');
  });

  it('closes the socket with 4401 when the user logs in again elsewhere', async () => {
    const boris = await open(w.tok.boris);
    w.tok.boris = await login(t.app, 'boris@notified.test');
    expect(await boris.closed).toEqual({ code: WS_CLOSE_UNAUTHORIZED, reason: 'SESSION_REPLACED' });
    const fresh = await open(w.tok.boris);
    expect(fresh.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes the socket with 4401 when the student is blocked', async () => {
    const dan = await open(w.tok.dan);
    expect((await call(t.app, { method: 'PUT', url: `/api/students/${w.who.dan}/block`, token: w.tok.admin })).statusCode).toBe(200);
    expect(await dan.closed).toEqual({ code: WS_CLOSE_UNAUTHORIZED, reason: 'ACCOUNT_BLOCKED' });
  });
});

describe('keep-alive', () => {
  it('drops a socket that stops answering pings and keeps one that answers', async () => {
    const deaf = await open(w.tok.outsider, { autoPong: false });
    const alive = await open(w.tok.outsider);
    const pinged = new Promise((resolve) => alive.ws.once('ping', resolve));
    await t.app.realtime.sweep();
    await pinged;
    // The pong is on its way back over the loopback. The server reads a socket's frames in order,
    // so once it answers a ping sent after the pong, it has read the pong.
    const answered = new Promise((resolve) => alive.ws.once('pong', resolve));
    alive.ws.ping();
    await answered;
    await t.app.realtime.sweep();
    expect((await deaf.closed).code).toBe(1006);
    expect(alive.ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('several processes', () => {
  let peer: ChildProcess | undefined;
  afterAll(() => {
    peer?.kill('SIGTERM');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a second app process, a separate OS process on the same PostgreSQL, reaches the sockets of the first',
    async () => {
      const source = dbSource(t.db);
      expect(source?.kind).toBe('postgres');
      const root = path.resolve(__dirname, '../..');
      peer = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/server/realtimePeer.ts')], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: source?.kind === 'postgres' ? source.url : '' },
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: peer!.stdout! }).once('line', resolve);
        peer!.once('exit', (code) => reject(new Error(`the peer exited with ${code}`)));
      });
      const { port, pid } = JSON.parse(line) as { port: number; pid: number };
      expect(pid).not.toBe(process.pid);
      const peerHttp = (method: string, url: string, token: string, body?: object) =>
        fetch(`http://127.0.0.1:${port}/api${url}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });

      // A socket on this process; the announcement is made through the other one.
      const outsider = await open(w.tok.outsider);
      const made = await peerHttp('POST', '/announcements', w.tok.admin, { text: 'From the other process', groupId: w.otherGroupId });
      expect(made.status).toBe(200);
      const pushed = await outsider.next(isNotification);
      expect(pushed.type === 'notification' && pushed.notification).toMatchObject({
        kind: 'ANNOUNCEMENT_PUBLISHED',
        text: 'From the other process',
      });

      // Viewed there: the count changes here.
      const seen = outsider.messages.length;
      expect((await peerHttp('PUT', '/notifications/view/all', w.tok.outsider)).status).toBe(200);
      expect(await outsider.next(isCount, seen)).toEqual({ type: 'notifications.count', newCount: 0 });

      // A socket on the peer hears a change made here, and a logout there closes the socket here.
      const peerBase = `ws://127.0.0.1:${port}/api/ws`;
      const remote = await open(w.tok.boris, {}, peerBase);
      await record(t, [accepted(w, w.who.boris, 'Across')]);
      const across = await remote.next(isNotification);
      expect(across.type === 'notification' && across.notification.title).toBe('Ответ принят: Across');
      expect((await peerHttp('POST', '/auth/logout', w.tok.outsider)).status).toBe(200);
      expect(await outsider.closed).toEqual({ code: WS_CLOSE_UNAUTHORIZED, reason: 'LOGGED_OUT' });
      // The other tests go on with a live session.
      w.tok.outsider = await login(t.app, 'olly@notified.test');
    },
    60_000,
  );
});
