import { useId } from 'react';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { RatingDistributionDto } from '../../../api/ratings';
import { TotalFormula } from '../../shared/ratings/TotalFormula';
import type { FormulaTarget } from './CourseRatingPage/useRatingDialogs';

/** How one student's total is made, in a popover at the total's cell of the course table. */
export function FormulaPopover({
  target,
  distribution,
  onClose,
}: {
  target: FormulaTarget | null;
  distribution: RatingDistributionDto | undefined;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Popover
      open={Boolean(target && distribution)}
      anchorEl={target?.anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { 'aria-labelledby': titleId, role: 'dialog', sx: { p: 2, width: 380, maxWidth: 'calc(100vw - 32px)' } } as object,
      }}
    >
      {target && distribution && (
        <Box data-testid="formula-popover" sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {target.row.studentFullName}
          </Typography>
          <TotalFormula formula={target.row.formula} distribution={distribution} titleId={titleId} />
        </Box>
      )}
    </Popover>
  );
}
