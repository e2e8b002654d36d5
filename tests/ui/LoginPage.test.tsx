import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LoginPage } from '../../src/auth/LoginPage';
import { SESSION_KEY } from '../../src/auth/session';
import { enApp } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { ruApp } from '../../src/i18n/ru';
import { AppProviders } from '../../src/shell/AppProviders';
import { notices } from '../../src/shell/notices';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoToken } from '../../src/mocks/builders/builders';

function Landing() {
  return <p>Landed on {useLocation().pathname}</p>;
}

/** The login page as the app mounts it, against the mock API, with the app's own providers. */
function renderLoginPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/login']}>
      <AppProviders>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Landing />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
  const logIn = async (email: string, password: string, t = enApp.auth.login) => {
    await user.type(screen.getByLabelText(t.email), email);
    await user.type(screen.getByLabelText(t.password), password);
    await user.click(screen.getByRole('button', { name: t.submit }));
  };
  return { user, logIn };
}

describe('LoginPage against the mock API', () => {
  beforeEach(async () => {
    await i18nProvider.changeLocale('en');
  });
  afterEach(() => notices.clear());

  it.each(Object.values(DEMO_ACCOUNTS))('logs $email in and opens the $role area', async ({ email, role }) => {
    const { logIn } = renderLoginPage();

    await logIn(email, DEMO_PASSWORD);

    expect(await screen.findByText(`Landed on /${role.toLowerCase()}`)).toBeVisible();
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEY)!)).toEqual({ token: demoToken(role), role });
  });

  it('shows the server message for a wrong password and stays on the page', async () => {
    const { logIn } = renderLoginPage();

    await logIn('admin@demo.test', 'not-the-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(screen.getByRole('heading', { name: enApp.auth.login.title })).toBeVisible();
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('in Russian, shows the Russian server message', async () => {
    const { user, logIn } = renderLoginPage();

    await user.click(screen.getByTestId('language-switch'));
    await user.click(within(await screen.findByRole('menu')).getByText('Русский'));
    expect(await screen.findByRole('heading', { name: ruApp.auth.login.title })).toBeVisible();

    await logIn('admin@demo.test', 'not-the-password', ruApp.auth.login);

    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный адрес электронной почты или пароль.');
  });

  it('sends a reset link from the forgot-password dialog', async () => {
    const { user } = renderLoginPage();

    await user.click(screen.getByRole('button', { name: enApp.auth.login.forgot }));
    const dialog = await screen.findByRole('dialog', { name: enApp.auth.forgot.title });
    await user.type(within(dialog).getByLabelText(enApp.auth.login.email), 'student@demo.test');
    await user.click(within(dialog).getByRole('button', { name: enApp.auth.forgot.submit }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account with this email exists, we have sent it a link to reset the password.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
