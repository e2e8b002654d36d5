import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { checkAnswers, generateExam } from '../../bench/examRush.mjs';
import { UPSTREAM_HEADER } from '../../bench/lib/roundRobinProxy.mjs';
import { WS_PATH, type WsClientMessage, type WsMessage } from '../../src/api/notifications.js';
import type { Db } from '../../server/db/index.js';
import { hashPassword } from '../../server/lib/crypto.js';
import { RATE_LIMITS } from '../../server/plugins/rateLimits.js';
import { openSession } from '../../server/routes/auth/repository.js';
import { startCluster, type Cluster } from './chaosCluster.js';
import { canonicalAnswers } from '../../bench/lib/examLoad.mjs';
import { createClient, lostAtKill, newRecord, sitExam, snapshot, type Client } from './chaosClient.js';
import { waitFor } from './helpers.js';
import { PNG } from './uploadFixtures.js';

/*
 * Chaos: two app processes (real OS processes) on one PostgreSQL database, files in
 * S3 (s3rver), rate limits in Redis, behind a round-robin proxy that keeps sending to a dead
 * process. 200 students sit a timed test through it, and halfway through one process is killed
 * with SIGKILL. The students retry what got no answer, as browsers would; afterwards every
 * acknowledged save and submission must be stored, a socket on the survivor still hears its
 * student's result, a file uploaded through the dead process is served by the other, and the
 * failed-login limit counted across both processes stops at the one-process total.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const STUDENTS = 200;
const SAVES = 6;
const SAVE_EVERY_MS = 1_000;
/** The kill comes this long after the first start: half the saves are done, half to come. */
const KILL_AFTER_MS = (SAVES / 2) * SAVE_EVERY_MS;
const LOGIN_MAX = RATE_LIMITS.authenticate.max;

interface Socket {
  ws: WebSocket;
  upstream: number;
  messages: WsMessage[];
  closed: Promise<number>;
}

