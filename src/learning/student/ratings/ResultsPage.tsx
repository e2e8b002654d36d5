import { useMemo } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate, type Identifier } from 'react-admin';
import type { StudentExamResult, StudentResultsDto, StudentTaskResult, StudentTestResult } from '../../../api/studentResults';
import type { CourseDto } from '../../../api/types';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { usePointsFormat } from '../../shared/tests/testFormat';
import { useStudentPaths } from '../studentPaths';
import { studentTestKeys, useStudentTestsApi } from '../tests/studentTestsApi';
import { retryRating, useRatingError } from '../../shared/useRatingError';

/**
 * My results (/student/results): per course, the lessons open so far with their tests (points,
 * passed or not) and tasks (points, status, the instructor's comment), the exams with my mark,
 * and the course totals: all of a course from one call, GET /student/results/{courseId}, read
 * only for the course that is open.
 */
export function ResultsPage() {
  const translate = useTranslate();
  const api = useStudentTestsApi();
  const courses = useQuery({ queryKey: studentTestKeys.myCourses, queryFn: ({ signal }) => api.listMyCourses(signal), retry: retryRating });
  const title = translate('studentTests.results.title');
  return (
    <LearningPage title={title} subtitle={translate('studentTests.results.intro')}>
      {courses.isPending ? (
        <InlineSpinner />
      ) : courses.error ? (
        <QueryState error={courses.error} notFound={translate('studentTests.results.noCourses')} onRetry={() => void courses.refetch()} />
      ) : !courses.data?.length ? (
        <Alert severity="info">{translate('studentTests.results.noCourses')}</Alert>
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

function CourseResultsSection({ course, defaultExpanded }: { course: CourseDto; defaultExpanded: boolean }) {
  const headingId = `course-results-${course.id}`;
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      slotProps={{ transition: { unmountOnExit: true } }}
      data-testid={`course-results-${course.id}`}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${headingId}-content`} id={headingId}>
        <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {course.courseName}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-content`} sx={{ px: { xs: 1, sm: 2 } }}>
        <CourseResults courseId={course.id} />
      </AccordionDetails>
    </Accordion>
  );
}

interface ResultRow {
  key: string;
  /** The lesson it belongs to; 0 for an exam. */
  lessonId: number;
  lessonName: string;
  kind: 'test' | 'task' | 'exam';
  id: number;
  name: string;
  /** null: nothing scored yet (no accepted answer, no finished attempt, no mark). */
  received: number | null;
  max: number;
  test?: StudentTestResult;
  task?: StudentTaskResult;
  exam?: StudentExamResult;
}

function rowsOf(results: StudentResultsDto): ResultRow[] {
  const rows: ResultRow[] = [];
  for (const lesson of results.lessons) {
    const where = { lessonId: lesson.lessonId, lessonName: lesson.lessonName };
    for (const test of lesson.tests) {
      rows.push({
        key: `test-${test.testId}`,
        ...where,
        kind: 'test',
        id: test.testId,
        name: test.testName,
        received: test.pointsReceived,
        max: test.maxPoints,
        test,
      });
    }
    for (const task of lesson.tasks) {
      rows.push({
        key: `task-${task.taskId}`,
        ...where,
        kind: 'task',
        id: task.taskId,
        name: task.taskName,
        received: task.points,
        max: task.mark,
        task,
      });
    }
  }
  for (const exam of results.exams) {
    rows.push({
      key: `exam-${exam.examId}`,
      lessonId: 0,
      lessonName: '',
      kind: 'exam',
      id: exam.examId,
      name: exam.name,
      received: exam.mark,
      max: exam.maxMark,
      exam,
    });
  }
  return rows;
}

/** One course's results from GET /student/results/{courseId}: one call, whatever the number of lessons. */
function CourseResults({ courseId }: { courseId: Identifier }) {
  const translate = useTranslate();
  const api = useStudentTestsApi();
  const points = usePointsFormat();
  const results = useQuery({
    queryKey: studentTestKeys.myResults(courseId),
    queryFn: ({ signal }) => api.getMyResults(courseId, signal),
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
        {problem ?? translate('studentTests.results.loadFailed')}
      </Alert>
    );
  }
  const data = results.data;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="course-totals">
        <Chip
          color="primary"
          label={translate('studentTests.results.total', { total: points(data.rating.total) })}
          sx={{ fontWeight: 700 }}
        />
        <Chip variant="outlined" label={translate('studentTests.results.place', { place: data.rating.place, count: data.studentsCount })} />
        <Chip
          variant="outlined"
          label={translate('studentTests.results.totals', {
            tasks: points(data.rating.tasksTotal),
            tasksMax: points(data.tasksMax),
            tests: points(data.rating.testsTotal),
            testsMax: points(data.testsMax),
          })}
          sx={{ maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal' }, height: 'auto', py: 0.5 }}
        />
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('studentTests.results.noItems')}</Typography>
      ) : (
        <ResultsTable courseId={courseId} rows={rows} />
      )}
    </Box>
  );
}

