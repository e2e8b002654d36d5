import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceDefinitionContextProvider } from 'react-admin';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import GroupsIcon from '@mui/icons-material/Groups';
import { saveSession } from '../../src/auth/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { mockStore } from '../../src/mocks/store/mockStore';
import { AreaHome } from '../../src/shell/AreaHome';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { demoToken } from '../../src/mocks/builders/builders';
import { instructorAuthProvider } from '../../src/mocks/builders/learningBuilders';
import { LearningTestRoutes } from '../../src/mocks/providers/LearningTestRoutes';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

async function renderAt(path: string) {
  window.localStorage.setItem(LANGUAGE_KEY, 'en');
  await i18nProvider.changeLocale('en');
  saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' });
  const user = userEvent.setup();
  render(
    <TestProviders initialEntries={[path]}>
      <LearningTestRoutes />
    </TestProviders>,
  );
  return { user };
}

const cardNames = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

afterEach(() => server.events.removeAllListeners());

describe('my courses', () => {
  it("shows cards of the instructor's own courses only, with their dates, groups and students", async () => {
    await renderAt('/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
    await waitFor(() => expect(cardNames()).toEqual(['JavaScript Fundamentals', 'React in Practice']));
    const card = screen.getByTestId('course-card-1');
    expect(within(card).getByText('Finishes 31 Jan 2027')).toBeVisible();
    expect(within(card).getByText('Frontend 2026')).toBeVisible();
    expect(within(card).getByText(/\d+ students?/)).toBeVisible();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/courses/1');
  });

  it('searches, and says when nothing matches', async () => {
    const searches: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/courses') searches.push(url.searchParams.get('search') ?? '');
    });
    const { user } = await renderAt('/courses');
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'react');
    await waitFor(() => expect(cardNames()).toEqual(['React in Practice']));
    expect(searches.at(-1)).toBe('react');
    await user.clear(screen.getByRole('searchbox', { name: 'Search courses' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'haskell');
    expect(await screen.findByText('No course matches "haskell".')).toBeVisible();
  });

  it('tells an instructor with no course who assigns them', async () => {
    mockStore.school.courseInstructors = [];
    await renderAt('/courses');
    expect(await screen.findByText(/You are not assigned to any course yet/)).toBeVisible();
  });

  it('Materials leads into the same courses', async () => {
    await renderAt('/materials');
    expect(await screen.findByRole('heading', { level: 1, name: 'Materials' })).toBeVisible();
    await waitFor(() => expect(cardNames()).toHaveLength(2));
  });

  it("links the area home's sections to these pages", async () => {
    await i18nProvider.changeLocale('en');
    saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' });
    render(
      <TestProviders>
        <AdminTestContext authProvider={instructorAuthProvider()}>
          <ResourceDefinitionContextProvider definitions={{}}>
            <AreaHome
              sections={[
                { key: 'myCourses', icon: MenuBookIcon, to: '/courses' },
                { key: 'groupRating', icon: GroupsIcon },
              ]}
            />
          </ResourceDefinitionContextProvider>
        </AdminTestContext>
      </TestProviders>,
    );
    expect(await screen.findByTestId('section-myCourses')).toHaveAttribute('href', '/courses');
    expect(screen.queryByTestId('section-groupRating')).not.toBeInTheDocument();
  });
});
