import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import AddIcon from '@mui/icons-material/Add';
import PercentIcon from '@mui/icons-material/Percent';
import { useParams } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { LIST_MAX_SIZE } from '../../../api/constants';
import type { CourseDto } from '../../../api/types';
import { useScreenSize } from '../../../resources/shared/useScreenSize';
import { LearningPage } from '../../shared/LearningPage';
import { QueryState } from '../../shared/QueryState';
import { useLearningPaths } from '../../shared/learningPaths';
import { ExportButton } from './ExportButton';
import type { RatingView } from './ratingPaths';
import { RatingContent } from './CourseRatingPage/RatingContent';
import { RatingDialogs } from './CourseRatingPage/RatingDialogs';
import { RatingFacts } from './CourseRatingPage/RatingFacts';
import { RatingToolbar } from './CourseRatingPage/RatingToolbar';
import { RetryButton } from './CourseRatingPage/RetryButton';
import { useCourseRating } from './CourseRatingPage/useCourseRating';
import { useRatingDialogs } from './CourseRatingPage/useRatingDialogs';

/**
 * A course's rating table (/instructor/courses/:courseId/rating), or its exams (…/exams: the
 * same table with the exam columns only): a row per student with the points of every task and
 * test by lesson, the exam marks (edited in place) and the totals weighted by the distribution.
 * Sorted and searched by the server; virtualised, so 1,000 students × 100 lessons scroll
 * smoothly; exported to Excel as shown. A 400 shows in the page, other failures as a notice
 * (SPEC §8).
 */
export function CourseRatingPage({ view = 'rating' }: { view?: RatingView }) {
  const { courseId = '' } = useParams();
  const translate = useTranslate();
  const learningPaths = useLearningPaths();
  const { phone } = useScreenSize();
  const { searchText, setSearchText, search, sort, order, onSort, rating, problem, data, columns, reload } = useCourseRating(
    courseId,
    view,
  );
  const dialogs = useRatingDialogs();

  const courses = useGetList<CourseDto>(
    'courses',
    { pagination: { page: 1, perPage: LIST_MAX_SIZE }, sort: { field: 'id', order: 'ASC' }, filter: {} },
    { retry: false },
  );

  const title = translate(view === 'exams' ? 'ratings.exams.title' : 'ratings.title');
  const courseName = data?.courseName ?? courses.data?.find((c) => String(c.id) === courseId)?.courseName;
  const crumbs = [
    { label: translate('learning.home'), to: learningPaths.home },
    { label: translate('learning.courses.title'), to: learningPaths.myCourses },
    { label: courseName ?? '…', to: learningPaths.course(courseId) },
    { label: title },
  ];

  if (!data && !rating.isPending) {
    return (
      <LearningPage title={title} crumbs={crumbs}>
        {problem ? (
          <Alert severity="error" data-testid="rating-state" action={<RetryButton onRetry={() => void rating.refetch()} />}>
            {problem}
          </Alert>
        ) : (
          <QueryState
            error={rating.error}
            notFound={translate('learning.course.notFound')}
            back={{ to: learningPaths.myCourses, label: translate('learning.course.back') }}
            onRetry={() => void rating.refetch()}
          />
        )}
      </LearningPage>
    );
  }

  // While the first answer is on its way the page's frame is already there: only the table waits.
  const distribution = data?.distribution;
  const courseChoices = courses.data ?? [];
  const nameWidth = phone ? 150 : 240;

  return (
    <LearningPage
      title={title}
      crumbs={crumbs}
      subtitle={<RatingFacts data={data} />}
      actions={
        <>
          <Button variant="outlined" startIcon={<PercentIcon />} disabled={!data} onClick={() => dialogs.setDistributionOpen(true)}>
            {translate('ratings.distribution.open')}
          </Button>
          <Button variant="outlined" startIcon={<AddIcon />} disabled={!data} onClick={() => dialogs.setExamOpen(true)}>
            {translate('ratings.exams.add')}
          </Button>
          <ExportButton courseId={courseId} query={{ search, sort, order }} />
        </>
      }
    >
      <RatingToolbar view={view} courseId={courseId} courseChoices={courseChoices} searchText={searchText} onSearchText={setSearchText} />
      {problem && (
        <Alert severity="error" sx={{ mb: 1.5 }} data-testid="rating-state" action={<RetryButton onRetry={() => void rating.refetch()} />}>
          {problem}
        </Alert>
      )}
      <Box sx={{ height: 4, mb: 0.5 }}>{rating.isFetching && data && <LinearProgress aria-label={translate('app.loading')} />}</Box>
      <RatingContent
        {...{ view, data, columns, search, nameWidth }}
        onMarkClick={dialogs.onMarkClick}
        sorting={{ sort, order, onSort }}
        onDeleteExam={dialogs.setExamToDelete}
        onTotalClick={dialogs.onTotalClick}
      />
      <RatingDialogs courseId={courseId} distribution={distribution} dialogs={dialogs} reload={reload} />
    </LearningPage>
  );
}
