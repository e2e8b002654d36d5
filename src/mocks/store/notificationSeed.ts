import type { Role } from '../../api/constants';
import type { NotificationSettings } from '../../api/notifications';
import { buildNotificationSettings, seedNotificationRecords, type NotificationRecord } from '../builders/notificationBuilders';

/** Each demo account's notifications and notification settings. */

export interface MockNotifications {
  records: Record<Role, NotificationRecord[]>;
  settings: Record<Role, NotificationSettings>;
  nextId: number;
}

export function seedNotifications(): MockNotifications {
  return {
    records: seedNotificationRecords(),
    settings: { ADMIN: buildNotificationSettings(), INSTRUCTOR: buildNotificationSettings(), STUDENT: buildNotificationSettings() },
    nextId: 100,
  };
}
