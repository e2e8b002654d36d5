import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { QuizAnalysisSummaryDto } from '../../../../api/quizAnalysis';
import { usePointsFormat } from '../../../shared/quizzes/quizFormat';

/** The test's totals over its finished attempts: how many, mean, median, spread, passed. */
export function AnalysisSummary({ summary }: { summary: QuizAnalysisSummaryDto }) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const chips = [
    translate('quizAnalysis.summary.attempts', { smart_count: summary.attempts }),
    summary.mean !== null && translate('quizAnalysis.summary.mean', { points: points(summary.mean), max: points(summary.maxPoints) }),
    summary.median !== null && translate('quizAnalysis.summary.median', { points: points(summary.median) }),
    summary.standardDeviation !== null && translate('quizAnalysis.summary.deviation', { points: points(summary.standardDeviation) }),
    translate('quizAnalysis.summary.passed', { smart_count: summary.passed }),
  ].filter((label): label is string => Boolean(label));
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }} data-testid="analysis-summary">
      {chips.map((label) => (
        <li key={label}>
          <Chip label={label} variant="outlined" />
        </li>
      ))}
    </Box>
  );
}
