import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { enApp } from '../i18n/en';
import { ruApp } from '../i18n/ru';
import { DEMO_PASSWORD } from '../mocks/builders/builders';
import { LoginForm } from './LoginForm';

/** The texts of the story's language (toolbar or story globals), for the play functions. */
const textsOf = (locale: unknown) => (locale === 'ru' ? ruApp : enApp);

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <Box sx={{ width: 400, maxWidth: '100vw', p: 3, bgcolor: 'background.paper', borderRadius: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { onSubmit: fn(async () => undefined), onForgotPassword: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a visitor first sees it. */
export const Empty: Story = {};

/** Submitted empty: both fields ask to be filled (SPEC §5). */
export const RequiredErrors: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: t.auth.login.submit }));
    await expect(await canvas.findByText(t.validation.emailRequired)).toBeVisible();
    await expect(canvas.getByText(t.validation.passwordRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A malformed email and a 5-character password. */
export const InvalidValues: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = textsOf(globals.locale);
    await userEvent.type(canvas.getByLabelText(t.auth.login.email), 'bad');
    await userEvent.type(canvas.getByLabelText(t.auth.login.password), '12345');
    await userEvent.click(canvas.getByRole('button', { name: t.auth.login.submit }));
    await expect(await canvas.findByText(t.validation.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(t.validation.passwordTooShort)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Valid input sent, the answer not in yet: the button waits with a spinner. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, globals, args }) => {
    const t = textsOf(globals.locale);
    await userEvent.type(canvas.getByLabelText(t.auth.login.email), 'admin@demo.test');
    await userEvent.type(canvas.getByLabelText(t.auth.login.password), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: t.auth.login.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'admin@demo.test', password: DEMO_PASSWORD });
    await expect(canvas.getByRole('button', { name: t.auth.login.submit })).toBeDisabled();
  },
};

// Fixed-language and fixed-theme variants stay out of the docs page: one page, one language
// (the toolbar's), since all its stories share the app's i18nProvider.

/** The same checks in Russian, whatever the toolbar says. */
export const RequiredErrorsInRussian: Story = { ...RequiredErrors, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const InvalidValuesInRussian: Story = { ...InvalidValues, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const DarkTheme: Story = { ...InvalidValues, globals: { theme: 'dark' }, tags: ['!autodocs'] };
