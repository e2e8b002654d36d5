import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http } from 'msw';
import type { Language } from '../../src/api/constants';
import ResetPasswordPage from '../../src/auth/ResetPasswordPage';
import { enApp } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { ruApp } from '../../src/i18n/ru';
import { API_PATTERN, errorResponse, INVALID_RESET_TOKEN } from '../../src/mocks/handlers';
import { AppProviders } from '../../src/shell/AppProviders';
import { notices } from '../../src/shell/notices';
import { server } from './server';

/*
 * The password reset page (SPEC §2 /reset-password/{token}) checks its link when it opens: a
 * used, expired or unknown link says so at once and shows no form to fill in for nothing.
 */

const INVALID = {
  en: 'This password link is invalid, expired or already used. Please ask for a new one.',
  ru: 'Ссылка для смены пароля недействительна, устарела или уже использована. Запросите новую.',
};

function Landing() {
  return <p>Landed on {useLocation().pathname}</p>;
}

async function renderResetPage(token: string, language: Language = 'en') {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[`/reset-password/${token}`]}>
      <AppProviders>
        <Routes>
          <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
          <Route path="*" element={<Landing />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
  return { user, t: (language === 'ru' ? ruApp : enApp).auth.reset };
}

const checks: string[] = [];
beforeEach(() => {
  checks.length = 0;
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/auth/checkResetToken')) checks.push((await request.clone().json()).token);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  notices.clear();
});

describe.each(['en', 'ru'] as const)('ResetPasswordPage in %s', (language) => {
  it('says at once that a used or expired link no longer works, and shows no form', async () => {
    const { t } = await renderResetPage(INVALID_RESET_TOKEN, language);
    expect(await screen.findByTestId('reset-link-invalid')).toHaveTextContent(INVALID[language]);
    expect(screen.getByRole('heading', { level: 1, name: t.invalidTitle })).toBeVisible();
    expect(screen.queryByLabelText(t.password)).toBeNull();
    expect(screen.queryByLabelText(t.confirm)).toBeNull();
    expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
    expect(screen.getByRole('link', { name: t.backToLogin })).toHaveAttribute('href', '/login');
    expect(checks).toContain(INVALID_RESET_TOKEN);
  });

  it('shows the form for a live link once it is checked', async () => {
    const { t } = await renderResetPage('live-token', language);
    expect(screen.queryByLabelText(t.password)).toBeNull();
    expect(await screen.findByLabelText(t.password)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    expect(screen.queryByTestId('reset-link-invalid')).toBeNull();
    expect(checks).toEqual(['live-token']);
  });
});

describe('ResetPasswordPage', () => {
  it('sets the password through a live link and opens the area', async () => {
    const { user, t } = await renderResetPage('live-token');
    await user.type(await screen.findByLabelText(t.password), 'newpass1');
    await user.type(screen.getByLabelText(t.confirm), 'newpass1');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('Landed on /student')).toBeVisible();
  });

  it('a link spent meanwhile (another tab) hides the form with the same message when saving', async () => {
    server.use(
      http.put(`${API_PATTERN}/auth/updatePassword`, ({ request }) =>
        errorResponse(request, 400, 'errors.resetTokenInvalid', { field: 'token' }),
      ),
    );
    const { user, t } = await renderResetPage('live-token');
    await user.type(await screen.findByLabelText(t.password), 'newpass1');
    await user.type(screen.getByLabelText(t.confirm), 'newpass1');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByTestId('reset-link-invalid')).toHaveTextContent(INVALID.en);
    await waitFor(() => expect(screen.queryByLabelText(t.password)).toBeNull());
  });

  it('keeps the form when the check itself fails, so saving can still tell', async () => {
    server.use(http.post(`${API_PATTERN}/auth/checkResetToken`, ({ request }) => errorResponse(request, 500, 'errors.internal')));
    const { t } = await renderResetPage('live-token');
    expect(await screen.findByLabelText(t.password)).toBeVisible();
    expect(screen.queryByTestId('reset-link-invalid')).toBeNull();
  });
});
