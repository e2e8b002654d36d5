import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { describeTimeZone, fromDateTimeInput, toDateTimeInput } from '../../../../api/schoolTime';
import { UNREADABLE } from '../../../../shell/datePickers/pickerValues';
import { WallTimePicker } from '../../../../shell/datePickers/WallTimePicker';
import { useSchoolTimeZone } from '../../../shared/useSchoolTimeZone';
import type { WindowDraft } from './windowRules';

export interface WindowPickersProps {
  /** Ids of the two inputs are `${idPrefix}-opensAt` and `${idPrefix}-closesAt`, so a problem can move the focus there. */
  idPrefix: string;
  value: WindowDraft;
  onChange: (changes: Partial<WindowDraft>) => void;
  /** The problem of each side, worded for the user. */
  problems: Partial<Record<keyof WindowDraft, string>>;
}

/**
 * "Available from" and "Available until": two of the app's date-time pickers on the school's wall
 * clock, each optional (cleared = no limit on that side). They hand back ISO moments, so the
 * school-zone conversion happens here once and the forms hold what the API takes.
 */
export function WindowPickers({ idPrefix, value, onChange, problems }: WindowPickersProps) {
  const translate = useTranslate();
  const zone = useSchoolTimeZone();
  const toIso = (wall: string) => {
    if (!wall || wall === UNREADABLE) return wall;
    return fromDateTimeInput(wall, zone)?.toISOString() ?? UNREADABLE;
  };
  const wallOf = (iso: string) => (iso === UNREADABLE ? iso : toDateTimeInput(iso || null, zone));
  const helper = translate('quizzes.window.helper', { zone: describeTimeZone(zone) });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
      {(['opensAt', 'closesAt'] as const).map((side) => (
        <WallTimePicker
          key={side}
          id={`${idPrefix}-${side}`}
          label={translate(`quizzes.window.${side}`)}
          value={wallOf(value[side])}
          onChange={(wall) => onChange({ [side]: toIso(wall) })}
          error={Boolean(problems[side])}
          helperText={problems[side] || helper}
        />
      ))}
    </Box>
  );
}
