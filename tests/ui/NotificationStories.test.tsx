import { afterEach, describe, expect, it } from 'vitest';
import type { RequestHandler, WebSocketHandler } from 'msw';
import { composeStories, setProjectAnnotations, type Loader } from '@storybook/react-vite';
import { appAnnotations } from '../../.storybook/appAnnotations';
import * as bellStories from '../../src/shell/notifications/NotificationBell.stories';
import * as itemStories from '../../src/shell/notifications/NotificationItem.stories';
import * as pageStories from '../../src/shell/notifications/NotificationsPage.stories';
import * as settingsStories from '../../src/shell/notifications/NotificationSettingsDialog.stories';
import { notificationSocket } from '../../src/shell/notifications/notificationSocket';
import { server } from './server';

/** What msw-storybook-addon does in Storybook, done on the tests' msw/node server. */
const storyHandlers: Loader = async ({ parameters }) => {
  const msw = parameters.msw as { handlers?: Record<string, RequestHandler | WebSocketHandler | RequestHandler[]> } | undefined;
  if (msw?.handlers) server.use(...Object.values(msw.handlers).flat());
  return {};
};

setProjectAnnotations([appAnnotations, { loaders: [storyHandlers] }]);

afterEach(() => notificationSocket.disconnect());

describe.each([
  ['Notifications Page', composeStories(pageStories)],
  ['Notifications Item', composeStories(itemStories)],
  ['Notifications Bell', composeStories(bellStories)],
  ['Notifications SettingsDialog', composeStories(settingsStories)],
])('%s stories', (_title, stories) => {
  it.each(Object.entries(stories))('%s renders and its play passes', async (_name, Story) => {
    await Story.run();
    expect(document.body.textContent).not.toBe('');
    expect(document.documentElement.lang).toBe(Story.globals.locale ?? 'en');
  });
});
