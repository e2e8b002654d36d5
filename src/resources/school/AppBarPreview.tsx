import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SchoolIcon from '@mui/icons-material/School';
import { useTranslate } from 'ra-core';
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
