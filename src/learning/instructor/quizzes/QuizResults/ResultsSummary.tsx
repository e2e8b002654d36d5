import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { useTranslate } from 'react-admin';
import type { QuizResultsDto } from '../../../../api/quizResults';
import { usePointsFormat } from '../../../shared/quizzes/quizFormat';

/** The counts above the results (taken, passed, awaiting review) and the test's maximum and pass mark. */
export function ResultsSummary({ results }: { results: QuizResultsDto }) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const taken = results.objects.filter((r) => r.tookTest).length;
  const passed = results.objects.filter((r) => r.passed === true).length;
  const awaiting = results.objects.filter((r) => r.awaitingReview).length;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Chip label={translate('quizzes.results.taken', { taken, total: results.objects.length })} />
      <Chip color="success" variant="outlined" label={translate('quizzes.results.passedCount', { smart_count: passed })} />
      {awaiting > 0 && (
        <Chip
          color="warning"
          variant="outlined"
          icon={<RateReviewOutlinedIcon />}
          label={translate('quizBank.results.awaitingCount', { smart_count: awaiting })}
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
        {translate('quizzes.results.maximum', {
          points: points(results.maxPoints),
          percent: results.passPercent,
          smart_count: results.maxPoints,
        })}
      </Typography>
      {results.gradingMethod && (
        // The points below are each student's grade over their attempts: the caption names how it is taken.
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }} data-testid="results-grading-method">
          {translate('quizAttempts.results.caption', { method: translate(`quizAttempts.methods.${results.gradingMethod}`) })}
        </Typography>
      )}
    </Box>
  );
}
