import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CourseRatingDto } from '../../../../api/ratings';

/** The line under the title: how many students, the weights of the total and what counts; a blank line until the table comes. */
export function RatingFacts({ data }: { data: CourseRatingDto | undefined }) {
  const translate = useTranslate();
  const distribution = data?.distribution;
  return data && distribution ? (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="rating-facts">
      {[
        translate('ratings.studentsCount', { smart_count: data.count }),
        translate('ratings.weights', { tasks: distribution.tasks, tests: distribution.tests, exams: distribution.exams }),
        distribution.isDefault ? translate('ratings.defaultWeights') : null,
        translate(distribution.missingCountsZero ? 'ratings.countsDue' : 'ratings.countsGraded'),
      ]
        .filter(Boolean)
        .join(' · ')}
    </Typography>
  ) : (
    <Typography variant="body2">&nbsp;</Typography>
  );
}
