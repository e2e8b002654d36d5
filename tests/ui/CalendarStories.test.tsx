import { describe, expect, it } from 'vitest';
import type { RequestHandler } from 'msw';
import { composeStories, setProjectAnnotations, type Loader } from '@storybook/react-vite';
import { appAnnotations } from '../../.storybook/appAnnotations';
import * as calendarStories from '../../src/learning/shared/calendar/CalendarPage.stories';
import * as cancelStories from '../../src/learning/shared/calendar/CancelEventDialog.stories';
import * as dialogStories from '../../src/learning/shared/calendar/EventDialog.stories';
import * as subscribeStories from '../../src/learning/shared/calendar/SubscribeDialog.stories';
import { useCalendarTests } from './CalendarSetup';
import { server } from './server';

/** What msw-storybook-addon does in Storybook, done on the tests' msw/node server. */
const storyHandlers: Loader = async ({ parameters }) => {
  const msw = parameters.msw as { handlers?: Record<string, RequestHandler | RequestHandler[]> } | undefined;
  if (msw?.handlers) server.use(...Object.values(msw.handlers).flat());
  return {};
};

setProjectAnnotations([appAnnotations, { loaders: [storyHandlers] }]);

useCalendarTests();

describe.each([
  ['CalendarPage', composeStories(calendarStories)],
  ['EventDialog', composeStories(dialogStories)],
  ['CancelEventDialog', composeStories(cancelStories)],
  ['SubscribeDialog', composeStories(subscribeStories)],
])('%s stories', { timeout: 60_000 }, (_title, stories) => {
  it.each(Object.entries(stories))('%s renders and its play passes', async (_name, Story) => {
    await Story.run();
    expect(document.body.textContent).not.toBe('');
    expect(document.documentElement.lang).toBe(Story.globals.locale ?? 'en');
  });
});
