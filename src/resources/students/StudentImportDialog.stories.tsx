import { http, HttpResponse } from 'msw';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { saveSession } from '../../auth/session';
import { dataProvider as appDataProvider } from '../../dataProvider/appDataProvider';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { enApp } from '../../i18n/en';
import { ruApp } from '../../i18n/ru';
import { API_PATTERN } from '../../mocks/handlers';
import { t as serverText } from '../../../server/i18n';
import { AdminTestContext } from '../../mocks/providers/AdminTestContext';
import { buildImportErrorResponse, demoToken } from '../../mocks/builders/builders';
import { StudentImportDialog } from './StudentImportDialog';

const languageOf = (locale: unknown) => (locale === 'ru' ? 'ru' : 'en');
const textsOf = (locale: unknown) => (languageOf(locale) === 'ru' ? ruApp : enApp).admin.import;

/**
 * Chooses a file and presses Import. The group is already chosen by the story's args, as when
 * the list is filtered by a group.
 */
async function startImport(locale: unknown, fileName = 'students.xlsx') {
  const t = textsOf(locale);
  const dialog = within(await screen.findByRole('dialog'));
  // The group shows once the groups have loaded.
  await waitFor(() => expect(dialog.getByRole('combobox', { name: t.group })).toHaveTextContent('Python Basics'));
  await userEvent.upload(screen.getByTestId('import-file-input'), new File(['PK…'], fileName));
  await userEvent.click(dialog.getByRole('button', { name: t.submit }));
  return dialog;
}

/**
 * An upload held at `percent`: msw answers an upload before the browser reports any progress,
 * so the stories of a file on its way hold it here (the real client's progress is tested in
 * tests/ui/adminCalls.test.ts and was checked against the server on a throttled connection).
 */
const heldAt = (percent: number): LmsDataProvider => ({
  ...appDataProvider,
  importStudents: (_group, _file, onProgress) => {
    onProgress?.({ loaded: percent, total: 100, percent });
    return new Promise(() => undefined);
  },
});

/** The dialog in react-admin's context, over the app's dataProvider or the story's own. */
const withAdmin: Decorator = (Story, { parameters }) => (
  <AdminTestContext dataProvider={(parameters.dataProvider as LmsDataProvider | undefined) ?? appDataProvider}>
    <Story />
  </AdminTestContext>
);

/**
 * The Excel import of the students list (POST students/import/{groupId}) against the mock API
 * (src/mocks): a group and an .xlsx file, a progress bar, then the count or the rows at fault.
 */
/** Story parameters whose msw answers the import call, in the language the dialog asked in. */
const answerImport = (answer: (lang: 'en' | 'ru') => Response) => ({
  msw: {
    handlers: [
      http.post(`${API_PATTERN}/students/import/:groupId`, ({ request }) =>
        answer(request.headers.get('accept-language') === 'ru' ? 'ru' : 'en'),
      ),
    ],
  },
});

const meta = {
  title: 'Admin/StudentImportDialog',
  component: StudentImportDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onClose: fn() },
  beforeEach: () => saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' }),
  decorators: [withAdmin],
} satisfies Meta<typeof StudentImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As opened: a group to pick, a file to choose, and what the file must look like. */
export const Idle: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = within(await screen.findByRole('dialog'));
    // Visible once the dialog has faded in.
    await waitFor(() => expect(dialog.getByText(t.headers)).toBeVisible());
    await expect(dialog.getByText(t.limit)).toBeVisible();
  },
};

/** The file is on its way: the bar shows how much has gone. */
export const Uploading: Story = {
  args: { defaultGroupId: 2 },
  parameters: { dataProvider: heldAt(45) },
  play: async ({ globals }) => {
    const dialog = await startImport(globals.locale);
    const progress = within(await dialog.findByTestId('import-progress'));
    await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    await expect(progress.getByText(textsOf(globals.locale).uploading.replace('%{percent}', '45'))).toBeVisible();
  },
};

/** Sent in full, the server is still checking the rows. */
export const Checking: Story = {
  args: { defaultGroupId: 2 },
  parameters: { dataProvider: heldAt(100) },
  play: async ({ globals }) => {
    const dialog = await startImport(globals.locale);
    const progress = within(await dialog.findByTestId('import-progress'));
    await expect(progress.getByText(textsOf(globals.locale).processing)).toBeVisible();
  },
};

/** Rows at fault: nothing imported, the server's message and a table of rows to fix. */
export const RowErrors: Story = {
  args: { defaultGroupId: 2 },
  parameters: answerImport((lang) => {
    const errors = [
      { row: 3, field: 'email', reason: serverText(lang, 'import.invalidEmail', { value: 'anna@' }) },
      { row: 5, field: 'studyFormat', reason: serverText(lang, 'import.unknownStudyFormat', { value: 'вечер' }) },
      { row: 7, field: 'email', reason: serverText(lang, 'import.duplicateEmail', { value: 'ivan@demo.test', row: 4 }) },
      {
        row: 9,
        field: 'lastname',
        reason: serverText(lang, 'import.missingField', { column: serverText(lang, 'import.columns.lastname') }),
      },
    ];
    return HttpResponse.json(buildImportErrorResponse(errors, { message: serverText(lang, 'import.rejected', { count: errors.length }) }), {
      status: 400,
    });
  }),
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = await startImport(globals.locale, 'with-errors.xlsx');
    const table = await dialog.findByRole('table', { name: t.errorsTitle });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
  },
};

/** A good file: the number imported, in green. */
export const Success: Story = {
  args: { defaultGroupId: 2 },
  parameters: answerImport((lang) => HttpResponse.json({ message: serverText(lang, 'import.imported', { count: 24 }), imported: 24 })),
  play: async ({ globals }) => {
    const dialog = await startImport(globals.locale);
    await expect(await dialog.findByTestId('import-success')).toHaveTextContent(
      globals.locale === 'ru' ? 'Импортировано 24 студента' : '24 students imported',
    );
  },
};

export const RowErrorsInRussian: Story = { ...RowErrors, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const SuccessDarkTheme: Story = { ...Success, globals: { theme: 'dark' }, tags: ['!autodocs'] };
