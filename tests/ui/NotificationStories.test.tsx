import { afterEach } from 'vitest';
import * as bellStories from '../../src/shell/notifications/NotificationBell.stories';
import * as itemStories from '../../src/shell/notifications/NotificationItem.stories';
import * as pageStories from '../../src/shell/notifications/NotificationsPage.stories';
import * as settingsStories from '../../src/shell/notifications/NotificationSettingsDialog.stories';
import { notificationSocket } from '../../src/shell/notifications/notificationSocket';
import { describeStories } from './storyRunner';

afterEach(() => notificationSocket.disconnect());

describeStories([
  ['Notifications Page', pageStories],
  ['Notifications Item', itemStories],
  ['Notifications Bell', bellStories],
  ['Notifications SettingsDialog', settingsStories],
]);
