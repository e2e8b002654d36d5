import Chip from '@mui/material/Chip';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import ReplayIcon from '@mui/icons-material/Replay';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { AccommodationDto } from '../../../../api/quizWindow';

function AccommodationPart({ icon, label, testId }: { icon: ReactElement; label: string; testId: string }) {
  return <Chip size="small" color="info" variant="outlined" icon={icon} label={label} data-testid={testId} />;
}

/**
 * What a student's accommodation gives them on the test, wherever they are listed (the
 * accommodations, the results): "+50% time" and "+1 attempt", each only when given.
 */
export function AccommodationChips({ accommodation }: { accommodation: AccommodationDto | undefined }) {
  const translate = useTranslate();
  return (
    <>
      {!!accommodation?.extraTimePercent && (
        <AccommodationPart
          icon={<MoreTimeIcon />}
          label={translate('quizzes.accommodations.chip', { percent: accommodation.extraTimePercent })}
          testId="accommodation-chip"
        />
      )}
      {!!accommodation?.extraAttempts && (
        <AccommodationPart
          icon={<ReplayIcon />}
          label={translate('quizzes.accommodations.attemptsChip', { smart_count: accommodation.extraAttempts })}
          testId="extra-attempts-chip"
        />
      )}
    </>
  );
}
