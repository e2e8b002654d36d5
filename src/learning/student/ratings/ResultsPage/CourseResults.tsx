import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { LmsDataProvider } from '../../../../dataProvider/dataProvider';
import { InlineSpinner } from '../../../shared/QueryState';
import { usePointsFormat } from '../../../shared/quizzes/quizFormat';
import { retryRating, useRatingError } from '../../../shared/useRatingError';
import { studentQuizKeys } from '../../quizzes/studentQuizKeys';
import { rowsOf } from './resultRows';
import { ResultsTable } from './ResultsTable';

/** One course's results from GET /student/results/{courseId}: one call, whatever the number of lessons. */
export function CourseResults({ courseId }: { courseId: Identifier }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const points = usePointsFormat();
  const results = useQuery({
    queryKey: studentQuizKeys.myResults(courseId),
    queryFn: ({ signal }) => dataProvider.getMyResults(courseId, signal),
    retry: retryRating,
  });
  const problem = useRatingError(results.error);
  const rows = useMemo(() => (results.data ? rowsOf(results.data) : []), [results.data]);

  if (results.isPending) return <InlineSpinner />;
  if (!results.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void results.refetch()}>
            {translate('learning.retry')}
          </Button>
        }
      >
        {problem ?? translate('studentQuizzes.results.loadFailed')}
      </Alert>
    );
  }
  const data = results.data;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="course-totals">
        <Chip
          color="primary"
          label={translate('studentQuizzes.results.total', { total: points(data.rating.total) })}
          sx={{ fontWeight: 700 }}
        />
        <Chip
          variant="outlined"
          label={translate('studentQuizzes.results.place', { place: data.rating.place, count: data.studentsCount })}
        />
        <Chip
          variant="outlined"
          label={translate('studentQuizzes.results.totals', {
            tasks: points(data.rating.tasksTotal),
            tasksMax: points(data.tasksMax),
            tests: points(data.rating.testsTotal),
            testsMax: points(data.testsMax),
          })}
          sx={{ maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal' }, height: 'auto', py: 0.5 }}
        />
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('studentQuizzes.results.noItems')}</Typography>
      ) : (
        <ResultsTable courseId={courseId} rows={rows} />
      )}
    </Box>
  );
}