/** A student's socket through the proxy, authenticated; upstream is the process it reached. */
async function openSocket(base: string, token: string): Promise<Socket> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${WS_PATH}`);
  const messages: WsMessage[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as WsMessage));
  ws.on('error', () => {});
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token } satisfies WsClientMessage)));
  const upstream = await new Promise<number>((resolve, reject) => {
    ws.once('upgrade', (res) => resolve(Number(res.headers[UPSTREAM_HEADER])));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
  });
  // The first message, the current count, says the session was accepted.
  await waitFor(() => (messages.length ? true : undefined), 10_000, 'the socket to be accepted');
  return { ws, upstream, messages, closed };
}

/** Each student's stored answers (canonical text) on the test. */
async function storedAnswers(db: Db, testId: number): Promise<Map<number, string>> {
  const rows = await db.selectFrom('test_attempts').select(['student_id', 'answers']).where('test_id', '=', testId).execute();
  return new Map(rows.map((r) => [r.student_id, canonicalAnswers(typeof r.answers === 'string' ? JSON.parse(r.answers) : r.answers)]));
}

describe.skipIf(!serverUrl || !redisUrl)('chaos: a process killed mid-exam (skipped: needs TEST_DATABASE_URL and TEST_REDIS_URL)', () => {
  let cluster: Cluster;
  let client: Client;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    cluster = await startCluster(serverUrl!, redisUrl!);
    client = createClient(cluster.proxy.url);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await cluster?.close();
  });

  it('refuses failed logins from one address spread over both processes at the one-process total', async () => {
    const spray = (n: number) =>
      client.send('POST', '/api/auth/authenticate', {
        from: '203.0.113.77',
        json: { email: `nobody${n}@chaos.test`, password: 'guess-1234' },
      });
    // Four at a time: each is counted in Redis at once, whichever process takes it.
    const failed = [];
    for (let n = 0; n < LOGIN_MAX; n += 4)
      failed.push(...(await Promise.all([0, 1, 2, 3].filter((i) => n + i < LOGIN_MAX).map((i) => spray(n + i)))));
    expect(failed.map((r) => r.status)).toEqual(Array(LOGIN_MAX).fill(401));
    expect(new Set(failed.map((r) => r.upstream))).toEqual(new Set([0, 1]));
    const refused = [await spray(LOGIN_MAX), await spray(LOGIN_MAX + 1)];
    expect(refused.map((r) => r.status)).toEqual([429, 429]);
    expect(new Set(refused.map((r) => r.upstream))).toEqual(new Set([0, 1]));
  }, 30_000);

  it('keeps every acknowledged answer when a process is killed mid-exam; the survivor pushes and serves its files', async () => {
    const { db, apps, proxy } = cluster;
    const { testId, students } = await generateExam(db, STUDENTS, await hashPassword('chaos-2026'));
    // Sessions opened in the database: 200 scrypt logins would be most of the test's time.
    const now = new Date();
    const sessions = await Promise.all(students.map(async (s) => ({ id: s.id, token: await openSession(db, s.id, now) })));

    // A file uploaded through one process, which is then the one killed.
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'chaos.png');
    const uploaded = await client.send('POST', '/api/static/upload', { token: sessions[0]!.token, body: form });
    expect(uploaded.status).toBe(200);
    const victim = uploaded.upstream!;
    const survivor = 1 - victim;

    // Four students' sockets, opened one after another: round robin puts two on each process.
    for (const s of sessions.slice(0, 4)) sockets.push(await openSocket(proxy.url, s.token));
    expect(sockets.map((s) => s.upstream).sort()).toEqual([0, 0, 1, 1]);

    // The exam: starts over the first second; the kill halfway through the saves. What each
    // student had acknowledged then is noted, and what the database holds read at once: the
    // submissions at the end overwrite every save, so this is where a save the dead process
    // acknowledged but never stored would show.
    const outcomes = sessions.map((s) => newRecord(s.id));
    let heardAtKill: number[] = [];
    const kill = (async () => {
      await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
      // On a slow machine later: the kill is to find half the students with a save acknowledged.
      await waitFor(
        () => (outcomes.filter((o) => o.acked !== null).length >= STUDENTS / 2 ? true : undefined),
        30_000,
        'half the students to have saved',
      );
      heardAtKill = sockets.map((socket) => socket.messages.length);
      const atKill = snapshot(outcomes);
      apps[victim]!.kill('SIGKILL');
      return { atKill, stored: await storedAnswers(db, testId) };
    })();
    await Promise.all(
      sessions.map(async (s, i) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * SAVE_EVERY_MS));
        await sitExam(client, s, outcomes[i]!, testId, SAVES, SAVE_EVERY_MS);
      }),
    );
    const { atKill, stored: storedAtKill } = await kill;
    expect(await apps[victim]!.exited).toBe('SIGKILL');
    const { traffic } = client;

    // The kill hit a working cluster: both processes had acknowledged writes (many of the last
    // ones before the kill were the dead one's), and requests sent to the dead one after it
    // failed and were sent again, until every student had submitted.
    expect(atKill.filter((k) => k.ackedBy === victim).length).toBeGreaterThan(STUDENTS / 10);
    expect(atKill.filter((k) => k.ackedBy === survivor).length).toBeGreaterThan(STUDENTS / 10);
    expect(traffic.statuses[502]).toBeGreaterThan(0);
    expect(traffic.retries).toBeGreaterThan(0);
    expect(traffic.failures).toEqual([]);
    expect(outcomes.every((o) => o.ackedKind === 'submit')).toBe(true);

    // Just after the kill, the database held what each student had acknowledged, whichever
    // process acknowledged it.
    expect(lostAtKill(atKill, outcomes, storedAtKill)).toEqual([]);

    // Every acknowledged write is what the database holds, every submission closed.
    const check = await checkAnswers(db, testId, outcomes);
    expect(check.examples).toEqual([]);
    expect(check).toMatchObject({ checked: STUDENTS, lost: 0, attempts: STUDENTS, submitted: STUDENTS });

    // The sockets on the survivor heard their students' results, submitted after the kill;
    // those on the dead process were closed.
    for (const [i, socket] of sockets.entries()) {
      if (socket.upstream !== survivor) continue;
      const finished = await waitFor(
        () => socket.messages.slice(heardAtKill[i]).find((m) => m.type === 'notification' && m.notification.kind === 'QUIZ_FINISHED'),
        10_000,
        'the QUIZ_FINISHED push',
      );
      expect(finished.type === 'notification' && finished.notification.title).toContain('Final exam');
      expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    }
    for (const socket of sockets.filter((s) => s.upstream === victim)) await socket.closed;

    // The file uploaded through the dead process, served by the survivor from the bucket.
    const served = await client.sendUntilAnswered('GET', (uploaded.body as { link: string }).link);
    expect(served.status).toBe(200);
    expect(served.upstream).toBe(survivor);
    expect(served.raw.equals(PNG)).toBe(true);
  }, 90_000);
});
