import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { studentQuizKeys } from '../quizzes/studentQuizKeys';
import { retryRating } from '../../shared/useRatingError';
import { CourseResultsSection } from './ResultsPage/CourseResultsSection';

/**
 * My results (/student/results): per course, the lessons open so far with their tests (points,
 * passed or not) and tasks (points, status, the instructor's comment), the exams with my mark,
 * and the course totals: all of a course from one call, GET /student/results/{courseId}, read
 * only for the course that is open.
 */
export function ResultsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const courses = useQuery({
    queryKey: studentQuizKeys.myCourses,
    queryFn: ({ signal }) => dataProvider.listMyCourses(signal),
    retry: retryRating,
  });
  const title = translate('studentQuizzes.results.title');
  return (
    <LearningPage title={title} subtitle={translate('studentQuizzes.results.intro')}>
      {courses.isPending ? (
        <InlineSpinner />
      ) : courses.error ? (
        <QueryState error={courses.error} notFound={translate('studentQuizzes.results.noCourses')} onRetry={() => void courses.refetch()} />
      ) : !courses.data?.length ? (
        <Alert severity="info">{translate('studentQuizzes.results.noCourses')}</Alert>
      ) : (
        <Box sx={{ minWidth: 0 }} data-testid="results">
          {courses.data.map((course, index) => (
            <CourseResultsSection key={course.id} course={course} defaultExpanded={index === 0} />
          ))}
        </Box>
      )}
    </LearningPage>
  );
}
