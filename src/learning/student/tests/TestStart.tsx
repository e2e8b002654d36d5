import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import type { StudentTestDto } from '../../../api/testAttempts';
import { TestIntro } from '../../shared/tests/TestIntro';

export interface TestStartProps {
  test: StudentTestDto;
  onStart: () => void;
  starting?: boolean;
  /** The server's refusal of the start (e.g. its 403 for a blocked test). */
  error?: string | null;
}

/**
 * Before the attempt: the instructor's message, the time to take the test (HH:MM), the number
 * of questions and the maximum (the shared TestIntro), and Start. A blocked test says it cannot
 * be started, and the button is off.
 */
export function TestStart({ test, onStart, starting = false, error }: TestStartProps) {
  const translate = useTranslate();
  const blocked = !test.isActive;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="test-start">
      <TestIntro test={test} headingComponent="h2">
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {blocked ? (
            <Alert severity="warning" icon={<LockOutlinedIcon />} data-testid="test-blocked">
              {error || translate('studentTests.start.inactive')}
            </Alert>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('studentTests.start.hint')}
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
              {translate(starting ? 'studentTests.start.starting' : 'studentTests.start.button')}
            </Button>
          </Box>
        </Box>
      </TestIntro>
    </Box>
  );
}
