import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Language } from '../../src/api/constants';
import { dataProvider as appDataProvider } from '../../src/dataProvider/appDataProvider';
import type { LmsDataProvider } from '../../src/dataProvider/dataProvider';
import type { UploadProgress } from '../../src/dataProvider/httpClient';
import { enApp } from '../../src/i18n/en';
import { ruApp } from '../../src/i18n/ru';
import { StudentImportDialog } from '../../src/resources/students/StudentImportDialog';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { buildImportErrorResponse, buildImportResponse } from '../../src/mocks/builders/builders';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';
import { signedIn } from './adminPageSetup';

const dictionaries = { en: enApp, ru: ruApp };

/**
 * The dialog over the app's own dataProvider and i18nProvider (whose language the API calls
 * carry), answered by msw; `dataProvider` replaces it where a test needs to hold an upload.
 */
async function renderDialog(language: Language = 'en', dataProvider: LmsDataProvider = appDataProvider) {
  await signedIn('ADMIN', language);
  // The file input only offers .xlsx; the tests also try what a user could force through.
  const user = userEvent.setup({ applyAccept: false });
  const onClose = vi.fn();
  render(
    <TestProviders locale={language}>
      <AdminTestContext dataProvider={dataProvider}>
        <StudentImportDialog open onClose={onClose} />
      </AdminTestContext>
      <NoticeStack />
    </TestProviders>,
  );
  const t = dictionaries[language].admin.import;
  const dialog = () => within(screen.getByRole('dialog'));
  return {
    user,
    onClose,
    t,
    dialog,
    async chooseGroup(name: string) {
      await user.click(dialog().getByRole('combobox', { name: t.group }));
      await user.click(await screen.findByRole('option', { name }));
    },
    async chooseFile(name = 'students.xlsx') {
      await user.upload(screen.getByTestId('import-file-input'), new File(['xlsx bytes'], name));
    },
    submit: () => user.click(dialog().getByRole('button', { name: t.submit })),
  };
}

