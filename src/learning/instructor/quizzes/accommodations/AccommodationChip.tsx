import Chip from '@mui/material/Chip';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import ReplayIcon from '@mui/icons-material/Replay';
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

/** "+1 attempt" on a student who has extra attempts on the test; nothing without. */
export function ExtraAttemptsChip({ accommodation }: { accommodation: AccommodationDto | undefined }) {
  const translate = useTranslate();
  if (!accommodation?.extraAttempts) return null;
  return (
    <Chip
      size="small"
      color="info"
      variant="outlined"
      icon={<ReplayIcon />}
      label={translate('quizzes.accommodations.attemptsChip', { smart_count: accommodation.extraAttempts })}
      data-testid="extra-attempts-chip"
    />
  );
}
