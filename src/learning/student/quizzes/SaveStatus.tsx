import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatTime } from '../../../i18n/dates';
import type { AttemptSnapshot } from './attemptSyncTypes';

export interface SaveStatusProps {
  snapshot: Pick<AttemptSnapshot, 'saveState' | 'savedAt' | 'errorMessage' | 'unsaved'>;
  /** Sends now (shown for a refusal, which is not retried by itself). */
  onRetry?: () => void;
}

const timeOf = (iso: string | null, locale: string): string | null => formatTime(iso, locale, { seconds: true }) || null;

/**
 * Whether the answers are safe, in words and an icon: Saved (at the server's time), Saving…,
 * Offline — answers kept on this device, retrying, or the server's refusal.
 */
export function SaveStatus({ snapshot, onRetry }: SaveStatusProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { saveState } = snapshot;
  const savedTime = timeOf(snapshot.savedAt, locale);
  let icon = <CloudDoneOutlinedIcon fontSize="small" aria-hidden />;
  let text = savedTime
    ? translate('studentQuizzes.attempt.save.savedAt', { time: savedTime })
    : translate('studentQuizzes.attempt.save.saved');
  let color = 'success.main';
  if (saveState === 'saving') {
    icon = <CircularProgress size={14} color="inherit" aria-hidden />;
    text = translate('studentQuizzes.attempt.save.saving');
    color = 'text.secondary';
  } else if (saveState === 'offline') {
    icon = <CloudOffOutlinedIcon fontSize="small" aria-hidden />;
    text = translate('studentQuizzes.attempt.save.offline');
    color = 'warning.main';
  } else if (saveState === 'retrying') {
    icon = <SyncProblemIcon fontSize="small" aria-hidden />;
    text = translate('studentQuizzes.attempt.save.retrying');
    color = 'warning.main';
  } else if (saveState === 'error') {
    icon = <ErrorOutlineIcon fontSize="small" aria-hidden />;
    text = translate('studentQuizzes.attempt.save.error', { message: snapshot.errorMessage ?? '' });
    color = 'error.main';
  }
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color, minWidth: 0 }}
      data-testid="save-status"
      data-state={saveState}
    >
      <Box component="span" sx={{ display: 'inline-flex', flexShrink: 0 }}>
        {icon}
      </Box>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'inherit', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
      {saveState === 'error' && onRetry && (
        <Button size="small" color="inherit" onClick={onRetry}>
          {translate('studentQuizzes.attempt.save.retryNow')}
        </Button>
      )}
    </Box>
  );
}
