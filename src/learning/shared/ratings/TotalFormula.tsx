import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { RATING_PARTS, type RatingFormula } from '../../../api/ratingFormula';
import type { RatingDistributionDto } from '../../../api/ratings';
import { usePointsFormat } from '../quizzes/quizFormat';

export interface TotalFormulaProps {
  formula: RatingFormula;
  distribution: RatingDistributionDto;
  /** The id of the heading, so a surrounding region or popover can be named by it. */
  titleId?: string;
}

/**
 * A total line by line, as the server made it (src/api/ratingFormula.ts): each part's counted
 * points, its percentage and the weight it had, the total, and the rule of what counts. The
 * same for the instructor's table (a total's popover) and the student's own card.
 */
export function TotalFormula({ formula, distribution, titleId }: TotalFormulaProps) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const counted = RATING_PARTS.filter((part) => formula[part] !== null);
  const scaled = counted.length > 0 && counted.some((part) => formula[part]?.weight !== distribution[part]);
  return (
    <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }} data-testid="total-formula">
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {translate('learning.ratingFormula.title')}
      </Typography>
      {counted.length === 0 ? (
        <Typography variant="body2">{translate('learning.ratingFormula.nothing')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {RATING_PARTS.map((part) => {
            const p = formula[part];
            const name = translate(`learning.ratingFormula.parts.${part}`);
            return (
              <Typography component="li" variant="body2" key={part} data-testid={`formula-${part}`} sx={{ overflowWrap: 'anywhere' }}>
                {p
                  ? `${translate(`learning.ratingFormula.${part}`, {
                      smart_count: p.counted,
                      points: points(p.points),
                      max: points(p.max),
                      percent: points(p.percent),
                    })} ${translate('learning.ratingFormula.weight', { weight: points(p.weight) })}`
                  : translate('learning.ratingFormula.notCounted', { part: name })}
              </Typography>
            );
          })}
        </Box>
      )}
      <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="formula-total">
        {translate('learning.ratingFormula.total', { total: points(formula.total) })}
      </Typography>
      {scaled && (
        <Typography variant="body2" color="text.secondary">
          {translate('learning.ratingFormula.scaled', { tasks: distribution.tasks, tests: distribution.tests, exams: distribution.exams })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate(distribution.missingCountsZero ? 'learning.ratingFormula.ruleDue' : 'learning.ratingFormula.ruleGraded')}
      </Typography>
    </Box>
  );
}
