import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { isThemeColor } from '../../api/schools';
import { AppBarPreview } from './AppBarPreview';
import { ThemeCustomColor } from './ThemeCustomColor';
import { ThemePresetPalette } from './ThemePresetPalette';
import { useThemeColorPicker } from './useThemeColorPicker';

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
  const picker = useThemeColorPicker(value, onChange);
  return (
    <Box>
      <ThemePresetPalette value={value} onChange={onChange} />
      <ThemeCustomColor value={value} onChange={onChange} picker={picker} error={error} />
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate('schools.theme.preview')}
      </Typography>
      {isThemeColor(picker.shown) && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          <AppBarPreview color={picker.shown} name={name} logoSrc={logoSrc} mode="light" />
          <AppBarPreview color={picker.shown} name={name} logoSrc={logoSrc} mode="dark" />
        </Box>
      )}
    </Box>
  );
}
