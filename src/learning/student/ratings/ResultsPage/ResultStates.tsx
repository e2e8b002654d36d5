import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { StudentTaskResult, StudentQuizResult } from '../../../../api/studentResults';

/** A test's state: passed or not once finished, else how far it got; and whether the time ran out. */
export function TestState({ test }: { test: StudentQuizResult }) {
  const translate = useTranslate();
  const finished = test.status === 'SUBMITTED' || test.status === 'TIME_UP';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {finished && test.passed !== null ? (
        <Chip
          size="small"
          color={test.passed ? 'success' : 'error'}
          variant={test.passed ? 'filled' : 'outlined'}
          label={translate(test.passed ? 'studentQuizzes.results.testPassed' : 'studentQuizzes.results.testNotPassed')}
        />
      ) : (
        <Chip size="small" variant="outlined" label={translate(`quizzes.status.${test.status ?? 'NOT_STARTED'}`)} />
      )}
      {test.status === 'TIME_UP' && <Chip size="small" variant="outlined" color="warning" label={translate('quizzes.status.TIME_UP')} />}
    </Box>
  );
}

/** A task's review status, and whether the answer came late. */
export function TaskState({ task }: { task: StudentTaskResult }) {
  const translate = useTranslate();
  const status = task.status ?? 'NOT_SUBMITTED';
  const color = status === 'ACCEPTED' ? 'success' : status === 'NOT_ACCEPTED' ? 'error' : status === 'WAITING' ? 'info' : 'default';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      <Chip
        size="small"
        color={color}
        variant={status === 'ACCEPTED' ? 'filled' : 'outlined'}
        label={translate(`studentQuizzes.results.taskStatus.${status}`)}
      />
      {task.late && <Chip size="small" color="warning" variant="outlined" label={translate('studentQuizzes.results.late')} />}
    </Box>
  );
}

/** An exam with no mark yet. */
export function ExamState() {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={translate('studentQuizzes.results.noMark')} />;
}