function ResultsTable({ courseId, rows }: { courseId: Identifier; rows: ResultRow[] }) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const paths = useStudentPaths();
  let lastLesson: number | null = null;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 0 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('studentTests.results.item')}</TableCell>
            <TableCell align="right">{translate('studentTests.results.points')}</TableCell>
            <TableCell>{translate('studentTests.results.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.flatMap((row) => {
            const out = [];
            if (row.lessonId !== lastLesson) {
              lastLesson = row.lessonId;
              out.push(
                <TableRow key={`lesson-${row.lessonId}`}>
                  <TableCell colSpan={3} component="th" scope="rowgroup" sx={{ bgcolor: 'action.hover', fontWeight: 700 }}>
                    {row.kind === 'exam' ? (
                      translate('studentTests.results.exams')
                    ) : (
                      <Link component={RouterLink} to={paths.lesson(courseId, row.lessonId)} underline="hover" color="inherit">
                        {row.lessonName}
                      </Link>
                    )}
                  </TableCell>
                </TableRow>,
              );
            }
            const to =
              row.kind === 'test'
                ? paths.test(courseId, row.lessonId, row.id)
                : row.kind === 'task'
                  ? paths.task(courseId, row.lessonId, row.id)
                  : null;
            out.push(
              <TableRow key={row.key} data-testid={`result-${row.key}`}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {translate(`studentTests.results.${row.kind}`)}
                  </Typography>
                  {to ? (
                    <Link
                      component={RouterLink}
                      to={to}
                      underline="hover"
                      aria-label={translate('studentTests.results.openNamed', { name: row.name })}
                    >
                      {row.name}
                    </Link>
                  ) : (
                    row.name
                  )}
                  {row.task?.comment && (
                    <Typography
                      variant="body2"
                      component="span"
                      sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'pre-line', mt: 0.25 }}
                    >
                      {translate('studentTests.results.comment', { comment: row.task.comment })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {translate('studentTests.results.pointsOf', {
                    received: row.received === null ? '—' : points(row.received),
                    max: points(row.max),
                  })}
                </TableCell>
                <TableCell>
                  {row.test ? (
                    <TestState test={row.test} />
                  ) : row.task ? (
                    <TaskState task={row.task} />
                  ) : row.exam?.mark === null ? (
                    <ExamState />
                  ) : null}
                </TableCell>
              </TableRow>,
            );
            return out;
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

function TestState({ test }: { test: StudentTestResult }) {
  const translate = useTranslate();
  const finished = test.status === 'SUBMITTED' || test.status === 'TIME_UP';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {finished && test.passed !== null ? (
        <Chip
          size="small"
          color={test.passed ? 'success' : 'error'}
          variant={test.passed ? 'filled' : 'outlined'}
          label={translate(test.passed ? 'studentTests.results.testPassed' : 'studentTests.results.testNotPassed')}
        />
      ) : (
        <Chip size="small" variant="outlined" label={translate(`tests.status.${test.status ?? 'NOT_STARTED'}`)} />
      )}
      {test.status === 'TIME_UP' && <Chip size="small" variant="outlined" color="warning" label={translate('tests.status.TIME_UP')} />}
    </Box>
  );
}

function TaskState({ task }: { task: StudentTaskResult }) {
  const translate = useTranslate();
  const status = task.status ?? 'NOT_SUBMITTED';
  const color = status === 'ACCEPTED' ? 'success' : status === 'NOT_ACCEPTED' ? 'error' : status === 'WAITING' ? 'info' : 'default';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      <Chip
        size="small"
        color={color}
        variant={status === 'ACCEPTED' ? 'filled' : 'outlined'}
        label={translate(`studentTests.results.taskStatus.${status}`)}
      />
      {task.late && <Chip size="small" color="warning" variant="outlined" label={translate('studentTests.results.late')} />}
    </Box>
  );
}

function ExamState() {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={translate('studentTests.results.noMark')} />;
}
