import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../../src/api/constants';
import { LoginForm } from '../../src/auth/LoginForm';
import { enApp } from '../../src/i18n/en';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { ruApp } from '../../src/i18n/ru';
import { AppProviders } from '../../src/shell/AppProviders';
import { LanguageSwitch } from '../../src/shell/LanguageSwitch';
import { DEMO_PASSWORD } from '../../src/mocks/builders/builders';
import { TestProviders } from '../../src/mocks/providers/TestProviders';

const dictionaries = { en: enApp, ru: ruApp };

/** Renders the login form in the app's providers, in the language a user chose before. */
function renderForm(language: Language = 'en', onSubmit = vi.fn(async () => undefined)) {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  const user = userEvent.setup();
  render(
    <TestProviders locale={language} i18nProvider={createI18nProvider()}>
      <LoginForm onSubmit={onSubmit} onForgotPassword={() => undefined} />
    </TestProviders>,
  );
  const t = dictionaries[language].auth.login;
  return {
    user,
    onSubmit,
    email: () => screen.getByLabelText(t.email),
    password: () => screen.getByLabelText(t.password),
    submit: () => user.click(screen.getByRole('button', { name: t.submit })),
  };
}

describe('LoginForm validation (SPEC §5)', () => {
  it('asks for both fields when submitted empty, and sends nothing', async () => {
    const form = renderForm();

    await form.submit();

    expect(await screen.findByText('Email is required!')).toBeVisible();
    expect(screen.getByText('Password is required!')).toBeVisible();
    expect(form.email()).toHaveAttribute('aria-invalid', 'true');
    expect(form.password()).toHaveAttribute('aria-invalid', 'true');
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an email that is not an email', async () => {
    const form = renderForm();

    await form.user.type(form.email(), 'bad');
    await form.user.type(form.password(), DEMO_PASSWORD);
    await form.submit();

    expect(await screen.findByText('Email is not valid!')).toBeVisible();
    expect(screen.queryByText('Password is required!')).not.toBeInTheDocument();
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than 6 characters', async () => {
    const form = renderForm();

    await form.user.type(form.email(), 'admin@demo.test');
    await form.user.type(form.password(), '12345');
    await form.submit();

    expect(await screen.findByText('Password must be at least 6 characters!')).toBeVisible();
    expect(screen.queryByText('Email is not valid!')).not.toBeInTheDocument();
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('shows the messages in Russian for a Russian user', async () => {
    const form = renderForm('ru');

    expect(screen.getByRole('button', { name: ruApp.auth.login.submit })).toBeVisible();
    await form.submit();

    expect(await screen.findByText(ruApp.validation.emailRequired)).toBeVisible();
    expect(screen.getByText(ruApp.validation.passwordRequired)).toBeVisible();

    await form.user.type(form.email(), 'bad');
    await form.user.type(form.password(), '12345');
    await form.submit();

    expect(await screen.findByText(ruApp.validation.emailInvalid)).toBeVisible();
    expect(screen.getByText(ruApp.validation.passwordTooShort)).toBeVisible();
    expect(screen.queryByText(/required|valid|characters/i)).not.toBeInTheDocument();
  });

  it('sends valid input to onSubmit and waits for it with the button disabled', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))));
    const form = renderForm('en', onSubmit);

    await form.user.type(form.email(), 'admin@demo.test');
    await form.user.type(form.password(), DEMO_PASSWORD);
    await form.submit();

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'admin@demo.test', password: DEMO_PASSWORD });
    expect(screen.getByRole('button', { name: enApp.auth.login.submit })).toBeDisabled();

    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: enApp.auth.login.submit })).toBeEnabled());
  });

  it('clears a message once the field is corrected and submitted again', async () => {
    const form = renderForm();

    await form.submit();
    expect(await screen.findByText('Email is required!')).toBeVisible();

    await form.user.type(form.email(), 'student@demo.test');
    await form.user.type(form.password(), DEMO_PASSWORD);
    await form.submit();

    await waitFor(() => expect(screen.queryByText('Email is required!')).not.toBeInTheDocument());
    expect(form.onSubmit).toHaveBeenCalledWith({ email: 'student@demo.test', password: DEMO_PASSWORD });
  });

  it('shows and hides the password', async () => {
    const form = renderForm();

    expect(form.password()).toHaveAttribute('type', 'password');
    await form.user.click(screen.getByRole('button', { name: enApp.auth.login.showPassword }));
    expect(form.password()).toHaveAttribute('type', 'text');
    await form.user.click(screen.getByRole('button', { name: enApp.auth.login.hidePassword }));
    expect(form.password()).toHaveAttribute('type', 'password');
  });
});

describe('LoginForm in the app providers', () => {
  it('switches its labels and messages to Russian from the language menu', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <LanguageSwitch />
        <LoginForm onSubmit={vi.fn(async () => undefined)} />
      </AppProviders>,
    );

    await user.click(screen.getByRole('button', { name: enApp.auth.login.submit }));
    expect(await screen.findByText('Email is required!')).toBeVisible();

    await user.click(screen.getByTestId('language-switch'));
    await user.click(within(await screen.findByRole('menu')).getByText('Русский'));

    expect(await screen.findByRole('button', { name: ruApp.auth.login.submit })).toBeVisible();
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');

    await user.click(screen.getByRole('button', { name: ruApp.auth.login.submit }));
    expect(await screen.findByText(ruApp.validation.emailRequired)).toBeVisible();
  });
});
