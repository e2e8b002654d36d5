import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestHandler } from 'msw';
import { composeStories, setProjectAnnotations, type Loader } from '@storybook/react-vite';
import { appAnnotations } from '../../.storybook/appAnnotations';
import * as lessonListStories from '../../src/learning/instructor/lessons/LessonList.stories';
import * as lessonPageStories from '../../src/learning/instructor/lessons/LessonPage.stories';
import * as videoDialogStories from '../../src/learning/instructor/materials/VideoDialog.stories';
import * as presentationDialogStories from '../../src/learning/instructor/materials/PresentationDialog.stories';
import * as linkDialogStories from '../../src/learning/instructor/materials/LinkDialog.stories';
import { server } from './server';

/** What msw-storybook-addon does in Storybook, done on the tests' msw/node server. */
const storyHandlers: Loader = async ({ parameters }) => {
  const msw = parameters.msw as { handlers?: Record<string, RequestHandler | RequestHandler[]> } | undefined;
  if (msw?.handlers) server.use(...Object.values(msw.handlers).flat());
  return {};
};

setProjectAnnotations([appAnnotations, { loaders: [storyHandlers] }]);

/**
 * jsdom lays nothing out, and dnd-kit's keyboard sensor moves by geometry: each lesson row gets
 * the box it would have in a one-column list, as in Storybook's browser.
 */
beforeEach(() => {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-testid^="lesson-row-"]');
    const list = row?.parentElement;
    if (!row || !list) return original.call(this);
    const top = Array.from(list.children).indexOf(row) * 60;
    return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 50, width: 600, height: 50, toJSON: () => ({}) } as DOMRect;
  });
});

afterEach(() => vi.restoreAllMocks());

describe.each([
  ['LessonList', composeStories(lessonListStories)],
  ['LessonPage', composeStories(lessonPageStories)],
  ['VideoDialog', composeStories(videoDialogStories)],
  ['PresentationDialog', composeStories(presentationDialogStories)],
  ['LinkDialog', composeStories(linkDialogStories)],
])('%s stories', (_title, stories) => {
  it.each(Object.entries(stories))('%s renders and its play passes', async (_name, Story) => {
    await Story.run();
    expect(document.body.textContent).not.toBe('');
    expect(document.documentElement.lang).toBe(Story.globals.locale ?? 'en');
  });
});
