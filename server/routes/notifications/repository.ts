import { sql } from 'kysely';
import { normalizeLanguage, type Language, type Role } from '../../../src/api/constants.js';
import type {
  NotificationDto,
  NotificationKindName,
  NotificationSettings,
  NotificationSettingsInput,
} from '../../../src/api/notifications.js';
import type { Db } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/listing.js';
import { notificationText } from '../../lib/notificationTexts.js';
import type { SessionUser } from '../../plugins/auth.js';

/*
 * A user's notifications: only their own, of their school, and only those shown on the web
 * (`web`; recorded while web notifications were off they stay hidden). Any other id is a 404.
 */

export type Owner = Pick<SessionUser, 'id' | 'schoolId' | 'role'>;

const columns = ['n.id', 'n.kind', 'n.params', 'n.created_at', 'n.viewed_at', 's.timezone'] as const;

export interface NotificationRow {
  id: number;
  kind: string;
  params: Record<string, unknown>;
  created_at: Date;
  viewed_at: Date | null;
  timezone: string;
}

/** A notification as its reader sees it, in the reader's language. */
export function toNotificationDto(row: NotificationRow, reader: { lang: Language; role: Role }): NotificationDto {
  const { title, text, link } = notificationText(row.kind, row.params, { lang: reader.lang, role: reader.role, timeZone: row.timezone });
  return {
    id: row.id,
    kind: row.kind as NotificationKindName,
    title,
    text,
    link,
    viewed: row.viewed_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
    viewedAt: row.viewed_at === null ? null : new Date(row.viewed_at).toISOString(),
  };
}

function shown(db: Db, owner: Pick<Owner, 'id' | 'schoolId'>) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('schools as s', 's.id', 'n.school_id')
    .where('n.user_id', '=', owner.id)
    .where('n.school_id', '=', owner.schoolId)
    .where('n.web', '=', true);
}

/** The badge's number: the user's new (not viewed) shown notifications. */
export async function newCountOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('web', '=', true)
    .where('viewed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** New counts of several users at once (those with none are left out). */
export async function newCountsOf(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .selectFrom('notifications')
    .select(['user_id', sql<number>`count(*)::int`.as('n')])
    .where('user_id', 'in', userIds)
    .where('web', '=', true)
    .where('viewed_at', 'is', null)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}

export async function listNotifications(db: Db, owner: Owner, lang: Language, query: { viewed?: boolean; page?: number; size?: number }) {
  const base = shown(db, owner).$if(query.viewed !== undefined, (q) => q.where('n.viewed_at', query.viewed ? 'is not' : 'is', null));
  const { limit, offset } = pageOf(query);
  const [rows, total, newCount] = await Promise.all([
    base.select(columns).orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').limit(limit).offset(offset).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    newCountOf(db, owner.id),
  ]);
  return { objects: rows.map((row) => toNotificationDto(row, { lang, role: owner.role })), count: Number(total.n), newCount };
}

/** Shown notifications by id (the socket's push), with their recipients. */
export async function notificationsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('notifications as n')
    .innerJoin('schools as s', 's.id', 'n.school_id')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select([...columns, 'n.user_id', 'u.language', 'u.role'])
    .where('n.id', 'in', ids)
    .where('n.web', '=', true)
    .orderBy('n.id')
    .execute();
}

/** Marks one as seen; seen already stays as it was (the first time counts). 404 unless the user's own. */
export async function viewNotification(db: Db, owner: Owner, id: number, now: Date): Promise<void> {
  const updated = await db
    .updateTable('notifications')
    .set({ viewed_at: now })
    .where('id', '=', id)
    .where('user_id', '=', owner.id)
    .where('school_id', '=', owner.schoolId)
    .where('web', '=', true)
    .where('viewed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (updated) return;
  const exists = await shown(db, owner).select('n.id').where('n.id', '=', id).executeTakeFirst();
  if (!exists) throw notFound();
}

/** Marks every new one of the user as seen; answers how many changed. */
export async function viewAllNotifications(db: Db, owner: Owner, now: Date): Promise<number> {
  const rows = await db
    .updateTable('notifications')
    .set({ viewed_at: now })
    .where('user_id', '=', owner.id)
    .where('school_id', '=', owner.schoolId)
    .where('web', '=', true)
    .where('viewed_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

/** Deletes one for good; 404 unless the user's own. */
export async function deleteNotification(db: Db, owner: Owner, id: number): Promise<void> {
  const deleted = await db
    .deleteFrom('notifications')
    .where('id', '=', id)
    .where('user_id', '=', owner.id)
    .where('school_id', '=', owner.schoolId)
    .where('web', '=', true)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw notFound();
}

export async function getSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('notification_settings as ns', 'ns.user_id', 'u.id')
    .select(['ns.web_enabled', 'ns.email_enabled', 'u.language'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    webNotificationEnabled: row.web_enabled ?? true,
    emailNotificationEnabled: row.email_enabled ?? true,
    emailLanguage: normalizeLanguage(row.language),
  };
}

export async function saveSettings(db: Db, userId: number, settings: NotificationSettingsInput, now: Date): Promise<NotificationSettings> {
  const values = { web_enabled: settings.webNotificationEnabled, email_enabled: settings.emailNotificationEnabled, updated_at: now };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('notification_settings')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    if (settings.emailLanguage) await trx.updateTable('users').set({ language: settings.emailLanguage }).where('id', '=', userId).execute();
  });
  return getSettings(db, userId);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The live user an unsubscribe link names by their unsubscribe_key, in their own language. */
export async function unsubscribeHolder(db: Db, key: string): Promise<{ id: number; email: string; lang: Language } | undefined> {
  if (!UUID.test(key)) return undefined;
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'language'])
    .where('unsubscribe_key', '=', key)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, lang: normalizeLanguage(row.language) };
}

/** Notification emails off for the user; web notifications as they were (on when never set). */
export async function turnOffEmails(db: Db, userId: number, now: Date): Promise<void> {
  const values = { email_enabled: false, updated_at: now };
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, web_enabled: true, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
