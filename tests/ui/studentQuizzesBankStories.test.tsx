import * as bankQuestionsStories from '../../src/learning/student/quizzes/BankQuestions.stories';
import { describeStories } from './storyRunner';

describeStories([['BankQuestions', bankQuestionsStories]]);
