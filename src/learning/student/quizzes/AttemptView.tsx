import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import type { StudentQuizDto, QuizPassResponse } from '../../../api/quizAttempts';
import { formatQuizTimeShort, parseQuizTime } from '../../../api/quizTime';
import { QuizQuestions } from '../../shared/quizzes/QuizQuestions';
import { answeredCount, toQuestionViews } from '../../shared/quizzes/quizResponse';
import type { AttemptCallsUsed, AttemptSyncOptions } from './attemptSyncTypes';
import { Countdown, visuallyHiddenSx } from './Countdown';
import { SaveStatus } from './SaveStatus';
import type { ServerClock } from './serverClock';
import { useAttemptSync } from './useAttemptSync';

export interface AttemptViewProps {
  /** The test with its running attempt (status IN_PROGRESS). */
  test: StudentQuizDto & { attempt: NonNullable<StudentQuizDto['attempt']> };
  /** Saves and submits the answers: the dataProvider, or a test's fakes. */
  calls: AttemptCallsUsed;
  clock: ServerClock;
  /** The server took the submission: its answer, with 'Test passed! Wait for the results!'. */
  onSubmitted: (result: QuizPassResponse) => void;
  /** The server had closed the attempt (409: time up, or submitted elsewhere): reload the test. */
  onClosed: () => void;
  /** For tests and stories: where the copy is kept and how long the pause before a save is. */
  storage?: Storage;
  debounceMs?: number;
}

/**
 * The test while the student takes it: the questions (the shared QuizQuestions), and a bar that
 * stays at the bottom of the screen with the time left by the server's clock, whether the
 * answers are saved, how many are answered and Submit (confirmed, sent once). Answers are kept
 * on the device at once and saved to the server as they change (AttemptSync); when time is up
 * they are submitted as they are.
 */
