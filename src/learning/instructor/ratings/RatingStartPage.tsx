import Alert from '@mui/material/Alert';
import { Navigate } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { LIST_MAX_SIZE } from '../../../api/constants';
import type { CourseDto } from '../../../api/types';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { useLearningPaths } from '../../shared/learningPaths';
import { useRatingPaths, type RatingView } from './ratingPaths';

/**
 * Student rating and Exams of the instructor's home (/instructor/rating, /instructor/exams):
 * open the first course taught, where the page's course choice switches to the others.
 */
export function RatingStartPage({ view }: { view: RatingView }) {
  const translate = useTranslate();
  const paths = useRatingPaths();
  const learningPaths = useLearningPaths();
  const { data, isPending, error, refetch } = useGetList<CourseDto>(
    'courses',
    { pagination: { page: 1, perPage: LIST_MAX_SIZE }, sort: { field: 'id', order: 'ASC' }, filter: {} },
    { retry: false },
  );
  const title = translate(view === 'exams' ? 'ratings.exams.title' : 'ratings.title');
  const crumbs = [{ label: translate('learning.home'), to: learningPaths.home }, { label: title }];

  if (isPending) return <InlineSpinner />;
  if (error) {
    return (
      <LearningPage title={title} crumbs={crumbs}>
        <QueryState error={error} notFound={translate('learning.loadFailed')} onRetry={() => void refetch()} />
      </LearningPage>
    );
  }
  if (!data?.length) {
    return (
      <LearningPage title={title} crumbs={crumbs}>
        <Alert severity="info" variant="outlined">
          {translate('learning.courses.empty')}
        </Alert>
      </LearningPage>
    );
  }
  return <Navigate to={paths.course(data[0].id, view)} replace />;
}
