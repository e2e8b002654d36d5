import { describe, expect, it } from 'vitest';
import type { RequestHandler } from 'msw';
import { composeStories, setProjectAnnotations, type Loader } from '@storybook/react-vite';
import { appAnnotations } from '../../.storybook/appAnnotations';
import * as homeStories from '../../src/learning/student/home/StudentHome.stories';
import * as lessonPageStories from '../../src/learning/student/lessons/StudentLessonPage.stories';
import * as taskPageStories from '../../src/learning/student/tasks/StudentTaskPage.stories';
import { server } from './server';

/** What msw-storybook-addon does in Storybook, done on the tests' msw/node server. */
const storyHandlers: Loader = async ({ parameters }) => {
  const msw = parameters.msw as { handlers?: Record<string, RequestHandler | RequestHandler[]> } | undefined;
  if (msw?.handlers) server.use(...Object.values(msw.handlers).flat());
  return {};
};

setProjectAnnotations([appAnnotations, { loaders: [storyHandlers] }]);

describe.each([
  ['Student Home', composeStories(homeStories)],
  ['Student LessonPage', composeStories(lessonPageStories)],
  ['Student AnswerForm', composeStories(taskPageStories)],
])('%s stories', (_title, stories) => {
  it.each(Object.entries(stories))('%s renders and its play passes', async (_name, Story) => {
    await Story.run();
    expect(document.body.textContent).not.toBe('');
    expect(document.documentElement.lang).toBe(Story.globals.locale ?? 'en');
  });
});
