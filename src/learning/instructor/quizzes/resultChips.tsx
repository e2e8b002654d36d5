import Chip from '@mui/material/Chip';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { useTranslate } from 'react-admin';
import type { AttemptStatus } from '../../../api/quizLimits';

const STATUS_COLOR: Record<AttemptStatus, 'default' | 'info' | 'success' | 'warning'> = {
  NOT_STARTED: 'default',
  IN_PROGRESS: 'info',
  SUBMITTED: 'success',
  TIME_UP: 'warning',
};

/** Where an attempt stands, in words (not by colour alone). */
export function AttemptStatusChip({ status, size = 'medium' }: { status: AttemptStatus; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  return <Chip size={size} variant="outlined" color={STATUS_COLOR[status]} label={translate(`quizzes.status.${status}`)} />;
}

/** Passed or not; nothing while the attempt is not finished. */
export function PassedChip({ passed, size = 'medium' }: { passed: boolean | null; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  if (passed === null) return null;
  return (
    <Chip
      size={size}
      color={passed ? 'success' : 'error'}
      icon={passed ? <CheckCircleOutlineIcon /> : <HighlightOffIcon />}
      label={translate(passed ? 'quizzes.results.passed' : 'quizzes.results.notPassed')}
    />
  );
}
