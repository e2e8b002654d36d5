import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Routes } from 'react-router-dom';
import { saveSession } from '../../src/auth/session';
import { enApp } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { ruApp } from '../../src/i18n/ru';
import { mockStore } from '../../src/mocks/store/mockStore';
import { settingsRoute } from '../../src/resources/school';
import { getBranding } from '../../src/shell/branding';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { notices } from '../../src/shell/notices';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { adminAuthProvider } from '../../src/mocks/providers/AnalyticsTestRoutes';
import { buildFileUpload, demoToken } from '../../src/mocks/builders/builders';
import { buildSchoolSettings, buildTariffs } from '../../src/mocks/builders/schoolBuilders';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';
import { pngFile } from './signUpSetup';

vi.setConfig({ testTimeout: 60_000 });

function renderSettings(locale: 'en' | 'ru' = 'en') {
  const user = userEvent.setup({ delay: null });
  render(
    <TestProviders locale={locale} initialEntries={['/settings']}>
      <AdminTestContext authProvider={adminAuthProvider()}>
        <Routes>{settingsRoute}</Routes>
      </AdminTestContext>
      <NoticeStack />
    </TestProviders>,
  );
  return { user };
}

beforeEach(async () => {
  saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' });
  // jsdom's File does not survive msw's multipart parsing as a File: the upload answers here.
  server.use(http.post('*/api/static/upload', () => HttpResponse.json(buildFileUpload())));
  mockStore.schoolSettings = buildSchoolSettings();
  await i18nProvider.changeLocale('en');
});
afterEach(() => notices.clear());

const t = enApp.schools;

