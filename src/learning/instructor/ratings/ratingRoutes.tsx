import { Route } from 'react-router-dom';
import { CourseRatingPage } from './CourseRatingPage';
import { GroupRatingPage } from './GroupRatingPage';
import { RatingStartPage } from './RatingStartPage';
import { RATING_ROUTES } from './ratingPaths';
import { preloadCourseRating } from './ratingPreload';

// Loaded with the area's code: a rating page opened directly starts its big call now (ratingPreload.ts).
preloadCourseRating();

/** The instructor's rating pages, as <CustomRoutes> children of the area's <Admin>. */
export const ratingRoutes = [
  <Route key="rating" path={RATING_ROUTES.rating} element={<RatingStartPage view="rating" />} />,
  <Route key="exams" path={RATING_ROUTES.exams} element={<RatingStartPage view="exams" />} />,
  <Route key="course-rating" path={RATING_ROUTES.courseRating} element={<CourseRatingPage key="rating" view="rating" />} />,
  <Route key="course-exams" path={RATING_ROUTES.courseExams} element={<CourseRatingPage key="exams" view="exams" />} />,
  <Route key="group-rating" path={RATING_ROUTES.groupRating} element={<GroupRatingPage />} />,
];
