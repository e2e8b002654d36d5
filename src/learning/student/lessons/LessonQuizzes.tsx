import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import LockIcon from '@mui/icons-material/Lock';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate, type Identifier } from 'react-admin';
import { timeLimitLabel, usePointsFormat } from '../../shared/quizzes/quizFormat';
import type { StudentQuizRow } from '../../../dataProvider/studentCalls';
import { useStudentPaths } from '../studentPaths';

/** Where the student's attempt at a test stands: not taken, running, or finished with the result. */
function TestState({ test }: { test: StudentQuizRow }) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const finished = test.attemptStatus === 'SUBMITTED' || test.attemptStatus === 'TIME_UP';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {test.attemptStatus === 'NOT_STARTED' && (
        <Chip size="small" variant="outlined" label={translate('student.tests.status.NOT_STARTED')} />
      )}
      {test.attemptStatus === 'IN_PROGRESS' && (
        <Chip
          size="small"
          variant="outlined"
          color="warning"
          icon={<PlayCircleOutlineIcon />}
          label={translate('student.tests.status.IN_PROGRESS')}
        />
      )}
      {test.attemptStatus === 'TIME_UP' && <Chip size="small" variant="outlined" label={translate('student.tests.status.TIME_UP')} />}
      {finished && test.points && (
        <Chip
          size="small"
          color={test.passed ? 'success' : 'error'}
          variant="outlined"
          icon={test.passed ? <CheckCircleOutlineIcon /> : <HighlightOffIcon />}
          label={`${translate('student.tests.result', { points: points(test.points.pointsReceived), max: points(test.points.maxPoints) })} · ${translate(
            test.passed ? 'student.tests.passed' : 'student.tests.failed',
          )}`}
        />
      )}
      {finished && !test.points && <Chip size="small" variant="outlined" label={translate('student.tests.status.SUBMITTED')} />}
      {!test.isActive && !finished && (
        <Chip size="small" variant="outlined" icon={<LockIcon />} label={translate('student.tests.closed')} />
      )}
    </Box>
  );
}

/**
 * The lesson's tests as cards: name, time limit (HH:MM), number of questions, and the student's
 * attempt or result; each opens the test's page (src/learning/student/tests).
 */
export function LessonQuizzes({ courseId, lessonId, tests }: { courseId: Identifier; lessonId: Identifier; tests: StudentQuizRow[] }) {
  const translate = useTranslate();
  const paths = useStudentPaths();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {tests.map((test) => (
        <Card key={test.testId} component="li" variant="outlined" data-testid={`student-test-${test.testId}`}>
          <CardActionArea
            component={RouterLink}
            to={paths.test(courseId, lessonId, test.testId)}
            sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-start' }}
          >
            <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.75 }}>
              <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {test.name}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
              >
                <TimerIcon fontSize="inherit" aria-hidden />
                {[
                  translate('student.tests.timeLimit', { time: timeLimitLabel(test.timeToTakeTheTest) }),
                  translate('student.tests.questions', { smart_count: test.questionsCount }),
                ].join(' · ')}
              </Typography>
              <TestState test={test} />
            </Box>
            <ChevronRightIcon color="action" aria-hidden />
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
