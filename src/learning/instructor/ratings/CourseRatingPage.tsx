import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PercentIcon from '@mui/icons-material/Percent';
import SearchIcon from '@mui/icons-material/Search';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Confirm, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { LIST_MAX_SIZE } from '../../../api/constants';
import type { ExamDto, RatingSortField, RatingStudentRow } from '../../../api/ratings';
import type { CourseDto, ErrorResponse } from '../../../api/types';
import { useScreenSize } from '../../../resources/shared/useScreenSize';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { useLearningPaths } from '../../shared/learningPaths';
import { retryRating, useRatingError } from '../../shared/useRatingError';
import { DistributionDialog } from './DistributionDialog';
import { ExamDialog } from './ExamDialog';
import { ExportButton } from './ExportButton';
import { MarkEditor, type MarkTarget } from './MarkEditor';
import { RatingTable } from './RatingTable';
import { defaultOrder, ratingColumns } from './ratingColumns';
import { useRatingPaths, type RatingView } from './ratingPaths';
import { FIRST_RATING_QUERY, takePreloadedRating } from './ratingPreload';
import { ratingKeys } from './ratingKeys';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

const SEARCH_DELAY_MS = 300;

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
  const notify = useNotify();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const queryClient = useQueryClient();
  const paths = useRatingPaths();
  const learningPaths = useLearningPaths();
  const navigate = useNavigate();
  const { phone } = useScreenSize();

  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<RatingSortField>(FIRST_RATING_QUERY.sort ?? 'name');
  const [order, setOrder] = useState<'asc' | 'desc'>(FIRST_RATING_QUERY.order ?? 'asc');
  const [distributionOpen, setDistributionOpen] = useState(false);
  const [examOpen, setExamOpen] = useState(false);
  const [examToDelete, setExamToDelete] = useState<ExamDto | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [markTarget, setMarkTarget] = useState<MarkTarget | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const courses = useGetList<CourseDto>(
    'courses',
    { pagination: { page: 1, perPage: LIST_MAX_SIZE }, sort: { field: 'id', order: 'ASC' }, filter: {} },
    { retry: false },
  );
  const query = { search: search || undefined, sort, order };
  const rating = useQuery({
    queryKey: ratingKeys.table(courseId, query),
    queryFn: ({ signal }) => takePreloadedRating(courseId, query) ?? dataProvider.getCourseRating(courseId, query, signal),
    placeholderData: keepPreviousData,
    // A big table is replaced whole: comparing it deeply with the last one costs more than it saves.
    structuralSharing: false,
    retry: retryRating,
  });
  const problem = useRatingError(rating.error);
  const data = rating.data;
  const columns = useMemo(() => (data ? ratingColumns(data, view) : null), [data, view]);

  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: ratingKeys.course(courseId) }), [queryClient, courseId]);

  const onSort = useCallback(
    (field: RatingSortField) => {
      if (field === sort) setOrder((o) => (o === 'asc' ? 'desc' : 'asc'));
      else {
        setSort(field);
        setOrder(defaultOrder(field));
      }
    },
    [sort],
  );
  const onMarkClick = useCallback((anchor: HTMLElement, row: RatingStudentRow, exam: ExamDto) => setMarkTarget({ anchor, row, exam }), []);

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
      subtitle={
        data && distribution ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="rating-facts">
            {[
              translate('ratings.studentsCount', { smart_count: data.count }),
              translate('ratings.weights', { tasks: distribution.tasks, tests: distribution.tests, exams: distribution.exams }),
              distribution.isDefault ? translate('ratings.defaultWeights') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        ) : (
          <Typography variant="body2">&nbsp;</Typography>
        )
      }
      actions={
        <>
          <Button variant="outlined" startIcon={<PercentIcon />} disabled={!data} onClick={() => setDistributionOpen(true)}>
            {translate('ratings.distribution.open')}
          </Button>
          <Button variant="outlined" startIcon={<AddIcon />} disabled={!data} onClick={() => setExamOpen(true)}>
            {translate('ratings.exams.add')}
          </Button>
          <ExportButton rating={data} columns={columns} />
        </>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
        {courseChoices.length > 1 && (
          <TextField
            select
            size="small"
            label={translate('ratings.course')}
            value={courseChoices.some((c) => String(c.id) === courseId) ? courseId : ''}
            onChange={(event) => navigate(paths.course(event.target.value, view))}
            sx={{ minWidth: 200, maxWidth: '100%', flex: { xs: '1 1 100%', sm: '0 1 280px' } }}
            data-testid="rating-course"
          >
            {courseChoices.map((course) => (
              <MenuItem key={course.id} value={String(course.id)}>
                {course.courseName}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          type="search"
          size="small"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder={translate('ratings.search')}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 280px' } }}
          slotProps={{
            htmlInput: { 'aria-label': translate('ratings.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <ToggleButtonGroup size="small" exclusive value={view} aria-label={translate('ratings.view')} sx={{ ml: { sm: 'auto' } }}>
          <ToggleButton
            value="rating"
            component={RouterLink}
            to={paths.course(courseId, 'rating')}
            aria-label={translate('ratings.views.rating')}
          >
            {translate('ratings.views.rating')}
          </ToggleButton>
          <ToggleButton
            value="exams"
            component={RouterLink}
            to={paths.course(courseId, 'exams')}
            aria-label={translate('ratings.views.exams')}
          >
            {translate('ratings.views.exams')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mb: 1.5 }} data-testid="rating-state" action={<RetryButton onRetry={() => void rating.refetch()} />}>
          {problem}
        </Alert>
      )}
      <Box sx={{ height: 4, mb: 0.5 }}>{rating.isFetching && data && <LinearProgress aria-label={translate('app.loading')} />}</Box>
      {!data || !columns ? (
        <InlineSpinner />
      ) : data.students.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {search ? translate('ratings.noMatch', { search }) : translate('ratings.empty')}
        </Alert>
      ) : (
        <RatingTable
          rating={data}
          columns={columns.columns}
          groups={columns.groups}
          sort={sort}
          order={order}
          onSort={onSort}
          onMarkClick={onMarkClick}
          onDeleteExam={setExamToDelete}
          nameWidth={nameWidth}
          label={translate('ratings.tableLabel', { course: data.courseName })}
        />
      )}
      {view === 'exams' && data?.exams.length === 0 && (
        <Alert severity="info" variant="outlined" sx={{ mt: 1.5 }}>
          {translate('ratings.exams.none')}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="rating-legend">
        {translate(view === 'exams' ? 'ratings.legendExams' : 'ratings.legend')}
      </Typography>

      <DistributionDialog
        open={distributionOpen}
        distribution={distribution}
        onClose={() => setDistributionOpen(false)}
        onSave={async (input) => {
          const answer = await dataProvider.saveRatingDistribution(courseId, input);
          await reload();
          return answer;
        }}
      />
      <ExamDialog
        open={examOpen}
        onClose={() => setExamOpen(false)}
        onSave={async (input, onFieldError) => {
          try {
            const answer = await dataProvider.createExam(courseId, input);
            notify(answer.message, { type: 'success', messageArgs: { _: answer.message } });
            await reload();
            return true;
          } catch (failure) {
            const message = (failure as Error)?.message || translate('app.errors.generic');
            const body = (failure as { body?: Partial<ErrorResponse> }).body;
            if (body?.field) onFieldError(body.field, message);
            notify(message, { type: 'error', messageArgs: { _: message } });
            return false;
          }
        }}
      />
      <Confirm
        isOpen={Boolean(examToDelete)}
        loading={deleting}
        title={translate('ratings.exams.deleteTitle', { name: examToDelete?.name ?? '' })}
        content={translate('ratings.exams.deleteContent')}
        confirm={translate('learning.delete')}
        confirmColor="warning"
        onClose={() => setExamToDelete(null)}
        onConfirm={async () => {
          if (!examToDelete) return;
          setDeleting(true);
          try {
            const answer = await dataProvider.deleteExam(examToDelete.examId);
            notify(answer.message, { type: 'success', messageArgs: { _: answer.message } });
            await reload();
          } catch (failure) {
            const message = (failure as Error)?.message || translate('app.errors.generic');
            notify(message, { type: 'error', messageArgs: { _: message } });
          } finally {
            setDeleting(false);
            setExamToDelete(null);
          }
        }}
      />
      <MarkEditor
        target={markTarget}
        onClose={() => setMarkTarget(null)}
        onSave={async (exam, row, mark) => {
          const answer = await dataProvider.giveExamMark(exam.examId, row.studentId, mark);
          await reload();
          return answer;
        }}
      />
    </LearningPage>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Button color="inherit" size="small" onClick={onRetry}>
      {translate('learning.retry')}
    </Button>
  );
}
