import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { RatingsPage } from '../ratings/RatingsPage';
import { ResultsPage } from '../ratings/ResultsPage';
import { STUDENT_TEST_ROUTES } from './studentTestPaths';
import { TestTakingPage } from './TestTakingPage';

/**
 * The student's test, results and ratings pages, appended to the student's learning routes
 * (src/learning/student/routes.tsx): the test as it is taken, my results, and the ratings.
 */
export const studentTestRoutes: ReactElement[] = [
  <Route key="test" path={STUDENT_TEST_ROUTES.test} element={<TestTakingPage />} />,
  <Route key="results" path={STUDENT_TEST_ROUTES.results} element={<ResultsPage />} />,
  <Route key="ratings" path={STUDENT_TEST_ROUTES.ratings} element={<RatingsPage />} />,
  <Route key="course-rating" path={STUDENT_TEST_ROUTES.courseRating} element={<RatingsPage />} />,
];
