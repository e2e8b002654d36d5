import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { AuthProvider } from 'react-admin';
import type { Role } from '../../src/api/constants';
import { saveSession } from '../../src/auth/session';
import { enApp } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { ruApp } from '../../src/i18n/ru';
import { buildMe, demoToken } from '../../src/mocks/builders/builders';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { mockStore } from '../../src/mocks/store/mockStore';
import { LogoutUserMenu } from '../../src/shell/LogoutConfirm';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { notices } from '../../src/shell/notices';
import { profileRoutes } from '../../src/shell/profile/routes';
import { server } from './server';
import { pngFile } from './signUpSetup';

vi.setConfig({ testTimeout: 60_000 });

const t = enApp.profile;

function authOf(role: Role): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
    getIdentity: async () => ({ ...buildMe({ authority: role }) }),
  };
}

function renderProfile(role: Role, locale: 'en' | 'ru' = 'en') {
  saveSession({ token: demoToken(role), role });
  const user = userEvent.setup({ delay: null });
  render(
    <TestProviders locale={locale} initialEntries={['/profile']}>
      <AdminTestContext authProvider={authOf(role)}>
        <Routes>{profileRoutes}</Routes>
      </AdminTestContext>
      <NoticeStack />
    </TestProviders>,
  );
  return { user };
}

beforeEach(async () => {
  await i18nProvider.changeLocale('en');
});
afterEach(() => notices.clear());

describe('the profile page', () => {
  it('lets an instructor change their name, which the server keeps', async () => {
    const { user } = renderProfile('INSTRUCTOR');
    const first = await screen.findByRole('textbox', { name: t.details.firstName });
    expect(first).toHaveValue('Ivan');
    await user.clear(first);
    await user.type(first, 'Iwan');
    await user.click(screen.getByRole('button', { name: t.details.save }));
    expect(await screen.findByText('Profile saved.')).toBeVisible();
    expect(mockStore.profiles.accounts.INSTRUCTOR.firstName).toBe('Iwan');
  });

  it("shows a student's name read-only with who keeps it, and saves their email language at once", async () => {
    const { user } = renderProfile('STUDENT');
    const last = await screen.findByRole('textbox', { name: t.details.lastName });
    expect(last).toHaveAttribute('readonly');
    expect(screen.getByText(t.details.nameByAdmin)).toBeVisible();
    expect(screen.queryByRole('button', { name: t.details.save })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: enApp.notifications.settings.emailLanguage }));
    await user.click(await screen.findByRole('option', { name: 'Русский' }));
    await waitFor(() => expect(mockStore.profiles.accounts.STUDENT.language).toBe('ru'));
  });

  it('checks the new password twice before asking, then shows the wrong current password under its field', async () => {
    const { user } = renderProfile('ADMIN');
    const current = await screen.findByLabelText(t.password.current);
    await user.type(current, 'not-mine');
    await user.type(screen.getByLabelText(t.password.new), 'brand-new-1');
    await user.type(screen.getByLabelText(t.password.repeat), 'brand-new-2');
    await user.click(screen.getByRole('button', { name: t.password.submit }));
    expect(await screen.findByText(enApp.validation.passwordsDoNotMatch)).toBeVisible();

    await user.clear(screen.getByLabelText(t.password.repeat));
    await user.type(screen.getByLabelText(t.password.repeat), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: t.password.submit }));
    expect(await screen.findAllByText('The current password is not right.')).not.toHaveLength(0);
    expect(screen.getByLabelText(t.password.current)).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password with the right current one and empties the form', async () => {
    const { user } = renderProfile('ADMIN');
    await user.type(await screen.findByLabelText(t.password.current), mockStore.profiles.accounts.ADMIN.password);
    await user.type(screen.getByLabelText(t.password.new), 'brand-new-1');
    await user.type(screen.getByLabelText(t.password.repeat), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: t.password.submit }));
    expect(await screen.findByText('Password changed. Your other sessions have ended.')).toBeVisible();
    expect(mockStore.profiles.accounts.ADMIN.password).toBe('brand-new-1');
    expect(screen.getByLabelText(t.password.current)).toHaveValue('');
  });

  it('uploads a photo as kind=avatar and shows it', async () => {
    const kinds: Array<string | null> = [];
    // jsdom's File does not survive msw's multipart parsing as a File: the upload answers here.
    server.use(
      http.post('*/api/static/upload', ({ request }) => {
        kinds.push(new URL(request.url).searchParams.get('kind'));
        mockStore.profiles.uploads.set(901, '/api/static/files/me.png');
        return HttpResponse.json({ fileId: 901, link: '/api/static/files/me.png' });
      }),
    );
    const { user } = renderProfile('STUDENT');
    await user.upload(await screen.findByTestId('profile-photo-input'), pngFile(64, 64, 'me.png'));
    await waitFor(() => expect(mockStore.profiles.accounts.STUDENT.avatarLink).toBe('/api/static/files/me.png'));
    expect(kinds).toEqual(['avatar']);
    expect(within(screen.getByTestId('profile-photo')).getByRole('img')).toHaveAttribute('src', '/api/static/files/me.png');
  });

  it('opens the notification settings from the page', async () => {
    const { user } = renderProfile('INSTRUCTOR');
    await user.click(await screen.findByRole('button', { name: t.notifications.open }));
    expect(await screen.findByRole('dialog', { name: enApp.notifications.settings.title })).toBeVisible();
  });

  it('speaks Russian', async () => {
    renderProfile('STUDENT', 'ru');
    expect(await screen.findByRole('heading', { name: ruApp.profile.title })).toBeVisible();
    expect(await screen.findByRole('button', { name: ruApp.profile.password.submit })).toBeVisible();
  });
});

describe('the user menu', () => {
  it('opens the profile page from its first item', async () => {
    saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' });
    const user = userEvent.setup({ delay: null });
    render(
      <TestProviders initialEntries={['/']}>
        <AdminTestContext authProvider={authOf('ADMIN')}>
          <Routes>
            <Route path="/" element={<LogoutUserMenu />} />
            {profileRoutes}
          </Routes>
        </AdminTestContext>
      </TestProviders>,
    );
    await user.click(await screen.findByRole('button', { name: /Profile$/ }));
    await user.click(await screen.findByRole('menuitem', { name: t.menu }));
    expect(await screen.findByRole('heading', { name: t.title })).toBeVisible();
  });
});
