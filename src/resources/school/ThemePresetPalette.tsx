import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'ra-core';
import { THEME_PRESETS } from '../../api/schools';

/** The preset colours, one radio button each. */
export function ThemePresetPalette({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const translate = useTranslate();
  return (
    <>
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
    </>
  );
}
