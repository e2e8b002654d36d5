import * as questionBankPageStories from '../../src/learning/instructor/questionBank/QuestionBankPage.stories';
import { describeStories } from './storyRunner';

/** The question bank page's stories run here as in Storybook: each renders and its play passes. */
describeStories([['QuestionBankPage', questionBankPageStories]]);
