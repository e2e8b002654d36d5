import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AuditList } from '../../src/resources/audit/AuditList';
import { server } from './server';
import { renderAdminPage } from './adminPageSetup';

/** The query of every GET to `path` the page sends, in order. */
function recordCalls(path: string) {
  const calls: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith(path)) calls.push(url.searchParams);
  });
  return calls;
}

function renderList(language: 'en' | 'ru' = 'en') {
  return renderAdminPage(<AuditList />, { resource: 'audit', language });
}

const SLOW = { timeout: 15_000 };

/** Each row's cells as text. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AuditList', () => {
  it('shows when, who in what role, the action and what it was done to, in words', async () => {
    await renderList();
    await waitFor(() => expect(rows()).toHaveLength(6), SLOW);
    const [first, second] = rows();
    expect(first.slice(1)).toEqual(['Ivan PetrovInstructor', 'Graded', 'Exam mark · Emily Johnson']);
    expect(second.slice(1)).toEqual(['Anna AdminAdministrator', 'Blocked', 'Student · Michael Brown']);
    expect(first[0]).toMatch(/26 Nov 2026/);
  });

  it('speaks Russian', async () => {
    await renderList('ru');
    await waitFor(() => expect(rows()).toHaveLength(6), SLOW);
    expect(rows()[1].slice(1)).toEqual(['Anna AdminАдминистратор', 'Блокировка', 'Студент · Michael Brown']);
    expect(screen.getByRole('button', { name: 'Выгрузить в Excel' })).toBeTruthy();
  });

  it('sends the action filter to the API', async () => {
    const calls = recordCalls('/api/audit');
    const { user } = await renderList();
    await waitFor(() => expect(rows()).toHaveLength(6), SLOW);
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Restored' }));
    await waitFor(() => expect(rows().map((r) => r[3])).toEqual(['Trash item · Python Basics']), SLOW);
    expect(calls.at(-1)?.get('action')).toBe('restore');
  });

  it('offers the failed logins in the action filter and sends that filter', async () => {
    const calls = recordCalls('/api/audit');
    const { user } = await renderList();
    await waitFor(() => expect(rows()).toHaveLength(6), SLOW);
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Wrong password at login' }));
    await waitFor(() => expect(calls.at(-1)?.get('action')).toBe('loginFailed'), SLOW);
  });

  it('offers the failed logins in Russian', async () => {
    const { user } = await renderList('ru');
    await waitFor(() => expect(rows()).toHaveLength(6), SLOW);
    await user.click(screen.getByRole('combobox', { name: 'Действие' }));
    expect(await screen.findByRole('option', { name: 'Неверный пароль при входе' })).toBeTruthy();
  });

  it('sends the search to the API', async () => {
    const calls = recordCalls('/api/audit');
    const { user } = await renderList();
    await waitFor(() => expect(rows()).toHaveLength(6), SLOW);
    await user.type(screen.getByPlaceholderText('Search'), 'Michael');
    await waitFor(() => expect(rows().map((r) => r[2])).toEqual(['Blocked']), SLOW);
    expect(calls.at(-1)?.get('search')).toBe('Michael');
  });

  it('downloads the export with the filters applied', async () => {
    const calls = recordCalls('/api/audit/export');
    let fileName = '';
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:audit'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    const { user } = await renderList();
    await waitFor(() => expect(rows()).toHaveLength(6), SLOW);
    await user.click(screen.getByRole('combobox', { name: 'What' }));
    await user.click(await screen.findByRole('option', { name: 'Group' }));
    await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(fileName).toBe('audit-log.xlsx'), SLOW);
    expect(calls.at(-1)?.get('format')).toBe('xlsx');
    expect(calls.at(-1)?.get('entity')).toBe('group');
  });
});
