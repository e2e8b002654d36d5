import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { StudentRatingDto, StudentsRatingDto } from '../../../api/ratings';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { usePointsFormat } from '../../shared/quizzes/quizFormat';
import { TotalFormula } from '../../shared/ratings/TotalFormula';
import { useStudentQuizPaths } from '../quizzes/studentQuizPaths';
import { studentQuizKeys } from '../quizzes/studentQuizKeys';
import { retryRating, useRatingError } from '../../shared/useRatingError';

/**
 * The student's ratings (/student/ratings, /student/ratings/:courseId): a course to choose, my
 * own row on it (place, total, tasks, tests, exams: GET /student/rating/{courseId}) and the
 * course table as the server gives it (names, places, totals: GET /student/all/ratings/{courseId})
 * with my row marked. A 400 shows in the page; other failures as a notice (SPEC §8).
 */
export function RatingsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const paths = useStudentQuizPaths();
  const navigate = useNavigate();
  const { courseId } = useParams<{ courseId?: string }>();
  const courses = useQuery({
    queryKey: studentQuizKeys.myCourses,
    queryFn: ({ signal }) => dataProvider.listMyCourses(signal),
    retry: retryRating,
  });
  const title = translate('studentRatings.title');

  if (courses.isPending) {
    return (
      <LearningPage title={title}>
        <InlineSpinner />
      </LearningPage>
    );
  }
  if (courses.error) {
    return (
      <LearningPage title={title}>
        <QueryState error={courses.error} notFound={translate('studentRatings.noCourses')} onRetry={() => void courses.refetch()} />
      </LearningPage>
    );
  }
  const list = courses.data ?? [];
  if (!list.length) {
    return (
      <LearningPage title={title} subtitle={translate('studentRatings.intro')}>
        <Alert severity="info">{translate('studentRatings.noCourses')}</Alert>
      </LearningPage>
    );
  }
  if (!courseId) return <Navigate to={paths.courseRating(list[0].id)} replace />;

  return (
    <LearningPage title={title} subtitle={translate('studentRatings.intro')}>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <TextField
          select
          label={translate('studentRatings.course')}
          value={list.some((c) => String(c.id) === courseId) ? courseId : ''}
          onChange={(event) => navigate(paths.courseRating(event.target.value))}
          sx={{ maxWidth: { sm: 420 } }}
          data-testid="rating-course"
        >
          {list.map((course) => (
            <MenuItem key={course.id} value={String(course.id)}>
              {course.courseName}
            </MenuItem>
          ))}
        </TextField>
        <CourseRating key={courseId} courseId={courseId} />
      </Box>
    </LearningPage>
  );
}

