import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import type { StudentQuizDto } from '../../../api/quizAttempts';
import { QuizIntro } from '../../shared/quizzes/QuizIntro';
import { studentAllowance, useAttemptRulesWords } from '../../shared/quizzes/attemptWords';
import { useWindowText } from '../../shared/quizzes/useWindowText';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';

export interface QuizStartProps {
  test: StudentQuizDto;
  onStart: () => void;
  starting?: boolean;
  /** The server's refusal of the start (e.g. its 403 for a blocked test). */
  error?: string | null;
}

/**
 * Before the attempt: the instructor's message, the time to take the test (HH:MM), the number
 * of questions and the maximum (the shared QuizIntro), and Start. A blocked test, or one outside
 * the student's window (not open yet, or closed), says why it cannot be started, and the button is
 * off; the server's own refusal, when it has one, is shown in place of the reason.
 */
export function QuizStart({ test, onStart, starting = false, error }: QuizStartProps) {
  const translate = useTranslate();
  const { at } = useWindowText(useSchoolTimeZone());
  const outside =
    test.windowState === 'NOT_OPEN_YET'
      ? translate('studentQuizzes.start.notOpenYet', { from: at(test.opensAt) })
      : test.windowState === 'CLOSED'
        ? translate('studentQuizzes.start.closed', { until: at(test.closesAt) })
        : null;
  const blocked = !test.isActive || outside !== null;
  const rulesWords = useAttemptRulesWords();
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="test-start">
      <QuizIntro test={test} headingComponent="h2" studentWindow={test}>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {blocked ? (
            <Alert severity="warning" icon={<LockOutlinedIcon />} data-testid="test-blocked">
              {error || (test.isActive ? outside : translate('studentQuizzes.start.inactive'))}
            </Alert>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('studentQuizzes.start.hint')}
            </Typography>
          )}
          {studentAllowance(test) !== 1 && (
            <Typography variant="body2" color="text.secondary" data-testid="start-attempt-rules">
              {rulesWords(test)}
            </Typography>
          )}
          {error && !blocked && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Box>
            <Button
              variant="contained"
              size="large"
              onClick={onStart}
              disabled={blocked || starting}
              startIcon={starting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <PlayArrowIcon />}
              data-testid="start-test"
            >
              {translate(starting ? 'studentQuizzes.start.starting' : 'studentQuizzes.start.button')}
            </Button>
          </Box>
        </Box>
      </QuizIntro>
    </Box>
  );
}
