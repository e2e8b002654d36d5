import { beforeAll } from 'vitest';
import * as taskEditorStories from '../../src/learning/instructor/tasks/TaskEditorDialog.stories';
import * as answerReviewCardStories from '../../src/learning/instructor/tasks/AnswerReviewCard.stories';
import * as taskElementsViewStories from '../../src/learning/shared/tasks/TaskElementsView.stories';
import { installEditorDom } from './learningTasksSetup';
import { describeStories } from './storyRunner';

beforeAll(() => installEditorDom());

describeStories(
  [
    ['TaskEditor', taskEditorStories],
    ['AnswerReviewCard', answerReviewCardStories],
    ['TaskElementsView', taskElementsViewStories],
  ],
  { timeout: 40_000 },
);
