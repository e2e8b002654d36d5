import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import type { AttemptSnapshot } from './attemptSyncTypes';
import { Countdown } from './Countdown';
import { SaveStatus } from './SaveStatus';
import type { ServerClock } from './serverClock';

export interface AttemptBarProps {
  snapshot: AttemptSnapshot;
  deadlineMs: number;
  clock: ServerClock;
  answered: number;
  total: number;
  /** Submitting, submitted or closed: nothing more to send. */
  locked: boolean;
  /** A file answer is still uploading: Submit waits for it. */
  uploading: boolean;
  timeUp: boolean;
  warning: boolean;
  onExpire: () => void;
  onWarning: (warning: boolean) => void;
  onRetrySave: () => void;
  onSubmit: () => void;
}

/**
 * The bar that stays at the bottom of the screen while the test is taken: the time left, whether
 * the answers are saved, how many are answered and Submit.
 */
export function AttemptBar(props: AttemptBarProps) {
  const { snapshot, deadlineMs, clock, answered, total, locked, uploading, timeUp, warning, onExpire, onWarning, onRetrySave, onSubmit } =
    props;
  const translate = useTranslate();
  const submitting = snapshot.submitState === 'submitting';
  return (
    <Paper
      elevation={6}
      data-testid="attempt-bar"
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 12 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        p: { xs: 1, sm: 1.5 },
        display: 'grid',
        gap: 1,
        borderRadius: 3,
      }}
    >
      {(warning || timeUp) && (
        <Alert severity={timeUp ? 'info' : 'error'} role={timeUp ? 'status' : 'alert'} sx={{ py: 0 }} data-testid="time-alert">
          {translate(timeUp ? 'studentQuizzes.attempt.timeUp' : 'studentQuizzes.attempt.almostUp')}
        </Alert>
      )}
      {uploading && !locked && (
        <Alert severity="info" role="status" id="attempt-uploading" sx={{ py: 0 }} data-testid="uploading-alert">
          {translate('quizBankAnswers.stillUploading')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1 }}>
        <Countdown deadlineMs={deadlineMs} clock={clock} onExpire={onExpire} onWarning={onWarning} />
        <SaveStatus snapshot={snapshot} onRetry={onRetrySave} />
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 auto', minWidth: 0 }} data-testid="answered">
          {translate('studentQuizzes.attempt.answered', { answered, total })}
        </Typography>
        <Button
          variant="contained"
          onClick={onSubmit}
          disabled={locked || timeUp || uploading}
          aria-describedby={uploading ? 'attempt-uploading' : undefined}
          startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SendIcon />}
          sx={{ ml: 'auto' }}
          data-testid="submit-test"
        >
          {translate(submitting ? 'studentQuizzes.attempt.submitting' : 'studentQuizzes.attempt.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
