import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useTranslate } from 'react-admin';
import type { QuizResultPoints } from '../../../api/quizLimits';
import type { AwaitingKind } from '../../shared/quizzes/attemptWords';
import { usePointsFormat } from '../../shared/quizzes/quizFormat';

export interface QuizResultCardProps {
  points: QuizResultPoints;
  passed: boolean;
  passPercent: number;
  /** An answer graded by hand (an essay, a file or an 'Other' text) waits for the instructor's points. */
  awaitingReview?: boolean;
  /** Which kind waits, to name it (default: 'several', worded for any). */
  awaitingKind?: AwaitingKind;
  /** When the attempt finished, already formatted for the reader. */
  finishedAt?: string | null;
  /** 'HH:MM:SS' as the server measured it. */
  timeSpent?: string | null;
}

/**
 * The result of a finished attempt: 'X of Y' ('X из Y') in large type, passed or not, the share
 * of the maximum against the pass mark, and whether an answer graded by hand still waits for points, named by its kind.
 */
export function QuizResultCard({
  points,
  passed,
  passPercent,
  awaitingReview = false,
  awaitingKind = 'several',
  finishedAt,
  timeSpent,
}: QuizResultCardProps) {
  const translate = useTranslate();
  const format = usePointsFormat();
  const percent = points.maxPoints > 0 ? Math.round((points.pointsReceived / points.maxPoints) * 1000) / 10 : 0;
  const score = translate('studentQuizzes.result.score', { received: format(points.pointsReceived), max: format(points.maxPoints) });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="test-result-title"
      data-testid="test-result"
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0, borderColor: passed ? 'success.main' : 'divider', borderWidth: passed ? 2 : 1 }}
    >
      <Typography id="test-result-title" variant="overline" component="h2" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        {translate('studentQuizzes.result.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 }, mt: 0.5 }}>
        <Typography
          component="p"
          sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, fontWeight: 800, lineHeight: 1.1, overflowWrap: 'anywhere' }}
          data-testid="test-score"
        >
          {score}
        </Typography>
        <Chip
          icon={passed ? <CheckCircleIcon /> : <CancelIcon />}
          color={passed ? 'success' : 'error'}
          variant={passed ? 'filled' : 'outlined'}
          label={translate(passed ? 'studentQuizzes.result.passed' : 'studentQuizzes.result.notPassed')}
          data-testid="test-passed"
          sx={{ fontWeight: 700 }}
        />
      </Box>
      <Box sx={{ mt: 1.5, maxWidth: 420 }}>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, percent)}
          color={passed ? 'success' : 'warning'}
          sx={{ height: 8, borderRadius: 4 }}
          aria-hidden
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('studentQuizzes.result.percent', { percent: format(percent) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('studentQuizzes.result.passMark', { percent: passPercent })}
          </Typography>
        </Box>
      </Box>
      {(finishedAt || timeSpent) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1, color: 'text.secondary' }}>
          {finishedAt && <Typography variant="body2">{translate('studentQuizzes.result.finishedAt', { date: finishedAt })}</Typography>}
          {timeSpent && <Typography variant="body2">{translate('studentQuizzes.result.timeSpent', { time: timeSpent })}</Typography>}
        </Box>
      )}
      {awaitingReview && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 1.5, color: 'warning.main' }}>
          <HourglassTopIcon fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
          <Typography variant="body2">{translate(`studentQuizzes.result.awaiting.${awaitingKind}`)}</Typography>
        </Box>
      )}
    </Paper>
  );
}
