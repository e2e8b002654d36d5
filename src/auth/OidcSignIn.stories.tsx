import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { enApp } from '../i18n/en';
import { ruApp } from '../i18n/ru';
import { OIDC_BLOCKED_CODE, oidcCodeFor, oidcConfigHandler } from '../mocks/oidcHandlers';
import { t as serverText } from '../../server/i18n';
import { languageOf, pageWithLanding } from './authStoryParts';
import { LoginPage } from './LoginPage';
import { OidcSignIn } from './OidcSignIn';

const textsOf = (locale: unknown) => (languageOf(locale) === 'ru' ? ruApp : enApp).oidc;
const enabled = { msw: { handlers: { oidcConfig: oidcConfigHandler({ enabled: true, label: 'School ID' }) } } };

/**
 * Sign-in with an external provider on the login page (/sign-in), against the mock API: the
 * "Sign in with …" button when a provider is configured, and the end of the provider's trip,
 * which comes back with `#code=…` (exchanged for the session) or `#error=…&lang=…`.
 */
const meta = {
  title: 'Auth/SignInWithProvider',
  component: OidcSignIn,
  parameters: { layout: 'fullscreen', route: '/sign-in', ...enabled },
  render: pageWithLanding('/sign-in', <LoginPage />),
} satisfies Meta<typeof OidcSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button above the password form; it leads to the server's start, carrying the page's language. */
export const Button: Story = {
  play: async ({ canvas, globals }) => {
    const link = await canvas.findByRole('link', { name: textsOf(globals.locale).signInWith.replace('%{label}', 'School ID') });
    await expect(link).toHaveAttribute('href', `/api/auth/oidc/start?lang=${languageOf(globals.locale)}`);
  },
};

export const ButtonInRussian: Story = { ...Button, globals: { locale: 'ru' } };

/** Without a provider configured the login page has no such button. */
export const NotConfigured: Story = {
  parameters: { msw: { handlers: { oidcConfig: oidcConfigHandler() } } },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('heading', { name: (languageOf(globals.locale) === 'ru' ? ruApp : enApp).auth.login.title });
    await expect(canvas.queryByTestId('oidc-sign-in')).toBeNull();
  },
};

/** The provider vouched for an email no account has: a clear message, in the page's language. */
export const UnknownUser: Story = {
  parameters: { route: '/sign-in#error=unknownUser&lang=en' },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByTestId('oidc-error')).toHaveTextContent(textsOf(globals.locale).errors.unknownUser);
  },
};

export const UnknownUserInRussian: Story = {
  ...UnknownUser,
  parameters: { route: '/sign-in#error=unknownUser&lang=ru' },
  globals: { locale: 'ru' },
};

/** The provider does not confirm the email. */
export const UnverifiedEmail: Story = {
  parameters: { route: '/sign-in#error=unverified&lang=en' },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByTestId('oidc-error')).toHaveTextContent(textsOf(globals.locale).errors.unverified);
  },
};

/** A successful trip: the one-time code is exchanged and the role's home opens. */
export const SignsIn: Story = {
  parameters: { route: `/sign-in#code=${oidcCodeFor('STUDENT')}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Landed on /student')).toBeVisible();
    await expect(canvas.getByText('Saved session role: STUDENT')).toBeVisible();
  },
};

/** A code used twice (or too late): the server's message, in the page's language. */
export const ExpiredCode: Story = {
  parameters: { route: '/sign-in#code=spent' },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByTestId('oidc-error')).toHaveTextContent(serverText(languageOf(globals.locale), 'oidc.codeInvalid'));
  },
};

export const ExpiredCodeInRussian: Story = { ...ExpiredCode, globals: { locale: 'ru' } };

/** An account blocked in the seconds between the provider and the exchange. */
export const BlockedAccount: Story = {
  parameters: { route: `/sign-in#code=${OIDC_BLOCKED_CODE}` },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByTestId('oidc-error')).toHaveTextContent(
      serverText(languageOf(globals.locale), 'errors.accountBlocked'),
    );
  },
};
