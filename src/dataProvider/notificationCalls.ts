import type { Identifier } from 'ra-core';
import type { NotificationChangeResponse, NotificationListResponse, NotificationSettings } from '../api/notifications';
import type { MessageResponse } from '../api/types';
import { segment, sendVia } from './callHelpers';
import type { HttpClient } from './httpClient';

/** Which notifications a list call asks for: `viewed` false is the New tab, true the Seen tab, absent both. */
export interface NotificationListParams {
  viewed?: boolean;
  /** From 1. */
  page: number;
  size: number;
}

/**
 * The notification calls (every role): failures arrive as HttpErrors carrying the server's
 * message in the user's language, and a 401 goes through the app's handling. Each change answers the server's `{message}` (and the new count).
 */
export interface NotificationCalls {
  /** GET /notifications?viewed&page&size: newest first, with `newCount` for the badge whatever the filter. */
  listNotifications(params: NotificationListParams, signal?: AbortSignal): Promise<NotificationListResponse>;
  /** PUT /notifications/view/{id}: the notification moves to the Seen tab. */
  viewNotification(id: Identifier): Promise<NotificationChangeResponse>;
  /** PUT /notifications/view/all: every new notification of the user is seen. */
  viewAllNotifications(): Promise<NotificationChangeResponse>;
  /** DELETE /notifications/delete/{id}. */
  deleteNotification(id: Identifier): Promise<NotificationChangeResponse>;
  /** GET /notifications/settings. */
  getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings>;
  /** PUT /notifications/settings with both flags and the email language. */
  saveNotificationSettings(settings: NotificationSettings): Promise<MessageResponse & Partial<NotificationSettings>>;
}

export function createNotificationCalls(url: (path: string) => string, httpClient: HttpClient): NotificationCalls {
  const send = sendVia(url, httpClient);
  return {
    listNotifications: ({ viewed, page, size }, signal) =>
      send<NotificationListResponse>('notifications', { searchParams: { viewed, page, size }, signal }),
    viewNotification: (id) => send<NotificationChangeResponse>(`notifications/view/${segment(id)}`, { method: 'PUT' }),
    viewAllNotifications: () => send<NotificationChangeResponse>('notifications/view/all', { method: 'PUT' }),
    deleteNotification: (id) => send<NotificationChangeResponse>(`notifications/delete/${segment(id)}`, { method: 'DELETE' }),
    getNotificationSettings: (signal) => send<NotificationSettings>('notifications/settings', { signal }),
    saveNotificationSettings: ({ webNotificationEnabled, emailNotificationEnabled, emailLanguage }) =>
      send('notifications/settings', { method: 'PUT', json: { webNotificationEnabled, emailNotificationEnabled, emailLanguage } }),
  };
}
