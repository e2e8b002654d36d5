import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { enApp } from '../../src/i18n/en';
import { GroupList } from '../../src/resources/groups/GroupList';
import { StudentImportDialog } from '../../src/resources/students/StudentImportDialog';
import { StudentList } from '../../src/resources/students/StudentList';
import { server } from './server';
import { renderAdminPage } from './adminPageSetup';

/** The query of every GET to a path ending so, in order. */
function recordCalls(path: string) {
  const calls: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith(path)) calls.push(url.searchParams);
  });
  return calls;
}

/** Catches the browser's save of a download: the name it is saved under. */
function catchDownloads() {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

function renderIn(language: 'en' | 'ru', resource: string, page: React.ReactNode) {
  return renderAdminPage(page, { resource, language });
}

const SLOW = { timeout: 15_000 };
const rowCount = () => within(screen.getByRole('table')).getAllByRole('row').length - 1;

afterEach(() => {
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

describe('Export → CSV / Excel on the admin lists', () => {
  it("downloads the students export from the server with the list's filters", async () => {
    const calls = recordCalls('/api/students/export');
    const saved = catchDownloads();
    const { user } = await renderIn('en', 'students', <StudentList />);
    await waitFor(() => expect(rowCount()).toBe(10), SLOW);
    await user.click(screen.getByRole('combobox', { name: enApp.resources.students.fields.studyFormat }));
    await user.click(await screen.findByRole('option', { name: 'Offline' }));
    await waitFor(() => expect(rowCount()).toBe(3), SLOW);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: /Excel/ }));
    await waitFor(() => expect(saved).toEqual(['students.xlsx']), SLOW);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0])).toEqual({ format: 'xlsx', studyFormat: 'OFFLINE' });
  });

  it('sends the sort the list shows, and is in Russian', async () => {
    const calls = recordCalls('/api/groups/export');
    const saved = catchDownloads();
    const { user } = await renderIn('ru', 'groups', <GroupList />);
    await waitFor(() => expect(rowCount()).toBeGreaterThan(1), SLOW);
    await user.click(screen.getByRole('button', { name: /Дата окончания/ }));
    await user.click(screen.getByRole('button', { name: 'Экспорт' }));
    await user.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(saved).toEqual(['groups.csv']), SLOW);
    expect(calls[0].get('format')).toBe('csv');
    expect(calls[0].get('sort')).toBe('dateOfFinish');
    expect(calls[0].get('order')).toBe('ASC');
    expect(calls[0].has('page')).toBe(false);
  });
});

describe('the import template link', () => {
  it('downloads the template in Excel', async () => {
    const calls = recordCalls('/api/students/import/template');
    const saved = catchDownloads();
    const { user } = await renderIn('en', 'students', <StudentImportDialog open onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(saved).toEqual(['students-import-template.xlsx']), SLOW);
    expect(calls[0].get('format')).toBe('xlsx');
  });
});
