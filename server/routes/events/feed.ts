import { normalizeLanguage, type Language } from '../../../src/api/constants.js';
import { CALENDAR_FEED_PAST_DAYS, type CalendarFeedDto } from '../../../src/api/events.js';
import type { Db } from '../../db/index.js';
import { hashToken, newToken } from '../../lib/crypto.js';
import { deadlineRows } from './deadlines.js';
import type { FeedDeadline, FeedEvent } from './ics.js';
import { visibleEvents, type Viewer } from './repository.js';
import { zoneOrUtc } from '../../lib/schoolTimeZone.js';

/*
 * Personal calendar feeds: one secret token a user, kept only as its hash (like sessions), so
 * the address can be shown only when it is made. The token alone opens the feed; a blocked or
 * deleted user's feed answers 404.
 */

/** The feed's addresses for a fresh token. */
export function feedUrls(publicUrl: string, token: string): Pick<CalendarFeedDto, 'url' | 'webcalUrl'> {
  const url = `${publicUrl}/api/calendar/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
}

/** The user's feed, made now when they have none: its token only when it was made by this call. */
export async function openFeed(db: Db, userId: number, now: Date): Promise<{ token: string | null; createdAt: Date }> {
  const token = newToken();
  const made = await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token_hash: hashToken(token), created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('created_at')
    .executeTakeFirst();
  if (made) return { token, createdAt: made.created_at };
  const existing = await db.selectFrom('calendar_feeds').select('created_at').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return { token: null, createdAt: existing.created_at };
}

/** A new secret for the user's feed (made when missing); the old address stops at once. */
export async function rotateFeed(db: Db, userId: number, now: Date): Promise<{ token: string; createdAt: Date }> {
  const token = newToken();
  const row = await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token_hash: hashToken(token), created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: hashToken(token), created_at: now }))
    .returning('created_at')
    .executeTakeFirstOrThrow();
  return { token, createdAt: row.created_at };
}

export async function revokeFeed(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

export interface FeedOwner extends Viewer {
  lang: Language;
  schoolName: string;
  timeZone: string;
}

/** Whose feed a token opens: null for an unknown or revoked token, or a blocked or deleted user. */
export async function feedOwner(db: Db, token: string): Promise<FeedOwner | null> {
  const row = await db
    .selectFrom('calendar_feeds as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .innerJoin('schools as s', 's.id', 'u.school_id')
    .select(['u.id', 'u.school_id', 'u.role', 'u.language', 's.name as school_name', 's.timezone'])
    .where('f.token_hash', '=', hashToken(token))
    .where('u.deleted_at', 'is', null)
    .where('u.blocked', '=', false)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    schoolId: row.school_id,
    role: row.role,
    lang: normalizeLanguage(row.language),
    schoolName: row.school_name,
    timeZone: zoneOrUtc(row.timezone),
  };
}

/**
 * What the owner would see in their calendar: admins every event but drafts; instructors and
 * students the published events of their groups. Events whose last occurrence ended more than
 * CALENDAR_FEED_PAST_DAYS ago are left out, so the file stays small as the years pass.
 */
export async function feedEvents(db: Db, owner: Viewer, now: Date): Promise<FeedEvent[]> {
  const since = new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * 86_400_000);
  const rows = await visibleEvents(db, owner)
    .select([
      'e.id',
      'e.title',
      'e.description',
      'e.start_at',
      'e.end_at',
      'e.all_day',
      'e.repeat_until',
      'e.place',
      'e.online_link',
      'e.status',
      'e.cancellation_reason',
      'e.created_at',
      'e.updated_at',
    ])
    .where('e.status', '<>', 'DRAFT')
    .where('e.series_end_at', '>', since)
    .orderBy('e.start_at')
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    start: new Date(r.start_at),
    end: new Date(r.end_at),
    allDay: r.all_day,
    repeatUntil: r.repeat_until,
    place: r.place,
    onlineLink: r.online_link,
    status: r.status,
    cancellationReason: r.cancellation_reason,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  }));
}

const seg = (id: number) => encodeURIComponent(String(id));

/** Where a deadline opens in the app: a student's task page, an instructor's lesson; an admin has no lesson pages. */
export function deadlineUrl(publicUrl: string, role: Viewer['role'], ids: { courseId: number; lessonId: number; taskId: number }) {
  const lesson = `courses/${seg(ids.courseId)}/lessons/${seg(ids.lessonId)}`;
  if (role === 'STUDENT') return `${publicUrl}/student/${lesson}/tasks/${seg(ids.taskId)}`;
  if (role === 'INSTRUCTOR') return `${publicUrl}/instructor/${lesson}`;
  return null;
}

/**
 * The task deadlines the owner sees in their calendar (deadlines.ts), those that passed more
 * than CALENDAR_FEED_PAST_DAYS ago left out, each with the address that opens it in the app.
 */
export async function feedDeadlines(db: Db, owner: Viewer, now: Date, publicUrl: string): Promise<FeedDeadline[]> {
  const since = new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * 86_400_000);
  const rows = await deadlineRows(db, owner, now, since);
  return rows.map((r) => ({
    taskId: r.task_id,
    title: r.task_name,
    deadline: new Date(r.deadline),
    courseName: r.course_name,
    lessonName: r.lesson_name,
    url: deadlineUrl(publicUrl, owner.role, { courseId: r.course_id, lessonId: r.lesson_id, taskId: r.task_id }),
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  }));
}
