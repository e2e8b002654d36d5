import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import type { AuthProvider } from 'react-admin';
import type { Role } from '../../src/api/constants';
import { saveSession } from '../../src/auth/session';
import { enApp } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { ruApp } from '../../src/i18n/ru';
import { buildMe, demoToken } from '../../src/mocks/builders/builders';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { GlobalSearch } from '../../src/shell/search/GlobalSearch';

vi.setConfig({ testTimeout: 60_000 });

const t = enApp.globalSearch;

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

function Opened({ resource }: { resource: string }) {
  return <p>{`Opened ${resource} ${useParams().id}`}</p>;
}

function renderSearch(role: Role = 'ADMIN', locale: 'en' | 'ru' = 'en') {
  saveSession({ token: demoToken(role), role });
  const user = userEvent.setup({ delay: null });
  render(
    <TestProviders locale={locale} initialEntries={['/']}>
      <AdminTestContext authProvider={authOf(role)}>
        <Routes>
          <Route path="/" element={<GlobalSearch />} />
          {['students', 'instructors', 'groups', 'courses'].map((resource) => (
            <Route key={resource} path={`/${resource}/:id`} element={<Opened resource={resource} />} />
          ))}
        </Routes>
      </AdminTestContext>
    </TestProviders>,
  );
  return { user };
}

beforeEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('the global search', () => {
  it('lists hits by kind and opens the one the arrow keys reach with Enter', async () => {
    const { user } = renderSearch();
    await user.click(await screen.findByRole('button', { name: t.open }));
    const field = await screen.findByRole('combobox', { name: t.label });
    await user.type(field, 'python');
    const list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Python Basics', 'Основы Python']),
    );
    expect(within(list).getByRole('group', { name: t.kinds.group })).toBeVisible();
    expect(within(list).getByRole('group', { name: t.kinds.course })).toBeVisible();
    expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1].id);
    // Past the last hit the arrow wraps round to the first.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText(/^Opened groups \d+$/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the text is too short or nothing matches, and closes with Escape', async () => {
    const { user } = renderSearch();
    await user.click(await screen.findByRole('button', { name: t.open }));
    const field = await screen.findByRole('combobox', { name: t.label });
    await user.type(field, 'j');
    expect(screen.getByText('Type at least 2 characters.')).toBeVisible();
    await user.type(field, 'qxz');
    expect(await screen.findByText(t.nothing)).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('finds names in any case', async () => {
    const { user } = renderSearch();
    await user.click(await screen.findByRole('button', { name: t.open }));
    await user.type(await screen.findByRole('combobox', { name: t.label }), 'аналитика');
    expect(await screen.findByRole('option', { name: 'Аналитика данных' })).toBeVisible();
  });

  it('is not there for instructors and students', async () => {
    renderSearch('INSTRUCTOR');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: t.open })).toBeNull();
  });

  it('speaks Russian', async () => {
    const { user } = renderSearch('ADMIN', 'ru');
    await user.click(await screen.findByRole('button', { name: ruApp.globalSearch.open }));
    await user.type(await screen.findByRole('combobox', { name: ruApp.globalSearch.label }), 'python');
    expect(await screen.findByRole('group', { name: ruApp.globalSearch.kinds.course })).toBeVisible();
  });
});
