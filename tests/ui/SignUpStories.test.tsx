import { describe, expect, it, vi } from 'vitest';
import type { RequestHandler } from 'msw';
import { composeStories, setProjectAnnotations, type Loader } from '@storybook/react-vite';
import { appAnnotations } from '../../.storybook/appAnnotations';
import * as signUpStories from '../../src/auth/signup/SignUpPage.stories';
import * as settingsStories from '../../src/resources/school/SchoolSettingsPage.stories';
import { server } from './server';

vi.setConfig({ testTimeout: 60_000 });

/** What msw-storybook-addon does in Storybook, done on the tests' msw/node server. */
const storyHandlers: Loader = async ({ parameters }) => {
  const msw = parameters.msw as { handlers?: Record<string, RequestHandler | RequestHandler[]> } | undefined;
  if (msw?.handlers) server.use(...Object.values(msw.handlers).flat());
  return {};
};

setProjectAnnotations([appAnnotations, { loaders: [storyHandlers] }]);

describe.each([
  ['SignUpPage', composeStories(signUpStories)],
  ['SchoolSettingsPage', composeStories(settingsStories)],
])('%s stories', (_title, stories) => {
  it.each(Object.entries(stories))('%s renders and its play passes', async (_name, Story) => {
    await Story.run();
    expect(document.body.textContent).not.toBe('');
    expect(document.documentElement.lang).toBe(Story.globals.locale ?? 'en');
  });
});
