import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate, type Identifier } from 'react-admin';
import { usePointsFormat } from '../../../shared/quizzes/quizFormat';
import { useStudentPaths } from '../../studentPaths';
import type { ResultRow } from './resultRows';
import { ExamState, TaskState, TestState } from './ResultStates';

/** A lesson's heading row over its items, linking to the lesson; "Exams" over the exams. */
function LessonRow({ courseId, row }: { courseId: Identifier; row: ResultRow }) {
  const translate = useTranslate();
  const paths = useStudentPaths();
  return (
    <TableRow>
      <TableCell colSpan={3} component="th" scope="rowgroup" sx={{ bgcolor: 'action.hover', fontWeight: 700 }}>
        {row.kind === 'exam' ? (
          translate('studentQuizzes.results.exams')
        ) : (
          <Link component={RouterLink} to={paths.lesson(courseId, row.lessonId)} underline="hover" color="inherit">
            {row.lessonName}
          </Link>
        )}
      </TableCell>
    </TableRow>
  );
}

/** A test, task or exam: its name (a link to it), the instructor's comment, the points and the state. */
function ItemRow({ courseId, row }: { courseId: Identifier; row: ResultRow }) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const paths = useStudentPaths();
  const to =
    row.kind === 'test'
      ? paths.test(courseId, row.lessonId, row.id)
      : row.kind === 'task'
        ? paths.task(courseId, row.lessonId, row.id)
        : null;
  return (
    <TableRow data-testid={`result-${row.key}`}>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {translate(`studentQuizzes.results.${row.kind}`)}
        </Typography>
        {to ? (
          <Link
            component={RouterLink}
            to={to}
            // Underlined: in a line of text, colour alone does not tell a link (axe link-in-text-block).
            underline="always"
            aria-label={translate('studentQuizzes.results.openNamed', { name: row.name })}
          >
            {row.name}
          </Link>
        ) : (
          row.name
        )}
        {row.task?.comment && (
          <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'pre-line', mt: 0.25 }}>
            {translate('studentQuizzes.results.comment', { comment: row.task.comment })}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {translate('studentQuizzes.results.pointsOf', {
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
    </TableRow>
  );
}

/** A course's items, grouped under a heading row per lesson (and one for the exams). */
export function ResultsTable({ courseId, rows }: { courseId: Identifier; rows: ResultRow[] }) {
  const translate = useTranslate();
  let lastLesson: number | null = null;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 0 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('studentQuizzes.results.item')}</TableCell>
            <TableCell align="right">{translate('studentQuizzes.results.points')}</TableCell>
            <TableCell>{translate('studentQuizzes.results.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.flatMap((row) => {
            const out = [];
            if (row.lessonId !== lastLesson) {
              lastLesson = row.lessonId;
              out.push(<LessonRow key={`lesson-${row.lessonId}`} courseId={courseId} row={row} />);
            }
            out.push(<ItemRow key={row.key} courseId={courseId} row={row} />);
            return out;
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
