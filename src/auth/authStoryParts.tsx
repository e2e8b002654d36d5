import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { normalizeLanguage } from '../api/constants';
import { getSession } from './session';

/* Pieces shared by the stories of the pages before login (login, OIDC sign-in, sign-up). */

/** Where a successful login or sign-up lands: the areas are not part of these stories. */
function Landed() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ p: 4 }}>
      <Typography variant="h5" component="p">
        Landed on {pathname}
      </Typography>
      <Typography color="text.secondary">Saved session role: {getSession()?.role ?? 'none'}</Typography>
    </Box>
  );
}

/** A story's render: the page at its path, and a landing page for wherever it sends the user. */
export function pageWithLanding(path: string, page: ReactElement) {
  return function PageWithLanding() {
    return (
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<Landed />} />
      </Routes>
    );
  };
}

/** The story's language from Storybook's locale global. */
export const languageOf = (locale: unknown) => normalizeLanguage(typeof locale === 'string' ? locale : 'en');
