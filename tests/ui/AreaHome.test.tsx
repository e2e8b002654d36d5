import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ResourceDefinitionContextProvider, type AuthProvider } from 'react-admin';
import GroupsIcon from '@mui/icons-material/Groups';
import BarChartIcon from '@mui/icons-material/BarChart';
import { saveSession } from '../../src/auth/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { AreaHome } from '../../src/shell/AreaHome';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { buildMe, demoToken } from '../../src/mocks/builders/builders';
import { TestProviders } from '../../src/mocks/providers/TestProviders';

const sections = [
  { key: 'groups', icon: GroupsIcon },
  { key: 'analytics', icon: BarChartIcon },
];

/** What the admin area registers (the student area registers no resources). */
const adminResources = {
  groups: { name: 'groups', hasList: true },
  announcements: { name: 'announcements', hasList: true },
};

async function renderHome(role: 'ADMIN' | 'STUDENT') {
  await i18nProvider.changeLocale('en');
  saveSession({ token: demoToken(role), role });
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ ...buildMe({ authority: role }) }),
  };
  render(
    <TestProviders initialEntries={['/']}>
      <AdminTestContext authProvider={authProvider}>
        <ResourceDefinitionContextProvider definitions={role === 'ADMIN' ? adminResources : {}}>
          <AreaHome sections={sections} announcements />
        </ResourceDefinitionContextProvider>
      </AdminTestContext>
    </TestProviders>,
  );
}

describe('AreaHome', () => {
  it("links the sections the area has, and shows the school's announcements to an admin", async () => {
    await renderHome('ADMIN');

    expect(await screen.findByText('Welcome, Anna!')).toBeVisible();
    expect(screen.getByTestId('section-groups')).toHaveAttribute('href', '/groups');
    expect(screen.queryByTestId('section-analytics')).not.toBeInTheDocument();
    expect(screen.getByText('coming soon')).toBeVisible();

    const list = await screen.findByTestId('home-announcements');
    expect(await within(list).findByText('Welcome to the new term! Timetables are in the calendar.')).toBeVisible();
    // Hidden ones are marked for the admin.
    expect(within(list).getByText('Hidden')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All announcements' })).toHaveAttribute('href', '/announcements');
  });

  it('shows a student the active announcements of their group and for all groups only', async () => {
    await renderHome('STUDENT');

    const list = await screen.findByTestId('home-announcements');
    expect(await within(list).findByText('Welcome to the new term! Timetables are in the calendar.')).toBeVisible();
    expect(within(list).getByText(/For all groups/)).toBeVisible();
    expect(within(list).queryByText('Submit the React project by Sunday.')).not.toBeInTheDocument();
    expect(within(list).queryByText('Занятие в пятницу переносится на 18:00.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All announcements' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('section-groups')).not.toBeInTheDocument();
  });
});