describe('StudentImportDialog', () => {
  it('asks for a group and a file before sending anything', async () => {
    const seen = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/students/import/')) seen();
    });
    const ui = await renderDialog();

    await ui.submit();

    expect(await ui.dialog().findByText(ui.t.groupRequired)).toBeVisible();
    expect(ui.dialog().getByText(ui.t.fileRequired)).toBeVisible();
    await ui.chooseFile('students.csv');
    expect(ui.dialog().getByText(ui.t.wrongType)).toBeVisible();
    await ui.submit();
    expect(seen).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('shows the note on the accepted headers and the 5,000-row limit', async () => {
    const ui = await renderDialog();
    expect(ui.dialog().getByText(ui.t.headers)).toBeVisible();
    expect(ui.dialog().getByText(ui.t.limit)).toBeVisible();
  });

  it('shows the upload percentage, then waits for the check, then the number imported in green', async () => {
    // msw answers XMLHttpRequest uploads at once, so an upload in flight is held here
    // (the client's own progress reporting is tested in adminCalls.test.ts).
    let report: (progress: UploadProgress) => void = () => undefined;
    let answer: () => void = () => undefined;
    let groupId: unknown;
    const holding: LmsDataProvider = {
      ...appDataProvider,
      importStudents: (group, _file, onProgress) => {
        groupId = group;
        report = (progress) => onProgress?.(progress);
        return new Promise((resolve) => (answer = () => resolve(buildImportResponse({ imported: 12, message: 'Students imported: 12.' }))));
      },
    };
    const ui = await renderDialog('en', holding);

    await ui.chooseGroup('Python Basics');
    await ui.chooseFile();
    expect(ui.dialog().getByTestId('import-file-name')).toHaveTextContent('students.xlsx');
    await ui.submit();

    const progress = await ui.dialog().findByTestId('import-progress');
    const bar = within(progress).getByRole('progressbar');
    act(() => report({ loaded: 45, total: 100, percent: 45 }));
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(within(progress).getByText('Uploading: 45%')).toBeVisible();
    expect(ui.dialog().getByRole('button', { name: ui.t.submit })).toBeDisabled();
    expect(ui.dialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(groupId).toBe(2);

    // Sent in full: the server is checking the rows.
    act(() => report({ loaded: 100, total: 100, percent: 100 }));
    expect(within(progress).getByText(ui.t.processing)).toBeVisible();

    act(() => answer());
    const success = await ui.dialog().findByTestId('import-success');
    expect(success).toHaveTextContent('12 students imported');
    expect(success).toHaveTextContent('Students imported: 12.');
    expect(success.className).toMatch(/filledSuccess/);
    expect(ui.dialog().queryByTestId('import-progress')).not.toBeInTheDocument();
  });

  it('imports through msw end to end and reports the sent file at 100%', async () => {
    let groupId: string | undefined;
    server.use(
      http.post('*/api/students/import/:groupId', ({ params }) => {
        groupId = String(params.groupId);
        return HttpResponse.json(buildImportResponse({ imported: 3 }));
      }),
    );
    const ui = await renderDialog();

    await ui.chooseGroup('Frontend 2026');
    await ui.chooseFile();
    await ui.submit();

    expect(await ui.dialog().findByTestId('import-success')).toHaveTextContent('3 students imported');
    expect(groupId).toBe('1');
  });

  it('lists the rows at fault with the server message, and nothing is imported', async () => {
    server.use(
      http.post('*/api/students/import/:groupId', () =>
        HttpResponse.json(
          buildImportErrorResponse([
            { row: 3, field: 'email', reason: 'The email "anna@" is not valid.' },
            { row: 5, field: 'studyFormat', reason: 'Unknown study format "evening": write ONLINE or OFFLINE.' },
          ]),
          { status: 400 },
        ),
      ),
    );
    const ui = await renderDialog();

    await ui.chooseGroup('Frontend 2026');
    await ui.chooseFile();
    await ui.submit();

    const failure = await ui.dialog().findByTestId('import-failure');
    expect(within(failure).getByRole('alert')).toHaveTextContent('Nothing was imported: 2 problem(s) found.');
    const table = within(failure).getByRole('table', { name: ui.t.errorsTitle });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      [ui.t.row, ui.t.field, ui.t.reason],
      ['3', 'Email', 'The email "anna@" is not valid.'],
      ['5', 'Study format', 'Unknown study format "evening": write ONLINE or OFFLINE.'],
    ]);
    // The form stays, so a fixed file can go at once.
    expect(ui.dialog().getByRole('button', { name: ui.t.submit })).toBeEnabled();
  });

  it("shows a refusal without rows (too many rows) with the server's message", async () => {
    server.use(
      http.post('*/api/students/import/:groupId', () =>
        HttpResponse.json(
          { message: 'The file has 5001 student rows; at most 5000 can be imported at once.', status: 400 },
          { status: 400 },
        ),
      ),
    );
    const ui = await renderDialog();
    await ui.chooseGroup('Frontend 2026');
    await ui.chooseFile();
    await ui.submit();

    const failure = await ui.dialog().findByTestId('import-failure');
    expect(failure).toHaveTextContent('at most 5000 can be imported at once');
    expect(within(failure).queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Russian to a Russian user, the server included', async () => {
    let language: string | null = null;
    server.use(
      http.post('*/api/students/import/:groupId', ({ request }) => {
        language = request.headers.get('accept-language');
        return HttpResponse.json(
          buildImportErrorResponse([{ row: 2, field: 'lastname', reason: 'Не указана фамилия.' }], { message: 'Ничего не импортировано.' }),
          { status: 400 },
        );
      }),
    );
    const ui = await renderDialog('ru');
    expect(screen.getByRole('heading', { name: ruApp.admin.import.title })).toBeVisible();

    await ui.chooseGroup('Python Basics');
    await ui.chooseFile();
    await ui.submit();

    const table = await ui.dialog().findByRole('table', { name: ruApp.admin.import.errorsTitle });
    expect(within(table).getByRole('columnheader', { name: 'Строка' })).toBeVisible();
    expect(within(table).getByText('Фамилия')).toBeVisible();
    expect(ui.dialog().getByText('Ничего не импортировано.')).toBeVisible();
    expect(language).toBe('ru');
  });
});
