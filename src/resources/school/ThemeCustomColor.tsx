import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { useThemeColorPicker } from './useThemeColorPicker';

export interface ThemeCustomColorProps {
  value: string;
  onChange: (color: string) => void;
  picker: ReturnType<typeof useThemeColorPicker>;
  error?: string | null;
}

/** Any custom #rrggbb: the browser's colour picker, or typed. */
export function ThemeCustomColor({ value, onChange, picker, error }: ThemeCustomColorProps) {
  const translate = useTranslate();
  const { typed, type, valid, preset, typedValid } = picker;
  return (
    <>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate('schools.theme.custom')}
      </Typography>
      <Stack direction="row" spacing={1.5} alignItems="flex-start" sx={{ mb: 2 }}>
        <Box
          component="input"
          type="color"
          aria-label={translate('schools.theme.picker')}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value.toLowerCase())}
          sx={{
            width: 48,
            height: 40,
            p: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'transparent',
            cursor: 'pointer',
            flexShrink: 0,
          }}
        />
        <TextField
          label={translate('schools.theme.hex')}
          value={typed}
          onChange={(event) => type(event.target.value)}
          error={Boolean(error) || (typed !== '' && !typedValid)}
          helperText={
            error ??
            (typed !== '' && !typedValid ? translate('schools.theme.invalid') : preset ? translate(`schools.presets.${preset.key}`) : ' ')
          }
          slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
          sx={{ maxWidth: 220 }}
          size="small"
        />
      </Stack>
    </>
  );
}
