import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetIdentity } from 'react-admin';
import type { MeResponse } from '../api/types';
import { applyFavicon, setBranding, useBranding } from './branding';

/**
 * The school's logo and name at the start of the app bar. It learns the branding from
 * /auth/me (react-admin's identity) and records it, which recolours the area's theme and sets
 * the tab's favicon; until then it shows what was last recorded for this session.
 */
export function SchoolBrand() {
  const { data } = useGetIdentity();
  const me = data as unknown as MeResponse | undefined;
  const school = me?.school;
  useEffect(() => {
    if (!school) return;
    setBranding({
      name: school.name,
      themeColor: school.themeColor ?? null,
      logoLink: school.logoLink ?? null,
      faviconLink: school.faviconLink ?? null,
    });
  }, [school]);
  const branding = useBranding();
  useEffect(() => {
    applyFavicon(branding?.faviconLink);
    // Leaving the app (logging out) gives the tab back the product's own icon (the title: AreaDocumentTitle).
    return () => applyFavicon(null);
  }, [branding?.faviconLink]);
  if (!branding) return null;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: { xs: 1, sm: 2 }, minWidth: 0, flexShrink: 1 }}
      data-testid="school-brand"
    >
      {branding.logoLink && (
        <Box
          component="img"
          src={branding.logoLink}
          alt=""
          sx={{ height: 32, maxWidth: 96, objectFit: 'contain', borderRadius: 1, bgcolor: 'rgba(255,255,255,0.9)', p: 0.25, flexShrink: 0 }}
        />
      )}
      <Typography
        variant="subtitle1"
        component="span"
        // On a phone the page's title needs the room: the logo (when there is one) stands for the
        // school there, and the home page names it.
        sx={{
          display: { xs: 'none', sm: 'block' },
          fontWeight: 700,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          maxWidth: { sm: 200, md: 320 },
        }}
        data-testid="school-name"
      >
        {branding.name}
      </Typography>
    </Box>
  );
}
