import * as testTakingPageStories from '../../src/learning/student/tests/TestTakingPage.stories';
import * as testResultCardStories from '../../src/learning/student/tests/TestResultCard.stories';
import * as resultsPageStories from '../../src/learning/student/ratings/ResultsPage.stories';
import { describeStories } from './storyRunner';

describeStories([
  ['TestTakingPage', testTakingPageStories],
  ['TestResultCard', testResultCardStories],
  ['ResultsPage', resultsPageStories],
]);
