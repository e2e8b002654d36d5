import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';
import type { MailMessage, Mailer } from '../plugins/mail.js';
import { mailHtml } from './mailHtml.js';

const BATCH = 50;
const MAX_ATTEMPTS = 5;
// A claimed message not marked sent by then (a crashed process) is tried again.
const CLAIM_MS = 2 * 60_000;
/** How long a kick waits for more messages before a run starts. */
const GATHER_MS = 200;

/**
 * Queues emails in the database, inside the caller's transaction when given one, so a
 * message is sent if and only if the change that caused it was committed.
 */
export async function enqueueMail(db: Db, messages: MailMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += 1000) {
    await db
      .insertInto('mail_queue')
      .values(
        messages
          .slice(i, i + 1000)
          .map((m) => ({ to_address: m.to, subject: m.subject, body_text: m.text, headers: m.headers ? JSON.stringify(m.headers) : null })),
      )
      .execute();
  }
}

/**
 * Sends what is queued, a batch at a time, until nothing is left. Safe in several processes
 * at once: each message is claimed by one of them (SKIP LOCKED). Failures are retried later.
 */
export async function deliverQueuedMail(db: Db, mailer: Mailer, now: () => Date, log?: FastifyBaseLogger): Promise<number> {
  let sent = 0;
  for (;;) {
    const at = now();
    const claimed = await sql<{
      id: string;
      to_address: string;
      subject: string;
      body_text: string;
      headers: Record<string, string> | null;
    }>`
      update mail_queue set locked_until = ${new Date(at.getTime() + CLAIM_MS)}, attempts = attempts + 1
      where id in (
        select id from mail_queue
        where sent_at is null and attempts < ${MAX_ATTEMPTS} and (locked_until is null or locked_until < ${at})
        order by id limit ${BATCH} for update skip locked)
      returning id, to_address, subject, body_text, headers`.execute(db);
    if (!claimed.rows.length) return sent;
    // PGlite answers within microtasks: without a macrotask break a long run would starve every
    // other request (and the answer that queued the mail) until the whole queue is sent.
    await new Promise((resolve) => setImmediate(resolve));
    // Sent messages are marked in one statement per batch, not one commit each: during an exam
    // thousands of result emails are queued at once, and a commit apiece competed with the
    // students' own writes for connections and WAL flushes. A crash between sending and marking
    // sends that batch again once its claim expires (at least once, as before, a wider window).
    const sentIds: string[] = [];
    try {
      for (const row of claimed.rows) {
        try {
          // Every email has an HTML part beside its text, made from the text at sending.
          await mailer.send({
            to: row.to_address,
            subject: row.subject,
            text: row.body_text,
            html: mailHtml(row.body_text),
            ...(row.headers ? { headers: row.headers } : {}),
          });
          sentIds.push(row.id);
        } catch (err) {
          log?.warn({ err, to: row.to_address }, 'mail delivery failed; will retry');
          await db
            .updateTable('mail_queue')
            .set({ last_error: String((err as Error).message ?? err) })
            .where('id', '=', row.id)
            .execute();
        }
      }
    } finally {
      if (sentIds.length) await db.updateTable('mail_queue').set({ sent_at: now(), last_error: null }).where('id', 'in', sentIds).execute();
    }
    sent += sentIds.length;
  }
}

/** Runs delivery in the background, one run at a time per process, re-running if kicked meanwhile. */
export function createMailQueue(db: Db, mailer: Mailer, now: () => Date, log?: FastifyBaseLogger) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> =>
    deliverQueuedMail(db, mailer, now, log)
      .then(() => undefined)
      .catch((err) => log?.error({ err }, 'mail queue run failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    // A short wait gathers what comes in meanwhile: when 3,000 students submit a test, each
    // result email kicks the queue, and a run apiece cost two statements per submission.
    running = new Promise((resolve) => setTimeout(resolve, GATHER_MS)).then(run);
    return running;
  }
  return {
    kick,
    /** Waits for the current run and any re-run it was kicked into (for shutdown and tests). */
    idle: async () => {
      while (running) await running;
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;

/** Messages still to send, and those given up after MAX_ATTEMPTS failures (metrics). */
export async function mailQueueDepth(db: Db): Promise<{ pending: number; failed: number }> {
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('attempts', '<', MAX_ATTEMPTS).as('pending'),
      eb.fn.countAll<string>().filterWhere('attempts', '>=', MAX_ATTEMPTS).as('failed'),
    ])
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), failed: Number(row.failed) };
}