describe('the school settings page', () => {
  it("shows the plan's usage with bars: students, instructors, storage", async () => {
    mockStore.schoolSettings = buildSchoolSettings({ usage: { students: 47, instructors: 3, storageBytes: 120 * 1024 * 1024 } });
    renderSettings();
    const card = await screen.findByTestId('tariff-usage');
    expect(within(card).getByTestId('tariff-name')).toHaveTextContent('Free');
    expect(within(card).getByTestId('usage-students')).toHaveTextContent('47 of 50');
    expect(within(card).getByTestId('usage-instructors')).toHaveTextContent('3 of 3');
    expect(within(card).getByTestId('usage-storage')).toHaveTextContent('120 MB of 500 MB');
    const bars = within(card).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['94', '100', '24']);
    expect(screen.getByTestId('school-domain')).toHaveTextContent('demo');
  });

  it('saves the profile, timezone and colour, and the app takes the new branding at once', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/schools/settings')) sent.push(await request.clone().json());
    });
    const { user } = renderSettings();
    const name = await screen.findByLabelText(new RegExp(enApp.signUp.fields.name));
    expect(screen.getByRole('button', { name: t.settings.save })).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Maple Academy');
    await user.click(screen.getByRole('radio', { name: t.presets.berry }));
    expect(screen.getByTestId('theme-preview-bar-light')).toHaveStyle({ backgroundColor: '#c2255c' });
    expect(screen.getByTestId('theme-preview-bar-light')).toHaveTextContent('Maple Academy');
    await user.upload(screen.getByTestId('brand-image-input-logo'), pngFile(120, 120));
    expect(await within(screen.getByTestId('brand-image-logo')).findByRole('img')).toBeVisible();

    await user.click(screen.getByRole('button', { name: t.settings.save }));
    expect(await screen.findByText('The school settings have been saved.')).toBeVisible();
    server.events.removeAllListeners();
    expect(sent).toEqual([
      expect.objectContaining({ name: 'Maple Academy', themeColor: '#c2255c', timezone: 'Europe/Moscow', faviconId: 0 }),
    ]);
    expect((sent[0] as { logoId: number }).logoId).toBeGreaterThan(0);
    expect(getBranding()).toMatchObject({ name: 'Maple Academy', themeColor: '#c2255c' });
    expect(getBranding()?.logoLink).toMatch(/\/api\/static\/files\//);
  });

  it("changes the school's language (each named in itself) and whether students see classmates in ratings, and saves them", async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/schools/settings')) sent.push(await request.clone().json());
    });
    const { user } = renderSettings();
    const select = await screen.findByRole('combobox', { name: t.settings.language });
    expect(select).toHaveAccessibleDescription(t.settings.languageHelp);
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Русский' }));
    const classmates = screen.getByRole('switch', { name: t.settings.ratingNamesVisible });
    expect(classmates).not.toBeChecked();
    await user.click(classmates);
    await user.click(screen.getByRole('button', { name: t.settings.save }));
    expect(await screen.findByText('The school settings have been saved.')).toBeVisible();
    server.events.removeAllListeners();
    expect(sent).toEqual([expect.objectContaining({ language: 'ru', ratingNamesVisible: true })]);
    expect(mockStore.schoolSettings).toMatchObject({ language: 'ru', ratingNamesVisible: true });
  });

  it('a blank name is refused before anything is sent; a server refusal names its field', async () => {
    server.use(
      http.put('*/api/schools/settings', () =>
        HttpResponse.json({ message: 'The colour must be written as #rrggbb.', status: 400, field: 'themeColor' }, { status: 400 }),
      ),
    );
    const { user } = renderSettings();
    const name = await screen.findByLabelText(new RegExp(enApp.signUp.fields.name));
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: t.settings.save }));
    expect(await screen.findByText(enApp.signUp.errors.nameRequired)).toBeVisible();
    await user.type(name, 'Demo');
    await user.click(screen.getByRole('button', { name: t.settings.save }));
    expect((await screen.findAllByText('The colour must be written as #rrggbb.')).length).toBeGreaterThan(0);
  });

  it('an image of the wrong type is refused at once', async () => {
    const { user } = renderSettings();
    await screen.findByTestId('tariff-usage');
    await user.upload(screen.getByTestId('brand-image-input-favicon'), new File(['hello'], 'icon.png', { type: 'image/png' }));
    expect(await within(screen.getByTestId('brand-image-favicon')).findByText('Unsupported image type')).toBeVisible();
  });

  it('changes the plan: the usage card shows the new one at once, with the green notice', async () => {
    const puts: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.method === 'PUT') puts.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', listen);
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: t.settings.changePlan }));
    const dialog = await screen.findByRole('dialog', { name: t.settings.changePlanTitle });
    const switchButton = within(dialog).getByRole('button', { name: t.settings.switchPlan });
    // The current plan is chosen: nothing to switch to yet.
    expect(await within(dialog).findByRole('radio', { name: /^Free/ })).toHaveAttribute('aria-checked', 'true');
    expect(switchButton).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /^Standard/ }));
    await user.click(switchButton);
    expect(await screen.findByTestId('notice-success')).toHaveTextContent('Your school is now on the Standard plan.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('tariff-name')).toHaveTextContent('Standard');
    expect(screen.getByTestId('usage-students')).toHaveTextContent('30 of 500');
    // The dialog's form does not also submit the settings form it was opened from. A wrong submit
    // would start with the same click (its checks are promises, not timers), so its PUT would be
    // on the list before the notice and the dialog's closing awaited above.
    server.events.removeListener('request:start', listen);
    expect(puts).toEqual(['/api/schools/tariff']);
    expect(screen.getAllByTestId('notice-success')).toHaveLength(1);
  });

  it('a plan the school outgrows is refused in the dialog, naming the limit; the plan stays', async () => {
    mockStore.schoolSettings = buildSchoolSettings({
      tariff: buildTariffs()[1],
      usage: { students: 120, instructors: 4, storageBytes: 0 },
    });
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: t.settings.changePlan }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /^Free/ }));
    await user.click(within(dialog).getByRole('button', { name: t.settings.switchPlan }));
    expect(await within(dialog).findByTestId('plan-problem')).toHaveTextContent(
      'The Free plan allows 50 students; your school has 120. Remove some before changing plans.',
    );
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: enApp.learning.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('tariff-name')).toHaveTextContent('Standard');
  });

  it('reads in Russian', async () => {
    await i18nProvider.changeLocale('ru');
    mockStore.schoolSettings = buildSchoolSettings({ tariff: buildTariffs()[1] });
    renderSettings('ru');
    expect(await screen.findByRole('heading', { level: 1, name: ruApp.schools.settings.title })).toBeVisible();
    expect(await screen.findByTestId('tariff-name')).toHaveTextContent('Стандарт');
    expect(screen.getByTestId('usage-students')).toHaveTextContent('30 из 500');
    expect(screen.getByText(ruApp.schools.theme.presets)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: ruApp.schools.settings.save })).toBeDisabled());
    await i18nProvider.changeLocale('en');
  });
});
