import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { saveSession } from '../../src/auth/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { StudentList } from '../../src/resources/students/StudentList';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { demoToken } from '../../src/mocks/builders/builders';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

/*
 * A list whose query the server refuses (a 400 for a search it cannot take) shows the server's
 * message in place of its rows, and no pagination: not "nothing found" beside the last total.
 * The shared AdminList does it, so the students list stands for every admin list.
 */

const REFUSED = 'The field "Search" must be at most 200 characters.';
/** Filters wait for a 500 ms debounce, then the call: allow for a busy machine. */
const SLOW = { timeout: 5000 };

describe('an admin list whose search the server refuses', () => {
  it('shows the message instead of the rows and the last total, and comes back with a search it takes', async () => {
    window.localStorage.setItem(LANGUAGE_KEY, 'en');
    await i18nProvider.changeLocale('en');
    saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' });
    server.use(
      http.get('*/api/students', ({ request }) =>
        new URL(request.url).searchParams.get('search') === 'refused'
          ? HttpResponse.json({ message: REFUSED, status: 400, field: 'search' }, { status: 400 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    render(
      <TestProviders initialEntries={['/students']}>
        <AdminTestContext resource="students">
          <StudentList />
        </AdminTestContext>
      </TestProviders>,
    );
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    expect(screen.getByText(/^1-\d+ of \d+$/)).toBeVisible();
    const search = screen.getByPlaceholderText(/search/i);

    await user.type(search, 'refused');
    expect(await screen.findByText(REFUSED, {}, SLOW)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/^1-\d+ of \d+$/)).toBeNull();
    expect(screen.queryByText(/no .* found/i)).toBeNull();

    await user.clear(search);
    await waitFor(() => expect(screen.getByText(/^1-\d+ of \d+$/)).toBeVisible(), SLOW);
    expect(screen.queryByText(REFUSED)).toBeNull();
    expect(within(screen.getByRole('table')).getAllByRole('row').length).toBeGreaterThan(1);
  });
});
