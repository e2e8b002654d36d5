import { afterEach, beforeEach, vi } from 'vitest';
import * as lessonListStories from '../../src/learning/instructor/lessons/LessonList.stories';
import * as lessonPageStories from '../../src/learning/instructor/lessons/LessonPage.stories';
import * as videoDialogStories from '../../src/learning/instructor/materials/VideoDialog.stories';
import * as presentationDialogStories from '../../src/learning/instructor/materials/PresentationDialog.stories';
import * as linkDialogStories from '../../src/learning/instructor/materials/LinkDialog.stories';
import { describeStories } from './storyRunner';

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

describeStories([
  ['LessonList', lessonListStories],
  ['LessonPage', lessonPageStories],
  ['VideoDialog', videoDialogStories],
  ['PresentationDialog', presentationDialogStories],
  ['LinkDialog', linkDialogStories],
]);
