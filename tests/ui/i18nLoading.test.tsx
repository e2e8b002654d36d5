import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { enApp } from '../../src/i18n/en';
import { ruApp } from '../../src/i18n/ru';
import { LANGUAGE_KEY } from '../../src/i18n/locale';

/**
 * The app's dictionaries as a fresh page has them: none loaded (tests/ui/setup.ts loads every
 * one for the other tests, into the modules this file sets aside with resetModules).
 */
async function freshApp() {
  vi.resetModules();
  const dictionaries = await import('../../src/i18n/dictionaries');
  const { i18nProvider, createI18nProvider } = await import('../../src/i18n/i18nProvider');
  const { AppProviders } = await import('../../src/shell/AppProviders');
  const { LoadBoundary } = await import('../../src/shell/LoadBoundary');
  const { LoginPage } = await import('../../src/auth/LoginPage');
  return { ...dictionaries, i18nProvider, createI18nProvider, AppProviders, LoadBoundary, LoginPage };
}

const loadedNames = (app: Awaited<ReturnType<typeof freshApp>>, language: 'en' | 'ru') =>
  app.DICTIONARIES.filter((name) => app.loadedDictionary(language, name));

describe('dictionaries loaded on demand', () => {
  beforeEach(() => window.localStorage.clear());

  it('a fresh provider has no messages until a page loads its dictionaries', async () => {
    const app = await freshApp();
    const provider = app.createI18nProvider();
    expect(loadedNames(app, 'en')).toEqual([]);
    expect(provider.translate('auth.login.submit')).toBe('auth.login.submit');

    await app.loadDictionaries('en', app.PAGE_DICTIONARIES.login);

    expect(provider.translate('auth.login.submit')).toBe(enApp.auth.login.submit);
    expect(loadedNames(app, 'en')).toEqual(['core', 'oidc']);
    expect(loadedNames(app, 'ru')).toEqual([]);
  });

  it('switching the language loads the open pages’ dictionaries in it first, keeping the old texts meanwhile', async () => {
    const app = await freshApp();
    const provider = app.createI18nProvider();
    await app.loadDictionaries('en', app.PAGE_DICTIONARIES.login);
    const release = provider.retain(app.PAGE_DICTIONARIES.login);

    const switching = provider.changeLocale('ru');
    // Until the Russian texts are there, the page keeps English ones, never raw keys.
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('auth.login.submit')).toBe(enApp.auth.login.submit);
    await switching;

    expect(provider.getLocale()).toBe('ru');
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('ru');
    expect(provider.translate('auth.login.submit')).toBe(ruApp.auth.login.submit);
    expect(loadedNames(app, 'ru')).toEqual(['core', 'oidc']);
    release();
  });

  it('a later switch wins over an earlier one still loading', async () => {
    const app = await freshApp();
    const provider = app.createI18nProvider();
    await app.loadDictionaries('en', ['core']);
    const toRussian = provider.changeLocale('ru');
    await provider.changeLocale('en');
    await toRussian;
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('auth.login.submit')).toBe(enApp.auth.login.submit);
  });

  it('the login page waits for its strings behind the spinner, then shows them, and switches to Russian', async () => {
    window.localStorage.setItem(LANGUAGE_KEY, 'en');
    const app = await freshApp();
    const user = userEvent.setup();
    // Every state the page goes through: the spinner first, and never a raw key.
    const RAW_KEY = /\b(auth|app|oidc|validation)\.\w/;
    const seen = { spinner: false, rawKeys: [] as string[] };
    const observer = new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.spinner = true;
      const text = document.body.textContent ?? '';
      if (RAW_KEY.test(text)) seen.rawKeys.push(text);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    // Awaited, so React retries the page inside act when its dictionaries arrive.
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/login']}>
          <app.AppProviders>
            <app.LoadBoundary>
              <app.LoginPage />
            </app.LoadBoundary>
          </app.AppProviders>
        </MemoryRouter>,
      );
    });

    expect(await screen.findByRole('heading', { name: enApp.auth.login.title })).toBeVisible();
    expect(seen.spinner).toBe(true);
    expect(loadedNames(app, 'en')).toEqual(['core', 'oidc']);

    await user.click(screen.getByTestId('language-switch'));
    await user.click(within(await screen.findByRole('menu')).getByText('Русский'));

    expect(await screen.findByRole('heading', { name: ruApp.auth.login.title })).toBeVisible();
    observer.disconnect();
    expect(seen.rawKeys).toEqual([]);
    // Only what the login page shows, in each language: no area's strings.
    expect(loadedNames(app, 'ru')).toEqual(['core', 'oidc']);
    expect(loadedNames(app, 'en')).toEqual(['core', 'oidc']);
    expect(app.i18nProvider.getLocale()).toBe('ru');
  });
});
