import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { AuthProvider } from 'react-admin';
import type { Language } from '../../src/api/constants';
import { enShell } from '../../src/i18n/enShell';
import { ruShell } from '../../src/i18n/ruShell';
import { buildMe } from '../../src/mocks/builders/builders';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { LogoutUserMenu } from '../../src/shell/LogoutConfirm';
import { signedIn } from './adminPageSetup';

/* SPEC §2 lists a logout dialog: the user menu's Logout asks first. */

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

async function renderMenu(language: Language) {
  await signedIn('ADMIN', language);
  const logout = vi.fn(async () => undefined);
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ ...buildMe({ authority: 'ADMIN' }) }),
  };
  const user = userEvent.setup();
  render(
    <TestProviders locale={language} initialEntries={['/admin/home']}>
      <AdminTestContext authProvider={authProvider}>
        <LogoutUserMenu />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </AdminTestContext>
    </TestProviders>,
  );
  const openDialog = async () => {
    await user.click(await screen.findByRole('button', { name: language === 'ru' ? 'Профиль' : 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: language === 'ru' ? 'Выйти' : 'Logout' }));
    return screen.findByRole('dialog', { name: (language === 'ru' ? ruShell : enShell).logoutDialog.title });
  };
  return { user, logout, openDialog, t: (language === 'ru' ? ruShell : enShell).logoutDialog };
}

describe.each(['en', 'ru'] as const)('logout from the user menu in %s', (language) => {
  it('asks first: Cancel closes the dialog and logs nobody out', async () => {
    const { user, logout, openDialog, t } = await renderMenu(language);
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription(t.text);
    // The menu has closed; the harmless choice has the focus.
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    const cancel = within(dialog).getByRole('button', { name: t.cancel });
    expect(cancel).toHaveFocus();
    expect(logout).not.toHaveBeenCalled();

    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logout).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/home');
  });

  it('Escape is a Cancel too', async () => {
    const { user, logout, openDialog } = await renderMenu(language);
    await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logout).not.toHaveBeenCalled();
  });

  it('confirming logs out and goes to /login', async () => {
    const { user, logout, openDialog, t } = await renderMenu(language);
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
