import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailQueue, deliverQueuedMail, enqueueMail } from '../../server/lib/mailQueue.js';
import type { MailMessage, Mailer } from '../../server/plugins/mail.js';
import { createTestApp, mailQueueDrained, minutes, waitFor, type TestApp } from './helpers.js';

/** A mailer that records what it sends and can be told to fail. */
function recordingMailer() {
  const sent: MailMessage[] = [];
  let failing = false;
  const mailer: Mailer = {
    async send(message) {
      if (failing) throw new Error('SMTP is down');
      // A real send takes a moment; the queue must not count a message sent before it resolves.
      await new Promise((resolve) => setTimeout(resolve, 1));
      sent.push(message);
    },
    close() {},
  };
  return { mailer, sent, fail: (on: boolean) => (failing = on) };
}

const message = (n: number): MailMessage => ({ to: `user${n}@example.test`, subject: `Subject ${n}`, text: `Body ${n}` });

describe('mail queue (transactional outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends each queued message once, even with two deliverers at the same time', async () => {
    const { mailer, sent } = recordingMailer();
    await enqueueMail(
      t.db,
      Array.from({ length: 120 }, (_, i) => message(i)),
    );
    const [a, b] = await Promise.all([deliverQueuedMail(t.db, mailer, t.clock.now), deliverQueuedMail(t.db, mailer, t.clock.now)]);
    expect(a + b).toBe(120);
    expect(new Set(sent.map((m) => m.to)).size).toBe(120);
    expect(sent).toHaveLength(120);
    expect(await deliverQueuedMail(t.db, mailer, t.clock.now)).toBe(0);
  });

  it('keeps a message whose delivery failed and sends it on a later run', async () => {
    const { mailer, sent, fail } = recordingMailer();
    await enqueueMail(t.db, [message(1000)]);
    fail(true);
    expect(await deliverQueuedMail(t.db, mailer, t.clock.now)).toBe(0);
    const row = await t.db.selectFrom('mail_queue').selectAll().where('to_address', '=', 'user1000@example.test').executeTakeFirstOrThrow();
    expect(row.sent_at).toBeNull();
    expect(row.last_error).toContain('SMTP is down');
    fail(false);
    // Not retried while its claim holds: a crashed sender's message waits its turn.
    expect(await deliverQueuedMail(t.db, mailer, t.clock.now)).toBe(0);
    t.clock.advance(minutes(3));
    expect(await deliverQueuedMail(t.db, mailer, t.clock.now)).toBe(1);
    expect(sent.map((m) => m.subject)).toEqual(['Subject 1000']);
  });

  it('leaves nothing queued when the transaction that queued it rolls back', async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        await enqueueMail(trx, [message(2000)]);
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    const rows = await t.db.selectFrom('mail_queue').select('id').where('to_address', '=', 'user2000@example.test').execute();
    expect(rows).toHaveLength(0);
  });

  it('a kick delivers in the background, and kicks during a run are not lost', async () => {
    const { mailer, sent } = recordingMailer();
    const queue = createMailQueue(t.db, mailer, t.clock.now);
    await enqueueMail(t.db, [message(3000)]);
    const first = queue.kick();
    await enqueueMail(t.db, [message(3001)]);
    void queue.kick();
    await first;
    await queue.idle();
    await queue.idle();
    expect(sent.map((m) => m.to).sort()).toEqual(['user3000@example.test', 'user3001@example.test']);
  });
});

describe('password reset mail goes through the queue, at most 3 per quarter hour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captureMail: true });
  });
  afterAll(() => t.close());

  it('sends the first three requests, answers the fourth the same way without a mail, and sends again later', async () => {
    const ask = () => t.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email: 'student@demo.test' } });
    for (let i = 0; i < 4; i++) {
      const res = await ask();
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/we have sent it a link/);
    }
    await waitFor(() => (t.mail.length >= 3 ? true : undefined), 10_000, 'three reset mails');
    await mailQueueDrained(t.db);
    expect(t.mail.filter((m) => m.to === 'student@demo.test')).toHaveLength(3);
    t.clock.advance(minutes(16));
    await ask();
    await waitFor(() => (t.mail.length >= 4 ? true : undefined), 10_000, 'a fourth reset mail');
    const queued = await t.db.selectFrom('mail_queue').select(['sent_at']).execute();
    expect(queued.every((row) => row.sent_at !== null)).toBe(true);
  });
});
