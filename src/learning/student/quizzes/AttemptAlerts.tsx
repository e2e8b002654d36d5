import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { AttemptSnapshot } from './attemptSyncTypes';
import type { AttemptConnection } from './useAttemptConnection';

export interface AttemptAlertsProps {
  snapshot: AttemptSnapshot;
  connection: AttemptConnection;
}

/** What goes wrong while the test is taken, above the questions: no copy on the device, the connection, a failed submission. */
export function AttemptAlerts({ snapshot, connection }: AttemptAlertsProps) {
  const translate = useTranslate();
  const submitting = snapshot.submitState === 'submitting';
  return (
    <>
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
    </>
  );
}

/** What screen readers are told as it happens: the connection lost and back, the sending. */
export function AttemptAnnouncement({ snapshot, connection }: AttemptAlertsProps) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={visuallyHidden} aria-live="polite" data-testid="attempt-announcement">
      {snapshot.submitState === 'submitting'
        ? translate('studentQuizzes.attempt.submitting')
        : connection === 'offline'
          ? translate('studentQuizzes.attempt.wentOffline')
          : connection === 'back' && snapshot.saveState === 'saved'
            ? translate('studentQuizzes.attempt.backOnline')
            : ''}
    </Box>
  );
}
