import { useId } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { presetPeriod, PRESETS, type PresetKey } from './period';

interface PeriodPresetsProps {
  /** The preset the typed period matches, if any. */
  preset: PresetKey | null;
  /** Today on the school's calendar. */
  today: string;
  disabled?: boolean;
  onPick: (period: { from: string; to: string }) => void;
}

/** Quick periods for the dashboard (this week, this month…), the matching one pressed. */
export function PeriodPresets({ preset, today, disabled, onPick }: PeriodPresetsProps) {
  const translate = useTranslate();
  const presetsLabel = useId();
  return (
    <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
      <Typography id={presetsLabel} variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {translate('analytics.period.presets')}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset}
        aria-labelledby={presetsLabel}
        onChange={(_, key: PresetKey | null) => {
          // A click on the preset already chosen keeps it.
          if (!key) return;
          onPick(presetPeriod(key, today));
        }}
        disabled={disabled}
        sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { py: 0.5, px: 1.25, whiteSpace: 'nowrap' } }}
      >
        {PRESETS.map((key) => (
          <ToggleButton key={key} value={key} data-testid={`analytics-preset-${key}`}>
            {translate(`analytics.period.${key}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
