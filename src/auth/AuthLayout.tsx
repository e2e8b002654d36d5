import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import SchoolIcon from '@mui/icons-material/School';
import { useTranslate } from 'ra-core';
import { LanguageSwitch } from '../shell/LanguageSwitch';

/** The frame of the pages outside the areas: the brand, the language switch and a card. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        pb: 4,
        background: (theme) =>
          theme.palette.mode === 'dark'
            ? 'radial-gradient(circle at 20% 0%, #1f2a4d 0%, #10131a 60%)'
            : 'radial-gradient(circle at 20% 0%, #dbe4ff 0%, #f4f6fb 60%)',
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 440, display: 'flex', justifyContent: 'space-between', alignItems: 'center', py: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <SchoolIcon color="primary" />
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {translate('app.name')}
          </Typography>
        </Box>
        <LanguageSwitch color="primary" />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 440, mt: { xs: 2, sm: 6 } }} elevation={3}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: subtitle ? 0.5 : 2 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
