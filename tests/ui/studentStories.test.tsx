import * as homeStories from '../../src/learning/student/home/StudentHome.stories';
import * as lessonPageStories from '../../src/learning/student/lessons/StudentLessonPage.stories';
import * as taskPageStories from '../../src/learning/student/tasks/StudentTaskPage.stories';
import { describeStories } from './storyRunner';

describeStories([
  ['Student Home', homeStories],
  ['Student LessonPage', lessonPageStories],
  ['Student AnswerForm', taskPageStories],
]);
