import { Route } from 'react-router-dom';
import { LEARNING_ROUTES } from '../shared/learningPaths';
import { MyCoursesPage } from '../shared/courses/MyCoursesPage';
import { CoursePage } from '../shared/courses/CoursePage';
import { instructorCourseArea } from './lessons/instructorCourseArea';
import { LessonPage } from './lessons/LessonPage';
import { QuestionBankPage } from './questionBank/QuestionBankPage';
import { ratingRoutes } from './ratings/ratingRoutes';

/**
 * The instructor's hand-built learning pages, as <CustomRoutes> children of the area's <Admin>
 * (inside its layout): My courses, Materials, a course's lessons, a lesson's materials, a course's question bank.
 */
const MY_COURSES_KEYS = { title: 'learning.courses.title', intro: 'learning.courses.intro', empty: 'learning.courses.empty' };
const MATERIALS_KEYS = {
  title: 'learning.courses.materialsTitle',
  intro: 'learning.courses.materialsIntro',
  empty: 'learning.courses.empty',
};

export const instructorLearningRoutes = [
  <Route key="courses" path={LEARNING_ROUTES.myCourses} element={<MyCoursesPage role="instructor" keys={MY_COURSES_KEYS} />} />,
  <Route key="materials" path={LEARNING_ROUTES.materials} element={<MyCoursesPage role="instructor" keys={MATERIALS_KEYS} />} />,
  <Route key="course" path={LEARNING_ROUTES.course} element={<CoursePage area={instructorCourseArea} />} />,
  <Route key="lesson" path={LEARNING_ROUTES.lesson} element={<LessonPage />} />,
  <Route key="question-bank" path={LEARNING_ROUTES.questionBank} element={<QuestionBankPage />} />,
  ...ratingRoutes,
];
