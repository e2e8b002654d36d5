import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslate } from 'react-admin';
import type { StudentQuizDto } from '../../../api/quizAttempts';
import { useDateFormat } from '../../../i18n/dates';
import { usePointsFormat } from '../../shared/quizzes/quizFormat';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { useAttemptRulesWords } from '../../shared/quizzes/attemptWords';
import { useTimeReached } from './useTimeReached';

export interface AttemptsPanelProps {
  test: StudentQuizDto;
  /** The attempt whose answers are shown below, to mark it in the list. */
  shownNo: number | null;
  onShow: (attemptNo: number) => void;
  /** Starts attempt `attemptNo` (attempts.length + 1). */
  onStartNext: (attemptNo: number) => void;
  starting?: boolean;
  /** The server's refusal of the start (its 409 names why). */
  startError?: string | null;
  /** The server's clock, so a wait ends on time. */
  now: () => number;
}

/**
 * A student's attempts at a test once one is finished (issue 17, item 3): the grade by the
 * test's method, every attempt with its points (each opens its review below), and either the
 * button for the next attempt or why there is none now; a wait turns into the button by itself.
 */
export function AttemptsPanel({ test, shownNo, onShow, onStartNext, starting = false, startError, now }: AttemptsPanelProps) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const zone = useSchoolTimeZone();
  const format = usePointsFormat();
  const waitOver = useTimeReached(test.nextAttemptBlock === 'WAIT' ? test.nextAttemptAt : null, now);
  const block = test.nextAttemptBlock === 'WAIT' && waitOver ? null : test.nextAttemptBlock;
  // Just submitted here: the view still says 'running' until it is read again, so nothing is offered meanwhile.
  const stale = block === 'ATTEMPT_OPEN' && test.attempt?.status !== 'IN_PROGRESS';
  const next = test.attempts.length + 1;
  const rulesWords = useAttemptRulesWords();
  const score = (p: { pointsReceived: number; maxPoints: number }) =>
    translate('quizAttempts.score', { received: format(p.pointsReceived), max: format(p.maxPoints) });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="attempts-title"
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
      data-testid="attempts-panel"
    >
      <Stack spacing={1.5}>
        <Typography id="attempts-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {translate('quizAttempts.student.pastTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="attempts-method">
          {rulesWords(test)}
        </Typography>
        {test.grade && (
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }} data-testid="attempts-grade">
            {translate('quizAttempts.student.grade', { points: score(test.grade) })}
          </Typography>
        )}
        <List dense disablePadding aria-labelledby="attempts-title" data-testid="attempts-list">
          {test.attempts.map((a) => (
            <ListItemButton
              key={a.attemptNo}
              selected={a.attemptNo === shownNo}
              aria-current={a.attemptNo === shownNo ? 'true' : undefined}
              onClick={() => onShow(a.attemptNo)}
              aria-label={translate('quizAttempts.student.review', { n: a.attemptNo })}
              sx={{ borderRadius: 1 }}
            >
              <ListItemText
                primary={translate('quizAttempts.student.pastRow', { n: a.attemptNo, date: dateTime(a.submittedAt ?? a.startedAt, zone) })}
                secondary={a.points ? score(a.points) : translate('quizAttempts.results.running')}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          ))}
        </List>
        {stale ? null : block ? (
          <Alert severity="info" data-testid="next-attempt-blocked">
            {startError || translate(`quizAttempts.student.blocked.${block}`, { time: dateTime(test.nextAttemptAt, zone) })}
          </Alert>
        ) : (
          <Box>
            {startError && (
              <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
                {startError}
              </Alert>
            )}
            <Button
              variant="contained"
              onClick={() => onStartNext(next)}
              disabled={starting}
              startIcon={starting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <ReplayIcon />}
              data-testid="start-next-attempt"
            >
              {translate('quizAttempts.student.sitAgain', { n: next })}
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
