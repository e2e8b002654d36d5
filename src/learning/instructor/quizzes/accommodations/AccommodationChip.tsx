import Chip from '@mui/material/Chip';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import { useTranslate } from 'react-admin';
import type { AccommodationDto } from '../../../../api/quizWindow';

/** "+50% time" on a student who has extra time on the test; nothing without. */
export function AccommodationChip({ accommodation }: { accommodation: AccommodationDto | undefined }) {
  const translate = useTranslate();
  if (!accommodation?.extraTimePercent) return null;
  return (
    <Chip
      size="small"
      color="info"
      variant="outlined"
      icon={<MoreTimeIcon />}
      label={translate('quizzes.accommodations.chip', { percent: accommodation.extraTimePercent })}
      data-testid="accommodation-chip"
    />
  );
}
