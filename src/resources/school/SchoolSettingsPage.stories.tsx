import { Routes } from 'react-router-dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { saveSession } from '../../auth/session';
import { enSchools } from '../../i18n/enSchools';
import { ruSchools } from '../../i18n/ruSchools';
import { mockStore } from '../../mocks/store/mockStore';
import { AdminTestContext } from '../../mocks/providers/AdminTestContext';
import { adminAuthProvider } from '../../mocks/providers/AnalyticsTestRoutes';
import { demoToken } from '../../mocks/builders/builders';
import { buildSchoolSettings, buildTariffs } from '../../mocks/builders/schoolBuilders';
import { settingsRoute } from '.';
import { SchoolSettingsPage } from './SchoolSettingsPage';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruSchools : enSchools).schools;

/** The admin's school settings (/admin/settings) against the mock API's school. */
const meta = {
  title: 'Admin/School/SchoolSettingsPage',
  component: SchoolSettingsPage,
  parameters: { layout: 'fullscreen', route: '/settings' },
  beforeEach: () => {
    saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' });
    mockStore.schoolSettings = buildSchoolSettings();
  },
  render: () => (
    <AdminTestContext authProvider={adminAuthProvider()}>
      <Routes>{settingsRoute}</Routes>
    </AdminTestContext>
  ),
} satisfies Meta<typeof SchoolSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Free school with room left; picking a palette recolours the preview. */
export const Default: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await expect(await screen.findByTestId('tariff-usage', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: t.presets.forest }));
    await expect(screen.getByTestId('theme-preview-bar-light')).toHaveStyle({ backgroundColor: '#267c37' });
  },
};

export const InRussian: Story = { ...Default, globals: { locale: 'ru' } };

export const DarkTheme: Story = { ...Default, globals: { theme: 'dark' } };

/** At the plan's limits: the bars turn orange and red. */
export const AtTheLimits: Story = {
  beforeEach: () => {
    mockStore.schoolSettings = buildSchoolSettings({
      tariff: buildTariffs()[0],
      usage: { students: 50, instructors: 3, storageBytes: 470 * 1024 * 1024 },
    });
  },
  play: async () => {
    await expect(await screen.findByTestId('usage-students', {}, { timeout: 5000 })).toHaveTextContent('50');
  },
};

/** Changing to a smaller plan than the school uses: the server's refusal names the limit in the dialog. */
export const ChangingPlanRefused: Story = {
  beforeEach: () => {
    mockStore.schoolSettings = buildSchoolSettings({
      tariff: buildTariffs()[1],
      usage: { students: 120, instructors: 4, storageBytes: 0 },
    });
  },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale).settings;
    await userEvent.click(await screen.findByRole('button', { name: t.changePlan }, { timeout: 5000 }));
    const free = await screen.findByRole('radio', { name: globals.locale === 'ru' ? /^Бесплатный/ : /^Free/ });
    await userEvent.click(free);
    await userEvent.click(screen.getByRole('button', { name: t.switchPlan }));
    await expect(await screen.findByTestId('plan-problem', {}, { timeout: 5000 })).toHaveTextContent('50');
  },
};

export const ChangingPlanRefusedInRussian: Story = { ...ChangingPlanRefused, globals: { locale: 'ru' } };
