import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { useDocumentTitle } from '../shell/documentTitle';
import { LanguageSwitch } from '../shell/LanguageSwitch';
import { BrandMark, BrandThemeProvider, useLoginBranding } from './loginBranding';

/**
 * The frame of the pages outside the areas: the brand, the language switch and a card. Reached
 * through a school's domain, the brand is the school's: name, logo, favicon and colour.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  maxWidth = 440,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  const branding = useLoginBranding();
  const translate = useTranslate();
  useDocumentTitle(title, branding?.name ?? translate('app.name'));
  return (
    <BrandThemeProvider color={branding?.themeColor}>
      <Box
        component="main"
        sx={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          px: 2,
          pb: 4,
          background: (theme) => {
            const dark = theme.palette.mode === 'dark';
            const glow = branding?.themeColor ? alpha(theme.palette.primary.main, dark ? 0.22 : 0.2) : dark ? '#1f2a4d' : '#dbe4ff';
            return `radial-gradient(circle at 20% 0%, ${glow} 0%, ${dark ? '#10131a' : '#f4f6fb'} 60%)`;
          },
        }}
      >
        <Box sx={{ width: '100%', maxWidth, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, py: 2 }}>
          <BrandMark branding={branding} />
          <LanguageSwitch color="primary" />
        </Box>
        <Card sx={{ width: '100%', maxWidth, mt: { xs: 2, sm: 6 } }} elevation={3}>
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
    </BrandThemeProvider>
  );
}
