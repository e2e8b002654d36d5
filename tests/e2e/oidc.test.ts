/**
 * Sign-in with an external OpenID Connect provider in the browser: the built server
 * is started with OIDC_* pointing at a real provider (oidc-provider on loopback, see
 * tests/fixtures/oidcProvider.ts), and Chromium clicks "Sign in with …", signs in on the
 * provider's own login and consent pages, and comes back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startOidcProvider, type TestOidcProvider } from '../fixtures/oidcProvider';
import { DEMO, chooseLanguage, pathOf, screenshot, useE2E, waitForPath } from './harness';

const LABEL = 'Demo ID';
let idp: TestOidcProvider | undefined;
// Filled before the harness starts the server (hooks run in the order they are declared).
const env: Record<string, string> = {};

beforeAll(async () => {
  idp = await startOidcProvider({
    accounts: {
      sofia: { email: 'Student@Demo.test', email_verified: true, name: 'Sofia Smirnova' },
      stranger: { email: 'stranger@elsewhere.test', email_verified: true },
      unverified: { email: DEMO.student.email, email_verified: false },
    },
  });
  Object.assign(env, idp.env(LABEL));
});

const e2e = useE2E({ env });

beforeAll(() => {
  // The server's port is known only now: register its callback with the provider.
  idp!.setRedirectUris([`${e2e.baseUrl}/api/auth/oidc/callback`]);
});

afterAll(async () => {
  await idp?.close();
});

/** On the provider's development login page: any password is accepted for a known login. */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === new URL(idp!.issuer).origin);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('provider-password');
  await screenshot(page, `oidc-provider-login-${login}`);
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // Consent, the first time this account meets the client.
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('sign-in with an external provider', () => {
  it('a student clicks "Sign in with …" on the login page, signs in at the provider and lands in the student area', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    const button = page.getByRole('link', { name: `Sign in with ${LABEL}` });
    await button.waitFor();
    await screenshot(page, 'oidc-login-button-en');

    await button.click();
    await signInAtProvider(page, 'sofia');

    await waitForPath(page, `${DEMO.student.home}*`);
    const welcome = page.getByTestId('welcome');
    await welcome.waitFor();
    expect(await welcome.textContent()).toBe(`Welcome, ${DEMO.student.firstName}!`);
    // Stored like a normal login; no code or token left in the address.
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('lms.session'))) ?? 'null');
    expect(saved).toMatchObject({ role: 'STUDENT' });
    expect(saved.token).toMatch(/\S{20,}/);
    expect(new URL(page.url()).hash).toBe('');
    expect(page.url()).not.toContain(saved.token);
    await screenshot(page, 'oidc-student-home');

    // The session works for the API like a password login's.
    const me = await page.evaluate(async (token) => {
      const response = await fetch('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
      return response.json();
    }, saved.token);
    expect(me.email).toBe(DEMO.student.email);
  });

  it('an unknown user is told so in Russian, the language of the login page, and stays logged out', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await chooseLanguage(page, 'Русский');
    await page.getByRole('heading', { name: 'Вход' }).waitFor();
    await page.getByRole('link', { name: `Войти через ${LABEL}` }).click();
    await signInAtProvider(page, 'stranger');

    await waitForPath(page, '/sign-in');
    const message = page.getByTestId('oidc-error');
    await message.filter({ hasText: 'Нет учётной записи с адресом электронной почты из вашего сервиса входа.' }).waitFor();
    await page.getByRole('heading', { name: 'Вход' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lms.session'))).toBeNull();
    expect(new URL(page.url()).hash).toBe('');
    await screenshot(page, 'oidc-unknown-user-ru');
  });

  it('an email the provider has not verified is refused with a clear message', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: `Sign in with ${LABEL}` }).click();
    await signInAtProvider(page, 'unverified');

    await waitForPath(page, '/sign-in');
    await page.getByTestId('oidc-error').filter({ hasText: 'The sign-in provider does not confirm your email address.' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lms.session'))).toBeNull();
    expect(pathOf(page)).toBe('/sign-in');
    await screenshot(page, 'oidc-unverified-en');
  });
});
