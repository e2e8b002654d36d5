/*
 * Notifications (SPEC §7 Notifications), shared by the app, its tests and the server.
 *
 * A notification is recorded in the transaction of the change it reports (server/lib/
 * notifications.ts) as a kind and its params; its title and text are built in the reader's
 * language when read (Accept-Language) and in the recipient's saved language for email and the
 * socket. Settings: with webNotificationEnabled off nothing new appears in the list, the badge
 * or the socket; with emailNotificationEnabled off no mail is sent. Both default to on.
 */
import type { Language } from './constants.js';
import type { ListResponse } from './types.js';

export const NOTIFICATION_KIND_LIST = [
  'ANNOUNCEMENT_PUBLISHED',
  'TASK_CREATED',
  'TEST_CREATED',
  'TASK_ANSWER_SUBMITTED',
  'TASK_ANSWER_ACCEPTED',
  'TASK_ANSWER_REJECTED',
  'TASK_ANSWER_REGRADED',
  'QUIZ_FINISHED',
  'QUIZ_REGRADED',
  'EVENT_PUBLISHED',
  'EVENT_CANCELLED',
  'TASK_DEADLINE_SOON',
  'TASK_DEADLINE_CHANGED',
  'TASK_REMINDED',
] as const;
export type NotificationKindName = (typeof NOTIFICATION_KIND_LIST)[number];

export interface NotificationDto {
  id: number;
  kind: NotificationKindName;
  /** In the reader's language. */
  title: string;
  text: string;
  /** Where the app shows the thing, as a path inside the reader's area (e.g. /student/courses/3/lessons/7), or null. */
  link: string | null;
  viewed: boolean;
  createdAt: string;
  viewedAt: string | null;
}

/**
 * GET /notifications?viewed=false|true&page&size — newest first. `viewed` false: the "new" tab,
 * true: the "seen" tab, absent: both. `newCount` is the badge's number whatever the filter.
 */
export interface NotificationListResponse extends ListResponse<NotificationDto> {
  newCount: number;
}

/**
 * PUT /notifications/view/{id}, PUT /notifications/view/all and DELETE /notifications/delete/{id}
 * answer the message and the new count after the change. Viewing is idempotent; another user's
 * id answers 404.
 */
export interface NotificationChangeResponse {
  message: string;
  newCount: number;
}

/**
 * GET /notifications/settings and PUT /notifications/settings (both flags; the PUT answers them
 * with a `message`). No saved settings: both on. `emailLanguage` is the language every email to
 * the user is written in (an invitation's, at first: see server/lib/invite.ts); a PUT may leave
 * it out to keep it.
 */
export interface NotificationSettings {
  webNotificationEnabled: boolean;
  emailNotificationEnabled: boolean;
  emailLanguage: Language;
}

/** What PUT /notifications/settings takes. */
export type NotificationSettingsInput = Omit<NotificationSettings, 'emailLanguage'> & { emailLanguage?: Language };

/**
 * The socket at /api/ws. The URL carries no token (proxies and servers log URLs): the browser
 * connects to the bare path and sends `{type: 'auth', token}` with the session token as its
 * first message (WsClientMessage). The server closes with 4401 and a reason (WS_CLOSE_REASONS):
 * a missing, revoked or replaced token; no auth message within WS_AUTH_TIMEOUT_MS
 * (AUTH_TIMEOUT); a `token` in the URL (TOKEN_IN_URL, refused even when valid, so no client
 * keeps leaking it); and later when the session ends (logout, replaced, blocked). One session
 * may hold WS_MAX_PER_SESSION sockets in a process (say, five tabs); one more is closed with
 * WS_CLOSE_TOO_MANY and the client tries again after its usual pause, getting in once another
 * tab has closed (the open tabs keep theirs: taking the oldest tab's socket instead would have
 * the tabs take it from one another in turn). After the auth message the client sends
 * nothing; the server sends JSON messages and pings every 30 s (a socket that missed the
 * previous ping is dropped). A `notification` message carries the notification in the
 * recipient's saved language. The first message of an accepted socket is a
 * `notifications.count` with the current count.
 */
export const WS_PATH = '/api/ws';
export const WS_CLOSE_UNAUTHORIZED = 4401;
export const WS_CLOSE_TOO_MANY = 4429;
export const WS_AUTH_TIMEOUT_MS = 5_000;
export const WS_MAX_PER_SESSION = 5;

/** The reason sent with a 4401 close. */
export const WS_CLOSE_REASONS = [
  'UNAUTHORIZED',
  'SESSION_EXPIRED',
  'SESSION_REPLACED',
  'ACCOUNT_BLOCKED',
  'LOGGED_OUT',
  'AUTH_TIMEOUT',
  'TOKEN_IN_URL',
] as const;
export type WsCloseReason = (typeof WS_CLOSE_REASONS)[number];
/** The reason sent with a WS_CLOSE_TOO_MANY close. */
export const WS_TOO_MANY_REASON = 'TOO_MANY_SOCKETS';

/** What the client sends: only this, first. */
export type WsClientMessage = { type: 'auth'; token: string };

export type WsMessage =
  | { type: 'notification'; notification: NotificationDto; newCount: number }
  /** The number of new notifications changed (one was viewed or deleted, maybe in another tab). */
  | { type: 'notifications.count'; newCount: number };
