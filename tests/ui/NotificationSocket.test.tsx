import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WS_CLOSE_TOO_MANY, WS_CLOSE_UNAUTHORIZED } from '../../src/api/notifications';
import {
  createNotificationSocket,
  parseMessage,
  reconnectDelay,
  RECONNECT_MAX_MS,
  socketUrl,
  type NotificationSocketEvent,
} from '../../src/shell/notifications/notificationSocket';
import { formatRelativeTime } from '../../src/shell/notifications/relativeTime';
import { safeLink } from '../../src/shell/notifications/useNotifications';
import { buildNotification, socketCount, socketNotification } from '../../src/mocks/builders/notificationBuilders';

/** A WebSocket the test drives by hand: it opens, talks and closes when told. */
class FakeSocket extends EventTarget {
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = 0;
  closedWith: number | null = null;
  /** What the app sent on it. */
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
  }
  open() {
    this.readyState = this.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  send(data: string) {
    this.sent.push(data);
  }
  receive(data: string) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  /** The server (or the network) ends it. */
  drop(code: number) {
    this.readyState = this.CLOSED;
    this.dispatchEvent(new CloseEvent('close', { code }));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = this.CLOSED;
  }
}

let sockets: FakeSocket[];
let online: EventTarget;

function make(random = () => 0.5) {
  online = new EventTarget();
  const store = createNotificationSocket({
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    url: () => 'ws://school.test/api/ws',
    random,
    target: online as unknown as Window,
  });
  const events: NotificationSocketEvent[] = [];
  store.listen((event) => events.push(event));
  return { store, events };
}

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the socket', () => {
  it('waits 1–2 s after the first drop, doubling up to 30 s, with jitter, and starts over once open', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1_000);
    expect(reconnectDelay(0, () => 1)).toBe(2_000);
    expect(reconnectDelay(1, () => 0)).toBe(2_000);
    expect(reconnectDelay(3, () => 1)).toBe(16_000);
    expect(reconnectDelay(10, () => 0)).toBe(RECONNECT_MAX_MS / 2);
    expect(reconnectDelay(10, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(60, () => 0.999)).toBeLessThanOrEqual(RECONNECT_MAX_MS);

    const { store, events } = make(() => 0);
    store.acquire('t1');
    expect(sockets).toHaveLength(1);
    // The token goes in the first message, never in the URL.
    expect(sockets[0].url).toBe('ws://school.test/api/ws');
    expect(sockets[0].sent).toEqual([]);
    sockets[0].open();
    expect(sockets[0].sent.map((m) => JSON.parse(m))).toEqual([{ type: 'auth', token: 't1' }]);
    expect(store.getState().status).toBe('open');

    // A drop, then the server stays away: 1 s, 2 s, 4 s … never more than 30 s.
    sockets[0].drop(1006);
    expect(store.getState().status).toBe('waiting');
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
      sockets[sockets.length - 1].drop(1006);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000, 15_000]);

    // Back: the next drop waits 1 s again, and the reconnection is told (to fetch what was missed).
    vi.advanceTimersByTime(15_000);
    sockets[sockets.length - 1].open();
    expect(events.filter((e) => e.type === 'reconnected')).toHaveLength(1);
    const count = sockets.length;
    sockets[count - 1].drop(1001);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(count);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(count + 1);
  });

  it('tries at once when the browser is back online', () => {
    const { store } = make(() => 1);
    store.acquire('t1');
    sockets[0].open();
    sockets[0].drop(1006);
    expect(sockets).toHaveLength(1);
    online.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(2);
  });

  it('tries again after a growing pause when refused as one socket too many for the session', () => {
    const { store } = make(() => 0);
    store.acquire('t1');
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const current = sockets[sockets.length - 1];
      // Opened, then refused: other tabs hold the session's share.
      current.open();
      current.drop(WS_CLOSE_TOO_MANY);
      expect(store.getState().status).toBe('waiting');
      let waited = 0;
      while (sockets.length === i + 1) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([2_000, 4_000, 8_000, 15_000]);
    // Accepted at last (its first message): a later drop starts from 1 s again.
    const last = sockets[sockets.length - 1];
    last.open();
    last.receive(socketCount(0));
    last.drop(1006);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(6);
  });

  it('never tries again after 4401, and tells it', () => {
    const { store, events } = make();
    store.acquire('t1');
    sockets[0].open();
    sockets[0].drop(WS_CLOSE_UNAUTHORIZED);
    expect(store.getState().status).toBe('ended');
    expect(events).toEqual([{ type: 'ended' }]);
    vi.advanceTimersByTime(5 * 60_000);
    online.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(1);
    // The same session asking again does not reopen it either.
    store.acquire('t1');
    expect(sockets).toHaveLength(1);
  });

  it('keeps one socket however many ask, closes it when the last lets go, and follows a new login', () => {
    const { store } = make();
    const releaseA = store.acquire('t1');
    const releaseB = store.acquire('t1');
    expect(sockets).toHaveLength(1);
    sockets[0].open();
    releaseA();
    vi.runOnlyPendingTimers();
    expect(sockets[0].closedWith).toBeNull();
    releaseB();
    // A remount in the same moment keeps it.
    const releaseC = store.acquire('t1');
    vi.runOnlyPendingTimers();
    expect(sockets[0].closedWith).toBeNull();
    expect(sockets).toHaveLength(1);

    // Another session: the old socket goes, a new one comes with the new token.
    store.acquire('t2');
    expect(sockets[0].closedWith).toBe(1000);
    sockets[1].open();
    expect(sockets[1].sent.map((m) => JSON.parse(m))).toEqual([{ type: 'auth', token: 't2' }]);
    expect(sockets[1].url).not.toContain('t2');
    releaseC();
    store.disconnect();
    expect(sockets[1].closedWith).toBe(1000);
    expect(store.getState()).toEqual({ status: 'idle', newCount: null });
    // A closed socket's late events change nothing.
    sockets[1].receive(socketCount(9));
    sockets[1].drop(1006);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    expect(store.getState().newCount).toBeNull();
  });

  it('takes the count of messages, and of list answers unless a message came meanwhile', () => {
    const { store, events } = make();
    store.acquire('t1');
    sockets[0].open();
    const since = store.countVersion();
    store.setFetchedCount(3, since);
    expect(store.getState().newCount).toBe(3);

    const late = store.countVersion();
    sockets[0].receive(socketNotification(buildNotification({ id: 9 }), 4));
    expect(store.getState().newCount).toBe(4);
    expect(events.at(-1)).toMatchObject({ type: 'message', previousCount: 3, message: { type: 'notification', newCount: 4 } });
    // An answer to a call that started before the message is older news.
    store.setFetchedCount(3, late);
    expect(store.getState().newCount).toBe(4);

    sockets[0].receive('not json');
    sockets[0].receive(JSON.stringify({ type: 'other', newCount: 1 }));
    expect(store.getState().newCount).toBe(4);
    sockets[0].receive(socketCount(0));
    expect(store.getState().newCount).toBe(0);
  });
});

