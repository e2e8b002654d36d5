import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../../src/auth/session';
import { enApp } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { StudentList } from '../../src/resources/students/StudentList';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { demoToken } from '../../src/mocks/builders/builders';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

/** The query of every GET students the list sends, in order. */
function recordListCalls() {
  const calls: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith('/api/students')) calls.push(url.searchParams);
  });
  return calls;
}

async function renderList() {
  window.localStorage.setItem(LANGUAGE_KEY, 'en');
  await i18nProvider.changeLocale('en');
  saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' });
  const user = userEvent.setup();
  render(
    <TestProviders initialEntries={['/students']}>
      <AdminTestContext resource="students">
        <StudentList />
      </AdminTestContext>
      <NoticeStack />
    </TestProviders>,
  );
  return { user };
}

/** Filters wait for a 500 ms debounce, then the call and a render of rows with selection boxes: allow for a busy machine. */
const SLOW = { timeout: 15_000 };

/** The names in the list's rows. */
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) =>
        // The first cell is the row's selection box; the name is the first text after it.
        row.querySelector('td p')?.textContent ?? within(row).getAllByRole('cell')[1].textContent,
    );

describe('StudentList filters', () => {
  it('sends search, study format and group to the API and shows what it answers', async () => {
    const calls = recordListCalls();
    const { user } = await renderList();

    await waitFor(() => expect(names()).toHaveLength(10), SLOW);
    expect(calls[0].get('page')).toBe('1');
    expect(calls[0].get('size')).toBe('20');
    expect(calls[0].has('search')).toBe(false);

    await user.type(screen.getByPlaceholderText('Search'), 'Emily');
    await waitFor(() => expect(names()).toEqual(['Emily Johnson']), SLOW);
    expect(calls.at(-1)?.get('search')).toBe('Emily');

    await user.clear(screen.getByPlaceholderText('Search'));
    await waitFor(() => expect(names()).toHaveLength(10), SLOW);
    expect(calls.at(-1)?.has('search')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: enApp.resources.students.fields.studyFormat }));
    await user.click(await screen.findByRole('option', { name: 'Offline' }));
    await waitFor(() => expect(names()).toEqual(['Екатерина Попова', 'Michael Brown', 'Татьяна Новикова']), SLOW);
    expect(calls.at(-1)?.get('studyFormat')).toBe('OFFLINE');

    await user.click(screen.getByRole('combobox', { name: enApp.resources.students.fields.groupId }));
    await user.click(await screen.findByRole('option', { name: 'Python Basics' }));
    await waitFor(() => expect(names()).toEqual(['Michael Brown']), SLOW);
    expect(calls.at(-1)?.get('groupId')).toBe('2');
    expect(calls.at(-1)?.get('studyFormat')).toBe('OFFLINE');
    server.events.removeAllListeners();
  });

  it('reloads with the same filters after a block, and shows the server message', async () => {
    const calls = recordListCalls();
    const { user } = await renderList();
    await waitFor(() => expect(names()).toHaveLength(10), SLOW);
    await user.type(screen.getByPlaceholderText('Search'), 'Emily');
    await waitFor(() => expect(names()).toEqual(['Emily Johnson']), SLOW);
    const before = calls.length;

    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    await user.click(within(row).getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Block Emily Johnson?');
    expect(dialog).toHaveTextContent('is logged out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('The student has been blocked and logged out.')).toBeVisible();
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Blocked')).toBeVisible(), SLOW);
    expect(calls.length).toBeGreaterThan(before);
    expect(calls.at(-1)?.get('search')).toBe('Emily');
    expect(within(row).getByRole('button', { name: 'Unblock' })).toBeVisible();
    server.events.removeAllListeners();
  });
});