export function AttemptView({ test, calls, clock, onSubmitted, onClosed, storage, debounceMs }: AttemptViewProps) {
  const translate = useTranslate();
  const questions = useMemo(() => toQuestionViews(test.questions), [test.questions]);
  const options: AttemptSyncOptions = { testId: test.testId, attempt: test.attempt, calls, clock, debounceMs };
  if (storage) options.storage = storage;
  const { sync, snapshot } = useAttemptSync(options);
  const [confirming, setConfirming] = useState(false);
  const [warning, setWarning] = useState(false);
  const [timeUp, setTimeUp] = useState(false);

  const deadlineMs = Date.parse(test.attempt.deadline);
  const limitSeconds = parseQuizTime(test.timeToTakeTheTest) ?? 0;
  const spent = useCallback(() => {
    const seconds = (clock.now() - Date.parse(test.attempt.startedAt)) / 1000;
    return formatQuizTimeShort(Math.min(limitSeconds || seconds, Math.max(0, seconds)));
  }, [clock, limitSeconds, test.attempt.startedAt]);

  const submitting = snapshot.submitState === 'submitting';
  const locked = submitting || snapshot.submitState === 'submitted' || snapshot.submitState === 'closed';
  const answered = answeredCount(questions, snapshot.value);

  // Hand the outcome to the page once.
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    if (snapshot.submitState === 'submitted' && snapshot.result) {
      reported.current = true;
      onSubmitted(snapshot.result);
    } else if (snapshot.submitState === 'closed') {
      reported.current = true;
      onClosed();
    }
  }, [snapshot.submitState, snapshot.result, onSubmitted, onClosed]);

  const expire = useCallback(() => {
    setTimeUp(true);
    setConfirming(false);
    void sync.submit(spent());
  }, [sync, spent]);

  const confirmSubmit = () => {
    setConfirming(false);
    void sync.submit(spent());
  };

  // Said once when the connection drops and once when it is back (the bar shows it all along).
  // 'offline' follows the save state in the same render as the bar; 'back' remembers the drop
  // until a save has gone through and six seconds have passed.
  const offline = snapshot.saveState === 'offline';
  const [wasOffline, setWasOffline] = useState(false);
  useEffect(() => {
    if (offline) setWasOffline(true);
  }, [offline]);
  const connection: 'online' | 'offline' | 'back' = offline ? 'offline' : wasOffline ? 'back' : 'online';
  useEffect(() => {
    if (connection !== 'back' || snapshot.saveState !== 'saved') return undefined;
    const timer = setTimeout(() => setWasOffline(false), 6000);
    return () => clearTimeout(timer);
  }, [connection, snapshot.saveState]);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="attempt">
      {snapshot.localUnavailable && <Alert severity="warning">{translate('studentQuizzes.attempt.noLocalCopy')}</Alert>}
      {connection === 'offline' && (
        <Alert severity="warning" data-testid="offline-alert">
          {translate(submitting ? 'studentQuizzes.attempt.submitWaiting' : 'studentQuizzes.attempt.wentOffline')}
        </Alert>
      )}
      {connection === 'back' && snapshot.saveState === 'saved' && (
        <Alert severity="success" data-testid="online-alert">
          {translate('studentQuizzes.attempt.backOnline')}
        </Alert>
      )}
      {snapshot.submitState === 'failed' && snapshot.submitError && (
        <Alert severity="error">{translate('studentQuizzes.attempt.submitFailed', { message: snapshot.submitError })}</Alert>
      )}

      <Box component="section" aria-label={translate('studentQuizzes.attempt.questionsLabel')} sx={{ minWidth: 0 }}>
        <QuizQuestions questions={questions} value={snapshot.value} onChange={(value) => sync.change(value)} disabled={locked || timeUp} />
      </Box>

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
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1 }}>
          <Countdown deadlineMs={deadlineMs} clock={clock} onExpire={expire} onWarning={setWarning} />
          <SaveStatus snapshot={snapshot} onRetry={() => sync.flush()} />
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 auto', minWidth: 0 }} data-testid="answered">
            {translate('studentQuizzes.attempt.answered', { answered, total: questions.length })}
          </Typography>
          <Button
            variant="contained"
            onClick={() => setConfirming(true)}
            disabled={locked || timeUp}
            startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SendIcon />}
            sx={{ ml: 'auto' }}
            data-testid="submit-test"
          >
            {translate(submitting ? 'studentQuizzes.attempt.submitting' : 'studentQuizzes.attempt.submit')}
          </Button>
        </Box>
      </Paper>

      <Dialog
        open={confirming && !locked}
        onClose={() => setConfirming(false)}
        aria-labelledby="submit-test-title"
        aria-describedby="submit-test-text"
      >
        <DialogTitle id="submit-test-title">{translate('studentQuizzes.attempt.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="submit-test-text">
            {translate('studentQuizzes.attempt.confirmText', { answered, total: questions.length })}
            {answered < questions.length && (
              <>
                {' '}
                <Box component="strong" sx={{ color: 'warning.main' }}>
                  {translate('studentQuizzes.attempt.confirmUnanswered', { smart_count: questions.length - answered })}
                </Box>
              </>
            )}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setConfirming(false)} autoFocus>
            {translate('studentQuizzes.attempt.keepAnswering')}
          </Button>
          <Button variant="contained" onClick={confirmSubmit} startIcon={<SendIcon />} data-testid="confirm-submit">
            {translate('studentQuizzes.attempt.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      {/* What screen readers are told as it happens: the connection lost and back, the sending. */}
      <Box component="span" sx={visuallyHiddenSx} aria-live="polite" data-testid="attempt-announcement">
        {submitting
          ? translate('studentQuizzes.attempt.submitting')
          : connection === 'offline'
            ? translate('studentQuizzes.attempt.wentOffline')
            : connection === 'back' && snapshot.saveState === 'saved'
              ? translate('studentQuizzes.attempt.backOnline')
              : ''}
      </Box>
    </Box>
  );
}
