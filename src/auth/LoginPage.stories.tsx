import { http, HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { enApp } from '../i18n/en';
import { ruApp } from '../i18n/ru';
import { API_PATTERN, BLOCKED_EMAIL } from '../mocks/handlers';
import { languageOf, pageWithLanding } from './authStoryParts';
import { LoginPage } from './LoginPage';
import { t as serverText } from '../../server/i18n';
import { DEMO_PASSWORD } from '../mocks/builders/builders';

const textsOf = (locale: unknown) => (languageOf(locale) === 'ru' ? ruApp : enApp).auth;

/**
 * The login screen as the app mounts it at /login, talking to the mock API (src/mocks):
 * demo accounts admin@ / instructor@ / student@demo.test with password demo123 log in.
 */
const meta = {
  title: 'Auth/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen', route: '/login' },
  render: pageWithLanding('/login', <LoginPage />),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The server refuses the password: its message shows as a red notice, in the page's language. */
export const WrongPassword: Story = {
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.type(canvas.getByLabelText(t.login.email), 'admin@demo.test');
    await userEvent.type(canvas.getByLabelText(t.login.password), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: t.login.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(serverText(languageOf(globals.locale), 'errors.invalidCredentials'));
  },
};

export const WrongPasswordInRussian: Story = { ...WrongPassword, globals: { locale: 'ru' } };

/** A demo admin logs in and lands on the admin area's home. */
export const LogsIn: Story = {
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.type(canvas.getByLabelText(t.login.email), '  Admin@Demo.test ');
    await userEvent.type(canvas.getByLabelText(t.login.password), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: t.login.submit }));
    await expect(await canvas.findByText('Landed on /admin')).toBeVisible();
  },
};

/** A blocked account is told so (403). */
export const BlockedAccount: Story = {
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.type(canvas.getByLabelText(t.login.email), BLOCKED_EMAIL);
    await userEvent.type(canvas.getByLabelText(t.login.password), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: t.login.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(serverText(languageOf(globals.locale), 'errors.accountBlocked'));
  },
};

/** The server fails without a message: the generic text of SPEC §8 shows. */
export const ServerFailure: Story = {
  parameters: {
    msw: { handlers: { login: http.post(`${API_PATTERN}/auth/authenticate`, () => new HttpResponse(null, { status: 502 })) } },
  },
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals.locale);
    const generic = (languageOf(globals.locale) === 'ru' ? ruApp : enApp).app.errors.generic;
    await userEvent.type(canvas.getByLabelText(t.login.email), 'admin@demo.test');
    await userEvent.type(canvas.getByLabelText(t.login.password), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: t.login.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(generic);
  },
};

/** The forgot-password dialog sends the link; the server's answer shows as a green notice. */
export const ForgotPassword: Story = {
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: t.login.forgot }));
    // The dialog renders in a portal, outside the story's canvas.
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(t.login.email), 'student@demo.test');
    await userEvent.click(dialog.getByRole('button', { name: t.forgot.submit }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(serverText(languageOf(globals.locale), 'messages.resetLinkSent'));
  },
};

export const ForgotPasswordInRussian: Story = { ...ForgotPassword, globals: { locale: 'ru' } };
