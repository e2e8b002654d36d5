import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LoginPage } from '../../src/auth/LoginPage';
import { SESSION_KEY } from '../../src/auth/session';
import { enApp } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { ruApp } from '../../src/i18n/ru';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { API_PATTERN } from '../../src/mocks/handlers';
import { oidcCodeFor, oidcConfigHandler } from '../../src/mocks/oidcHandlers';
import { AppProviders } from '../../src/shell/AppProviders';
import { demoToken } from '../../src/mocks/builders/builders';
import { server } from './server';

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

/** The login page as the app mounts it at /sign-in (StrictMode included), starting at `entry`. */
function renderSignIn(entry: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[entry]}>
        <AppProviders>
          <Routes>
            <Route
              path="/sign-in"
              element={
                <>
                  <LoginPage />
                  <Where />
                </>
              }
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </AppProviders>
      </MemoryRouter>
    </StrictMode>,
  );
}

describe('the end of a provider sign-in on /sign-in', () => {
  beforeEach(async () => {
    await i18nProvider.changeLocale('en');
  });
  afterEach(async () => {
    await i18nProvider.changeLocale('en');
  });

  it("exchanges the one-time code once, saves the session like a login and replaces the page with the role's home", async () => {
    let exchanges = 0;
    server.use(
      http.post(`${API_PATTERN}/auth/oidc/exchange`, async ({ request }) => {
        exchanges += 1;
        const { code } = (await request.json()) as { code: string };
        expect(code).toBe(oidcCodeFor('INSTRUCTOR'));
        return HttpResponse.json({ token: demoToken('INSTRUCTOR'), authority: 'INSTRUCTOR' });
      }),
    );
    renderSignIn(`/sign-in#code=${oidcCodeFor('INSTRUCTOR')}`);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/instructor$/));
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEY)!)).toEqual({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' });
    expect(exchanges).toBe(1);
  });

  it('shows a failure in the language the sign-in began in, and drops the fragment from the address', async () => {
    renderSignIn('/sign-in#error=unknownUser&lang=ru');
    // The page was in English here; the sign-in began in Russian, so the page switches to it.
    await waitFor(() => expect(screen.getByTestId('oidc-error')).toHaveTextContent(ruApp.oidc.errors.unknownUser));
    expect(screen.getByRole('heading', { name: ruApp.auth.login.title })).toBeVisible();
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('ru');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/sign-in$/));
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it.each(['state', 'nonce', 'unverified', 'blocked', 'denied', 'provider', 'disabled'] as const)(
    'explains the %s failure in English',
    async (reason) => {
      renderSignIn(`/sign-in#error=${reason}&lang=en`);
      expect(await screen.findByTestId('oidc-error')).toHaveTextContent(enApp.oidc.errors[reason]);
    },
  );

  it('an unknown failure reads as a provider problem', async () => {
    renderSignIn('/sign-in#error=%3Cscript%3E');
    expect(await screen.findByTestId('oidc-error')).toHaveTextContent(enApp.oidc.errors.provider);
  });

  it("the button starts at the server in the page's language, and follows a language switch", async () => {
    server.use(oidcConfigHandler({ enabled: true, label: 'Acme SSO' }));
    renderSignIn('/sign-in');
    const link = await screen.findByRole('link', { name: 'Sign in with Acme SSO' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/start?lang=en');
    await i18nProvider.changeLocale('ru');
    expect(await screen.findByRole('link', { name: 'Войти через Acme SSO' })).toHaveAttribute('href', '/api/auth/oidc/start?lang=ru');
  });

  it('shows no button when the config call fails', async () => {
    server.use(http.get(`${API_PATTERN}/auth/oidc/config`, () => new HttpResponse(null, { status: 502 })));
    renderSignIn('/sign-in');
    await screen.findByRole('heading', { name: enApp.auth.login.title });
    // No button is to appear, so there is no event to wait for: the pause gives a wrong one the time to show.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('oidc-sign-in')).toBeNull();
  });
});
