import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { getContrastRatio } from '@mui/material/styles';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../../src/auth/LoginPage';
import { schoolOfPage } from '../../src/auth/loginBranding';
import { saveSession } from '../../src/auth/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { buildSchoolSettings } from '../../src/mocks/builders/schoolBuilders';
import { mockStore } from '../../src/mocks/store/mockStore';
import { AppProviders } from '../../src/shell/AppProviders';
import { appBarColors, brandThemes, getBranding } from '../../src/shell/branding';
import { SchoolBrand } from '../../src/shell/SchoolBrand';
import { darkTheme, lightTheme } from '../../src/shell/theme';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { adminAuthProvider } from '../../src/mocks/providers/AnalyticsTestRoutes';
import { demoToken } from '../../src/mocks/builders/builders';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

const favicon = () => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href');

beforeEach(async () => {
  await i18nProvider.changeLocale('en');
  window.sessionStorage.clear();
});
afterEach(() => {
  window.history.replaceState({}, '', '/');
  window.sessionStorage.clear();
});

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <AppProviders>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

describe('the login page reached through a school', () => {
  it('?school=domain on localhost shows the school’s name, logo, favicon and colour', async () => {
    mockStore.schoolSettings = buildSchoolSettings({
      name: 'Maple Academy',
      domain: 'maple',
      themeColor: '#2b8a3e',
      logoLink: '/api/static/files/maple-logo.png',
      faviconLink: '/api/static/files/maple-icon.png',
    });
    window.history.replaceState({}, '', '/login?school=maple');
    renderLogin();
    const mark = screen.getByTestId('brand-mark');
    await waitFor(() => expect(mark).toHaveTextContent('Maple Academy'));
    expect(mark.querySelector('img')).toHaveAttribute('src', '/api/static/files/maple-logo.png');
    await waitFor(() => expect(favicon()).toBe('/api/static/files/maple-icon.png'));
    // The tab names the page and the school.
    await waitFor(() => expect(document.title).toBe('Log in — Maple Academy'));
    // The school is remembered for the tab: the reset and forgot pages keep it.
    expect(schoolOfPage({ hostname: 'localhost', search: '' })).toEqual({ domain: 'maple' });
  });

  it('without a school, or for an unknown one, the product’s own look stays', async () => {
    window.history.replaceState({}, '', '/login?school=nobody-here');
    let answered = false;
    const onAnswer = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/schools/branding')) answered = true;
    };
    server.events.on('response:mocked', onAnswer);
    renderLogin();
    // The page asks for the school's look; once the answer (a 404) is in and rendered, nothing changed.
    try {
      await waitFor(() => expect(answered).toBe(true));
    } finally {
      server.events.removeListener('response:mocked', onAnswer);
    }
    expect(screen.getByTestId('brand-mark')).toHaveTextContent('Online School');
    expect(screen.getByTestId('brand-mark').querySelector('img')).toBeNull();
  });

  it('asks for the school by ?school=, or by the host name, which the server matches against its own address', () => {
    window.sessionStorage.clear();
    expect(schoolOfPage({ hostname: 'maple.lms.example.com', search: '' })).toEqual({ host: 'maple.lms.example.com' });
    expect(schoolOfPage({ hostname: 'lms.example.com', search: '' })).toEqual({ host: 'lms.example.com' });
    expect(schoolOfPage({ hostname: '127.0.0.1', search: '' })).toBeNull();
    expect(schoolOfPage({ hostname: 'localhost', search: '?school=Bad_Name' })).toBeNull();
    expect(schoolOfPage({ hostname: 'localhost', search: '?school=oak' })).toEqual({ domain: 'oak' });
  });
});

describe('the app bar of an area', () => {
  it("shows the school's name and logo from /auth/me, and records the branding that recolours the area", async () => {
    saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' });
    const { unmount } = render(
      <TestProviders>
        <AdminTestContext
          authProvider={adminAuthProvider({
            name: 'Maple Academy',
            themeColor: '#c2255c',
            logoLink: '/api/static/files/l.png',
            faviconLink: '/api/static/files/f.png',
          })}
        >
          <SchoolBrand />
        </AdminTestContext>
      </TestProviders>,
    );
    expect(await screen.findByTestId('school-name')).toHaveTextContent('Maple Academy');
    expect(screen.getByTestId('school-brand').querySelector('img')).toHaveAttribute('src', '/api/static/files/l.png');
    expect(getBranding()).toEqual({
      name: 'Maple Academy',
      themeColor: '#c2255c',
      logoLink: '/api/static/files/l.png',
      faviconLink: '/api/static/files/f.png',
    });
    await waitFor(() => expect(favicon()).toBe('/api/static/files/f.png'));
    // Leaving the app (logging out) gives the tab back the product's icon (the title is AreaDocumentTitle's).
    unmount();
    expect(favicon()).not.toBe('/api/static/files/f.png');
  });

  it('forgets the branding of another session (another account on the same browser)', () => {
    saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' });
    window.localStorage.setItem(
      'lms.branding',
      JSON.stringify({ token: 'someone-else', branding: { name: 'Other', themeColor: '#000000', logoLink: null, faviconLink: null } }),
    );
    expect(getBranding()).toBeNull();
  });
});

describe('the colour in light and dark mode', () => {
  it('light mode uses the colour itself where white text reads on it, else a darker shade; dark mode a readable lighter primary and a darker app bar with white text', () => {
    for (const color of ['#2b8a3e', '#1971c2', '#e8590c', '#495057', '#ffd43b', '#111111']) {
      const themes = brandThemes(lightTheme, darkTheme, color);
      const lightMain = (themes.light.palette!.primary as { main: string }).main;
      if (getContrastRatio(color, '#ffffff') >= 4.5 && getContrastRatio(color, '#f4f6fb') >= 4.5) expect(lightMain).toBe(color);
      else expect(getContrastRatio(lightMain, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(appBarColors(color, 'light')).toEqual({ background: lightMain, text: '#ffffff' });
      const darkPrimary = (themes.dark.palette!.primary as { main: string }).main;
      expect(getContrastRatio(darkPrimary, '#1a1f2b')).toBeGreaterThanOrEqual(4.5);
      const bar = appBarColors(color, 'dark');
      expect(bar.text).toBe('#ffffff');
      expect(getContrastRatio(bar.background, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(themes.dark.components?.MuiAppBar?.defaultProps).toEqual({ enableColorOnDark: true });
    }
    // No colour (or a broken one): the product's themes as they are.
    expect(brandThemes(lightTheme, darkTheme, null)).toEqual({ light: lightTheme, dark: darkTheme });
    expect(brandThemes(lightTheme, darkTheme, 'red')).toEqual({ light: lightTheme, dark: darkTheme });
  });
});
