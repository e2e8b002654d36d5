import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { isDate, presetOf } from './period';
import { DayPicker } from '../../shell/datePickers/DayPicker';
import { PeriodPresets } from './PeriodPresets';

export interface PeriodFilterProps {
  /** The period shown (the server's, defaults filled in), or null before the first answer. */
  period: { from: string; to: string } | null;
  /** Today on the school's calendar, for the presets. */
  today: string;
  /** A new period: both dates are calendar dates and from ≤ to. */
  onChange(period: { from: string; to: string }): void;
  disabled?: boolean;
}

/**
 * The dashboard's period: two date inputs (from, to; inclusive) and quick presets. A date is
 * applied as soon as both are whole dates with from ≤ to; until then the inputs say what is wrong
 * and nothing is asked of the server.
 */
export function PeriodFilter({ period, today, onChange, disabled }: PeriodFilterProps) {
  const translate = useTranslate();
  const [from, setFrom] = useState(period?.from ?? '');
  const [to, setTo] = useState(period?.to ?? '');
  // An input is told off only once the user has changed it (a half-typed date reads as empty).
  const [touched, setTouched] = useState({ from: false, to: false });
  // The server's period replaces what is typed once it answers (e.g. the default one).
  const serverFrom = period?.from;
  const serverTo = period?.to;
  useEffect(() => {
    if (serverFrom === undefined || serverTo === undefined) return;
    setFrom(serverFrom);
    setTo(serverTo);
  }, [serverFrom, serverTo]);

  const fromValid = isDate(from);
  const toValid = isDate(to);
  const reversed = fromValid && toValid && from > to;
  const fromMissing = touched.from && !fromValid;
  const toMissing = touched.to && !toValid;

  const change = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (isDate(nextFrom) && isDate(nextTo) && nextFrom <= nextTo && (nextFrom !== period?.from || nextTo !== period?.to)) {
      onChange({ from: nextFrom, to: nextTo });
    }
  };
  const preset = fromValid && toValid ? presetOf({ from, to }, today) : null;

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2, rowGap: 1 }}
      data-testid="analytics-period"
    >
      <Typography component="legend" variant="subtitle2" sx={{ width: '100%', mb: 0.5, p: 0 }}>
        {translate('analytics.period.label')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flex: '1 1 300px', minWidth: 0, maxWidth: 420 }}>
        <DayPicker
          label={translate('analytics.period.from')}
          value={from}
          onChange={(day) => {
            setTouched((t) => ({ ...t, from: true }));
            change(day, to);
          }}
          error={fromMissing || reversed}
          helperText={fromMissing ? translate('analytics.period.invalid') : reversed ? translate('analytics.period.fromAfterTo') : ' '}
          disabled={disabled}
          max={toValid ? to : undefined}
          testId="analytics-from"
          sx={{ flex: 1, minWidth: 0, m: 0 }}
        />
        <DayPicker
          label={translate('analytics.period.to')}
          value={to}
          onChange={(day) => {
            setTouched((t) => ({ ...t, to: true }));
            change(from, day);
          }}
          error={toMissing}
          helperText={toMissing ? translate('analytics.period.invalid') : ' '}
          disabled={disabled}
          min={fromValid ? from : undefined}
          testId="analytics-to"
          sx={{ flex: 1, minWidth: 0, m: 0 }}
        />
      </Box>
      <PeriodPresets preset={preset} today={today} disabled={disabled} onPick={(next) => change(next.from, next.to)} />
    </Box>
  );
}
