import { normalizeLanguage, ROLE_HOME, type Role } from '../../src/api/constants.js';
import type { Db } from '../db/index.js';
import { t } from '../i18n/index.js';
import { enqueueMail } from './mailQueue.js';
import type { MailMessage } from '../plugins/mail.js';
import { notificationText } from './notificationTexts.js';

/*
 * The one notification service. A notification is recorded in the same transaction as the
 * change it reports, so it exists exactly when the change does. A notification is a kind and
 * its params, not a text: the reader's language builds the text when it is shown
 * (notificationTexts.ts).
 *
 * Delivery is decided here, in that same transaction, by the recipient's settings (no row in
 * notification_settings: both on):
 * - web on: the row is shown (`web`), i.e. listed, counted and pushed to the user's sockets. Web
 *   off: the row is still recorded but hidden for good, so turning web back on later brings no
 *   flood of old news;
 * - email on (and the account neither blocked nor in the trash): an email in the recipient's
 *   saved language (users.language), with a link into the app, is queued in the mail outbox
 *   (mailQueue.ts), so it is sent exactly when the change commits.
 * After the commit, database triggers (migration 0012) NOTIFY every app process, which pushes
 * the new rows to its sockets and kicks the mail queue (server/plugins/realtime.ts).
 */

export { NOTIFICATION_KINDS, type NotificationKind } from './notificationKinds.js';
import type { NotificationKind } from './notificationKinds.js';

export interface NotificationInput {
  schoolId: number;
  userId: number;
  kind: NotificationKind;
  params?: Record<string, unknown>;
  /** The server's clock; the database's now() when left out. */
  at?: Date;
  /**
   * Set to record it at most once per user: a second notification with the same key for the
   * same user is not recorded (nor mailed), also when two processes try at the same moment.
   */
  onceKey?: string;
}

export interface NotifyOptions {
  /**
   * false: only record the rows, shown on the web, with no email and no regard to settings (the
   * demo seed's history). Default true.
   */
  deliver?: boolean;
}

let appUrl = (globalThis.process?.env?.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, '');

/** The app's public address, for the links in notification emails (buildApp sets PUBLIC_URL's). */
export function setNotificationAppUrl(publicUrl: string): void {
  appUrl = publicUrl.replace(/\/+$/, '');
}

interface Recipient {
  email: string;
  unsubscribeKey: string;
  language: string;
  role: Role;
  timeZone: string;
  web: boolean;
  mail: boolean;
}

async function recipientsOf(trx: Db, userIds: number[]): Promise<Map<number, Recipient>> {
  const rows = await trx
    .selectFrom('users as u')
    .innerJoin('schools as s', 's.id', 'u.school_id')
    .leftJoin('notification_settings as ns', 'ns.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.unsubscribe_key',
      'u.language',
      'u.role',
      'u.blocked',
      'u.deleted_at',
      's.timezone',
      'ns.web_enabled',
      'ns.email_enabled',
    ])
    .where('u.id', 'in', userIds)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        email: r.email,
        unsubscribeKey: r.unsubscribe_key,
        language: r.language,
        role: r.role,
        timeZone: r.timezone,
        web: r.web_enabled ?? true,
        mail: (r.email_enabled ?? true) && !r.blocked && r.deleted_at === null && r.email.includes('@'),
      },
    ]),
  );
}

const CHUNK = 1000;

/** Records a notification for one user; answers its id, or undefined when its onceKey was used already. */
export async function notify(trx: Db, input: NotificationInput, options?: NotifyOptions): Promise<number | undefined> {
  const [id] = await notifyMany(trx, [input], options);
  return id;
}

/**
 * Records several notifications (e.g. every student of a course) and queues their emails, in
 * the caller's transaction. Answers the ids recorded (without those whose onceKey was used).
 */
export async function notifyMany(trx: Db, inputs: NotificationInput[], options: NotifyOptions = {}): Promise<number[]> {
  if (!inputs.length) return [];
  const deliver = options.deliver !== false;
  const recipients = deliver ? await recipientsOf(trx, [...new Set(inputs.map((n) => n.userId))]) : new Map<number, Recipient>();
  const ids: number[] = [];
  for (let i = 0; i < inputs.length; i += CHUNK) {
    const rows = await trx
      .insertInto('notifications')
      .values(inputs.slice(i, i + CHUNK).map((n) => rowOf(n, recipients.get(n.userId))))
      .onConflict((oc) => oc.columns(['user_id', 'once_key']).where('once_key', 'is not', null).doNothing())
      .returning(['id', 'user_id', 'kind', 'params', 'emailed'])
      .execute();
    await enqueueMail(
      trx,
      rows.filter((r) => r.emailed).map((r) => notificationMail(recipients.get(r.user_id)!, r.kind, r.params)),
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** A notification's row as written, by the recipient's settings (none read: shown, not mailed). */
function rowOf(n: NotificationInput, who: Recipient | undefined) {
  return {
    school_id: n.schoolId,
    user_id: n.userId,
    kind: n.kind,
    params: JSON.stringify(n.params ?? {}),
    web: who ? who.web : true,
    emailed: who ? who.mail : false,
    once_key: n.onceKey ?? null,
    ...(n.at ? { created_at: n.at } : {}),
  };
}

/** A notification ready to be written in a statement of the caller's (see notifyMany). */
export interface PreparedNotification {
  row: ReturnType<typeof rowOf>;
  /** Its email, when the recipient gets one. */
  mail: MailMessage | null;
}

/**
 * Reads the recipient's settings and builds what notify would write, for a hot path that
 * writes the notification in the same statement as the change it reports (a submitted test),
 * rather than in a transaction of several round trips. Without onceKey: nothing to dedupe.
 */
export async function prepareNotification(db: Db, input: Omit<NotificationInput, 'onceKey'>): Promise<PreparedNotification> {
  const who = (await recipientsOf(db, [input.userId])).get(input.userId);
  const row = rowOf(input, who);
  return { row, mail: who && row.emailed ? notificationMail(who, input.kind, input.params ?? {}) : null };
}

/**
 * One notification as an email: its title as the subject, its text and a link into the app.
 * Mail programs offer to unsubscribe by the List-Unsubscribe headers (one click, RFC 8058,
 * answered by POST /api/notifications/unsubscribe/:key), and Auto-Submitted keeps
 * out-of-office replies from answering it (RFC 3834).
 */
function notificationMail(to: Recipient, kind: string, params: Record<string, unknown>): MailMessage {
  const lang = normalizeLanguage(to.language);
  const { title, text, link } = notificationText(kind, params, { lang, role: to.role, timeZone: to.timeZone });
  const body = [
    text,
    t(lang, 'notifications.mail.open', { url: `${appUrl}${link ?? `${ROLE_HOME[to.role]}/`}` }),
    '--',
    t(lang, 'notifications.mail.footer', { url: `${appUrl}${ROLE_HOME[to.role]}/notifications` }),
  ].filter(Boolean);
  return {
    to: to.email,
    subject: title,
    text: `${body.join('\n\n')}\n`,
    headers: {
      'List-Unsubscribe': `<${appUrl}/api/notifications/unsubscribe/${to.unsubscribeKey}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    },
  };
}
