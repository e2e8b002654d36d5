import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import MenuIcon from '@mui/icons-material/Menu';
import SchoolIcon from '@mui/icons-material/School';
import { useTranslate } from 'ra-core';
import { isThemeColor, THEME_PRESETS } from '../../api/schools';
import { appBarColors, brandThemes } from '../../shell/branding';
import { darkTheme, lightTheme } from '../../shell/theme';

export interface AppBarPreviewProps {
  color: string;
  name: string;
  logoSrc?: string | null;
  mode: 'light' | 'dark';
}

/** The app bar as the school's users will see it, in light or dark mode. */
export function AppBarPreview({ color, name, logoSrc, mode }: AppBarPreviewProps) {
  const translate = useTranslate();
  const bar = appBarColors(color, mode);
  const primary = brandThemes(lightTheme, darkTheme, color)[mode].palette?.primary as { main: string };
  const page = mode === 'dark' ? '#10131a' : '#f4f6fb';
  return (
    <Box
      sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: page, minWidth: 0 }}
      data-testid={`theme-preview-${mode}`}
      aria-label={translate('schools.theme.previewOf', { mode: translate(`schools.theme.${mode}`) })}
      role="img"
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, height: 48, bgcolor: bar.background, color: bar.text }}
        data-testid={`theme-preview-bar-${mode}`}
      >
        <MenuIcon fontSize="small" />
        {logoSrc ? (
          <Box
            component="img"
            src={logoSrc}
            alt=""
            sx={{ height: 26, maxWidth: 64, objectFit: 'contain', borderRadius: 0.5, bgcolor: 'rgba(255,255,255,0.9)', p: 0.25 }}
          />
        ) : (
          <SchoolIcon fontSize="small" />
        )}
        <Typography variant="subtitle2" sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name || translate('app.name')}
        </Typography>
      </Box>
      <Box sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{
            px: 1.5,
            py: 0.5,
            borderRadius: 1,
            bgcolor: primary.main,
            color: mode === 'dark' ? 'rgba(0,0,0,0.87)' : bar.text,
            fontSize: 13,
            fontWeight: 600,
          }}
        >
          {translate('schools.theme.sampleButton')}
        </Box>
        <Typography variant="body2" sx={{ color: primary.main, fontWeight: 600 }}>
          {translate('schools.theme.sampleLink')}
        </Typography>
        <Typography variant="caption" sx={{ color: mode === 'dark' ? 'rgba(255,255,255,0.7)' : 'rgba(0,0,0,0.6)', ml: 'auto' }}>
          {translate(`schools.theme.${mode}`)}
        </Typography>
      </Box>
    </Box>
  );
}

export interface ThemeColorPickerProps {
  value: string;
  onChange: (color: string) => void;
  /** The school's name and logo, for the preview. */
  name: string;
  logoSrc?: string | null;
  error?: string | null;
}

/**
 * The school's colour: a preset palette or any custom #rrggbb (a colour picker or typed), with a
 * live preview of the app bar in light and dark mode.
 */
export function ThemeColorPicker({ value, onChange, name, logoSrc, error }: ThemeColorPickerProps) {
  const translate = useTranslate();
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  const valid = isThemeColor(value);
  const preset = THEME_PRESETS.find((p) => p.color === value.toLowerCase());
  const typedValid = isThemeColor(typed);

  return (
    <Box>
      <Typography variant="subtitle2" id="theme-presets-label" sx={{ mb: 1 }}>
        {translate('schools.theme.presets')}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby="theme-presets-label"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', gap: 1, mb: 2 }}
      >
        {THEME_PRESETS.map((p) => {
          const checked = p.color === value.toLowerCase();
          return (
            <Button
              key={p.key}
              role="radio"
              aria-checked={checked}
              variant={checked ? 'contained' : 'outlined'}
              color="inherit"
              onClick={() => onChange(p.color)}
              sx={{
                justifyContent: 'flex-start',
                gap: 1,
                borderColor: checked ? p.color : 'divider',
                bgcolor: checked ? 'action.selected' : undefined,
                boxShadow: 'none',
              }}
            >
              <Box
                component="span"
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: '50%',
                  bgcolor: p.color,
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  color: '#fff',
                  flexShrink: 0,
                }}
              >
                {checked && <CheckIcon sx={{ fontSize: 14 }} />}
              </Box>
              {translate(`schools.presets.${p.key}`)}
            </Button>
          );
        })}
      </Box>
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
          onChange={(event) => {
            const text = event.target.value.trim();
            setTyped(text);
            if (isThemeColor(text)) onChange(text.toLowerCase());
          }}
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
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate('schools.theme.preview')}
      </Typography>
      {valid && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          <AppBarPreview color={value} name={name} logoSrc={logoSrc} mode="light" />
          <AppBarPreview color={value} name={name} logoSrc={logoSrc} mode="dark" />
        </Box>
      )}
    </Box>
  );
}