function CourseRating({ courseId }: { courseId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const mine = useQuery({
    queryKey: studentQuizKeys.myRating(courseId),
    queryFn: ({ signal }) => dataProvider.getMyRating(courseId, signal),
    retry: retryRating,
  });
  const all = useQuery({
    queryKey: studentQuizKeys.courseRatings(courseId),
    queryFn: ({ signal }) => dataProvider.getCourseRatingsForStudent(courseId, signal),
    retry: retryRating,
  });
  const mineProblem = useRatingError(mine.error);
  const allProblem = useRatingError(all.error);
  const retry = (
    <Button
      color="inherit"
      size="small"
      onClick={() => {
        void mine.refetch();
        void all.refetch();
      }}
    >
      {translate('learning.retry')}
    </Button>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {mine.isPending ? (
        <InlineSpinner />
      ) : mine.data ? (
        <MyRatingCard rating={mine.data} />
      ) : (
        <Alert severity="error" action={retry} data-testid="rating-state">
          {mineProblem ?? translate('studentRatings.loadFailed')}
        </Alert>
      )}
      {all.isPending ? null : all.data ? (
        <RatingTable rating={all.data} />
      ) : (
        (allProblem || !mine.error) && (
          <Alert severity="error" action={retry}>
            {allProblem ?? translate('studentRatings.loadFailed')}
          </Alert>
        )
      )}
    </Box>
  );
}

/** My row: place of the course's students, the total out of 100, and the three parts. */
export function MyRatingCard({ rating }: { rating: StudentRatingDto }) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const { student, distribution } = rating;
  const fact = (label: string, value: string, testId: string) => (
    <Box sx={{ minWidth: 0 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="my-rating-title"
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
      data-testid="my-rating"
    >
      <Typography id="my-rating-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {translate('studentRatings.mine')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 3, rowGap: 1, mt: 1 }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {translate('studentRatings.total')}
          </Typography>
          <Typography sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.1 }} data-testid="my-total">
            {translate('studentRatings.totalOf', { total: points(student.total) })}
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {translate('studentRatings.place')}
          </Typography>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 }} data-testid="my-place">
            {translate('studentRatings.placeOf', { place: student.place, count: rating.studentsCount })}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 1.5, mt: 2 }}>
        {fact(
          translate('studentRatings.tasks'),
          translate('studentRatings.pointsOf', { received: points(student.tasksTotal), max: points(rating.tasksMax) }),
          'my-tasks',
        )}
        {fact(
          translate('studentRatings.tests'),
          translate('studentRatings.pointsOf', { received: points(student.testsTotal), max: points(rating.testsMax) }),
          'my-tests',
        )}
        {fact(
          translate('studentRatings.exams'),
          rating.exams.length
            ? translate('studentRatings.examsAverage', { average: points(student.examsAverage) })
            : translate('studentRatings.noExams'),
          'my-exams',
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {translate('studentRatings.weights', { tasks: distribution.tasks, tests: distribution.tests, exams: distribution.exams })}
      </Typography>
      <Box sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <TotalFormula formula={student.formula} distribution={distribution} />
      </Box>
    </Paper>
  );
}

/** The course table: place, name and total of every student, best first, my row marked; a note instead when the school keeps classmates private. */
export function RatingTable({ rating }: { rating: StudentsRatingDto }) {
  const translate = useTranslate();
  const points = usePointsFormat();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="course-rating-title" sx={{ minWidth: 0, overflow: 'hidden' }}>
      <Typography
        id="course-rating-title"
        variant="h6"
        component="h2"
        sx={{ fontWeight: 700, px: { xs: 1.5, sm: 2 }, pt: { xs: 1.5, sm: 2 }, pb: 1 }}
      >
        {translate('studentRatings.table')}
      </Typography>
      {!rating.classmatesShown ? (
        <Typography sx={{ px: { xs: 1.5, sm: 2 }, pb: 2 }} color="text.secondary" data-testid="rating-private">
          {translate('studentRatings.private')}
        </Typography>
      ) : rating.objects.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
          {translate('studentRatings.empty')}
        </Typography>
      ) : (
        // A phone scrolls the columns sideways inside this box: a keyboard reaches it (a stop of its own, named by the course).
        <Box sx={{ overflowX: 'auto' }} role="region" aria-labelledby="course-rating-title" tabIndex={0} data-testid="rating-scroll">
          <Table size="small" aria-labelledby="course-rating-title" data-testid="rating-table">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 64 }}>{translate('studentRatings.place')}</TableCell>
                <TableCell>{translate('studentRatings.student')}</TableCell>
                <TableCell align="right">{translate('studentRatings.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rating.objects.map((row) => (
                <TableRow
                  key={row.studentId}
                  selected={row.isMe}
                  aria-current={row.isMe ? 'true' : undefined}
                  data-testid={row.isMe ? 'rating-row-me' : 'rating-row'}
                  sx={(theme) =>
                    row.isMe
                      ? {
                          '& td': { fontWeight: 700 },
                          '&.Mui-selected, &.Mui-selected:hover': {
                            bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.24 : 0.12),
                          },
                          boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
                        }
                      : {}
                  }
                >
                  <TableCell>{row.place}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {row.studentFullName}
                    {row.isMe && <Chip size="small" color="primary" label={translate('studentRatings.you')} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {points(row.total)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
