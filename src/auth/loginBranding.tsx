import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SchoolIcon from '@mui/icons-material/School';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { checkDomain, isLocalOrIpHost, type SchoolBranding } from '../api/schools';
import { API_URL, httpClient } from '../dataProvider';
import { applyFavicon, brandThemes } from '../shell/branding';
import { darkTheme, lightTheme } from '../shell/theme';

/*
 * A login page reached through a school's domain shows that school: its name, logo, favicon and
 * colour, from the public GET /api/schools/branding (which reveals nothing else). The school is
 * the subdomain in front of the product's host (my-school.lms.example.com → my-school, which the
 * server works out from PUBLIC_URL), or ?school=my-school where the app is served on localhost or
 * an IP; the latter is remembered for the tab, so the forgot-password and reset pages and a
 * return after logout keep the look.
 */

const REMEMBERED_KEY = 'lms.loginSchool';

/**
 * How to ask for the school a page was reached through: by the domain of ?school= (remembered
 * for the tab), or by the page's host name, which the server matches against the product's own
 * address (PUBLIC_URL): only it knows which part of the host is the product's. Null for none.
 */
export function schoolOfPage(location: { hostname: string; search: string }): { domain: string } | { host: string } | null {
  const asked = new URLSearchParams(location.search).get('school');
  if (asked !== null) {
    const domain = asked.trim();
    try {
      if (domain && !checkDomain(domain)) window.sessionStorage.setItem(REMEMBERED_KEY, domain);
      else window.sessionStorage.removeItem(REMEMBERED_KEY);
    } catch {
      // No session storage: the query still counts for this page.
    }
    return domain && !checkDomain(domain) ? { domain } : null;
  }
  if (!isLocalOrIpHost(location.hostname)) return { host: location.hostname };
  try {
    const remembered = window.sessionStorage.getItem(REMEMBERED_KEY);
    return remembered ? { domain: remembered } : null;
  } catch {
    return null;
  }
}

/** The branding of the school the page was reached through; null for none (or while it loads). */
export function useLoginBranding(): SchoolBranding | null {
  const [school] = useState(() => (typeof window === 'undefined' ? null : schoolOfPage(window.location)));
  const [branding, setBranding] = useState<SchoolBranding | null>(null);
  useEffect(() => {
    if (!school) return;
    const controller = new AbortController();
    httpClient<SchoolBranding>(`${API_URL}/schools/branding`, {
      searchParams: school,
      signal: controller.signal,
      skipUnauthorizedHandler: true,
    })
      .then(setBranding)
      // An unknown school or no connection: the page keeps the product's own look.
      .catch(() => undefined);
    return () => controller.abort();
  }, [school]);
  useEffect(() => {
    if (!branding) return;
    // The page's title names the school too (AuthLayout).
    applyFavicon(branding.faviconLink);
    return () => applyFavicon(null);
  }, [branding]);
  return branding;
}

/** Gives its children the school's colour in the current (light or dark) mode. */
export function BrandThemeProvider({ color, children }: { color: string | null | undefined; children: ReactNode }) {
  const outer = useTheme();
  const mode = outer.palette.mode;
  const theme = useMemo(() => (color ? createTheme(brandThemes(lightTheme, darkTheme, color)[mode]) : outer), [color, mode, outer]);
  // Always a ThemeProvider, so the branding arriving never remounts the page (nor loses what was typed).
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** The school's logo and name, or the product's icon and name. */
export function BrandMark({ branding }: { branding: SchoolBranding | null }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }} data-testid="brand-mark">
      {branding?.logoLink ? (
        <Box component="img" src={branding.logoLink} alt="" sx={{ height: 36, maxWidth: 120, objectFit: 'contain' }} />
      ) : (
        <SchoolIcon color="primary" />
      )}
      <Typography variant="subtitle1" sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {branding?.name ?? translate('app.name')}
      </Typography>
    </Box>
  );
}
