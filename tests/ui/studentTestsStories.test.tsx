import { describe, expect, it } from 'vitest';
import type { RequestHandler } from 'msw';
import { composeStories, setProjectAnnotations, type Loader } from '@storybook/react-vite';
import { appAnnotations } from '../../.storybook/appAnnotations';
import * as testTakingPageStories from '../../src/learning/student/tests/TestTakingPage.stories';
import * as testResultCardStories from '../../src/learning/student/tests/TestResultCard.stories';
import * as resultsPageStories from '../../src/learning/student/ratings/ResultsPage.stories';
import { server } from './server';

/** What msw-storybook-addon does in Storybook, done on the tests' msw/node server. */
const storyHandlers: Loader = async ({ parameters }) => {
  const msw = parameters.msw as { handlers?: Record<string, RequestHandler | RequestHandler[]> } | undefined;
  if (msw?.handlers) server.use(...Object.values(msw.handlers).flat());
  return {};
};

setProjectAnnotations([appAnnotations, { loaders: [storyHandlers] }]);

describe.each([
  ['TestTakingPage', composeStories(testTakingPageStories)],
  ['TestResultCard', composeStories(testResultCardStories)],
  ['ResultsPage', composeStories(resultsPageStories)],
])('%s stories', (_title, stories) => {
  it.each(Object.entries(stories))('%s renders and its play passes', async (_name, Story) => {
    await Story.run();
    expect(document.body.textContent).not.toBe('');
    expect(document.documentElement.lang).toBe(Story.globals.locale ?? 'en');
  });
});
