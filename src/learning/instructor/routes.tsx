import { Route } from 'react-router-dom';
import { LEARNING_ROUTES } from '../shared/learningPaths';
import { MyCoursesPage } from '../shared/courses/MyCoursesPage';
import { CoursePage } from '../shared/courses/CoursePage';
import { LessonPage } from './lessons/LessonPage';
import { ratingRoutes } from './ratings/ratingRoutes';

/**
 * The instructor's hand-built learning pages, as <CustomRoutes> children of the area's <Admin>
 * (inside its layout): My courses, Materials, a course's lessons, a lesson's materials.
 */
export const instructorLearningRoutes = [
  <Route key="courses" path={LEARNING_ROUTES.myCourses} element={<MyCoursesPage role="instructor" />} />,
  <Route key="materials" path={LEARNING_ROUTES.materials} element={<MyCoursesPage role="instructor" variant="materials" />} />,
  <Route key="course" path={LEARNING_ROUTES.course} element={<CoursePage role="instructor" />} />,
  <Route key="lesson" path={LEARNING_ROUTES.lesson} element={<LessonPage />} />,
  ...ratingRoutes,
];
