import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StudentList } from '../../src/resources/students/StudentList';
import { server } from './server';
import { renderAdminPage } from './adminPageSetup';

const SLOW = { timeout: 5000 };

async function renderList() {
  const { user } = await renderAdminPage(<StudentList />, { resource: 'students' });
  await waitFor(() => expect(rows()).toHaveLength(10), SLOW);
  return { user };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

/** The bodies of every POST students/bulk the list sends. */
function recordBulkCalls() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/students/bulk'))
      bodies.push(await request.clone().json());
  });
  return bodies;
}

/** A button of the bulk toolbar: the rows have their own Block and Unblock buttons. */
const bulkButton = (name: string) => screen.getAllByRole('button', { name }).find((button) => !button.closest('tbody')) as HTMLElement;

async function selectFirst(user: ReturnType<typeof userEvent.setup>, n: number) {
  for (const row of rows().slice(0, n)) await user.click(within(row).getByRole('checkbox'));
}

describe('StudentList bulk actions', () => {
  it('blocks the selected students in one call after a confirmation', async () => {
    const bodies = recordBulkCalls();
    const { user } = await renderList();
    await selectFirst(user, 2);
    await screen.findByText('2 items selected');
    await user.click(bulkButton('Block'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Block the selected students (2)?');
    await user.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toMatchObject({ action: 'block' });
    expect((bodies[0] as { ids: number[] }).ids).toHaveLength(2);
    expect(await screen.findByText('Done, changed: 2')).toBeVisible();
    await waitFor(
      () =>
        expect(
          rows()
            .slice(0, 2)
            .filter((r) => within(r).queryByText('Blocked')),
        ).toHaveLength(2),
      SLOW,
    );
    server.events.removeAllListeners();
  }, 60_000);

  it('moves the selected students to a chosen group', async () => {
    const bodies = recordBulkCalls();
    const { user } = await renderList();
    await selectFirst(user, 3);
    await user.click(await screen.findByRole('button', { name: 'Move to group' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'Python Basics' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move to group' }));
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toMatchObject({ action: 'move', groupId: 2 });
    expect((bodies[0] as { ids: number[] }).ids).toHaveLength(3);
    expect(await screen.findByText('Done, changed: 3')).toBeVisible();
    server.events.removeAllListeners();
  });

  it("shows the server's refusal naming the rows, and changes nothing", async () => {
    server.use(
      http.post('*/api/students/bulk', () =>
        HttpResponse.json(
          { message: 'Nothing was changed: 1 of the selected rows could not be. Row 7: nope', status: 400 },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderList();
    await selectFirst(user, 1);
    await screen.findByText('1 item selected');
    await user.click(bulkButton('Unblock'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    expect(await screen.findByText(/Row 7: nope/)).toBeVisible();
  });
});
