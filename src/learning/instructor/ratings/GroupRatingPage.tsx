import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { GroupRatingRow } from '../../../api/ratings';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { useLearningPaths } from '../../shared/learningPaths';
import { usePointsFormat } from '../../shared/quizzes/quizFormat';
import { retryRating, useRatingError } from '../../shared/useRatingError';
import { useRatingPaths } from './ratingPaths';
import { ratingKeys } from './ratingKeys';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

/**
 * Group rating (/instructor/group-rating): for every course I teach, each of its groups'
 * averages (tasks and tests out of their maxima, exams and the total out of 100), best total
 * first as the server orders them. A 400 shows in the page, other failures as a notice (SPEC §8).
 */
export function GroupRatingPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const learningPaths = useLearningPaths();
  const rating = useQuery({
    queryKey: ratingKeys.groups(),
    queryFn: ({ signal }) => dataProvider.getGroupRating(undefined, signal),
    retry: retryRating,
  });
  const problem = useRatingError(rating.error);
  const title = translate('ratings.groups.title');
  const crumbs = [{ label: translate('learning.home'), to: learningPaths.home }, { label: title }];

  let content;
  if (rating.isPending) content = <InlineSpinner />;
  else if (!rating.data) {
    content = problem ? (
      <Alert
        severity="error"
        data-testid="rating-state"
        action={
          <Button color="inherit" size="small" onClick={() => void rating.refetch()}>
            {translate('learning.retry')}
          </Button>
        }
      >
        {problem}
      </Alert>
    ) : (
      <QueryState error={rating.error} notFound={translate('learning.loadFailed')} onRetry={() => void rating.refetch()} />
    );
  } else if (rating.data.objects.length === 0) {
    content = (
      <Alert severity="info" variant="outlined">
        {translate('ratings.groups.empty')}
      </Alert>
    );
  } else {
    const byCourse = new Map<number, GroupRatingRow[]>();
    for (const row of rating.data.objects) byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row]);
    content = (
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        {[...byCourse.values()].map((rows) => (
          <CourseGroups key={rows[0].courseId} rows={rows} />
        ))}
      </Box>
    );
  }

  return (
    <LearningPage title={title} crumbs={crumbs} subtitle={translate('ratings.groups.intro')}>
      {content}
    </LearningPage>
  );
}

/** A group's total average, as a number and a bar out of 100. */
function GroupTotal({ row }: { row: GroupRatingRow }) {
  const translate = useTranslate();
  const points = usePointsFormat();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography component="span" sx={{ fontWeight: 700, minWidth: 48, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {points(row.totalAverage)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(100, row.totalAverage))}
        aria-label={translate('ratings.groups.totalOf', { group: row.groupName, value: points(row.totalAverage) })}
        sx={{ flex: 1, height: 8, borderRadius: 4, minWidth: 60 }}
      />
    </Box>
  );
}

/** The group's column stays in place while the others scroll past it (a phone shows two or three of six). */
const STICKY_NAME = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `1px 0 0 ${theme.palette.divider}`,
} as const;

/** A group's name: kept whole on as many lines as it takes, in a column narrow enough on a phone to leave room for the others. */
const NAME_CELL = {
  ...STICKY_NAME,
  fontWeight: 600,
  whiteSpace: 'normal !important',
  overflowWrap: 'break-word',
  minWidth: { xs: 110, sm: 140 },
  maxWidth: { xs: 140, sm: 280 },
} as const;

/** One course: a row per group with its averages. */
export function CourseGroups({ rows }: { rows: GroupRatingRow[] }) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const paths = useRatingPaths();
  const { courseId, courseName } = rows[0];
  const headingId = `group-rating-${courseId}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ minWidth: 0, overflow: 'hidden' }}
      data-testid={`group-rating-course-${courseId}`}
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, px: { xs: 1.5, sm: 2 }, pt: { xs: 1.5, sm: 2 }, pb: 1 }}
      >
        <Typography
          id={headingId}
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {courseName}
        </Typography>
        <Link component={RouterLink} to={paths.course(courseId)} underline="hover">
          {translate('ratings.groups.openCourse')}
        </Link>
      </Box>
      {/* On a phone the columns scroll sideways inside the table, under the group's name, which stays. */}
      <Box
        sx={{ overflowX: 'auto', width: '100%', contain: 'inline-size' }}
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        data-testid={`group-rating-scroll-${courseId}`}
      >
        <Table size="small" aria-labelledby={headingId} sx={{ minWidth: 620, '& td, & th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={STICKY_NAME}>{translate('ratings.groups.group')}</TableCell>
              <TableCell align="right">{translate('ratings.groups.students')}</TableCell>
              <TableCell align="right">{translate('ratings.groups.tasks')}</TableCell>
              <TableCell align="right">{translate('ratings.groups.tests')}</TableCell>
              <TableCell align="right">{translate('ratings.groups.exams')}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{translate('ratings.groups.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.groupId} data-testid={`group-rating-${courseId}-${row.groupId}`}>
                <TableCell component="th" scope="row" sx={NAME_CELL}>
                  {row.groupName}
                </TableCell>
                <TableCell align="right">{row.studentsCount}</TableCell>
                <TableCell align="right">
                  {translate('ratings.groups.of', { value: points(row.tasksAverage), max: points(row.tasksMax) })}
                </TableCell>
                <TableCell align="right">
                  {translate('ratings.groups.of', { value: points(row.testsAverage), max: points(row.testsMax) })}
                </TableCell>
                <TableCell align="right">{points(row.examsAverage)}</TableCell>
                <TableCell>
                  <GroupTotal row={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
