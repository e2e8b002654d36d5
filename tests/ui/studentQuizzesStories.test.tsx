import * as testTakingPageStories from '../../src/learning/student/quizzes/QuizTakingPage.stories';
import * as attemptsPanelStories from '../../src/learning/student/quizzes/AttemptsPanel.stories';
import * as testResultCardStories from '../../src/learning/student/quizzes/QuizResultCard.stories';
import * as resultsPageStories from '../../src/learning/student/ratings/ResultsPage.stories';
import { describeStories } from './storyRunner';

describeStories([
  ['QuizTakingPage', testTakingPageStories],
  ['QuizResultCard', testResultCardStories],
  ['AttemptsPanel', attemptsPanelStories],
  ['ResultsPage', resultsPageStories],
]);
