import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { RatingsPage } from '../ratings/RatingsPage';
import { ResultsPage } from '../ratings/ResultsPage';
import { STUDENT_QUIZ_ROUTES } from './studentQuizPaths';
import { QuizTakingPage } from './QuizTakingPage';

/**
 * The student's test, results and ratings pages, appended to the student's learning routes
 * (src/learning/student/routes.tsx): the test as it is taken, my results, and the ratings.
 */
export const studentQuizRoutes: ReactElement[] = [
  <Route key="test" path={STUDENT_QUIZ_ROUTES.test} element={<QuizTakingPage />} />,
  <Route key="results" path={STUDENT_QUIZ_ROUTES.results} element={<ResultsPage />} />,
  <Route key="ratings" path={STUDENT_QUIZ_ROUTES.ratings} element={<RatingsPage />} />,
  <Route key="course-rating" path={STUDENT_QUIZ_ROUTES.courseRating} element={<RatingsPage />} />,
];