describe('pieces', () => {
  it('builds the socket URL on the page host with ws: or wss:', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/api/ws');
    expect(socketUrl({ protocol: 'https:', host: 'school.example' })).toBe('wss://school.example/api/ws');
  });

  it('reads only the messages of the contract', () => {
    expect(parseMessage(socketCount(2))).toEqual({ type: 'notifications.count', newCount: 2 });
    expect(parseMessage(JSON.stringify({ type: 'notification', newCount: 2 }))).toBeNull();
    expect(parseMessage(new ArrayBuffer(2))).toBeNull();
    expect(parseMessage('null')).toBeNull();
  });

  it('follows only links inside the app', () => {
    expect(safeLink('/student/courses/1')).toBe('/student/courses/1');
    expect(safeLink('/instructor/courses/1/lessons/2?tab=tasks&task=3')).toBe('/instructor/courses/1/lessons/2?tab=tasks&task=3');
    expect(safeLink('//evil.example/x')).toBeNull();
    expect(safeLink('https://evil.example')).toBeNull();
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('/\\evil.example')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });

  it('tells how long ago in English and Russian', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const at = (ms: number) => new Date(now - ms).toISOString();
    const cases: Array<[number, string, string]> = [
      [10_000, 'just now', 'только что'],
      [5 * 60_000, '5 minutes ago', '5 минут назад'],
      [60 * 60_000, '1 hour ago', '1 час назад'],
      [3 * 3600_000, '3 hours ago', '3 часа назад'],
      [26 * 3600_000, 'yesterday', 'вчера'],
      [3 * 86_400_000, '3 days ago', '3 дня назад'],
      [15 * 86_400_000, '2 weeks ago', '2 недели назад'],
      [65 * 86_400_000, '2 months ago', '2 месяца назад'],
      [800 * 86_400_000, '2 years ago', '2 года назад'],
    ];
    for (const [ago, en, ru] of cases) {
      expect(formatRelativeTime(at(ago), now, 'en', 'just now')).toBe(en);
      expect(formatRelativeTime(at(ago), now, 'ru', 'только что')).toBe(ru);
    }
    // A server clock a little ahead of the browser's.
    expect(formatRelativeTime(at(-20_000), now, 'en', 'just now')).toBe('just now');
    expect(formatRelativeTime('nonsense', now, 'en')).toBe('');
  });
});
