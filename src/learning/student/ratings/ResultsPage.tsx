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
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate, type Identifier } from 'react-admin';
import { PLACEHOLDER_TASK, type StudentRatingDto } from '../../../api/ratings';
import type { TaskDto } from '../../../api/tasks';
import type { CourseDto } from '../../../api/types';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { usePointsFormat } from '../../shared/tests/testFormat';
import { useStudentPaths } from '../studentPaths';
import { studentTestKeys, useStudentTestsApi, type StudentTestListItem } from '../tests/studentTestsApi';
import { retryRating, useRatingError } from './useRatingError';

/**
 * My results (/student/results): per course, the lessons open so far with their tests (points,
 * passed or not) and tasks (points, status), and the course totals. The structure and points
 * come from GET /student/rating/{courseId}; the tests' and tasks' states from the lesson's own
 * lists, read only for the course that is open (one call per lesson with a test or a task).
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
    <Accordion defaultExpanded={defaultExpanded} slotProps={{ transition: { unmountOnExit: true } }} data-testid={`course-results-${course.id}`}>
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
  received: number;
  max: number;
  test?: StudentTestListItem;
  task?: TaskDto;
}

function rowsOf(rating: StudentRatingDto): ResultRow[] {
  const rows: ResultRow[] = [];
  for (const lesson of rating.lessons) {
    for (const test of lesson.tests) {
      rows.push({
        key: `test-${test.testId}`,
        lessonId: lesson.lessonId,
        lessonName: lesson.lessonName,
        kind: 'test',
        id: test.testId,
        name: test.testName,
        received: rating.student.tests[String(test.testId)] ?? 0,
        max: test.maxPoints,
      });
    }
    for (const task of lesson.tasks) {
      if (task.taskId === PLACEHOLDER_TASK.id) continue;
      rows.push({
        key: `task-${task.taskId}`,
        lessonId: lesson.lessonId,
        lessonName: lesson.lessonName,
        kind: 'task',
        id: task.taskId,
        name: task.taskName,
        received: rating.student.tasks[String(task.taskId)] ?? 0,
        max: task.maxPoints,
      });
    }
  }
  for (const exam of rating.exams) {
    rows.push({ key: `exam-${exam.examId}`, lessonId: 0, lessonName: '', kind: 'exam', id: exam.examId, name: exam.name, received: rating.student.exams[String(exam.examId)] ?? 0, max: exam.mark });
  }
  return rows;
}

function CourseResults({ courseId }: { courseId: Identifier }) {
  const translate = useTranslate();
  const api = useStudentTestsApi();
  const points = usePointsFormat();
  const rating = useQuery({ queryKey: studentTestKeys.myRating(courseId), queryFn: ({ signal }) => api.getMyRating(courseId, signal), retry: retryRating });
  const problem = useRatingError(rating.error);
  const rows = useMemo(() => (rating.data ? rowsOf(rating.data) : []), [rating.data]);
  const testLessons = [...new Set(rows.filter((r) => r.kind === 'test').map((r) => r.lessonId))];
  const taskLessons = [...new Set(rows.filter((r) => r.kind === 'task').map((r) => r.lessonId))];
  // One call per lesson with a test or a task: there is no aggregate call of the student's results yet.
  const tests = useQueries({
    queries: testLessons.map((lessonId) => ({
      queryKey: studentTestKeys.lessonTests(lessonId),
      queryFn: ({ signal }: { signal: AbortSignal }) => api.listLessonTests(lessonId, signal),
      retry: retryRating,
    })),
  });
  const tasks = useQueries({
    queries: taskLessons.map((lessonId) => ({
      queryKey: studentTestKeys.lessonTasks(lessonId),
      queryFn: ({ signal }: { signal: AbortSignal }) => api.listLessonTasks(lessonId, signal),
      retry: retryRating,
    })),
  });
  const testById = new Map(tests.flatMap((q) => q.data ?? []).map((t) => [t.testId, t]));
  const taskById = new Map(tasks.flatMap((q) => q.data ?? []).map((t) => [t.taskId, t]));

  if (rating.isPending) return <InlineSpinner />;
  if (!rating.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void rating.refetch()}>
            {translate('learning.retry')}
          </Button>
        }
      >
        {problem ?? translate('studentRatings.loadFailed')}
      </Alert>
    );
  }
  const data = rating.data;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="course-totals">
        <Chip color="primary" label={translate('studentTests.results.total', { total: points(data.student.total) })} sx={{ fontWeight: 700 }} />
        <Chip variant="outlined" label={translate('studentTests.results.place', { place: data.student.place, count: data.studentsCount })} />
        <Chip
          variant="outlined"
          label={translate('studentTests.results.totals', {
            tasks: points(data.student.tasksTotal),
            tasksMax: points(data.tasksMax),
            tests: points(data.student.testsTotal),
            testsMax: points(data.testsMax),
          })}
          sx={{ maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal' }, height: 'auto', py: 0.5 }}
        />
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('studentTests.results.noItems')}</Typography>
      ) : (
        <ResultsTable courseId={courseId} rows={rows.map((r) => ({ ...r, test: r.kind === 'test' ? testById.get(r.id) : undefined, task: r.kind === 'task' ? taskById.get(r.id) : undefined }))} />
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
            const to = row.kind === 'test' ? paths.test(courseId, row.lessonId, row.id) : row.kind === 'task' ? paths.task(courseId, row.lessonId, row.id) : null;
            out.push(
              <TableRow key={row.key} data-testid={`result-${row.key}`}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {translate(`studentTests.results.${row.kind}`)}
                  </Typography>
                  {to ? (
                    <Link component={RouterLink} to={to} underline="hover" aria-label={translate('studentTests.results.openNamed', { name: row.name })}>
                      {row.name}
                    </Link>
                  ) : (
                    row.name
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {translate('studentTests.results.pointsOf', { received: points(row.received), max: points(row.max) })}
                </TableCell>
                <TableCell>{row.kind === 'test' ? <TestState test={row.test} /> : row.kind === 'task' ? <TaskState task={row.task} /> : null}</TableCell>
              </TableRow>,
            );
            return out;
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

function TestState({ test }: { test?: StudentTestListItem }) {
  const translate = useTranslate();
  if (!test) return <Typography variant="body2" color="text.secondary">…</Typography>;
  const finished = test.attemptStatus === 'SUBMITTED' || test.attemptStatus === 'TIME_UP';
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
        <Chip size="small" variant="outlined" label={translate(`tests.status.${test.attemptStatus}`)} />
      )}
      {test.attemptStatus === 'TIME_UP' && <Chip size="small" variant="outlined" color="warning" label={translate('tests.status.TIME_UP')} />}
    </Box>
  );
}

function TaskState({ task }: { task?: TaskDto }) {
  const translate = useTranslate();
  if (!task) return <Typography variant="body2" color="text.secondary">…</Typography>;
  const status = task.answer?.status ?? 'NOT_SUBMITTED';
  const color = status === 'ACCEPTED' ? 'success' : status === 'NOT_ACCEPTED' ? 'error' : status === 'WAITING' ? 'info' : 'default';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      <Chip size="small" color={color} variant={status === 'ACCEPTED' ? 'filled' : 'outlined'} label={translate(`studentTests.results.taskStatus.${status}`)} />
      {task.answer?.late && <Chip size="small" color="warning" variant="outlined" label={translate('studentTests.results.late')} />}
    </Box>
  );
}
