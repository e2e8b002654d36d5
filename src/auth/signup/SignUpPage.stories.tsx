import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { enSchools } from '../../i18n/enSchools';
import { ruSchools } from '../../i18n/ruSchools';
import { pageWithLanding } from '../authStoryParts';
import { DRAFT_KEY } from './draft';
import SignUpPage from './SignUpPage';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruSchools : enSchools);

/** A draft as the wizard keeps it in sessionStorage: the story opens at its step. */
const draftAt =
  (step: number, values: Record<string, unknown> = {}) =>
  () => {
    window.sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        domain: 'maple-academy',
        name: 'Maple Academy',
        description: 'Evening courses.',
        timezone: 'Europe/Berlin',
        tariffId: 2,
        themeColor: '#2b8a3e',
        firstName: 'Mila',
        lastName: 'Maple',
        email: 'mila@maple.test',
        step,
        ...values,
      }),
    );
    return () => window.sessionStorage.removeItem(DRAFT_KEY);
  };

/**
 * The sign-up wizard at /sign-up against the mock API: `demo` and `taken-school` are taken,
 * `www` and other product names reserved; emails @demo.test already have accounts.
 */
const meta = {
  title: 'Auth/SignUpPage',
  component: SignUpPage,
  parameters: { layout: 'fullscreen', route: '/sign-up' },
  beforeEach: () => {
    window.sessionStorage.removeItem(DRAFT_KEY);
  },
  render: pageWithLanding('/sign-up', <SignUpPage />),
} satisfies Meta<typeof SignUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: the domain, checked while typed. */
export const DomainAvailable: Story = {
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals.locale).signUp;
    await userEvent.type(await canvas.findByLabelText(t.fields.domain), 'maple-academy');
    await waitFor(() => expect(canvas.getByTestId('domain-status')).toHaveAttribute('data-status', 'available'), { timeout: 5000 });
  },
};

export const DomainAvailableInRussian: Story = { ...DomainAvailable, globals: { locale: 'ru' } };

/** A domain another school has. */
export const DomainTaken: Story = {
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals.locale).signUp;
    await userEvent.type(await canvas.findByLabelText(t.fields.domain), 'demo');
    await waitFor(() => expect(canvas.getByTestId('domain-status')).toHaveAttribute('data-status', 'taken'), { timeout: 5000 });
  },
};

/** Upper case is refused at once, without asking the server. */
export const DomainMalformed: Story = {
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.type(await canvas.findByLabelText(t.signUp.fields.domain), 'Maple');
    await expect(canvas.getByTestId('domain-status')).toHaveTextContent(t.schools.domain.uppercase);
  },
};

/** The plans, with their limits and prices. */
export const Plans: Story = {
  beforeEach: draftAt(3, { tariffId: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('tariff-pro')).toBeVisible();
  },
};

export const PlansInRussian: Story = { ...Plans, globals: { locale: 'ru' } };

/** The colour theme: presets, a custom colour and the app bar's preview in both modes. */
export const ColourTheme: Story = {
  beforeEach: draftAt(5),
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals.locale).schools;
    await userEvent.click(await canvas.findByRole('radio', { name: t.presets.berry }));
    await expect(canvas.getByTestId('theme-preview-bar-light')).toHaveStyle({ backgroundColor: '#c2255c' });
  },
};

export const ColourThemeDark: Story = { ...ColourTheme, globals: { theme: 'dark' } };

/** The logo and favicon, with the recommendations. */
export const Images: Story = { beforeEach: draftAt(4) };

/** The admin's account: the SPEC's messages for what is missing. */
export const AccountChecks: Story = {
  beforeEach: draftAt(6, { firstName: '', email: '' }),
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals.locale).signUp;
    await userEvent.click(await canvas.findByRole('button', { name: t.next }));
    await expect(
      await screen.findByText(globals.locale === 'ru' ? 'Введите адрес электронной почты!' : 'Email is required!'),
    ).toBeVisible();
  },
};

export const AccountChecksInRussian: Story = { ...AccountChecks, globals: { locale: 'ru' } };
