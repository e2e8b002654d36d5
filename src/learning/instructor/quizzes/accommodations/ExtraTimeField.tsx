import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import { EXTRA_TIME_MAX_PERCENT } from '../../../../api/quizWindow';
import { QUICK_PERCENTS } from './accommodationDraft';

export interface ExtraTimeFieldProps {
  id: string;
  /** The percent as typed. */
  value: string;
  onChange: (value: string) => void;
  /** The problem, worded for the user; empty when there is none. */
  error: string;
}

/** Extra time in percent of the limit: typed, or +25/50/100% at a press (the one matching what is typed shows pressed). */
export function ExtraTimeField({ id, value, onChange, error }: ExtraTimeFieldProps) {
  const translate = useTranslate();
  const percent = Number(value);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mt: 1 }}>
      <TextField
        id={id}
        label={translate('quizzes.accommodations.extraTime')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoFocus
        size="small"
        sx={{ width: 180 }}
        error={Boolean(error)}
        helperText={error || translate('quizzes.accommodations.extraTimeHelper', { max: EXTRA_TIME_MAX_PERCENT })}
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        }}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={QUICK_PERCENTS.find((p) => p === percent) ?? null}
        onChange={(_, picked: number | null) => picked !== null && onChange(String(picked))}
        aria-label={translate('quizzes.accommodations.quick')}
      >
        {QUICK_PERCENTS.map((p) => (
          <ToggleButton key={p} value={p}>{`+${p}%`}</ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
