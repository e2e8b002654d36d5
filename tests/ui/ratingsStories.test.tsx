import { describe, expect, it } from 'vitest';
import type { RequestHandler } from 'msw';
import { composeStories, setProjectAnnotations, type Loader } from '@storybook/react-vite';
import { appAnnotations } from '../../.storybook/appAnnotations';
import * as courseRatingStories from '../../src/learning/instructor/ratings/CourseRatingPage.stories';
import * as distributionStories from '../../src/learning/instructor/ratings/DistributionDialog.stories';
import { useVirtualLayout } from './ratingsSetup';
import { server } from './server';

/** What msw-storybook-addon does in Storybook, done on the tests' msw/node server. */
const storyHandlers: Loader = async ({ parameters }) => {
  const msw = parameters.msw as { handlers?: Record<string, RequestHandler | RequestHandler[]> } | undefined;
  if (msw?.handlers) server.use(...Object.values(msw.handlers).flat());
  return {};
};

setProjectAnnotations([appAnnotations, { loaders: [storyHandlers] }]);

// The table is virtualised: jsdom needs its scroll box to have a size.
useVirtualLayout();

describe.each([
  ['CourseRatingPage', composeStories(courseRatingStories)],
  ['DistributionDialog', composeStories(distributionStories)],
])('%s stories', { timeout: 30_000 }, (_title, stories) => {
  it.each(Object.entries(stories))('%s renders and its play passes', async (_name, Story) => {
    await Story.run();
    expect(document.body.textContent).not.toBe('');
    expect(document.documentElement.lang).toBe(Story.globals.locale ?? 'en');
  });
});
