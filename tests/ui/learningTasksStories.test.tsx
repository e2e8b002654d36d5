import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestHandler } from 'msw';
import { composeStories, setProjectAnnotations, type Loader } from '@storybook/react-vite';
import { appAnnotations } from '../../.storybook/appAnnotations';
import * as taskEditorStories from '../../src/learning/instructor/tasks/TaskEditorDialog.stories';
import * as answerReviewCardStories from '../../src/learning/instructor/tasks/AnswerReviewCard.stories';
import * as taskElementsViewStories from '../../src/learning/shared/tasks/TaskElementsView.stories';
import { installEditorDom } from './learningTasksSetup';
import { server } from './server';

/** What msw-storybook-addon does in Storybook, done on the tests' msw/node server. */
const storyHandlers: Loader = async ({ parameters }) => {
  const msw = parameters.msw as { handlers?: Record<string, RequestHandler | RequestHandler[]> } | undefined;
  if (msw?.handlers) server.use(...Object.values(msw.handlers).flat());
  return {};
};

setProjectAnnotations([appAnnotations, { loaders: [storyHandlers] }]);

beforeAll(() => installEditorDom());

describe.each([
  ['TaskEditor', composeStories(taskEditorStories)],
  ['AnswerReviewCard', composeStories(answerReviewCardStories)],
  ['TaskElementsView', composeStories(taskElementsViewStories)],
])('%s stories', { timeout: 40_000 }, (_title, stories) => {
  it.each(Object.entries(stories))('%s renders and its play passes', async (_name, Story) => {
    await Story.run();
    expect(document.body.textContent).not.toBe('');
    expect(document.documentElement.lang).toBe(Story.globals.locale ?? 'en');
  });
});
